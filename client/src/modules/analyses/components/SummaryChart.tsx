import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ResultCategory } from '../../../__generated__/graphql';
import { CATEGORY_LABELS, categoryColor } from '../utils/labels';

/** Pie of the controls per result category (loaded lazily: the charts library is heavy). */
export default function SummaryChart({
  summary,
  title,
}: {
  summary: Array<{ category: ResultCategory; count: number }>;
  title: string;
}) {
  const { palette } = useTheme();
  const data = summary
    .filter((s) => s.count > 0)
    .map((s) => ({
      id: s.category,
      value: s.count,
      label: `${CATEGORY_LABELS[s.category]} (${s.category})`,
      color: categoryColor(palette, s.category),
    }));
  return (
    <figure style={{ margin: 0 }} aria-label={title}>
      <PieChart series={[{ data, innerRadius: 40, paddingAngle: 1 }]} height={220} width={220} />
      <figcaption style={{ textAlign: 'center', fontSize: 13 }}>{title}</figcaption>
    </figure>
  );
}
