import {
  TESTER_MODE_LABELS,
  type Conformity,
  type Diagnostic,
  type Severity,
  type TesterVerdict,
} from '../../../engine/src/index';
import { csvRecord as csvLine } from '../http/csv';
import { UTF8_BOM } from './detail-csv';

/**
 * The format diagnostics as a `;` CSV for French spreadsheets: the two verdicts (the DGFiP tester's
 * prediction, then ours over every rule) and the tester's reasons, an empty line, then one line per
 * diagnostic with the rule it comes from. Built from the stored report (the engine keeps 1,000
 * diagnostics per code: a line says so when some are not listed). A message quotes the FEC's own values:
 * csvRecord keeps them inert.
 */
export const DIAGNOSTICS_HEADER = ['Ligne', 'Colonne', 'Code', 'Gravité', 'Message', 'Règle'];
export const REASONS_HEADER = ['Gravité', 'Code', 'Motif', 'Nombre', 'Premières lignes'];

export const TESTER_LABEL = "Verdict de l'outil officiel (Test Compta Demat)";
export const OUR_LABEL = 'Notre verdict (toutes les règles)';

export const CONFORMITY_FR: Record<Conformity, string> = {
  conforme: 'Conforme',
  'conforme-avec-alertes': 'Conforme avec alertes',
  'non-conforme': 'Non conforme',
};

export const SEVERITY_FR: Record<Severity, string> = {
  ERROR: 'Anomalie',
  ALERT: 'Alerte',
  INFO: 'Information',
};

export const RULE_FR = { tester: 'Outil officiel (DGFiP)', beyond: "Au-delà de l'outil officiel" };

/** What the export reads of a stored (normalised) report's `format`. */
export interface StoredFormat {
  conformity?: Conformity | null;
  tester?: TesterVerdict | null;
  diagnosticCounts?: Record<string, number>;
  diagnostics?: Diagnostic[];
}

const conformityFr = (c: string | null | undefined) => (c ? (CONFORMITY_FR[c as Conformity] ?? c) : '');
const severityFr = (s: string) => SEVERITY_FR[s as Severity] ?? s;

export function diagnosticsCsv(format: StoredFormat): string {
  const diagnostics = format.diagnostics ?? [];
  const tester = format.tester ?? null;
  let out = UTF8_BOM;
  out += tester
    ? csvLine([TESTER_LABEL, conformityFr(tester.verdict), `mode ${TESTER_MODE_LABELS[tester.mode]}`])
    : csvLine([TESTER_LABEL, 'Non disponible pour cette analyse : relancez-la pour l’obtenir']);
  out += csvLine([OUR_LABEL, conformityFr(format.conformity)]);
  if (tester && tester.reasons.length > 0) {
    out += csvLine(REASONS_HEADER);
    for (const r of tester.reasons) {
      out += csvLine([severityFr(r.severity), r.code, r.message, r.count, r.lines.join(', ')]);
    }
  }
  const cut = truncatedCodes(format.diagnosticCounts ?? {}, diagnostics);
  if (cut.length > 0) {
    out += csvLine([
      'Liste limitée à 1000 diagnostics par code : ' +
        cut.map((c) => `${c.code} (${c.listed} sur ${c.total})`).join(', '),
    ]);
  }
  out += '\r\n';
  out += csvLine(DIAGNOSTICS_HEADER);
  for (const d of diagnostics) {
    out += csvLine([
      d.line > 0 ? d.line : '',
      d.column,
      d.code,
      severityFr(d.severity),
      d.message,
      d.beyondTester ? RULE_FR.beyond : RULE_FR.tester,
    ]);
  }
  return out;
}

/** Codes whose count is more than the diagnostics listed (the engine's cap per code). */
function truncatedCodes(counts: Record<string, number>, diagnostics: Diagnostic[]) {
  const listed = new Map<string, number>();
  for (const d of diagnostics) listed.set(d.code, (listed.get(d.code) ?? 0) + 1);
  return Object.entries(counts)
    .filter(([code, total]) => total > (listed.get(code) ?? 0))
    .map(([code, total]) => ({ code, total, listed: listed.get(code) ?? 0 }));
}
