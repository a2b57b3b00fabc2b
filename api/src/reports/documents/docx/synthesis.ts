import { HeadingLevel, Paragraph, type Table } from 'docx';
import {
  CATEGORIES,
  CATEGORY_COLORS,
  CATEGORY_LABELS,
  CONFORMITY_LABELS,
  euros,
  themeLabel,
} from '../labels';
import type { ReportModel, ReportSource } from '../report-model';
import { AMOUNT_AT_STAKE_LABEL, findingsNote } from '../key-figures';
import { amountFr, cell, integer, keyFigures, sourceColumn, table } from './format';
import { hex, STYLE, tint } from './styles';

/** Value columns: one per FEC, side by side when merged. */
const fecColumns = (sources: ReportSource[], width: number) =>
  sources.map((s) => ({
    title: sources.length > 1 ? sourceColumn(s) : 'Valeur',
    width,
    align: 'right' as const,
  }));

/** Counts of controls per result category; the category cell in its colour, the counts on a pale tint. */
export function categoryTable(model: ReportModel): Table {
  const principal = hex(model.branding.principalColor);
  const { sources } = model;
  const columns = [
    { title: 'Résultat', width: 3 },
    ...sources.map((s) => ({
      title: sources.length > 1 ? sourceColumn(s) : 'Contrôles',
      width: 2,
      align: 'right' as const,
    })),
  ];
  const rows = CATEGORIES.map((category) => [
    cell(CATEGORY_LABELS[category], { fill: CATEGORY_COLORS[category], bold: true }),
    ...sources.map((s) =>
      cell(integer(s.summary[category]), { align: 'right', fill: tint(CATEGORY_COLORS[category], 0.85) }),
    ),
  ]);
  rows.push([
    cell('Total', { bold: true }),
    ...sources.map((s) => cell(integer(s.controls.length), { align: 'right', bold: true })),
  ]);
  return table({ principal, columns, rows, keepTogether: true });
}

/** Lines, entries, totals, conformity, findings and amount at stake, per FEC. */
export function keyFiguresTable(model: ReportModel): Table {
  const principal = hex(model.branding.principalColor);
  const { sources } = model;
  const figures = sources.map(keyFigures);
  const line = (label: string, values: string[]) => [
    cell(label),
    ...values.map((v) => cell(v, { align: 'right' })),
  ];
  return table({
    keepTogether: true,
    principal,
    columns: [{ title: 'Indicateur', width: 3 }, ...fecColumns(sources, 2)],
    rows: [
      line(
        'Lignes',
        sources.map((s) => integer(s.format.lines)),
      ),
      line(
        'Écritures',
        sources.map((s) => integer(s.format.entries)),
      ),
      line(
        'Total débit',
        sources.map((s) => euros(s.totals.debit)),
      ),
      line(
        'Total crédit',
        sources.map((s) => euros(s.totals.credit)),
      ),
      line(
        'Conformité du format',
        sources.map((s) => CONFORMITY_LABELS[s.format.conformity] ?? s.format.conformity),
      ),
      line(
        'Constats (alertes, anomalies, économies)',
        figures.map((f) => integer(f.findings)),
      ),
      line(
        AMOUNT_AT_STAKE_LABEL,
        figures.map((f, i) => amountFr(f.amount, sources[i].locked)),
      ),
    ],
  });
}

/** What the report keeps when filtered, so the reader knows the synthesis is partial. */
function scope(model: ReportModel): string[] {
  const { options } = model;
  const out = [
    options.byCycle ? 'Contrôles présentés par cycle comptable.' : 'Contrôles présentés par thème.',
  ];
  if (options.categories.length > 0)
    out.push(`Types de résultat retenus : ${options.categories.map((c) => CATEGORY_LABELS[c]).join(', ')}.`);
  if (options.themes.length > 0) out.push(`Thèmes retenus : ${options.themes.map(themeLabel).join(', ')}.`);
  if (options.controlIds.length > 0) out.push(`Contrôles retenus : ${options.controlIds.join(', ')}.`);
  return out;
}

export function synthesis(model: ReportModel): (Paragraph | Table)[] {
  const count = new Set(model.sources.flatMap((s) => s.controls.map((c) => c.id))).size;
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: 'Synthèse' }),
    new Paragraph({
      text:
        model.sources.length > 1
          ? `Ce rapport compare ${model.sources.length} fichiers des écritures comptables sur ${integer(count)} contrôles.`
          : `Ce rapport présente les résultats de ${integer(count)} contrôles du fichier des écritures comptables.`,
    }),
    ...scope(model).map((text) => new Paragraph({ style: STYLE.note, text })),
    new Paragraph({ heading: HeadingLevel.HEADING_2, text: 'Résultats par catégorie' }),
    categoryTable(model),
    new Paragraph({ heading: HeadingLevel.HEADING_2, text: 'Chiffres clés' }),
    keyFiguresTable(model),
    new Paragraph({
      style: STYLE.note,
      text: findingsNote(model.sources),
    }),
  ];
}
