import { CATEGORIES, CATEGORY_COLORS, CATEGORY_LABELS, integer } from '../labels';
import type { ResultCategory } from '../report-model';
import { FONT, INK, MUTED, RULE, tint, type PdfContext } from './context';

export interface Series {
  /** Short name printed beside the bars of a merged report (« 1 », « 2 »…); empty for a single FEC. */
  key: string;
  counts: Record<ResultCategory, number>;
}

/** 1, 2, 5 × 10ⁿ: a readable step for about four grid lines. */
export function niceStep(max: number): number {
  const raw = Math.max(max, 1) / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
  return Math.max(1, step);
}

/**
 * Horizontal bars of the number of controls per result category, one bar per FEC (grouped when merged),
 * in the categories' colours (paler for the second and third FEC). Drawn at (x, y); returns the height used.
 */
export function drawCategoryChart(
  ctx: PdfContext,
  series: Series[],
  x: number,
  y: number,
  width: number,
): number {
  const { doc } = ctx;
  const labelW = 72;
  const keyW = series.length > 1 ? 10 : 0;
  const valueW = 22;
  const barX = x + labelW + keyW;
  const barW = width - labelW - keyW - valueW;
  const barH = series.length > 1 ? 7 : 11;
  const gap = series.length > 1 ? 1.5 : 0;
  const groupH = series.length * barH + (series.length - 1) * gap;
  const rowH = groupH + 8;
  const max = Math.max(1, ...series.flatMap((s) => CATEGORIES.map((c) => s.counts[c])));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const scale = barW / top;
  const chartH = CATEGORIES.length * rowH;

  // Grid lines and their values under the chart.
  ctx.font(FONT.cond, 6.5);
  for (let v = 0; v <= top; v += step) {
    const gx = barX + v * scale;
    doc
      .moveTo(gx, y)
      .lineTo(gx, y + chartH)
      .lineWidth(v === 0 ? 0.8 : 0.4)
      .strokeColor(v === 0 ? MUTED : RULE)
      .stroke();
    const label = integer(v);
    doc.fillColor(MUTED).text(label, gx - doc.widthOfString(label) / 2, y + chartH + 2, { lineBreak: false });
  }

  CATEGORIES.forEach((category, row) => {
    const ry = y + row * rowH + 4;
    const labelLines = ctx.lines(CATEGORY_LABELS[category], FONT.cond, 8, labelW - 4, 1);
    ctx.printLines(labelLines, x, ry + groupH / 2 - 5, { font: FONT.cond, size: 8, color: INK });
    series.forEach((s, i) => {
      const by = ry + i * (barH + gap);
      const value = s.counts[category];
      const color = tint(CATEGORY_COLORS[category], [0, 0.35, 0.6][i] ?? 0.6);
      if (value > 0) doc.rect(barX, by, Math.max(1.5, value * scale), barH).fill(color);
      if (keyW)
        ctx.printLines([s.key], barX - keyW, by + barH / 2 - 3.6, { font: FONT.cond, size: 6, color: MUTED });
      const size = series.length > 1 ? 6.5 : 8;
      ctx.printLines([integer(value)], barX + value * scale + 3, by + barH / 2 - size * 0.62, {
        font: FONT.condBold,
        size,
        color: value > 0 ? INK : MUTED,
      });
    });
  });
  return chartH + 12;
}
