import {
  CATEGORIES,
  CATEGORY_COLORS,
  CATEGORY_LABELS,
  CONFORMITY_LABELS,
  CYCLE_LABELS,
  LOCKED_NOTICE,
  RISK_COLORS,
  RISK_LABELS,
  RISK_LOCKED_NOTICE,
  SEVERITY_LABELS,
  THEME_LABELS,
  cycleLabel,
  diagnosticLabel,
  fiscalYearLabel,
  BEYOND_TESTER,
  TESTER_NAME,
  themeLabel,
  UNSUPPORTED_TITLE,
} from './labels';
import { patternFinding } from '../../analyses/pattern-text';
import { AMOUNT_AT_STAKE_LABEL, findingsNote, findingsOf } from './key-figures';
import {
  beyondTesterOf,
  oursLine,
  testerLine,
  testerModeLabel,
  testerVerdictLabel,
  verdictsOf,
  visibleName,
} from './verdicts';
import type { ReportControl, ReportModel, ReportRenderer, ReportSource } from './report-model';
import {
  ABSENT_FINDING,
  LOCKED_FINDINGS,
  NO_REVIEW_WORK,
  reopenLine,
  REVIEW_TITLE,
  reviewColor,
  reviewedSources,
  reviewLead,
  signOffLine,
} from './review-text';
import {
  BOLD,
  ITALIC,
  DATE_FORMAT,
  DETAIL_COLUMNS,
  EURO_FORMAT,
  INTEGER_FORMAT,
  addNote,
  addTableSheet,
  breathe,
  euroNumber,
  keptNote,
  parisDay,
  setAutoFilter,
  sheetName,
  streamingWorkbook,
  text,
  ymdToDate,
  writeDetailTable,
  writeHeader,
  type CellStyle,
  type CellValue,
  type Workbook,
} from '../../http/xlsx-cells';

/**
 * The Excel report: « Synthèse » (the report, the FECs side by side, counts per result, key figures, one
 * row per control), one sheet per control (per FEC when merged) with every kept row of the analysis, and
 * « Conformité du format ». Written with our streaming writer (http/xlsx-writer.ts): each sheet is a zip
 * entry written row by row, waiting for the zip when its buffer is full, so a 1M-line analysis never
 * holds the workbook in memory.
 */
export const renderXlsx: ReportRenderer = async (model, output, progress) => {
  const workbook = streamingWorkbook(output, model.accountName, model.name);
  const color = model.branding.principalColor;
  const used = new Set<string>();
  const names = {
    synthesis: sheetName('Synthèse', used),
    conformity: sheetName('Conformité du format', used),
  };
  const order = controlOrder(model);

  // Progress: one unit per sheet plus one per row expected (the rows kept are at most `total`).
  const expected =
    2 +
    model.sources.reduce(
      (n, s) => n + s.controls.reduce((m, c) => m + 1 + (s.locked || c.locked ? 0 : c.total), 0),
      0,
    );
  let done = 0;
  let reported = 0;
  const advance = (units: number) => {
    done += units;
    const fraction = Math.min(0.99, done / expected);
    if (progress && fraction - reported >= 0.01) {
      reported = fraction;
      progress(fraction);
    }
  };

  await writeSynthesis(workbook, names.synthesis, model, order);
  advance(1);
  if (model.sources.some((s) => s.risk)) {
    await writeRisk(workbook, sheetName(RISK_SHEET, used), model);
  }

  for (const [i, source] of model.sources.entries()) {
    for (const id of order) {
      const control = source.controls.find((c) => c.id === id);
      if (!control) continue;
      const suffix = model.sources.length > 1 ? ` - FEC ${i + 1}` : '';
      const name = sheetName(`${control.id.slice(0, 31 - suffix.length)}${suffix}`, used);
      await writeControlSheet(workbook, name, source, control, { color, advance });
      advance(1);
    }
  }

  if (reviewedSources(model).length > 0) {
    await writeReview(workbook, sheetName(REVIEW_TITLE, used), model);
  }
  await writeConformity(workbook, names.conformity, model);
  advance(1);
  await workbook.finish();
  progress?.(1);
};

// ---- order of the controls ----

