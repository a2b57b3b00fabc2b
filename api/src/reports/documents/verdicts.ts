import type { Conformity, Severity, TesterReason, TesterVerdict } from '../../../../engine/src/index';
import {
  BEYOND_TESTER,
  CONFORMITY_LABELS,
  diagnosticLabel,
  isDgfipRule,
  TESTER_MODE_LABELS,
  TESTER_NAME,
  TESTER_VERDICT_LABELS,
} from './labels';
import type { ReportFormatPart } from './report-model';
import { DIAGNOSTIC_CODES } from '../../../../engine/src/index';

/**
 * The two verdicts of a FEC's format, kept apart (issue 17): the DGFiP tester's, as the engine predicts it
 * (its rules only), and ours (every rule), with what we find beyond the tester grouped by code. Shared by the
 * reports (PDF, Word, Excel) and the conformity certificate.
 */

/** One diagnostic code the official tester does not check, with its exact count. */
export interface BeyondFinding {
  code: string;
  /** What the code means, in French. */
  label: string;
  severity: Severity;
  count: number;
}

export interface FormatVerdicts {
  /** Null for an analysis stored before the engine predicted the tester's verdict. */
  tester: TesterVerdict | null;
  ours: Conformity;
  /** Most frequent first. */
  beyond: BeyondFinding[];
}

/**
 * Whether the tester does not check `code`. The engine tags each diagnostic; a code the kept diagnostics do not
 * show (they are capped), or an older analysis without the tag, falls back to the catalogue of codes (the
 * tester's rules are tagged [DGFiP]).
 */
export function beyondTesterOf(format: Pick<ReportFormatPart, 'diagnostics'>): (code: string) => boolean {
  const tagged = new Map<string, boolean>();
  for (const d of format.diagnostics ?? [])
    if (typeof d.beyondTester === 'boolean' && !tagged.has(d.code)) tagged.set(d.code, d.beyondTester);
  return (code) => tagged.get(code) ?? !isDgfipRule(code);
}

export function verdictsOf(format: ReportFormatPart): FormatVerdicts {
  const isBeyond = beyondTesterOf(format);
  const severityOf = (code: string): Severity =>
    (DIAGNOSTIC_CODES as Record<string, { severity: Severity }>)[code]?.severity ??
    format.diagnostics.find((d) => d.code === code)?.severity ??
    'INFO';
  const beyond = Object.entries(format.diagnosticCounts ?? {})
    .filter(([code, count]) => count > 0 && isBeyond(code))
    .map(([code, count]) => ({ code, label: diagnosticLabel(code), severity: severityOf(code), count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { tester: format.tester ?? null, ours: format.conformity, beyond };
}

export const testerVerdictLabel = (v: string) => TESTER_VERDICT_LABELS[v] ?? v;
export const testerModeLabel = (m: string) => TESTER_MODE_LABELS[m] ?? m;

/** « Outil officiel de la DGFiP (Test Compta Demat) : Conforme avec alertes, en mode BIC / IS ». */
export function testerLine(tester: TesterVerdict | null): string {
  if (!tester)
    return `${TESTER_NAME} : verdict non disponible pour cette analyse (relancez l’analyse pour l’obtenir)`;
  return `${TESTER_NAME} : ${testerVerdictLabel(tester.verdict)}, en mode ${testerModeLabel(tester.mode)}`;
}

/** « Notre verdict : Conforme, avec des alertes ». */
export const oursLine = (ours: string) => `Notre verdict : ${CONFORMITY_LABELS[ours] ?? ours}`;

/** A beyond-the-tester finding's label with its tag: « Nombre d’écritures… (au-delà de l’outil officiel) ». */
export const beyondText = (f: BeyondFinding) => `${f.label} (${BEYOND_TESTER})`;

/** The tester's reasons by section of its report (« Anomalies », « Alertes », « Données absentes »…). */
export function reasonsBySection(tester: TesterVerdict) {
  const absent = (r: TesterReason) => r.code === 'DONNEE_ABSENTE';
  return {
    errors: tester.reasons.filter((r) => r.severity === 'ERROR' && !absent(r)),
    alerts: tester.reasons.filter((r) => r.severity === 'ALERT' && !absent(r)),
    absent: tester.reasons.filter(absent),
    // Extra fields have their own section; other notes of its report are listed as information.
    infos: tester.reasons.filter(
      (r) => r.severity === 'INFO' && !absent(r) && r.code !== 'COLONNE_SUPPLEMENTAIRE',
    ),
  };
}

/** The sentence printed when the tester would reject the file and the corrected FEC fixes every reason. */
export const FIXABLE_SENTENCE =
  'Le FEC corrigé produit par l’application corrige chacun de ces motifs de rejet.';

/**
 * A header name as the tester reads it: a kept carriage return shows as « \r » (and a tab as « \t »); an empty
 * name (a separator ending line 1) as « (vide) ».
 */
export const visibleName = (name: string) =>
  name === '' ? '(vide)' : name.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
