import {
  CATEGORIES,
  CATEGORY_COLORS,
  CATEGORY_LABELS,
  CONFORMITY_LABELS,
  euros,
  findingsText,
  fiscalYearLabel,
  integer,
} from '../labels';
import type { ReportSource, ResultCategory } from '../report-model';
import { drawCategoryChart } from './chart';
import { FONT, INK, MUTED, SOFT, type AnyPdfContext, type PdfContext } from './context';
import { AMOUNT_AT_STAKE_LABEL, findingsNote } from '../key-figures';
import { controlRows, keyFigures, sourceHeadline, sourceName, type KeyFigures } from './figures';
import { drawTable, type Cell, type Column } from './table';

export const CONFORMITY_COLORS: Record<string, string> = {
  conforme: CATEGORY_COLORS.OK,
  'conforme-avec-alertes': CATEGORY_COLORS.WARNING,
  'non-conforme': CATEGORY_COLORS.ERROR,
};

/** Printed instead of an amount the free offer hides. */
export const LOCKED_AMOUNT = '— verrouillé';

export const amountText = (cents: number | null) => (cents === null ? LOCKED_AMOUNT : euros(cents));

/** What an accountant looks at first, in the order of the synthesis page. */
const ATTENTION: ResultCategory[] = ['ERROR', 'WARNING', 'SAVINGS'];

export function heading(ctx: AnyPdfContext, title: string, subtitle?: string) {
  ctx.printLines(ctx.lines(title, FONT.bold, 18, ctx.width, 2), ctx.left, ctx.y, {
    font: FONT.bold,
    size: 18,
    color: ctx.principal,
  });
  ctx.y += 26;
  ctx.doc.rect(ctx.left, ctx.y, 40, 2.5).fill(ctx.secondary);
  ctx.y += 8;
  if (subtitle) ctx.paragraph(subtitle, { font: FONT.cond, size: 9, color: MUTED });
  ctx.y += 10;
}

export function subheading(ctx: AnyPdfContext, title: string, x = ctx.left, width = ctx.right - x) {
  ctx.printLines(ctx.lines(title, FONT.bold, 10.5, width, 1), x, ctx.y, {
    font: FONT.bold,
    size: 10.5,
    color: ctx.principal,
  });
  ctx.y += 17;
}

/** Key figures as cards: 4 per row. */
function drawCards(ctx: PdfContext, cards: { label: string; value: string; color?: string }[]) {
  const { doc } = ctx;
  const perRow = 4;
  const gap = 8;
  const w = (ctx.width - gap * (perRow - 1)) / perRow;
  const h = 44;
  cards.forEach((card, i) => {
    const x = ctx.left + (i % perRow) * (w + gap);
    const y = ctx.y + Math.floor(i / perRow) * (h + gap);
    doc.roundedRect(x, y, w, h, 3).fill(SOFT);
    doc.rect(x, y, 2.5, h).fill(card.color ?? ctx.principal);
    // A label too long for one line (« Montant en jeu (chaque ligne comptée une fois) ») takes two, set
    // closer to the top and a little smaller: it is never cut.
    const two = ctx.lines(card.label, FONT.cond, 7.5, w - 16, 2).length > 1;
    const labelSize = two ? 7 : 7.5;
    ctx.printLines(ctx.lines(card.label, FONT.cond, labelSize, w - 16, 2), x + 9, two ? y + 5 : y + 8, {
      font: FONT.cond,
      size: labelSize,
      color: MUTED,
    });
    const size = ctx.fitSize(card.value, FONT.condBold, 12.5, w - 16);
    ctx.printLines([card.value], x + 9, y + (two ? 25 : 23) + (12.5 - size) / 2, {
      font: FONT.condBold,
      size,
      color: card.color ?? INK,
    });
  });
  ctx.y += Math.ceil(cards.length / perRow) * (h + gap);
}

function singleCards(source: ReportSource, k: KeyFigures) {
  return [
    { label: 'Lignes', value: integer(k.lines) },
    { label: 'Écritures', value: integer(k.entries) },
    { label: 'Total débit', value: euros(k.debit) },
    { label: 'Total crédit', value: euros(k.credit) },
    {
      label: 'Conformité du format',
      value: CONFORMITY_LABELS[source.format.conformity] ?? source.format.conformity,
      color: CONFORMITY_COLORS[source.format.conformity],
    },
    { label: 'Contrôles', value: integer(k.controls) },
    { label: 'Constats', value: integer(k.findings) },
    { label: AMOUNT_AT_STAKE_LABEL, value: k.amount === null ? 'verrouillé' : euros(k.amount) },
  ];
}

