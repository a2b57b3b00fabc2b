import { HeadingLevel, Paragraph, type Table, TextRun } from 'docx';
import { dateFr, euros, RISK_COLORS, RISK_LABELS, RISK_LOCKED_NOTICE, UNSUPPORTED_TITLE } from '../labels';
import type { ReportModel, ReportSource } from '../report-model';
import { cell, clean, sourceLabels, table } from './format';
import { hex, STYLE } from './styles';

/** The riskiest entries of an unlocked FEC, riskiest first. */
function entriesTable(model: ReportModel, s: ReportSource): Table {
  const small = { style: STYLE.tableSmall };
  return table({
    principal: hex(model.branding.principalColor),
    columns: [
      { title: 'Journal', width: 8 },
      { title: 'N° écriture', width: 12 },
      { title: 'Date', width: 11 },
      { title: 'Libellé', width: 33 },
      { title: 'Montant', width: 14, align: 'right' },
      { title: 'Contrôles', width: 22 },
    ],
    rows: s.risk!.entries.map((e) => [
      cell(e.journalCode, small),
      cell(e.ecritureNum, small),
      cell(dateFr(e.ecritureDate), small),
      cell(e.label, small),
      cell(e.amount ? euros(e.amount) : '—', { ...small, align: 'right' }),
      cell(e.controls.join(', '), { ...small, bold: true }),
    ]),
  });
}

/**
 * « Risque du FEC »: per FEC its score out of 100, level and what drives it, then its riskiest entries
 * (a locked FEC: the score only); then the journal-entry tests a FEC cannot support.
 */
export function riskSection(model: ReportModel): (Paragraph | Table)[] {
  const scored = model.sources.filter((s) => s.risk);
  if (scored.length === 0) return [];
  const merged = model.sources.length > 1;
  const labels = sourceLabels(model.sources);
  const out: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: 'Risque du FEC' }),
    new Paragraph({
      style: STYLE.note,
      text: 'Score de 0 (rien à signaler) à 100, et les écritures signalées par plusieurs contrôles ou par les plus lourds, sur les montants les plus élevés.',
    }),
  ];
  for (const s of scored) {
    const risk = s.risk!;
    if (merged) {
      out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, text: labels[model.sources.indexOf(s)] }));
    }
    out.push(
      new Paragraph({
        spacing: { before: 120, after: 60 },
        children: [
          new TextRun({ text: `Score de risque : ${risk.score}/100`, bold: true, size: 28 }),
          new TextRun({ text: ' — ' }),
          new TextRun({
            text: `Risque ${RISK_LABELS[risk.level].toLowerCase()}`,
            bold: true,
            color: hex(RISK_COLORS[risk.level]),
          }),
        ],
      }),
      new Paragraph({ text: clean(risk.summary) }),
    );
    if (s.locked) out.push(new Paragraph({ style: STYLE.locked, text: RISK_LOCKED_NOTICE }));
    else if (risk.entries.length === 0)
      out.push(
        new Paragraph({ style: STYLE.note, text: 'Aucune écriture n’est signalée par les contrôles.' }),
      );
    else {
      out.push(
        new Paragraph({ heading: HeadingLevel.HEADING_3, text: 'Écritures à examiner en premier' }),
        entriesTable(model, s),
      );
    }
  }
  const tests = scored.find((s) => s.unsupportedTests.length > 0)?.unsupportedTests ?? [];
  if (tests.length > 0) {
    out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, text: UNSUPPORTED_TITLE }));
    for (const t of tests) {
      out.push(
        new Paragraph({
          bullet: { level: 0 },
          children: [new TextRun({ text: clean(t.test), bold: true }), new TextRun(` — ${clean(t.reason)}`)],
        }),
      );
    }
  }
  return out;
}