/** The controls of every source, grouped by theme (or cycle) in the catalogue's order of the groups. */
function controlOrder(model: ReportModel): string[] {
  const byId = new Map<string, ReportControl>();
  for (const source of model.sources) for (const c of source.controls) if (!byId.has(c.id)) byId.set(c.id, c);
  const groups = Object.keys(model.options.byCycle ? CYCLE_LABELS : THEME_LABELS);
  const rank = (c: ReportControl) => {
    const r = groups.indexOf(model.options.byCycle ? c.cycle : c.theme);
    return r < 0 ? groups.length : r;
  };
  // Array.prototype.sort is stable: the catalogue order stays within a group.
  return [...byId.values()].sort((a, b) => rank(a) - rank(b)).map((c) => c.id);
}

const groupLabel = (model: ReportModel, c: ReportControl) =>
  model.options.byCycle ? cycleLabel(c.cycle) : themeLabel(c.theme);

// ---- Synthèse ----

const LOCKED_AMOUNT = '— verrouillé';
function findings(source: ReportSource) {
  const { findings: count, amount } = findingsOf(source);
  return { count, amount };
}

function filtersLabel(model: ReportModel): string {
  const { categories, themes, controlIds } = model.options;
  const parts: string[] = [];
  if (categories.length) parts.push(`résultats : ${categories.map((c) => CATEGORY_LABELS[c]).join(', ')}`);
  if (themes.length) parts.push(`thèmes : ${themes.map(themeLabel).join(', ')}`);
  if (controlIds.length) parts.push(`contrôles : ${controlIds.join(', ')}`);
  return parts.length ? parts.join(' ; ') : 'Aucun (tous les contrôles)';
}

interface InfoRow {
  label: string;
  values: CellValue[];
  numFmt?: string;
  bold?: boolean;
}

