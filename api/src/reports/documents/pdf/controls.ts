import type { DetailRow } from '../../../../../engine/src/index';
import { patternShare } from '../../../analyses/pattern-text';
import {
  CATEGORY_COLORS,
  CATEGORY_LABELS,
  dateFr,
  dayFr,
  euros,
  findingsText,
  integer,
  LOCKED_NOTICE,
} from '../labels';
import type { ReportComment, ReportControl, ReportSource } from '../report-model';
import { FONT, INK, inkOn, MUTED, RULE, tint, type AnyPdfContext, type PdfContext } from './context';
import { sections, sourceName, type ControlRow } from './figures';
import { heading, LOCKED_AMOUNT } from './synthesis';
import { drawTable, type Cell, type Column } from './table';

const ROW_COLUMNS: Column[] = [
  // Points on the 505 pt content width: a date or an amount up to 99 999 999,99 € never wraps.
  { header: 'Ligne', width: 28, align: 'right' },
  { header: 'Journal', width: 32, maxLines: 2 },
  { header: 'N° écriture', width: 42, maxLines: 2 },
  { header: 'Date', width: 46, maxLines: 1 },
  { header: 'Compte', width: 48, maxLines: 1 },
  { header: 'Libellé', width: 92, maxLines: 2 },
  { header: 'Débit', width: 58, align: 'right', maxLines: 1 },
  { header: 'Crédit', width: 58, align: 'right', maxLines: 1 },
  { header: 'Détail', width: 101, maxLines: 5 },
];

/** A control's amount as the document prints it: « — » when the control has none to give. */
export function controlAmount(c: ReportControl): string {
  // Nothing found, nothing hidden: a locked control without findings shows a dash like an open one.
  if (c.count === 0 && !c.amount) return '—';
  if (c.locked || c.amount === null) return LOCKED_AMOUNT;
  return c.amount === 0 ? '—' : euros(c.amount);
}

/** A locked FEC's reason may quote an amount: it is left out with the rest of the detail. */
const printableReason = (c: ReportControl) =>
  c.reason && !(c.locked && /€|\d,\d\d/.test(c.reason)) ? c.reason : null;

function rowCells(r: DetailRow): Cell[] {
  return [
    String(r.line),
    r.journalCode,
    r.ecritureNum,
    dateFr(r.ecritureDate),
    { text: r.compteNum, sub: r.compAuxNum || undefined },
    r.ecritureLib ?? '',
    r.debit ? euros(r.debit) : '',
    r.credit ? euros(r.credit) : '',
    r.detail ?? '',
  ];
}

function sectionTitle(ctx: PdfContext, title: string, count: number) {
  ctx.ensure(110);
  ctx.mark(title, 2);
  const { doc } = ctx;
  const h = 24;
  doc.rect(ctx.left, ctx.y, ctx.width, h).fill(ctx.principal);
  const ink = inkOn(ctx.principal);
  const note = `${integer(count)} contrôle${count > 1 ? 's' : ''}`;
  ctx.font(FONT.cond, 8.5);
  const noteW = doc.widthOfString(note);
  ctx.printLines(ctx.lines(title, FONT.bold, 12, ctx.width - noteW - 30, 1), ctx.left + 10, ctx.y + 6, {
    font: FONT.bold,
    size: 12,
    color: ink,
  });
  ctx.printLines([note], ctx.right - 10 - noteW, ctx.y + 8, { font: FONT.cond, size: 8.5, color: ink });
  ctx.y += h + 12;
}

/** A result as a coloured chip at (x, y); returns its width. */
function chip(ctx: PdfContext, text: string, color: string, x: number, y: number, size = 8): number {
  ctx.font(FONT.condBold, size);
  const w = ctx.doc.widthOfString(text) + 10;
  ctx.doc.roundedRect(x, y, w, size + 6, 3).fill(color);
  ctx.printLines([text], x + 5, y + 2.5, { font: FONT.condBold, size, color: inkOn(color) });
  return w;
}

function controlTitle(ctx: PdfContext, row: ControlRow, result: ReportControl | null) {
  let chipW = 0;
  if (result) {
    ctx.font(FONT.condBold, 8);
    chipW = ctx.doc.widthOfString(CATEGORY_LABELS[result.result]) + 10;
  }
  const lines = ctx.lines(`${row.id} — ${row.label}`, FONT.bold, 10.5, ctx.width - chipW - 12, 2);
  ctx.printLines(lines, ctx.left, ctx.y, { font: FONT.bold, size: 10.5, color: INK });
  if (result)
    chip(ctx, CATEGORY_LABELS[result.result], CATEGORY_COLORS[result.result], ctx.right - chipW, ctx.y - 1);
  ctx.y += lines.length * ctx.lineHeight(10.5) + 3;
}

