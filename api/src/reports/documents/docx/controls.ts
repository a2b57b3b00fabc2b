import { HeadingLevel, Paragraph, type Table, TextRun } from 'docx';
import { patternShare } from '../../../analyses/pattern-text';
import {
  CATEGORY_COLORS,
  CATEGORY_LABELS,
  CYCLE_LABELS,
  cycleLabel,
  dateFr,
  dayFr,
  euros,
  findingsText,
  LOCKED_NOTICE,
  THEME_LABELS,
  themeLabel,
} from '../labels';
import type { ReportControl, ReportModel, ReportSource } from '../report-model';
import { amountFr, cell, clean, integer, sourceColumn, sourceLabels, table } from './format';
import { hex, STYLE } from './styles';

/** One control across the report's FECs (undefined where a FEC's filters left it out). */
export interface ControlAcross {
  id: string;
  label: string;
  description: string | null;
  theme: string;
  cycle: string;
  bySource: (ReportControl | undefined)[];
}

/** Every control of the report once, in the first FEC's (catalogue) order, then those only later FECs have. */
export function controlsAcross(sources: ReportSource[]): ControlAcross[] {
  const byId = new Map<string, ControlAcross>();
  sources.forEach((s, i) => {
    for (const c of s.controls) {
      let across = byId.get(c.id);
      if (!across) {
        across = { ...c, bySource: sources.map(() => undefined) };
        byId.set(c.id, across);
      }
      across.description ??= c.description;
      across.bySource[i] = c;
    }
  });
  return [...byId.values()];
}

export interface Section {
  key: string;
  title: string;
  controls: ControlAcross[];
}

