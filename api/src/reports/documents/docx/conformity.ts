import { HeadingLevel, Paragraph, type Table } from 'docx';
import {
  BEYOND_TESTER,
  CONFORMITY_LABELS,
  diagnosticLabel,
  integer,
  SEVERITY_LABELS,
  TESTER_NAME,
} from '../labels';
import {
  beyondTesterOf,
  oursLine,
  testerLine,
  testerModeLabel,
  testerVerdictLabel,
  verdictsOf,
  visibleName,
} from '../verdicts';
import type { ReportModel, ReportSource } from '../report-model';
import {
  cell,
  ENCODING_LABELS,
  labelOr,
  SEPARATOR_LABELS,
  sourceColumn,
  sourceLabels,
  table,
  VARIANT_LABELS,
} from './format';
import { hex, STYLE } from './styles';

/** Diagnostics listed one by one per FEC (the counts per code cover them all). */
export const FIRST_DIAGNOSTICS = 50;

const VERDICT_COLORS: Record<string, string> = {
  conforme: '#2e7d32',
  'conforme-avec-alertes': '#ed6c02',
  'non-conforme': '#d32f2f',
};

function summaryTable(model: ReportModel): Table {
  const { sources } = model;
  const line = (label: string, value: (s: ReportSource) => ReturnType<typeof cell>) => [
    cell(label),
    ...sources.map(value),
  ];
  const text = (f: (s: ReportSource) => string) => (s: ReportSource) => cell(f(s));
  return table({
    keepTogether: true,
    principal: hex(model.branding.principalColor),
    columns: [
      { title: 'Élément', width: 3 },
      ...sources.map((s) => ({ title: sources.length > 1 ? sourceColumn(s) : 'Valeur', width: 4 })),
    ],
    rows: [
      line(TESTER_NAME, (s) =>
        s.format.tester
          ? cell(testerVerdictLabel(s.format.tester.verdict), {
              fill: VERDICT_COLORS[s.format.tester.verdict],
              bold: true,
            })
          : cell('Non disponible (analyse antérieure à la prévision)'),
      ),
      line(
        'Mode de l’outil',
        text((s) => (s.format.tester ? testerModeLabel(s.format.tester.mode) : '—')),
      ),
      line('Notre verdict', (s) =>
        cell(CONFORMITY_LABELS[s.format.conformity] ?? s.format.conformity, {
          fill: VERDICT_COLORS[s.format.conformity],
          bold: true,
        }),
      ),
      line(
        'Variante',
        text((s) => labelOr(VARIANT_LABELS, s.format.variant)),
      ),
      line(
        'Encodage',
        text((s) => labelOr(ENCODING_LABELS, s.format.encoding)),
      ),
      line(
        'Séparateur',
        text((s) => labelOr(SEPARATOR_LABELS, s.format.separator)),
      ),
      line(
        'Lignes',
        text((s) => integer(s.format.lines)),
      ),
      line(
        'Écritures',
        text((s) => integer(s.format.entries)),
      ),
    ],
  });
}

/** The two verdicts apart (issue 17): the tester's predicted one with its reasons, then ours and what lies beyond. */
function verdicts(model: ReportModel, s: ReportSource): (Paragraph | Table)[] {
  const principal = hex(model.branding.principalColor);
  const merged = model.sources.length > 1;
  const label = sourceLabels(model.sources)[model.sources.indexOf(s)];
  const { tester, ours, beyond } = verdictsOf(s.format);
  const out: (Paragraph | Table)[] = [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      text: merged ? `${testerLine(tester)} — ${label}` : testerLine(tester),
    }),
  ];
  if (tester) {
    out.push(new Paragraph({ style: STYLE.note, text: tester.modeReason }));
    if (tester.reasons.length === 0)
      out.push(
        new Paragraph({ text: 'Aucun motif : l’outil officiel ne relèverait ni anomalie ni alerte.' }),
      );
    else
      out.push(
        table({
          principal,
          columns: [
            { title: 'Code', width: 4 },
            { title: 'Gravité', width: 2 },
            { title: 'Motif', width: 10 },
            { title: 'Nombre', width: 2, align: 'right' },
            { title: 'Premières lignes', width: 3 },
          ],
          rows: tester.reasons.map((r) => [
            cell(r.code, { style: STYLE.tableSmall }),
            cell(SEVERITY_LABELS[r.severity] ?? r.severity, { style: STYLE.tableSmall }),
            cell(visibleName(r.message), { style: STYLE.tableSmall }),
            cell(integer(r.count), { style: STYLE.tableSmall, align: 'right' }),
            cell(r.lines.length ? r.lines.map((l) => integer(l)).join(', ') : '—', {
              style: STYLE.tableSmall,
            }),
          ]),
        }),
      );
  }
  out.push(new Paragraph({ heading: HeadingLevel.HEADING_2, text: oursLine(ours) }));
  if (beyond.length === 0) {
    out.push(new Paragraph({ text: `Aucun constat ${BEYOND_TESTER}.` }));
    return out;
  }
  out.push(
    table({
      principal,
      columns: [
        { title: 'Code', width: 4 },
        { title: 'Constat', width: 10 },
        { title: 'Gravité', width: 2 },
        { title: 'Nombre', width: 2, align: 'right' },
      ],
      rows: beyond.map((b) => [
        cell(b.code, { style: STYLE.tableSmall }),
        cell(`${b.label}\n(${BEYOND_TESTER})`, { style: STYLE.tableSmall }),
        cell(SEVERITY_LABELS[b.severity] ?? b.severity, { style: STYLE.tableSmall }),
        cell(integer(b.count), { style: STYLE.tableSmall, align: 'right' }),
      ]),
    }),
  );
  return out;
}