/** The FECs side by side: one column per FEC. */
function mergedFigures(ctx: PdfContext, sources: ReportSource[], figures: KeyFigures[]) {
  const columns: Column[] = [
    { header: '', width: 1.2 },
    ...sources.map((s, i) => ({ header: `FEC ${i + 1}`, width: 1, align: 'right' as const, maxLines: 2 })),
  ];
  const row = (label: string, values: (i: number) => Cell): Cell[] => [
    { text: label, bold: true },
    ...sources.map((_, i) => values(i)),
  ];
  drawTable(
    ctx,
    columns,
    [
      // The SIREN has its own row: a FEC without a company name says so there.
      row('Société', (i) => sources[i].companyName?.trim() || 'Non renseignée'),
      row('SIREN', (i) => sources[i].siren ?? '—'),
      row('Exercice', (i) =>
        fiscalYearLabel(sources[i].fiscalStart, sources[i].fiscalEnd).replace(/^Exercice /, ''),
      ),
      row('Lignes', (i) => integer(figures[i].lines)),
      row('Écritures', (i) => integer(figures[i].entries)),
      row('Total débit', (i) => euros(figures[i].debit)),
      row('Total crédit', (i) => euros(figures[i].credit)),
      row('Conformité du format', (i) => ({
        text: CONFORMITY_LABELS[sources[i].format.conformity] ?? sources[i].format.conformity,
        color: CONFORMITY_COLORS[sources[i].format.conformity],
        bold: true,
      })),
      row('Contrôles', (i) => integer(figures[i].controls)),
      row('Constats', (i) => integer(figures[i].findings)),
      row(AMOUNT_AT_STAKE_LABEL, (i) => ({
        text: figures[i].amount === null ? 'verrouillé' : euros(figures[i].amount!),
        bold: true,
      })),
    ],
    { size: 8 },
  );
}

/** Counts per category beside the chart. */
function countsTable(
  ctx: PdfContext,
  sources: ReportSource[],
  figures: KeyFigures[],
  x: number,
  width: number,
) {
  const single = sources.length === 1;
  const columns: Column[] = single
    ? [
        { header: 'Résultat', width: 1.45, maxLines: 1 },
        { header: 'Contrôles', width: 1.05, align: 'right' },
        { header: 'Constats', width: 0.95, align: 'right' },
        { header: 'Montant en jeu', width: 1.55, align: 'right' },
      ]
    : [
        { header: 'Résultat', width: 1.4 },
        ...sources.map((_, i) => ({ header: `FEC ${i + 1}`, width: 0.8, align: 'right' as const })),
      ];
  const rows: Cell[][] = CATEGORIES.map((c) => [
    { text: CATEGORY_LABELS[c], color: CATEGORY_COLORS[c], bold: true },
    ...(single
      ? [
          integer(figures[0].perCategory[c].controls),
          integer(figures[0].perCategory[c].findings),
          figures[0].amount === null
            ? 'verrouillé'
            : figures[0].perCategory[c].amount === 0
              ? '—'
              : euros(figures[0].perCategory[c].amount),
        ]
      : figures.map((f) => integer(f.perCategory[c].controls))),
  ]);
  rows.push([
    { text: 'Total', bold: true },
    ...(single
      ? [
          { text: integer(figures[0].controls), bold: true },
          { text: integer(figures[0].findings), bold: true },
          { text: figures[0].amount === null ? 'verrouillé' : euros(figures[0].amount), bold: true },
        ]
      : figures.map((f) => ({ text: integer(f.controls), bold: true }))),
  ]);
  drawTable(ctx, columns, rows, { x, width, size: 8, zebra: false });
}

