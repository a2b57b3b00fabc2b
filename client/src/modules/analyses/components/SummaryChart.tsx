import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ResultCategory } from '../../../__generated__/graphql';
import { CATEGORY_LABELS, categoryColor } from '../utils/labels';

const VISUALLY_HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

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
    // As wide as its column, never wider: at 320 px its legend goes under the pie instead of off-screen.
    <figure style={{ margin: 0, width: '100%', maxWidth: 420 }} aria-label={title}>
      <PieChart series={[{ data, innerRadius: 40, paddingAngle: 1 }]} height={220} />
      <figcaption style={{ textAlign: 'center', fontSize: 13 }}>
        {title}
        {/* The chart's text alternative (WCAG 1.1.1): the same figures as the table beside it. */}
        <span style={VISUALLY_HIDDEN}>
          {' : '}
          {data.map((d) => `${d.label} ${d.value}`).join(', ')}. Mêmes chiffres que le tableau « Synthèse des
          résultats par catégorie ».
        </span>
      </figcaption>
    </figure>
  );
}
