import type { Category, DetailRow, Theme } from '../model/control';
import type { ControlResult, RiskAssessment, RiskyEntry } from './report';

/**
 * The file's risk score and its riskiest entries, from every control's result.
 *
 * Each control weighs what its finding means for an auditor (CONTROL_WEIGHTS, else THEME_WEIGHTS),
 * times its severity (SEVERITY: ERROR counts twice a WARNING). An entry's points are the sum over
 * the distinct controls that flag it, plus MULTI_CONTROL_BONUS for each control beyond the first:
 * an entry flagged by several controls comes first. Its 0–100 score is a saturating function of
 * its points alone (never relative to other entries), so adding a finding never lowers it.
 *
 * A systemic pattern (ControlResult.pattern) is one finding for the file: its example rows never
 * make risky entries, and it weighs once in the file's score, like a finding with no entry (EQ-GLB,
 * BENFORD). The file's score adds, per control, weight × severity × breadth, breadth growing with
 * the log of the entries it flags, plus the entries flagged by several controls.
 */

/** Weight of a control's finding (1 = ordinary). Unlisted controls take their theme's weight. */
export const CONTROL_WEIGHTS: Readonly<Record<string, number>> = {
  // The ledger does not hold: totals and entries that do not balance.
  'EQ-ECR': 3,
  'EQ-GLB': 3,
  // Money at stake or a classic fraud scheme.
  'DOUBLON-FACT': 2.5,
  'DOUBLON-REGL': 2.5,
  'JE-DOUBLON': 2.5,
  'CAISSE-CRED': 2.5,
  ESPECES: 2,
  'FIN-EXO': 2,
  'JE-ATYPIQUES': 2,
  'JE-PAIRES-RARES': 2,
  'JE-CPT-RARES': 2,
  'JE-MOTS-CLES': 2,
  'JE-CHIFFRES': 2,
  'JE-RAFALES': 1.5,
  'SEQ-RUPT': 1.5,
  'HORS-EXO': 1.5,
  'SOLDE-67': 1.5,
  'SENS-ANORMAL': 1.5,
  ATTENTE: 1.5,
  'CCA-DEB': 1.5,
  'BANQUE-CRED': 1.5,
  'AN-CONTENU': 1.5,
  'AN-CONTINUITE': 2,
  // Form rather than substance: worth fixing, rarely a risk by itself.
  'VALID-TARDIVE': 0.5,
  'LIB-VIDE': 0.5,
  CENTRAL: 0.5,
  'CLASSE-89': 0.5,
  'CPT-PCG': 0.5,
  'AUX-NONTIERS': 0.5,
  'LET-DATE': 0.5,
  'LET-ABSENT': 0.5,
  DEVISE: 0.5,
  AMENDES: 0.5,
  'PETIT-MAT': 0.5,
  MECENAT: 0.5,
};

export const THEME_WEIGHTS: Readonly<Record<Theme, number>> = {
  format: 0.5,
  'numerotation-chronologie': 1,
  equilibres: 2,
  tiers: 1,
  tresorerie: 1.5,
  tva: 1,
  'economies-fiscales': 0.5,
  'indicateurs-fraude': 1.5,
  statistiques: 1,
};

/** ERROR > WARNING; a duplicate supplier invoice (SAVINGS) is as much a risk as a WARNING. */
export const SEVERITY: Readonly<Record<Category, number>> = {
  ERROR: 2,
  WARNING: 1,
  SAVINGS: 1,
  INFO: 0.5,
  OK: 0,
  NA: 0,
};

/** Points added for each control beyond the first that flags the same entry. */
export const MULTI_CONTROL_BONUS = 3;
/** Points at which an entry's score reaches 63/100 (1 − 1/e); 3 points ≈ 31, 6 ≈ 53, 12 ≈ 78. */
const ENTRY_SCALE = 8;
/** Same for the file, calibrated on the real fixtures: 10 points ≈ 22, 20 ≈ 39, 40 ≈ 63. */
const FILE_SCALE = 40;
const MAX_ENTRIES = 20;

export function controlWeight(c: Pick<ControlResult, 'id' | 'theme' | 'result'>): number {
  return (CONTROL_WEIGHTS[c.id] ?? THEME_WEIGHTS[c.theme] ?? 1) * SEVERITY[c.result];
}

/** 0–100 from points ≥ 0, increasing. */
function saturate(points: number, scale: number): number {
  return Math.min(100, Math.max(0, Math.round(100 * (1 - Math.exp(-points / scale)))));
}

/** An entry's score from its points (exported for the property tests). */
export function entryScore(points: number): number {
  return saturate(points, ENTRY_SCALE);
}

function isExample(r: DetailRow): boolean {
  return r.detail !== undefined && r.detail.startsWith('Exemple');
}

interface Tally {
  entry: RiskyEntry;
  /** Control id → its weight (the larger, should one id come twice). */
  controls: Map<string, number>;
}

/**
 * Every flagged entry with its points, riskiest first (score, then amount, then line). Rows without
 * an entry (account or journal findings) and the examples of a systemic pattern are left out.
 */