/** The controls an accountant should read first, as many as the page holds. */
function attention(ctx: PdfContext, sources: ReportSource[]) {
  const rank = (c: ResultCategory) => (ATTENTION.includes(c) ? ATTENTION.indexOf(c) : 9);
  const rows = controlRows(sources)
    .filter((r) => r.perSource.some((c) => c && ATTENTION.includes(c.result)))
    .map((r) => ({
      row: r,
      rank: Math.min(...r.perSource.map((c) => (c ? rank(c.result) : 9))),
      amount: Math.max(...r.perSource.map((c) => c?.amount ?? 0)),
    }))
    .sort((a, b) => a.rank - b.rank || b.amount - a.amount);
  if (rows.length === 0) {
    ctx.paragraph('Aucun contrôle en anomalie, en alerte ou signalant une économie.', { color: MUTED });
    return;
  }
  const single = sources.length === 1;
  const columns: Column[] = single
    ? [
        { header: 'Contrôle', width: 1.1 },
        { header: 'Libellé', width: 2.6, maxLines: 1 },
        { header: 'Résultat', width: 1 },
        { header: 'Constats', width: 0.8, align: 'right' },
        { header: 'Montant en jeu', width: 1.3, align: 'right' },
      ]
    : [
        { header: 'Contrôle', width: 1 },
        { header: 'Libellé', width: 2, maxLines: 1 },
        ...sources.map((_, i) => ({ header: `FEC ${i + 1}`, width: 1.2 })),
      ];
  const rowH = ctx.lineHeight(7.5) + 6;
  const fits = Math.max(1, Math.floor((ctx.room - rowH * 2 - 14) / rowH));
  const shown = rows.length > fits ? rows.slice(0, fits - 1) : rows;
  drawTable(
    ctx,
    columns,
    shown.map(({ row }) => {
      const head: Cell[] = [{ text: row.id, bold: true }, row.label];
      if (single) {
        const c = row.perSource[0]!;
        return [
          ...head,
          { text: CATEGORY_LABELS[c.result], chip: CATEGORY_COLORS[c.result] },
          findingsText(c),
          c.amount === null ? 'verrouillé' : c.amount === 0 ? '—' : euros(c.amount),
        ];
      }
      return [
        ...head,
        ...row.perSource.map((c): Cell =>
          c
            ? { text: `${CATEGORY_LABELS[c.result]} · ${findingsText(c)}`, chip: CATEGORY_COLORS[c.result] }
            : '—',
        ),
      ];
    }),
  );
  if (shown.length < rows.length) {
    ctx.y += 4;
    ctx.paragraph(`… et ${rows.length - shown.length} autres contrôles : voir le détail des contrôles.`, {
      size: 8,
      color: MUTED,
    });
  }
}

/** The one-page synthesis. */
export function drawSynthesis(ctx: PdfContext) {
  const { model } = ctx;
  const sources = model.sources;
  const figures = sources.map(keyFigures);
  const single = sources.length === 1;
  ctx.newPage();
  ctx.mark('Synthèse', 1);
  const s0 = sources[0];
  heading(
    ctx,
    'Synthèse',
    single
      ? sourceHeadline(s0)
      : `Rapport fusionné : ${sources.map((s, i) => `FEC ${i + 1} ${sourceName(s)}`).join(' ; ')}`,
  );

  subheading(ctx, 'Chiffres clés');
  if (single) drawCards(ctx, singleCards(s0, figures[0]));
  else mergedFigures(ctx, sources, figures);
  ctx.y += 3;
  ctx.paragraph(findingsNote(sources), { size: 7.5, color: MUTED });
  ctx.y += 9;

  subheading(ctx, 'Résultats des contrôles');
  const top = ctx.y;
  const chartW = ctx.width * 0.5;
  const chartH = drawCategoryChart(
    ctx,
    sources.map((s, i) => ({ key: single ? '' : String(i + 1), counts: s.summary })),
    ctx.left,
    top,
    chartW,
  );
  ctx.y = top;
  countsTable(ctx, sources, figures, ctx.left + chartW + 16, ctx.width - chartW - 16);
  if (!single) {
    // Which FEC each numbered bar stands for.
    ctx.y += 8;
    sources.forEach((s, i) => {
      ctx.paragraph(`${i + 1} : ${sourceName(s)}`, {
        x: ctx.left + chartW + 16,
        size: 7.5,
        color: MUTED,
        maxLines: 1,
      });
    });
  }
  ctx.y = Math.max(ctx.y, top + chartH) + 14;

  subheading(ctx, 'Points d’attention');
  attention(ctx, sources);
}