async function writeSynthesis(
  workbook: Workbook,
  name: string,
  model: ReportModel,
  order: string[],
): Promise<void> {
  const { sources } = model;
  const color = model.branding.principalColor;
  const merged = sources.length > 1;
  const perSource = ['Résultat', 'Nombre', 'Montant en jeu', 'Lignes'];
  const widths = [30, 50, 30, ...sources.flatMap(() => [16, 12, 18, 12])];
  // No frozen panes here: the control table starts below ~30 rows of report and FEC figures, and freezing
  // them would leave a laptop screen no room to scroll; the control sheets and the exports freeze row 1.
  const sheet = addTableSheet(
    workbook,
    name,
    widths.map((width) => ({ width })),
    { tabColor: color, frozen: false },
  );

  sheet.row([model.name], [{ font: { bold: true, size: 16, color } }]);
  const pairs: Array<[string, CellValue, string?]> = [
    ['Compte', model.accountName],
    ['Auteur', model.author],
    ['Généré le', parisDay(model.generatedAt), DATE_FORMAT],
    ['Présentation', model.options.byCycle ? 'Par cycle comptable' : 'Par thème'],
    ['Filtres', filtersLabel(model)],
  ];
  for (const [label, value, numFmt] of pairs) {
    sheet.row([label, value], [BOLD, numFmt ? { numFmt } : undefined]);
  }
  sheet.row([]);

  // Headers of the synthesis' tables: the table header without its bottom border.
  const headerStyle: CellStyle = { font: { bold: true, color: '#ffffff' }, fill: color, wrap: true };
  const headerOf = (headers: CellValue[]) =>
    sheet.row(
      headers,
      headers.map(() => headerStyle),
    );

  // The FECs side by side: one column per FEC.
  headerOf(['FEC', ...sources.map((s, i) => (merged ? `FEC ${i + 1} : ${s.fileName}` : s.fileName))]);
  const info: InfoRow[] = [
    { label: 'Société', values: sources.map((s) => s.companyName ?? '—') },
    { label: 'SIREN', values: sources.map((s) => s.siren ?? '—') },
    { label: 'Exercice', values: sources.map((s) => fiscalYearLabel(s.fiscalStart, s.fiscalEnd)) },
    {
      label: 'Analyse du',
      values: sources.map((s) => (s.analysedAt ? parisDay(s.analysedAt) : null)),
      numFmt: DATE_FORMAT,
    },
    { label: 'Lignes', values: sources.map((s) => s.format.lines), numFmt: INTEGER_FORMAT },
    { label: 'Écritures', values: sources.map((s) => s.format.entries), numFmt: INTEGER_FORMAT },
    { label: 'Total débit', values: sources.map((s) => euroNumber(s.totals.debit)), numFmt: EURO_FORMAT },
    { label: 'Total crédit', values: sources.map((s) => euroNumber(s.totals.credit)), numFmt: EURO_FORMAT },
    {
      label: 'Outil officiel de la DGFiP (prévision)',
      values: sources.map((s) => (s.format.tester ? testerVerdictLabel(s.format.tester.verdict) : '—')),
    },
    {
      label: 'Conformité du format (notre verdict)',
      values: sources.map((s) => CONFORMITY_LABELS[s.format.conformity] ?? s.format.conformity),
    },
    {
      label: 'Détail des résultats',
      values: sources.map((s) => (s.locked ? 'Verrouillé (offre Découverte)' : 'Complet')),
    },
    { label: 'Contrôles par résultat', values: [], bold: true },
    ...CATEGORIES.map((c) => ({
      label: CATEGORY_LABELS[c],
      values: sources.map((s) => s.summary[c] ?? 0),
      numFmt: INTEGER_FORMAT,
    })),
    { label: 'Chiffres clés', values: [], bold: true },
    {
      label: 'Constats (anomalies, alertes, économies)',
      values: sources.map((s) => findings(s).count),
      numFmt: INTEGER_FORMAT,
    },
    {
      label: AMOUNT_AT_STAKE_LABEL,
      values: sources.map((s) => {
        const amount = findings(s).amount;
        return amount === null ? LOCKED_AMOUNT : euroNumber(amount);
      }),
      numFmt: EURO_FORMAT,
    },
  ];
  for (const line of info) {
    const numFmt = line.numFmt ? { numFmt: line.numFmt } : undefined;
    sheet.row(
      [line.label, ...line.values],
      [line.bold ? { font: { bold: true, color } } : BOLD, ...sources.map(() => numFmt)],
    );
  }
  // What the figures add up: a line flagged by several controls counts once in the amount.
  sheet.row([findingsNote(sources)], [ITALIC]);
  sheet.row([]);

  // One row per control: the FECs side by side when merged.
  const headerRow = headerOf([
    'Contrôle',
    'Libellé',
    model.options.byCycle ? 'Cycle' : 'Thème',
    ...sources.flatMap((_s, i) => perSource.map((h) => (merged ? `${h} (FEC ${i + 1})` : h))),
  ]);

  let last = headerRow;
  for (const id of order) {
    const controls = sources.map((s) => s.controls.find((c) => c.id === id));
    const first = controls.find((c) => c !== undefined)!;
    const values: CellValue[] = [first.id, first.label, groupLabel(model, first)];
    for (const [i, c] of controls.entries()) {
      if (!c) values.push(null, null, null, null);
      else {
        const locked = c.locked || sources[i].locked || c.amount === null;
        values.push(
          CATEGORY_LABELS[c.result],
          c.count,
          locked ? LOCKED_AMOUNT : euroNumber(c.amount!),
          c.total,
        );
      }
    }
    const styles: Array<CellStyle | undefined> = [undefined, undefined, undefined];
    for (const c of controls) {
      styles.push(
        c ? { font: { bold: true, color: CATEGORY_COLORS[c.result] } } : undefined,
        { numFmt: INTEGER_FORMAT },
        { numFmt: EURO_FORMAT },
        { numFmt: INTEGER_FORMAT },
      );
    }
    last = sheet.row(values, styles);
  }
  setAutoFilter(sheet, headerRow, last, 3 + sources.length * perSource.length);
  await sheet.end();
}

// ---- one sheet per control ----

async function writeControlSheet(
  workbook: Workbook,
  name: string,
  source: ReportSource,
  control: ReportControl,
  context: { color: string; advance: (units: number) => void },
): Promise<void> {
  const lead = control.pattern ? patternFinding(control.pattern) : null;
  if (source.locked || control.locked) {
    // Locked: the notice only (and the systemic finding, which the synthesis shows too), no rows.
    const sheet = addTableSheet(workbook, name, [{ width: 120 }], { frozen: false });
    if (lead) sheet.row([lead], [BOLD]);
    sheet.row([LOCKED_NOTICE], [ITALIC]);
    await sheet.end();
    return;
  }
  const sheet = addTableSheet(workbook, name, DETAIL_COLUMNS, { tabColor: CATEGORY_COLORS[control.result] });
  // A systemic pattern is one finding: its line first, then its example rows.
  const written = await writeDetailTable(sheet, source.rows(control.id), {
    color: context.color,
    onRows: context.advance,
    lead,
  });
  const kept = keptNote(written, control.total);
  if (written === 0 && !lead) addNote(sheet, 'Aucune ligne pour ce contrôle.');
  else if (kept) addNote(sheet, kept);
  await sheet.end();
}

// ---- Travaux réalisés ----

/**
 * « Travaux réalisés » (issue 37): the sign-off state of each FEC, then one table — a row per control with
 * review work, its reviewed findings under it — with real dates and euros, filterable.
 */