/** « Constats : 12 · Montant en jeu : 1 234,56 € · Lignes produites : 12 », in one line. */
function facts(ctx: PdfContext, c: ReportControl) {
  const parts: [string, string][] = [['Constats', findingsText(c)]];
  // Without findings there is no amount to give, nor one to hide.
  if (c.count > 0 || (c.amount ?? 0) !== 0) parts.push(['Montant en jeu', controlAmount(c)]);
  // A pattern's rows are its examples, not findings.
  if (!c.locked && c.pattern) parts.push(['Exemples', integer(c.total)]);
  else if (!c.locked && c.total !== c.count) parts.push(['Lignes produites', integer(c.total)]);
  ctx.ensure(14);
  let x = ctx.left;
  for (const [label, value] of parts) {
    ctx.font(FONT.cond, 8.5);
    const lw = ctx.doc.widthOfString(`${label} : `);
    ctx.printLines([`${label} : `], x, ctx.y, { font: FONT.cond, size: 8.5, color: MUTED });
    ctx.font(FONT.condBold, 8.5);
    const vw = ctx.doc.widthOfString(value);
    ctx.printLines([value], x + lw, ctx.y, { font: FONT.condBold, size: 8.5, color: INK });
    x += lw + vw + 18;
  }
  ctx.y += 14;
}

/** A tinted box with a coloured bar: the lock notice, a systemic pattern. */
export function notice(ctx: AnyPdfContext, text: string, color: string, title?: string) {
  const lines = ctx.lines(text, FONT.cond, 8.5, ctx.width - 20, 4);
  // The title is wrapped too: with a long company name in front it would run past the margin.
  const titleLines = title ? ctx.lines(title, FONT.condBold, 8.5, ctx.width - 20, 2) : [];
  const titleH = titleLines.length * ctx.lineHeight(8.5);
  const h = titleH + lines.length * ctx.lineHeight(8.5) + 10;
  ctx.ensure(h);
  ctx.doc.rect(ctx.left, ctx.y, ctx.width, h).fill(tint(color, 0.88));
  ctx.doc.rect(ctx.left, ctx.y, 2.5, h).fill(color);
  if (titleLines.length > 0)
    ctx.printLines(titleLines, ctx.left + 10, ctx.y + 5, { font: FONT.condBold, size: 8.5, color: INK });
  ctx.printLines(lines, ctx.left + 10, ctx.y + 5 + titleH, { font: FONT.cond, size: 8.5, color: INK });
  ctx.y += h + 6;
}

export function lockedNotice(ctx: PdfContext, prefix = '') {
  notice(ctx, `${prefix}${LOCKED_NOTICE}`, CATEGORY_COLORS.WARNING);
}

/** A systemic pattern: ONE finding, its sentence and its share, before its example rows. */
function patternNotice(ctx: PdfContext, c: ReportControl, prefix = '') {
  if (!c.pattern) return;
  notice(
    ctx,
    `${c.pattern.message} — ${patternShare(c.pattern)}`,
    CATEGORY_COLORS.INFO,
    `${prefix}Constat systémique`,
  );
}

function firstRows(ctx: PdfContext, c: ReportControl, caption: string) {
  if (c.locked || c.firstRows.length === 0) return;
  const shown = c.firstRows.length;
  const of = Math.max(c.total, shown);
  const what =
    shown < of
      ? `${integer(shown)} premières lignes sur ${integer(of)}`
      : `${integer(shown)} ligne${shown > 1 ? 's' : ''}`;
  ctx.ensure(60);
  // A pattern's rows are examples of it, not one finding each.
  const examples = c.pattern ? 'Exemples — ' : '';
  ctx.paragraph(`${caption}${examples}${what}`, { font: FONT.condBold, size: 8, color: MUTED, gap: 2 });
  drawTable(ctx, ROW_COLUMNS, c.firstRows.map(rowCells), { size: 7, minRows: 2 });
  ctx.y += 6;
}

function comments(ctx: PdfContext, list: ReportComment[], caption = 'Commentaires') {
  if (list.length === 0) return;
  ctx.ensure(40);
  ctx.paragraph(caption, { font: FONT.condBold, size: 8, color: MUTED, gap: 2 });
  for (const comment of list) {
    const head = `${comment.author}, le ${dayFr(comment.createdAt)}`;
    const body = ctx.lines(comment.body, FONT.cond, 8.5, ctx.width - 14);
    ctx.ensure(ctx.lineHeight(8) + Math.min(body.length, 2) * ctx.lineHeight(8.5));
    const page = ctx.page;
    const start = ctx.y;
    ctx.paragraph(head, { x: ctx.left + 10, font: FONT.condBold, size: 8, color: INK });
    ctx.paragraph(comment.body, { x: ctx.left + 10, font: FONT.cond, size: 8.5, color: INK, gap: 4 });
    // A quote bar beside the comment (from the page's top when the comment ran onto a new page).
    const from = ctx.page === page ? start : ctx.top;
    ctx.doc.rect(ctx.left + 2, from, 2, Math.max(0, ctx.y - 4 - from)).fill(tint(ctx.secondary, 0.2));
  }
  ctx.y += 2;
}

