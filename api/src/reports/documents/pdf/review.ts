import { dateFr, dayFr, euros } from '../labels';
import type { ReportReview, ReportReviewedControl, ReportReviewedFinding } from '../report-model';
import {
  ABSENT_FINDING,
  byLine,
  LOCKED_FINDINGS,
  NO_REVIEW_WORK,
  reopenLine,
  REVIEW_TITLE,
  reviewColor,
  reviewedSources,
  reviewLead,
  signOffLine,
} from '../review-text';
import { FONT, INK, inkOn, MUTED, type PdfContext } from './context';
import { notice } from './controls';
import { sourceName } from './figures';
import { heading, subheading } from './synthesis';
import { drawTable, type Cell, type Column } from './table';

const SIGNED = '#2e7d32';
const NOT_SIGNED = '#ed6c02';

/** The sign-off state: a green box when validated, an orange one otherwise (with the reopening, if any). */
function signOffBox(ctx: PdfContext, review: ReportReview) {
  const reopened = reopenLine(review);
  if (review.signOff) notice(ctx, 'La revue est en lecture seule.', SIGNED, signOffLine(review));
  else notice(ctx, reopened ?? 'La revue n’a pas encore été validée.', NOT_SIGNED, signOffLine(review));
  ctx.y += 4;
}

/** A status chip at (x, y); returns its width. */
function chip(ctx: PdfContext, text: string, color: string, x: number, y: number): number {
  ctx.font(FONT.condBold, 8);
  const w = ctx.doc.widthOfString(text) + 10;
  ctx.doc.roundedRect(x, y, w, 14, 3).fill(color);
  ctx.printLines([text], x + 5, y + 2.5, { font: FONT.condBold, size: 8, color: inkOn(color) });
  return w;
}

function findingColumns(notes: boolean): Column[] {
  return [
    // On the 505 pt content width a date (« 31/12/2024 ») and an amount up to 9 999 999,99 € never wrap.
    { header: 'Journal', width: 0.85, maxLines: 2 },
    { header: 'N° écriture', width: 0.95, maxLines: 2 },
    { header: 'Date', width: 1.3, maxLines: 1 },
    { header: 'Compte', width: 1.3, maxLines: 2 },
    { header: 'Débit', width: 1.45, align: 'right', maxLines: 1 },
    { header: 'Crédit', width: 1.45, align: 'right', maxLines: 1 },
    { header: 'Statut', width: 1.5, maxLines: 2 },
    ...(notes ? [{ header: 'Justification', width: 2.3, maxLines: 6 }] : []),
    { header: 'Revu par', width: 1.3, maxLines: 2 },
    { header: 'Le', width: 1.3, maxLines: 1 },
  ];
}

function findingCells(f: ReportReviewedFinding, notes: boolean): Cell[] {
  return [
    f.journal,
    f.ecritureNum,
    dateFr(f.date),
    { text: f.compte, sub: f.compAux ?? undefined },
    f.debit ? euros(f.debit) : '',
    f.credit ? euros(f.credit) : '',
    {
      text: f.statusLabel,
      color: reviewColor(f.status),
      bold: true,
      sub: f.absent ? ABSENT_FINDING : undefined,
    },
    ...(notes ? [f.justification ?? ''] : []),
    f.reviewer ?? '',
    f.at ? dayFr(f.at) : '',
  ];
}

function reviewedControl(ctx: PdfContext, c: ReportReviewedControl, locked: boolean, notes: boolean) {
  ctx.ensure(60);
  const title = ctx.lines(`${c.id} — ${c.label}`, FONT.bold, 10, ctx.width, 2);
  ctx.printLines(title, ctx.left, ctx.y, { font: FONT.bold, size: 10, color: INK });
  ctx.y += title.length * ctx.lineHeight(10) + 3;
  // The control's own status: a chip, then who set it and when.
  const w = chip(ctx, c.review.statusLabel, reviewColor(c.review.status), ctx.left, ctx.y);
  const by = byLine(c.review) || 'statut du contrôle non renseigné';
  ctx.printLines(ctx.lines(by, FONT.cond, 8.5, ctx.width - w - 8, 1), ctx.left + w + 8, ctx.y + 2, {
    font: FONT.cond,
    size: 8.5,
    color: MUTED,
  });
  ctx.y += 20;
  if (c.review.justification) {
    ctx.paragraph(`Justification : ${c.review.justification}`, {
      font: FONT.cond,
      size: 8.5,
      color: INK,
      gap: 4,
    });
  }
  // Extension point (issue 37 item 4): the justification's attachments, by name, once the review has them.
  if (c.attachments?.length) {
    ctx.paragraph(`Pièces jointes : ${c.attachments.map((a) => a.fileName).join(', ')}`, {
      size: 8,
      color: MUTED,
      gap: 4,
    });
  }
  if (c.findings.length > 0) {
    ctx.paragraph(`Constats revus : ${c.findings.length}`, {
      font: FONT.condBold,
      size: 8,
      color: MUTED,
      gap: 2,
    });
    drawTable(
      ctx,
      findingColumns(notes),
      c.findings.map((f) => findingCells(f, notes)),
      { size: 7, minRows: 1 },
    );
    ctx.y += 4;
  } else if (locked) {
    ctx.paragraph(LOCKED_FINDINGS, { size: 8, color: MUTED, gap: 4 });
  }
  ctx.y += 10;
}

/** « Travaux réalisés »: per FEC, the sign-off state then each control with review work and its findings. */
export function drawReview(ctx: PdfContext) {
  const { model } = ctx;
  const reviewed = reviewedSources(model);
  if (reviewed.length === 0) return;
  const notes = model.options.internalNotes;
  ctx.newPage();
  ctx.mark(REVIEW_TITLE, 1);
  heading(ctx, REVIEW_TITLE, reviewLead(model));
  reviewed.forEach(({ source, index }, i) => {
    const review = source.review!;
    if (model.sources.length > 1) {
      if (i > 0) {
        ctx.y += 10;
        ctx.ensure(120);
      }
      subheading(ctx, `FEC ${index + 1} — ${sourceName(source)}`);
    }
    signOffBox(ctx, review);
    if (review.controls.length === 0) ctx.paragraph(NO_REVIEW_WORK, { color: MUTED, gap: 8 });
    for (const c of review.controls) reviewedControl(ctx, c, source.locked, notes);
  });
}