/** Sections by theme (catalogue order) or by cycle (the auditor's order); unknown keys after, as met. */
export function sections(model: ReportModel): Section[] {
  const byCycle = model.options.byCycle;
  const order = Object.keys(byCycle ? CYCLE_LABELS : THEME_LABELS);
  const groups = new Map<string, ControlAcross[]>();
  for (const c of controlsAcross(model.sources)) {
    const key = byCycle ? c.cycle : c.theme;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...groups.entries()]
    .map(([key, controls], i) => ({ key, controls, i }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.i - b.i)
    .map(({ key, controls }) => ({
      key,
      title: byCycle ? cycleLabel(key) : themeLabel(key),
      controls,
    }));
}

/** Result, findings, amount and rows: indicators down, one column per FEC. */
function resultTable(model: ReportModel, c: ControlAcross): Table {
  const { sources } = model;
  const missing = () => cell('Non retenu', { align: 'right' });
  const line = (label: string, value: (k: ReportControl) => ReturnType<typeof cell>) => [
    cell(label),
    ...c.bySource.map((k) => (k ? value(k) : missing())),
  ];
  return table({
    keepTogether: true,
    principal: hex(model.branding.principalColor),
    columns: [
      { title: 'Indicateur', width: 3 },
      ...sources.map((s) => ({
        title: sources.length > 1 ? sourceColumn(s) : 'Valeur',
        width: 3,
        align: 'right' as const,
      })),
    ],
    rows: [
      line('Résultat', (k) =>
        cell(CATEGORY_LABELS[k.result], { fill: CATEGORY_COLORS[k.result], bold: true, align: 'right' }),
      ),
      line('Constats', (k) => cell(findingsText(k), { align: 'right' })),
      // A systemic pattern has no amount of its own: a dash rather than « 0,00 € ».
      line('Montant en jeu', (k) =>
        cell(k.pattern && k.amount === 0 ? '—' : amountFr(k.amount, k.locked), { align: 'right' }),
      ),
      line('Lignes produites', (k) => cell(k.locked ? '— verrouillé' : integer(k.total), { align: 'right' })),
    ],
  });
}

/** « 1 234,56 € », or empty for a zero side so the debit and credit columns read at a glance. */
const side = (cents: number) => (cents === 0 ? '' : euros(cents));

/** The first rows the control produced, with a header row Word repeats on each page. */
function rowsTable(model: ReportModel, k: ReportControl): Table {
  const small = { style: STYLE.tableSmall };
  return table({
    principal: hex(model.branding.principalColor),
    columns: [
      { title: 'Ligne', width: 6, align: 'right' },
      { title: 'Journal', width: 6 },
      { title: 'N° écriture', width: 8 },
      { title: 'Date', width: 9 },
      { title: 'Compte', width: 10 },
      { title: 'Libellé', width: 19 },
      { title: 'Débit', width: 11, align: 'right' },
      { title: 'Crédit', width: 11, align: 'right' },
      { title: 'Détail', width: 20 },
    ],
    rows: k.firstRows.map((r) => [
      cell(String(r.line), { ...small, align: 'right' }),
      cell(r.journalCode, small),
      cell(r.ecritureNum, small),
      cell(dateFr(r.ecritureDate), small),
      cell(r.compAuxNum ? `${r.compteNum}\n${r.compAuxNum}` : r.compteNum, small),
      cell(r.ecritureLib ?? '', small),
      cell(side(r.debit), { ...small, align: 'right' }),
      cell(side(r.credit), { ...small, align: 'right' }),
      cell(r.detail ?? '', small),
    ]),
  });
}

/** Everything said about one control: heading, description, results, reasons, rows, comments. */
export function controlBlock(model: ReportModel, c: ControlAcross): (Paragraph | Table)[] {
  const merged = model.sources.length > 1;
  const labels = sourceLabels(model.sources);
  const named = (i: number, text: string) => (merged ? `${labels[i]} — ${text}` : text);
  const out: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_2, text: clean(`${c.id} — ${c.label}`) }),
    // Heading, theme line, description and results stay on one page.
    new Paragraph({
      style: STYLE.note,
      keepNext: true,
      text: `Thème : ${themeLabel(c.theme)} · Cycle : ${cycleLabel(c.cycle)}`,
    }),
  ];
  if (c.description) out.push(new Paragraph({ keepNext: true, text: clean(c.description) }));
  out.push(resultTable(model, c));
  c.bySource.forEach((k, i) => {
    // A locked FEC's reason may quote an amount: it is left out with the rest of the detail (as in the PDF).
    if (!k?.reason || (k.locked && /€|\d,\d\d/.test(k.reason))) return;
    out.push(
      new Paragraph({
        spacing: { before: 120 },
        children: [
          new TextRun({ text: merged ? `${labels[i]} : ` : 'Explication : ', bold: true }),
          new TextRun(clean(k.reason)),
        ],
      }),
    );
  });
  // A systemic pattern is ONE finding: its sentence and share, then its rows as examples.
  c.bySource.forEach((k, i) => {
    if (!k?.pattern) return;
    out.push(
      new Paragraph({
        spacing: { before: 120 },
        children: [
          new TextRun({ text: named(i, 'Constat systémique : '), bold: true }),
          new TextRun(clean(k.pattern.message)),
          new TextRun({ text: ` — ${patternShare(k.pattern)}`, bold: true }),
        ],
      }),
    );
  });
  c.bySource.forEach((k, i) => {
    if (!k) return;
    if (k.locked) {
      out.push(new Paragraph({ style: STYLE.locked, text: named(i, LOCKED_NOTICE) }));
      return;
    }
    if (k.firstRows.length === 0) return;
    out.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_3,
        text: named(i, k.pattern ? 'Exemples' : 'Premières lignes'),
      }),
    );
    if (k.total > k.firstRows.length) {
      out.push(
        new Paragraph({
          style: STYLE.note,
          keepNext: true,
          text: `Les ${integer(k.firstRows.length)} premières lignes sur ${integer(k.total)} ; l'export Excel du rapport les contient toutes.`,
        }),
      );
    }
    out.push(rowsTable(model, k));
  });
  c.bySource.forEach((k, i) => {
    if (!k || k.comments.length === 0) return;
    out.push(new Paragraph({ heading: HeadingLevel.HEADING_3, text: named(i, 'Commentaires') }));
    for (const comment of k.comments) {
      out.push(
        new Paragraph({
          style: STYLE.commentAuthor,
          text: clean(`${comment.author} — ${dayFr(comment.createdAt)}`),
        }),
        ...clean(comment.body)
          .split(/\r?\n/)
          .map((text) => new Paragraph({ style: STYLE.comment, text })),
      );
    }
  });
  return out;
}

/** One Heading 1 per theme or cycle, its controls under it; `tick` after each control (progress). */
export function controlSections(model: ReportModel, tick: (done: number, total: number) => void) {
  const all = sections(model);
  const total = all.reduce((n, s) => n + s.controls.length, 0);
  const out: (Paragraph | Table)[] = [];
  if (total === 0) {
    out.push(
      new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: 'Contrôles' }),
      new Paragraph({ text: 'Aucun contrôle ne correspond aux filtres choisis.' }),
    );
    return out;
  }
  let done = 0;
  for (const section of all) {
    out.push(new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: section.title }));
    for (const c of section.controls) {
      out.push(...controlBlock(model, c));
      tick(++done, total);
    }
  }
  return out;
}