function description(ctx: PdfContext, row: ControlRow) {
  if (row.description)
    ctx.paragraph(row.description, { font: FONT.cond, size: 8.5, color: '#374151', gap: 4 });
}

function singleControl(ctx: PdfContext, row: ControlRow) {
  const c = row.perSource[0]!;
  controlTitle(ctx, row, c);
  description(ctx, row);
  facts(ctx, c);
  const reason = printableReason(c);
  if (reason) ctx.paragraph(`Motif : ${reason}`, { font: FONT.cond, size: 8.5, color: INK, gap: 4 });
  patternNotice(ctx, c);
  if (c.locked && c.count > 0) lockedNotice(ctx);
  firstRows(ctx, c, '');
  comments(ctx, c.comments);
}

function mergedControl(ctx: PdfContext, row: ControlRow, sources: ReportSource[]) {
  controlTitle(ctx, row, null);
  description(ctx, row);
  drawTable(
    ctx,
    [
      { header: 'FEC', width: 2, maxLines: 2 },
      { header: 'Résultat', width: 1.1 },
      { header: 'Constats', width: 0.8, align: 'right' },
      { header: 'Montant en jeu', width: 1.2, align: 'right' },
      { header: 'Motif', width: 2.6, maxLines: 3 },
    ],
    row.perSource.map((c, i): Cell[] => {
      const name = `${i + 1}. ${sourceName(sources[i])}`;
      if (!c)
        return [
          name,
          { text: 'Non retenu', color: MUTED },
          '',
          '',
          { text: 'Écarté par les filtres du rapport.', color: MUTED },
        ];
      return [
        name,
        { text: CATEGORY_LABELS[c.result], chip: CATEGORY_COLORS[c.result] },
        findingsText(c),
        controlAmount(c),
        printableReason(c) ?? '',
      ];
    }),
    { size: 8, minRows: sources.length },
  );
  ctx.y += 6;
  row.perSource.forEach((c, i) => {
    if (!c) return;
    const label = `FEC ${i + 1} — ${sourceName(sources[i])}`;
    patternNotice(ctx, c, `${label} : `);
    if (c.locked && c.count > 0) lockedNotice(ctx, `${label} : `);
    firstRows(ctx, c, `${label} : `);
    comments(ctx, c.comments, `Commentaires — ${label}`);
  });
}

/** Every selected control, grouped by theme or by cycle; `progress` gets the share of controls drawn. */
export function drawControls(ctx: PdfContext, progress: (done: number) => void) {
  const { model } = ctx;
  const groups = sections(model);
  const total = groups.reduce((s, g) => s + g.controls.length, 0);
  ctx.newPage();
  ctx.mark('Détail des contrôles', 1);
  heading(
    ctx,
    'Détail des contrôles',
    `${integer(total)} contrôle${total > 1 ? 's' : ''}, présentés par ${model.options.byCycle ? 'cycle comptable' : 'thème'}.`,
  );
  model.sources.forEach((s, i) => {
    if (s.locked) lockedNotice(ctx, model.sources.length > 1 ? `FEC ${i + 1} — ${sourceName(s)} : ` : '');
  });
  if (model.sources.some((s) => s.locked)) ctx.y += 8;
  if (total === 0) ctx.paragraph('Aucun contrôle ne correspond aux filtres choisis.', { color: MUTED });
  let done = 0;
  for (const group of groups) {
    sectionTitle(ctx, group.title, group.controls.length);
    group.controls.forEach((row, i) => {
      ctx.ensure(70);
      if (model.sources.length === 1) singleControl(ctx, row);
      else mergedControl(ctx, row, model.sources);
      if (i < group.controls.length - 1) {
        ctx.y += 4;
        if (ctx.y < ctx.bottom - 20)
          ctx.doc.moveTo(ctx.left, ctx.y).lineTo(ctx.right, ctx.y).lineWidth(0.5).strokeColor(RULE).stroke();
        ctx.y += 10;
      } else ctx.y += 16;
      done += 1;
      progress(done / Math.max(total, 1));
    });
  }
}
