import { HeadingLevel, Paragraph, type Table } from 'docx';
import { euros } from '../labels';
import type { ReportModel } from '../report-model';
import {
  keyFigurePairs,
  statementTables,
  STATEMENTS_INTRO,
  STATEMENTS_LOCKED_NOTICE,
  STATEMENTS_TITLE,
} from '../statements';
import { cell, sourceLabels, table } from './format';
import { hex, STYLE } from './styles';

/**
 * « États financiers » (issue 36): per FEC its key figures, then (unlocked) the SIG, the balance sheet and the
 * income statement, section totals in bold.
 */
export function statementsSection(model: ReportModel): (Paragraph | Table)[] {
  const withStatements = model.sources.filter((s) => s.statements);
  if (withStatements.length === 0) return [];
  const merged = model.sources.length > 1;
  const labels = sourceLabels(model.sources);
  const principal = hex(model.branding.principalColor);
  const out: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: STATEMENTS_TITLE }),
    new Paragraph({ style: STYLE.note, text: STATEMENTS_INTRO }),
  ];
  for (const s of withStatements) {
    const st = s.statements!;
    if (merged)
      out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, text: labels[model.sources.indexOf(s)] }));
    out.push(
      new Paragraph({ heading: HeadingLevel.HEADING_3, text: 'Chiffres clés' }),
      table({
        principal,
        columns: [
          { title: 'Chiffre', width: 60 },
          { title: 'Montant', width: 40, align: 'right' },
        ],
        rows: keyFigurePairs(st).map(([label, value]) => [cell(label), cell(value, { align: 'right' })]),
      }),
    );
    if (s.locked) {
      out.push(new Paragraph({ style: STYLE.locked, text: STATEMENTS_LOCKED_NOTICE }));
      continue;
    }
    for (const note of st.notes) out.push(new Paragraph({ style: STYLE.note, text: note }));
    for (const t of statementTables(st)) {
      out.push(
        new Paragraph({ heading: HeadingLevel.HEADING_3, text: t.title }),
        table({
          principal,
          columns: [
            { title: 'Poste', width: 70 },
            { title: 'Montant', width: 30, align: 'right' },
          ],
          rows: t.lines.map((l) => [
            cell(l.label, { bold: l.total === true }),
            cell(euros(l.amount), { align: 'right', bold: l.total === true }),
          ]),
        }),
      );
    }
  }
  return out;
}
