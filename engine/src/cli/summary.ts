import type { AnalysisWithCorrection } from '../analyse/analyse';
import type { ControlResult, FiscalYearReport, RiskAssessment } from '../analyse/report';
import type { Statements } from '../statements/types';
import type { Category } from '../model/control';
import type { TesterVerdict } from '../model/format';
import { DIAGNOSTIC_CODES, isTesterRule, type DiagnosticCode } from '../validate/codes';
import { TESTER_MODE_LABELS } from '../validate/tester';
import { formatDateFr } from '../util/dates';
import { formatCentsEur } from '../util/money';

const nf = new Intl.NumberFormat('fr-FR');

const VARIANT: Record<string, string> = {
  'debit-credit': 'Débit/Crédit (18 colonnes)',
  'montant-sens': 'Montant + Sens (18 colonnes)',
  'ba-tresorerie': 'BA trésorerie (21 colonnes)',
  'bnc-tresorerie': 'BNC trésorerie (22 colonnes)',
};
const SEPARATOR: Record<string, string> = {
  tab: 'tabulation',
  pipe: '« | »',
  semicolon: '« ; »',
  comma: '« , »',
};
const CONFORMITY: Record<string, string> = {
  conforme: 'conforme',
  'conforme-avec-alertes': 'conforme avec alertes',
  'non-conforme': 'non conforme',
};
const SEVERITY: Record<string, string> = { ERROR: 'ERREUR', ALERT: 'ALERTE', INFO: 'INFO' };
const ORDER: Category[] = ['ERROR', 'WARNING', 'SAVINGS', 'INFO', 'OK', 'NA'];

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} octets`;
  if (bytes < 1024 * 1024) return `${nf.format(Math.round(bytes / 102.4) / 10)} Kio`;
  return `${nf.format(Math.round(bytes / (1024 * 102.4)) / 10)} Mio`;
}

const RISK_LEVEL: Record<RiskAssessment['level'], string> = {
  faible: 'faible',
  modere: 'modéré',
  eleve: 'élevé',
};

const plural = (n: number, one: string, many: string) => `${nf.format(n)} ${n > 1 ? many : one}`;

/** A file-wide pattern is one finding: its sentence, then the individual findings it does not explain. */
function findingsOf(c: ControlResult): string {
  if (c.result === 'NA') return c.reason ?? 'non applicable';
  if (!c.pattern) return `${nf.format(c.count)} constat(s)`;
  const others = c.count - 1;
  return others > 0 ? `${c.pattern.message} (+ ${nf.format(others)} autre(s) constat(s))` : c.pattern.message;
}

export function controlLine(c: ControlResult): string {
  const findings = findingsOf(c);
  const stake = c.amount ? `, ${formatCentsEur(c.amount)} en jeu` : '';
  return `  ${c.result.padEnd(8)}${c.id.padEnd(15)}${c.label} — ${findings}${c.result === 'NA' ? '' : stake}`;
}

/** The readable French summary printed without --json. */
export function formatSummary(a: AnalysisWithCorrection): string {
  const r = a.report;
  const out: string[] = [];
  out.push(`FEC ${r.file.name} — ${size(r.file.bytes)}`);
  out.push(`SIREN ${r.file.siren ?? 'inconnu'} · ${fiscalYearLine(r.fiscalYear, a.readable)}`);
  const f = r.format;
  if (f.variant)
    out.push(
      `Format : ${VARIANT[f.variant]}, ${f.encoding?.toUpperCase()}, ${SEPARATOR[f.separator ?? 'tab']} — ${nf.format(f.lines)} lignes, ${nf.format(f.entries)} écritures`,
    );
  out.push(...testerLines(f.tester, 'Outil officiel DGFiP (Test Compta Demat)'));
  out.push(`Notre verdict : ${CONFORMITY[f.conformity]}`);
  // The tester's rules are listed above, in its terms; here what we check beyond it.
  for (const [code, n] of Object.entries(f.diagnosticCounts)) {
    if (isTesterRule(code)) continue;
    const first = f.diagnostics.find((d) => d.code === code);
    const where = first && first.line > 0 ? ` (ligne ${first.line}${n > 1 ? '…' : ''})` : '';
    out.push(
      `  ${SEVERITY[DIAGNOSTIC_CODES[code as DiagnosticCode].severity].padEnd(8)}${code} ×${nf.format(n)}${where} — ${first?.message ?? ''} [au-delà de l’outil officiel]`,
    );
  }
  if (!a.readable) return out.join('\n');
  out.push(`Totaux : débit ${formatCentsEur(r.totals.debit)} · crédit ${formatCentsEur(r.totals.credit)}`);
  out.push(...keyFigures(r.statements));
  out.push(
    `Risque : ${r.risk.score}/100 (${RISK_LEVEL[r.risk.level]}) — ${r.risk.summary}`,
    summaryOfControls(r.controls),
  );
  if (a.correction) {
    const c = a.correction;
    out.push(
      `FEC corrigé : ${nf.format(c.linesWritten)} lignes, ${nf.format(c.changes)} modification(s)` +
        (c.unfixed
          ? `, ${nf.format(c.unfixed)} valeur(s) impossible(s) à corriger conservée(s) telle(s) quelle(s)`
          : ''),
    );
    if (c.tester) out.push(...testerLines(c.tester, 'FEC corrigé, outil officiel'));
  }
  return out.join('\n');
}

/** The accountant's key figures (issue 36) and what could not be computed. */
function keyFigures(s: Statements): string[] {
  const f = (key: string) => s.sig.figures.find((x) => x.key === key)?.amount ?? 0;
  const equity = s.balanceSheet.liabilities.find((x) => x.key === 'capitauxPropres')?.total ?? 0;
  const out = [
    `Chiffres clés : chiffre d'affaires ${formatCentsEur(f('chiffreAffaires'))} · EBE ${formatCentsEur(f('ebe'))} · ` +
      `résultat courant ${formatCentsEur(f('resultatCourant'))} · résultat net ${formatCentsEur(f('resultatNet'))} · ` +
      `CAF ${formatCentsEur(f('caf'))} · capitaux propres ${formatCentsEur(equity)} · total du bilan ${formatCentsEur(s.balanceSheet.totalAssets)}`,
    `Liasse ${s.taxReturn.form === '2050' ? '2050-2053 (réel normal)' : '2033-A/B (réel simplifié)'} — ${s.taxReturn.formReason}`,
  ];
  for (const n of s.notes) out.push(`  NOTE    ${n.message}`);
  return out;
}

