import { HeadingLevel, Paragraph, type Table, TextRun } from 'docx';
import { dateFr, dayFr, euros } from '../labels';
import type { ReportModel, ReportReview, ReportReviewedControl } from '../report-model';
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
import { cell, clean, sourceLabels, table } from './format';
import { hex, STYLE } from './styles';

/** The sign-off state in bold, green when validated; the reopening under it. */
function signOff(review: ReportReview): Paragraph[] {
  const out = [
    new Paragraph({
      spacing: { before: 120, after: 120 },
      children: [
        new TextRun({
          text: signOffLine(review),
          bold: true,
          color: hex(review.signOff ? '#2e7d32' : '#ed6c02'),
        }),
      ],
    }),
  ];
  const reopened = reopenLine(review);
  if (reopened) out.push(new Paragraph({ style: STYLE.note, text: clean(reopened) }));
  return out;
}

function findingsTable(model: ReportModel, c: ReportReviewedControl): Table {
  const notes = model.options.internalNotes;
  const small = { style: STYLE.tableSmall };
  return table({
    principal: hex(model.branding.principalColor),
    // Word wraps within a word: a date, an account or an amount needs its column wide enough to stay whole.
    columns: [
      { title: 'Journal', width: 10 },
      { title: 'N° écriture', width: 11 },
      { title: 'Date', width: 15 },
      { title: 'Compte', width: 13 },
      { title: 'Débit', width: 12, align: 'right' },
      { title: 'Crédit', width: 12, align: 'right' },
      { title: 'Statut', width: 13 },
      ...(notes ? [{ title: 'Justification', width: 17 }] : []),
      { title: 'Revu par, le', width: 14 },
    ],
    rows: c.findings.map((f) => [
      cell(f.journal, small),
      cell(f.ecritureNum, small),
      cell(dateFr(f.date), small),
      cell(f.compAux ? `${f.compte}\n${f.compAux}` : f.compte, small),
      cell(f.debit ? euros(f.debit) : '', { ...small, align: 'right' }),
      cell(f.credit ? euros(f.credit) : '', { ...small, align: 'right' }),
      cell(f.absent ? `${f.statusLabel}\n${ABSENT_FINDING}` : f.statusLabel, { ...small, bold: true }),
      ...(notes ? [cell(f.justification ?? '', small)] : []),
      cell([f.reviewer, f.at ? dayFr(f.at) : null].filter(Boolean).join('\n'), small),
    ]),
  });
}

function reviewedControl(
  model: ReportModel,
  c: ReportReviewedControl,
  locked: boolean,
): (Paragraph | Table)[] {
  const by = byLine(c.review);
  const out: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_3, text: clean(`${c.id} — ${c.label}`) }),
    new Paragraph({
      keepNext: c.findings.length > 0 || Boolean(c.review.justification),
      children: [
        new TextRun({ text: 'Statut : ', bold: true }),
        new TextRun({ text: c.review.statusLabel, bold: true, color: hex(reviewColor(c.review.status)) }),
        new TextRun(by ? ` — ${by}` : ' — statut du contrôle non renseigné'),
      ],
    }),
  ];
  if (c.review.justification) {
    out.push(
      new Paragraph({
        keepNext: c.findings.length > 0,
        children: [
          new TextRun({ text: 'Justification : ', bold: true }),
          new TextRun(clean(c.review.justification)),
        ],
      }),
    );
  }
  // Extension point (issue 37 item 4): the justification's attachments, by name, once the review has them.
  if (c.attachments?.length) {
    out.push(
      new Paragraph({
        style: STYLE.note,
        text: clean(`Pièces jointes : ${c.attachments.map((a) => a.fileName).join(', ')}`),
      }),
    );
  }
  if (c.findings.length > 0) {
    out.push(
      new Paragraph({ style: STYLE.note, keepNext: true, text: `Constats revus : ${c.findings.length}` }),
      findingsTable(model, c),
    );
  } else if (locked) {
    out.push(new Paragraph({ style: STYLE.note, text: LOCKED_FINDINGS }));
  }
  return out;
}

/** « Travaux réalisés » (issue 37): absent when no FEC of the report has review work or a sign-off. */
export function reviewSection(model: ReportModel): (Paragraph | Table)[] {
  const reviewed = reviewedSources(model);
  if (reviewed.length === 0) return [];
  const labels = sourceLabels(model.sources);
  const out: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: REVIEW_TITLE }),
    new Paragraph({ style: STYLE.note, text: reviewLead(model) }),
  ];
  for (const { source, index } of reviewed) {
    const review = source.review!;
    if (model.sources.length > 1) {
      out.push(
        new Paragraph({ heading: HeadingLevel.HEADING_2, text: `FEC ${index + 1} — ${labels[index]}` }),
      );
    }
    out.push(...signOff(review));
    if (review.controls.length === 0) out.push(new Paragraph({ text: NO_REVIEW_WORK }));
    for (const c of review.controls) out.push(...reviewedControl(model, c, source.locked));
  }
  return out;
}