async function writeReview(workbook: Workbook, name: string, model: ReportModel): Promise<void> {
  const color = model.branding.principalColor;
  const merged = model.sources.length > 1;
  const notes = model.options.internalNotes;
  const reviewed = reviewedSources(model);
  const columns: Array<{ header: string; width: number; style?: CellStyle }> = [
    ...(merged ? [{ header: 'FEC', width: 10 }] : []),
    { header: 'Contrôle', width: 16 },
    { header: 'Libellé', width: 40 },
    { header: 'Élément', width: 12 },
    { header: 'Journal', width: 10 },
    { header: 'N° écriture', width: 14 },
    { header: 'Date', width: 12, style: { numFmt: DATE_FORMAT } },
    { header: 'Compte', width: 12 },
    { header: 'Débit', width: 15, style: { numFmt: EURO_FORMAT } },
    { header: 'Crédit', width: 15, style: { numFmt: EURO_FORMAT } },
    { header: 'Statut', width: 22 },
    ...(notes ? [{ header: 'Justification', width: 60, style: { wrap: true } as CellStyle }] : []),
    { header: 'Revu par', width: 20 },
    { header: 'Le', width: 12, style: { numFmt: DATE_FORMAT } },
  ];
  const sheet = addTableSheet(
    workbook,
    name,
    columns.map((c) => ({ width: c.width })),
    { tabColor: color, frozen: false },
  );
  sheet.row([REVIEW_TITLE], [{ font: { bold: true, size: 14, color } }]);
  sheet.row([reviewLead(model)], [ITALIC]);
  for (const { source, index } of reviewed) {
    const review = source.review!;
    const who = merged ? `FEC ${index + 1} — ` : '';
    sheet.row(
      [`${who}${signOffLine(review)}`],
      [{ font: { bold: true, color: review.signOff ? '#2e7d32' : '#ed6c02' } }],
    );
    const reopened = reopenLine(review);
    if (reopened) sheet.row([text(`${who}${reopened}`)]);
  }
  sheet.row([]);
  const header = writeHeader(
    sheet,
    columns.map((c) => c.header),
    color,
  );
  let last = header;
  const styles = columns.map((c) => c.style);
  const statusAt = columns.findIndex((c) => c.header === 'Statut');
  for (const { source, index } of reviewed) {
    const review = source.review!;
    const fec = merged ? [`FEC ${index + 1}`] : [];
    if (review.controls.length === 0) {
      last = sheet.row([...fec, NO_REVIEW_WORK], [undefined, ITALIC]);
      continue;
    }
    for (const c of review.controls) {
      const rowStyles = [...styles];
      rowStyles[statusAt] = { font: { bold: true, color: reviewColor(c.review.status) } };
      last = sheet.row(
        [
          ...fec,
          c.id,
          c.label,
          'Contrôle',
          null,
          null,
          null,
          null,
          null,
          null,
          c.review.statusLabel,
          ...(notes ? [text(c.review.justification)] : []),
          text(c.review.reviewer),
          c.review.at ? parisDay(c.review.at) : null,
        ],
        rowStyles.map((st, i) => (i === (merged ? 1 : 0) ? { ...st, font: { bold: true } } : st)),
      );
      for (const f of c.findings) {
        const fStyles = [...styles];
        fStyles[statusAt] = { font: { color: reviewColor(f.status) } };
        last = sheet.row(
          [
            ...fec,
            c.id,
            c.label,
            f.absent ? `Constat ${ABSENT_FINDING}` : 'Constat',
            text(f.journal),
            text(f.ecritureNum),
            ymdToDate(f.date),
            text(f.compAux ? `${f.compte} / ${f.compAux}` : f.compte),
            f.debit ? euroNumber(f.debit) : null,
            f.credit ? euroNumber(f.credit) : null,
            f.statusLabel,
            ...(notes ? [text(f.justification)] : []),
            text(f.reviewer),
            f.at ? parisDay(f.at) : null,
          ],
          fStyles,
        );
      }
      if (c.findings.length === 0 && source.locked) {
        last = sheet.row([...fec, c.id, c.label, LOCKED_FINDINGS], [undefined, undefined, ITALIC]);
      }
      await breathe(sheet);
    }
  }
  setAutoFilter(sheet, header, last, columns.length);
  await sheet.end();
}

// ---- Risque du FEC ----

const RISK_SHEET = 'Risque du FEC';