export function rankEntries(controls: ControlResult[]): RiskyEntry[] {
  const byEntry = new Map<string, Tally>();
  for (const c of controls) {
    const weight = controlWeight(c);
    if (weight === 0) continue;
    for (const r of c.rows) {
      if (r.ecritureNum === '' || r.journalCode === '') continue;
      if (c.pattern && isExample(r)) continue;
      const key = `${r.journalCode}\u0000${r.ecritureNum}\u0000${r.ecritureDate ?? 0}`;
      let t = byEntry.get(key);
      if (t === undefined) {
        t = {
          entry: {
            journalCode: r.journalCode,
            ecritureNum: r.ecritureNum,
            ecritureDate: r.ecritureDate ?? 0,
            line: r.line,
            label: r.ecritureLib ?? '',
            amount: 0,
            score: 0,
            controls: [],
          },
          controls: new Map(),
        };
        byEntry.set(key, t);
      }
      const e = t.entry;
      if (r.line < e.line) {
        e.line = r.line;
        if (r.ecritureLib) e.label = r.ecritureLib;
      }
      e.amount = Math.max(e.amount, Math.abs(r.debit), Math.abs(r.credit));
      t.controls.set(c.id, Math.max(weight, t.controls.get(c.id) ?? 0));
    }
  }
  const out: RiskyEntry[] = [];
  for (const t of byEntry.values()) {
    let points = MULTI_CONTROL_BONUS * (t.controls.size - 1);
    for (const w of t.controls.values()) points += w;
    t.entry.score = entryScore(points);
    t.entry.controls = [...t.controls.keys()].sort();
    out.push(t.entry);
  }
  return out.sort((a, b) => b.score - a.score || b.amount - a.amount || a.line - b.line);
}

/** Entries a control flags (its rows' distinct entries, or its count when its rows are capped). */
function flaggedEntries(c: ControlResult): number {
  const keys = new Set<string>();
  for (const r of c.rows) {
    if (r.ecritureNum === '' || r.journalCode === '' || (c.pattern && isExample(r))) continue;
    keys.add(`${r.journalCode}\u0000${r.ecritureNum}\u0000${r.ecritureDate ?? 0}`);
  }
  return c.total > c.rows.length ? Math.max(keys.size, c.count - (c.pattern ? 1 : 0)) : keys.size;
}

interface Driver {
  label: string;
  points: number;
  pattern: boolean;
}

function frenchNumber(n: number): string {
  return n.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ');
}

export function assessRisk(controls: ControlResult[], entries: number): RiskAssessment {
  const ranked = rankEntries(controls);
  const drivers: Driver[] = [];
  let points = 0;
  for (const c of controls) {
    const weight = controlWeight(c);
    if (weight === 0) continue;
    const n = flaggedEntries(c);
    // A pattern, or a finding with no entry (file totals, statistics): once for the file.
    const breadth = n === 0 ? 1 : 1 + Math.log10(1 + n);
    const p = weight * breadth + (c.pattern && n > 0 ? weight : 0);
    points += p;
    drivers.push({ label: c.label, points: p, pattern: Boolean(c.pattern) });
  }
  const several = ranked.filter((e) => e.controls.length > 1).length;
  points += Math.min(10, several);
  const score = saturate(points, FILE_SCALE);
  // Calibrated on the real fixtures and on generated files: five planted fraud indicators read « modéré ».
  const level = score >= 50 ? 'eleve' : score >= 15 ? 'modere' : 'faible';
  return {
    score,
    level,
    summary: summarise(score, level, drivers, ranked.length, several, entries),
    entries: ranked.slice(0, MAX_ENTRIES),
  };
}

const LEVEL_FR = { faible: 'faible', modere: 'modéré', eleve: 'élevé' } as const;

function summarise(
  score: number,
  level: RiskAssessment['level'],
  drivers: Driver[],
  flagged: number,
  several: number,
  entries: number,
): string {
  if (drivers.length === 0) return 'Risque faible (0/100) : aucun contrôle ne relève d’anomalie.';
  const top = drivers
    .sort((a, b) => b.points - a.points || (a.label < b.label ? -1 : 1))
    .slice(0, 2)
    .map((d) => `« ${d.label} »${d.pattern ? ' (constat systémique)' : ''}`);
  // Entries are keyed by journal, number and date: without real numbering they can outnumber the file's.
  const shown = entries > 0 ? Math.min(flagged, entries) : flagged;
  const who =
    flagged === 0
      ? 'aucune écriture en particulier'
      : shown === 1
        ? `1 écriture sur ${frenchNumber(Math.max(entries, shown))} signalée`
        : `${frenchNumber(shown)} écritures sur ${frenchNumber(Math.max(entries, shown))} signalées`;
  const multi = several > 0 ? `, dont ${frenchNumber(Math.min(several, shown))} par plusieurs contrôles` : '';
  return `Risque ${LEVEL_FR[level]} (${score}/100), porté surtout par ${top.join(' et ')} : ${who}${multi}.`;
}
