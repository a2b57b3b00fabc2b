import { useId } from 'react';
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

/**
 * Pie of the controls per result category (loaded lazily: the charts library is heavy). Its text alternative
 * (WCAG 1.1.1): the drawing is one image named by the caption, which says the figures, and described by the
 * table beside it (`tableId`), which holds the same figures.
 */
export default function SummaryChart({
  summary,
  title,
  tableId,
}: {
  summary: Array<{ category: ResultCategory; count: number }>;
  title: string;
  tableId?: string;
}) {
  const { palette } = useTheme();
  const captionId = useId();
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
    <figure style={{ margin: 0, width: '100%', maxWidth: 420 }} aria-labelledby={captionId}>
      {/* role=img: the slices and legend are read as one image, through its caption, not piece by piece. */}
      <div role="img" aria-labelledby={captionId} aria-describedby={tableId}>
        <PieChart series={[{ data, innerRadius: 40, paddingAngle: 1 }]} height={220} />
      </div>
      <figcaption id={captionId} style={{ textAlign: 'center', fontSize: 13 }}>
        {title}
        <span style={VISUALLY_HIDDEN}>
          {' : '}
          {data.map((d) => `${d.label} ${d.value}`).join(', ')}. Mêmes chiffres que le tableau « Synthèse des
          résultats par catégorie ».
        </span>
      </figcaption>
    </figure>
  );
}
