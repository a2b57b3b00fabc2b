import {
  dateFr,
  euros,
  integer,
  RISK_COLORS,
  RISK_LABELS,
  RISK_LOCKED_NOTICE,
  UNSUPPORTED_TITLE,
} from '../labels';
import type { ReportSource } from '../report-model';
import { FONT, INK, MUTED, SOFT, type PdfContext } from './context';
import { notice } from './controls';
import { sourceName } from './figures';
import { heading, subheading } from './synthesis';
import { drawTable, type Column } from './table';

const ENTRY_COLUMNS: Column[] = [
  { header: 'Journal', width: 0.7, maxLines: 1 },
  { header: 'N° écriture', width: 1, maxLines: 2 },
  { header: 'Date', width: 0.9, maxLines: 1 },
  { header: 'Libellé', width: 2.6, maxLines: 2 },
  { header: 'Montant', width: 1.2, align: 'right', maxLines: 1 },
  { header: 'Contrôles', width: 1.8, maxLines: 3 },
];

/** The score as a card: « 37/100 », the level in its colour, the sentence that explains it. */
function scoreCard(ctx: PdfContext, s: ReportSource) {
  const risk = s.risk!;
  const color = RISK_COLORS[risk.level];
  const summary = ctx.lines(risk.summary, FONT.cond, 9, ctx.width - 150, 3);
  const h = Math.max(48, summary.length * ctx.lineHeight(9) + 24);
  ctx.ensure(h + 8);
  const { doc } = ctx;
  doc.roundedRect(ctx.left, ctx.y, ctx.width, h, 3).fill(SOFT);
  doc.rect(ctx.left, ctx.y, 3, h).fill(color);
  const score = String(risk.score);
  ctx.font(FONT.condBold, 24);
  const scoreW = doc.widthOfString(score);
  ctx.printLines([score], ctx.left + 14, ctx.y + 8, { font: FONT.condBold, size: 24, color });
  ctx.printLines(['/100'], ctx.left + 16 + scoreW, ctx.y + 19, { font: FONT.cond, size: 10, color: MUTED });
  ctx.printLines([`Risque ${RISK_LABELS[risk.level].toLowerCase()}`], ctx.left + 14, ctx.y + h - 16, {
    font: FONT.condBold,
    size: 8.5,
    color,
  });
  ctx.printLines(summary, ctx.left + 130, ctx.y + 12, { font: FONT.cond, size: 9, color: INK });
  ctx.y += h + 10;
}

function entries(ctx: PdfContext, s: ReportSource) {
  const risk = s.risk!;
  if (s.locked) {
    notice(ctx, RISK_LOCKED_NOTICE, RISK_COLORS.modere);
    return;
  }
  if (risk.entries.length === 0) {
    ctx.paragraph('Aucune écriture n’est signalée par les contrôles.', { color: MUTED, gap: 6 });
    return;
  }
  ctx.ensure(60);
  ctx.paragraph(
    `Les ${integer(risk.entries.length)} écritures à examiner en premier, tous contrôles confondus`,
    { font: FONT.condBold, size: 8, color: MUTED, gap: 2 },
  );
  drawTable(
    ctx,
    ENTRY_COLUMNS,
    risk.entries.map((e) => [
      e.journalCode,
      e.ecritureNum,
      dateFr(e.ecritureDate),
      e.label,
      e.amount ? euros(e.amount) : '—',
      { text: e.controls.join(', '), bold: true },
    ]),
    { size: 7.5, minRows: 2 },
  );
  ctx.y += 10;
}

/**
 * « Risque du FEC »: per FEC its score, level and riskiest entries (a locked FEC: the score only), then
 * the journal-entry tests a FEC cannot support. Nothing for analyses made before the engine scored risk.
 */
export function drawRisk(ctx: PdfContext) {
  const sources = ctx.model.sources;
  const scored = sources.filter((s) => s.risk);
  if (scored.length === 0) return;
  ctx.newPage();
  ctx.mark('Risque du FEC', 1);
  heading(
    ctx,
    'Risque du FEC',
    'Score de 0 (rien à signaler) à 100, et les écritures signalées par plusieurs contrôles ou par les plus lourds, sur les montants les plus élevés.',
  );
  for (const s of scored) {
    // A FEC's name never sits alone at the foot of a page: it keeps its score and first entries.
    ctx.ensure(150);
    if (sources.length > 1) subheading(ctx, `FEC ${sources.indexOf(s) + 1} — ${sourceName(s)}`);
    scoreCard(ctx, s);
    entries(ctx, s);
  }
  const tests = scored.find((s) => s.unsupportedTests.length > 0)?.unsupportedTests ?? [];
  if (tests.length === 0) return;
  ctx.ensure(40 + tests.length * 24);
  subheading(ctx, UNSUPPORTED_TITLE);
  for (const t of tests) {
    ctx.paragraph(`• ${t.test}`, { font: FONT.condBold, size: 8.5, color: INK });
    ctx.paragraph(t.reason, { x: ctx.left + 9, size: 8.5, color: MUTED, gap: 4 });
  }
}