/**
 * Per FEC its risk score, level and summary, then its riskiest entries with typed cells (none for a
 * locked FEC: the notice instead), then the journal-entry tests a FEC cannot support.
 */
async function writeRisk(workbook: Workbook, name: string, model: ReportModel): Promise<void> {
  const { sources } = model;
  const color = model.branding.principalColor;
  const merged = sources.length > 1;
  const sheet = addTableSheet(
    workbook,
    name,
    [{ width: 12 }, { width: 16 }, { width: 12 }, { width: 48 }, { width: 16 }, { width: 36 }],
    { tabColor: color, frozen: false },
  );
  sheet.row([RISK_SHEET], [{ font: { bold: true, size: 16, color } }]);
  for (const [i, s] of sources.entries()) {
    const risk = s.risk;
    if (!risk) continue;
    sheet.row([]);
    if (merged) sheet.row([`FEC ${i + 1} : ${s.fileName}`], [{ font: { bold: true, color } }]);
    sheet.row(['Score de risque', risk.score, 'sur 100'], [BOLD, { font: { bold: true } }, undefined]);
    sheet.row(
      ['Niveau', RISK_LABELS[risk.level]],
      [BOLD, { font: { bold: true, color: RISK_COLORS[risk.level] } }],
    );
    sheet.row(['Constat', risk.summary], [BOLD]);
    sheet.row([]);
    if (s.locked) {
      sheet.row([RISK_LOCKED_NOTICE], [ITALIC]);
      continue;
    }
    if (risk.entries.length === 0) {
      addNote(sheet, 'Aucune écriture n’est signalée par les contrôles.', false);
      continue;
    }
    writeHeader(sheet, ['Journal', 'N° écriture', 'Date', 'Libellé', 'Montant', 'Contrôles'], color);
    for (const e of risk.entries) {
      sheet.row(
        [
          text(e.journalCode),
          text(e.ecritureNum),
          ymdToDate(e.ecritureDate),
          text(e.label),
          euroNumber(e.amount),
          e.controls.join(', '),
        ],
        [undefined, undefined, { numFmt: DATE_FORMAT }, undefined, { numFmt: EURO_FORMAT }],
      );
    }
  }
  const tests = sources.find((s) => s.unsupportedTests.length > 0)?.unsupportedTests ?? [];
  if (tests.length > 0) {
    sheet.row([]);
    sheet.row([UNSUPPORTED_TITLE], [{ font: { bold: true, color } }]);
    writeHeader(sheet, ['Test', '', '', 'Pourquoi le FEC ne le permet pas'], color);
    for (const t of tests) sheet.row([t.test, null, null, t.reason]);
  }
  await sheet.end();
}

// ---- Conformité du format ----

const VARIANT_LABELS: Record<string, string> = {
  'debit-credit': 'Débit / Crédit (18 colonnes)',
  'montant-sens': 'Montant / Sens (18 colonnes)',
  'ba-tresorerie': 'BA trésorerie (21 colonnes)',
  'bnc-tresorerie': 'BNC trésorerie (22 colonnes)',
};
const ENCODING_LABELS: Record<string, string> = {
  'utf-8-bom': 'UTF-8 avec BOM',
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252',
  'iso-8859-15': 'ISO-8859-15',
  ascii: 'ASCII',
};
const SEPARATOR_LABELS: Record<string, string> = {
  tab: 'Tabulation',
  pipe: 'Barre verticale (|)',
  semicolon: 'Point-virgule (;)',
  comma: 'Virgule (,)',
};