function diagnostics(model: ReportModel, s: ReportSource): (Paragraph | Table)[] {
  const principal = hex(model.branding.principalColor);
  const merged = model.sources.length > 1;
  const label = sourceLabels(model.sources)[model.sources.indexOf(s)];
  const counts = Object.entries(s.format.diagnosticCounts).filter(([, n]) => n > 0);
  const out: (Paragraph | Table)[] = [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      text: merged ? `Diagnostics — ${label}` : 'Diagnostics',
    }),
  ];
  if (counts.length === 0) {
    out.push(new Paragraph({ text: 'Aucun diagnostic : le fichier respecte le format attendu.' }));
    return out;
  }
  counts.sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const beyondOf = beyondTesterOf(s.format);
  out.push(
    table({
      principal,
      columns: [
        { title: 'Code', width: 4 },
        { title: 'Signification', width: 10 },
        { title: 'Portée', width: 3 },
        { title: 'Nombre', width: 2, align: 'right' },
      ],
      rows: counts.map(([code, n]) => [
        cell(code, { style: STYLE.tableSmall }),
        cell(diagnosticLabel(code)),
        cell(beyondOf(code) ? BEYOND_TESTER : 'Outil officiel', { style: STYLE.tableSmall }),
        cell(integer(n), { align: 'right' }),
      ]),
    }),
  );
  const first = s.format.diagnostics.slice(0, FIRST_DIAGNOSTICS);
  if (first.length > 0) {
    const total = counts.reduce((n, [, k]) => n + k, 0);
    out.push(
      new Paragraph({ heading: HeadingLevel.HEADING_3, text: 'Premiers diagnostics' }),
      new Paragraph({
        style: STYLE.note,
        keepNext: true,
        text:
          first.length < total
            ? `Les ${integer(first.length)} premiers diagnostics sur ${integer(total)}.`
            : `${integer(total)} diagnostic${total > 1 ? 's' : ''} au total.`,
      }),
      table({
        principal,
        columns: [
          { title: 'Ligne', width: 2, align: 'right' },
          { title: 'Colonne', width: 3 },
          { title: 'Code', width: 4 },
          { title: 'Gravité', width: 2 },
          { title: 'Message', width: 9 },
        ],
        rows: first.map((d) => [
          // Line 0: about the file as a whole (its name, its header).
          cell(d.line > 0 ? integer(d.line) : '—', { style: STYLE.tableSmall, align: 'right' }),
          cell(d.column, { style: STYLE.tableSmall }),
          cell(d.code, { style: STYLE.tableSmall }),
          cell(SEVERITY_LABELS[d.severity] ?? d.severity, { style: STYLE.tableSmall }),
          cell(d.message, { style: STYLE.tableSmall }),
        ]),
      }),
    );
  }
  return out;
}

/** « Conformité du format »: the verdict and how the file was read, then its diagnostics per FEC. */
export function conformity(model: ReportModel): (Paragraph | Table)[] {
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: 'Conformité du format' }),
    new Paragraph({
      text: "Lecture du fichier au regard de l'article A. 47 A-1 du livre des procédures fiscales et des règles de l'outil de test de la DGFiP.",
    }),
    summaryTable(model),
    ...model.sources.flatMap((s) => [...verdicts(model, s), ...diagnostics(model, s)]),
  ];
}