/** The tester's predicted conclusion, its mode, its reasons; and the corrected FEC when it fixes them. */
function testerLines(t: TesterVerdict, title: string): string[] {
  const out = [`${title} : ${CONFORMITY[t.verdict]} — mode ${TESTER_MODE_LABELS[t.mode]}`];
  for (const r of t.reasons) {
    const where = r.lines.length && r.lines[0] > 0 ? ` (ligne ${r.lines[0]}${r.count > 1 ? '…' : ''})` : '';
    out.push(`  ${SEVERITY[r.severity].padEnd(8)}${r.code} ×${nf.format(r.count)}${where} — ${r.message}`);
  }
  if (t.fixable)
    out.push(
      '  L’outil officiel rejetterait ce fichier ; le FEC corrigé (--corrected) règle chacun de ces motifs.',
    );
  return out;
}

const SOURCE: Record<FiscalYearReport['source'], string> = {
  option: 'indiqué',
  'file-name': 'nom du fichier',
  data: 'déduit des écritures',
};

/**
 * « exercice du … au … (source ; N écritures hors exercice) », « N lignes hors exercice » when the file has no
 * real numbering (lines are counted then), and the entries' own year when it differs.
 */
export function fiscalYearLine(fy: FiscalYearReport, readable = true): string {
  const notes = [SOURCE[fy.source]];
  if (readable && fy.outliers > 0)
    notes.push(
      fy.outliersUnit === 'lines'
        ? plural(fy.outliers, 'ligne hors exercice', 'lignes hors exercice')
        : plural(fy.outliers, 'écriture hors exercice', 'écritures hors exercice'),
    );
  let line = `exercice du ${formatDateFr(fy.start)} au ${formatDateFr(fy.end)} (${notes.join(' ; ')})`;
  const s = fy.suggested;
  if (s && (s.start !== fy.start || s.end !== fy.end))
    line += ` — les écritures indiquent plutôt du ${formatDateFr(s.start)} au ${formatDateFr(s.end)}`;
  return line;
}

export function summaryOfControls(controls: ControlResult[]): string {
  const counts = new Map<Category, number>();
  for (const c of controls) counts.set(c.result, (counts.get(c.result) ?? 0) + 1);
  const head = `Contrôles : ${ORDER.filter((k) => counts.has(k))
    .map((k) => `${counts.get(k)} ${k}`)
    .join(' · ')}`;
  const sorted = [...controls].sort((a, b) => ORDER.indexOf(a.result) - ORDER.indexOf(b.result));
  return [head, ...sorted.filter((c) => c.result !== 'OK').map(controlLine)].join('\n');
}