async function writeConformity(workbook: Workbook, name: string, model: ReportModel): Promise<void> {
  const { sources } = model;
  const color = model.branding.principalColor;
  const merged = sources.length > 1;
  const sheet = addTableSheet(
    workbook,
    name,
    [{ width: 24 }, { width: 70 }, { width: 28 }, { width: 28 }, { width: 12 }, { width: 14 }],
    { tabColor: color },
  );
  writeHeader(
    sheet,
    ['Format', ...sources.map((s, i) => (merged ? `FEC ${i + 1} : ${s.fileName}` : s.fileName))],
    color,
  );
  const rows: Array<[string, CellValue[], string?]> = [
    [
      TESTER_NAME,
      sources.map((s) => (s.format.tester ? testerVerdictLabel(s.format.tester.verdict) : 'Non disponible')),
    ],
    ['Mode de l’outil', sources.map((s) => (s.format.tester ? testerModeLabel(s.format.tester.mode) : '—'))],
    ['Notre verdict', sources.map((s) => CONFORMITY_LABELS[s.format.conformity] ?? s.format.conformity)],
    [
      'Variante',
      sources.map((s) => (s.format.variant ? (VARIANT_LABELS[s.format.variant] ?? s.format.variant) : '—')),
    ],
    [
      'Encodage',
      sources.map((s) =>
        s.format.encoding ? (ENCODING_LABELS[s.format.encoding] ?? s.format.encoding) : '—',
      ),
    ],
    [
      'Séparateur',
      sources.map((s) =>
        s.format.separator ? (SEPARATOR_LABELS[s.format.separator] ?? s.format.separator) : '—',
      ),
    ],
    ['Lignes', sources.map((s) => s.format.lines), INTEGER_FORMAT],
    ['Écritures', sources.map((s) => s.format.entries), INTEGER_FORMAT],
  ];
  for (const [label, values, numFmt] of rows) {
    sheet.row([label, ...values], [BOLD, ...values.map(() => (numFmt ? { numFmt } : undefined))]);
  }

  // The tester's predicted reasons, then what we find beyond it (issue 17), per FEC.
  for (const [i, s] of sources.entries()) {
    const { tester, ours, beyond } = verdictsOf(s.format);
    const who = merged ? `FEC ${i + 1} — ` : '';
    sheet.row([]);
    sheet.row([`${who}${testerLine(tester)}`], [{ font: { bold: true, color } }]);
    if (tester) {
      sheet.row([tester.modeReason]);
      writeHeader(sheet, ['Code', 'Motif', 'Gravité', 'Nombre', 'Colonne', 'Premières lignes'], color);
      if (tester.reasons.length === 0) addNote(sheet, 'Aucun motif : ni anomalie ni alerte.', false);
      for (const r of tester.reasons)
        sheet.row(
          [
            r.code,
            text(visibleName(r.message)),
            SEVERITY_LABELS[r.severity] ?? r.severity,
            r.count,
            text(visibleName(r.column)),
            r.lines.join(', '),
          ],
          [undefined, undefined, undefined, { numFmt: INTEGER_FORMAT }],
        );
    }
    sheet.row([]);
    sheet.row([`${who}${oursLine(ours)}`], [{ font: { bold: true, color } }]);
    writeHeader(sheet, ['Code', 'Constat', 'Gravité', 'Nombre', 'Portée'], color);
    if (beyond.length === 0) addNote(sheet, `Aucun constat ${BEYOND_TESTER}.`, false);
    for (const b of beyond)
      sheet.row(
        [b.code, b.label, SEVERITY_LABELS[b.severity] ?? b.severity, b.count, BEYOND_TESTER],
        [undefined, undefined, undefined, { numFmt: INTEGER_FORMAT }],
      );
  }

  // Counts per diagnostic code, the FECs side by side.
  sheet.row([]);
  const codes = [...new Set(sources.flatMap((s) => Object.keys(s.format.diagnosticCounts)))].sort();
  writeHeader(
    sheet,
    [
      'Code',
      'Diagnostic',
      'Portée',
      ...sources.map((_s, i) => (merged ? `Nombre (FEC ${i + 1})` : 'Nombre')),
    ],
    color,
  );
  if (codes.length === 0) addNote(sheet, 'Aucun diagnostic : le format est conforme.', false);
  const counts: CellStyle[] = sources.map(() => ({ numFmt: INTEGER_FORMAT }));
  for (const code of codes) {
    sheet.row(
      [
        code,
        diagnosticLabel(code),
        sources.some((s) => beyondTesterOf(s.format)(code)) ? BEYOND_TESTER : 'Outil officiel',
        ...sources.map((s) => s.format.diagnosticCounts[code] ?? 0),
      ],
      [undefined, undefined, undefined, ...counts],
    );
  }

  // The first diagnostics, as the analysis kept them.
  if (sources.some((s) => s.format.diagnostics.length > 0)) {
    sheet.row([]);
    writeHeader(sheet, ['FEC', 'Message', 'Code', 'Colonne', 'Ligne', 'Gravité'], color);
    for (const [i, s] of sources.entries()) {
      for (const d of s.format.diagnostics) {
        sheet.row(
          [
            merged ? `FEC ${i + 1}` : s.fileName,
            text(d.message),
            d.code,
            text(d.column),
            d.line,
            SEVERITY_LABELS[d.severity] ?? d.severity,
          ],
          [undefined, undefined, undefined, undefined, { numFmt: '0' }],
        );
        await breathe(sheet);
      }
    }
  }
  await sheet.end();
}
