import { makeFecLine } from '../model/line';
/**
 * Test helpers: a terse line builder and runners that feed lines through EntryGrouper + Aggregator the
 * way the engine does (onLine for every line, onEntry when an entry closes, finish at the end).
 */
import { ControlPass } from '../analyse/control-pass';
import type { ControlContext, ControlDefinition, ControlOutcome, ControlRun } from '../model/control';
import type { FecLine } from '../model/line';
import type { FecSummary } from '../model/aggregates';
import { CONTROLS } from './catalogue';

export const DEFAULT_CONTEXT: ControlContext = {
  fiscalYear: { start: 20240101, end: 20241231 },
  variant: 'debit-credit',
  cashBasis: false,
  firstYear: false,
  rowCap: 1000,
};

/** A line with sane defaults (an OD of 15/01/2024 validated the 31/01). `line: 0` is numbered by the runners. */
export function line(partial: Partial<FecLine> = {}): FecLine {
  return makeFecLine({
    journalCode: 'OD',
    journalLib: 'Opérations diverses',
    ecritureNum: '1',
    ecritureDate: 20240115,
    compteNum: '606100',
    compteLib: 'Fournitures non stockables',
    pieceRef: 'P1',
    pieceDate: partial.ecritureDate ?? 20240115,
    ecritureLib: 'Facture fournitures',
    validDate: 20240131,
    ...partial,
  });
}

/** [CompteNum, debit, credit, overrides?] — amounts in cents. */
export type Leg = [string, number, number, Partial<FecLine>?];

/** An entry: shared header fields, one line per leg. */
export function entry(head: Partial<FecLine>, ...legs: Leg[]): FecLine[] {
  return legs.map(([compteNum, debit, credit, more]) => line({ ...head, compteNum, debit, credit, ...more }));
}

/** Gives physical line numbers (header = 1) to lines that have none, in order. */
export function numbered(lines: FecLine[]): FecLine[] {
  return lines.map((l, i) => (l.line === 0 ? { ...l, line: i + 2 } : l));
}

/** Runs several control runs over the lines exactly as the engine's single pass does. */
export function feed(runs: ControlRun[], lines: FecLine[]): ControlOutcome[] {
  const pass = new ControlPass(runs);
  for (const l of numbered(lines)) pass.push(l);
  return pass.finish().outcomes;
}

export function context(overrides: Partial<ControlContext> = {}): ControlContext {
  return { ...DEFAULT_CONTEXT, ...overrides };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function runControl<P extends object = any>(
  def: ControlDefinition<P>,
  lines: FecLine[],
  contextOverrides: Partial<ControlContext> = {},
  params: Partial<P> = {},
): ControlOutcome {
  const run = def.create(context(contextOverrides), { ...def.params, ...params });
  return feed([run], lines)[0];
}

/** Every control of the catalogue over the same lines, in one pass: id → outcome. */
export function runAllControls(
  lines: FecLine[],
  contextOverrides: Partial<ControlContext> = {},
): Record<string, ControlOutcome> {
  const ctx = context(contextOverrides);
  const runs = CONTROLS.map((d) => d.create(ctx, { ...d.params }));
  const outcomes = feed(runs, lines);
  const out: Record<string, ControlOutcome> = {};
  CONTROLS.forEach((d, i) => (out[d.id] = outcomes[i]));
  return out;
}

/** A FecSummary of the lines (what the comparison controls get), through the engine's aggregator. */
export function summarise(lines: FecLine[], meta: Partial<Omit<FecSummary, 'accounts'>> = {}): FecSummary {
  const pass = new ControlPass([]);
  for (const l of numbered(lines)) pass.push(l);
  const r = pass.finish().aggregates;
  return {
    fileName: '123456789FEC20241231',
    siren: '123456789',
    fiscalYear: DEFAULT_CONTEXT.fiscalYear,
    variant: 'debit-credit',
    debit: r.debit,
    credit: r.credit,
    accounts: Object.fromEntries(r.accounts),
    ...meta,
  };
}

/** The line numbers of an outcome's rows. */
export function rowLines(o: ControlOutcome): number[] {
  return o.rows.map((r) => r.line);
}

const AN = {
  journalCode: 'AN',
  journalLib: 'À nouveaux',
  ecritureDate: 20240101,
  validDate: 20240105,
  pieceRef: 'AN',
};
const AC = { journalCode: 'AC', journalLib: 'Achats' };
const VT = { journalCode: 'VT', journalLib: 'Ventes' };
const BQ = { journalCode: 'BQ', journalLib: 'Banque' };
const CA = { journalCode: 'CA', journalLib: 'Caisse' };
const OD = { journalCode: 'OD', journalLib: 'Opérations diverses' };

/** Header fields of an entry: journal, number, date (validated the same day, a weekday). */
function head(
  journal: Partial<FecLine>,
  num: number,
  date: number,
  lib: string,
  piece: string,
): Partial<FecLine> {
  return {
    ...journal,
    ecritureNum: String(num),
    ecritureDate: date,
    pieceDate: date,
    validDate: date,
    ecritureLib: lib,
    pieceRef: piece,
  };
}

/**
 * A small, clean, balanced and realistic year (2024): opening entries, purchases, sales, bank, cash,
 * payroll, a reversed accrual, lettered third parties. Every control is silent on it (OK or NA).
 */
export function cleanLedger(): FecLine[] {
  const f001 = { compAuxNum: 'F001', compAuxLib: 'Papeterie Martin' };
  const f002 = { compAuxNum: 'F002', compAuxLib: 'Électricité du Nord' };
  const c001 = { compAuxNum: 'C001', compAuxLib: 'Client Dupont' };
  const c002 = { compAuxNum: 'C002', compAuxLib: 'Client Durand' };
  return [
    ...entry(
      { ...AN, ecritureNum: '1', ecritureLib: 'Report à nouveau' },
      ['101000', 0, 1000000, { compteLib: 'Capital' }],
      ['120000', 0, 640000, { compteLib: "Résultat de l'exercice" }],
      ['512000', 1500000, 0, { compteLib: 'Banque' }],
      ['530000', 50000, 0, { compteLib: 'Caisse' }],
      ['401000', 0, 120000, { ...f001, compteLib: 'Fournisseurs', ecritureLet: 'AA', dateLet: 20240117 }],
      ['411000', 240000, 0, { ...c001, compteLib: 'Clients', ecritureLet: 'BB', dateLet: 20240122 }],
      ['408000', 0, 30000, { compteLib: 'Fournisseurs - factures non parvenues' }],
    ),
    ...entry(
      head(AC, 1, 20240110, 'Facture électricité janvier', 'FA-2024-017'),
      ['606100', 123456, 0, { compteLib: 'Électricité' }],
      ['445660', 24691, 0, { compteLib: 'TVA déductible' }],
      ['401000', 0, 148147, { ...f002, compteLib: 'Fournisseurs', ecritureLet: 'CC', dateLet: 20240125 }],
    ),
    ...entry(
      head(VT, 1, 20240115, 'Facture 2024-001 Durand', 'V2024-001'),
      ['411000', 298788, 0, { ...c002, compteLib: 'Clients', ecritureLet: 'DD', dateLet: 20240205 }],
      ['706000', 0, 248990, { compteLib: 'Prestations de services' }],
      ['445710', 0, 49798, { compteLib: 'TVA collectée' }],
    ),
    ...entry(
      head(BQ, 1, 20240117, 'Virement Papeterie Martin', 'REL-0117'),
      ['401000', 120000, 0, { ...f001, compteLib: 'Fournisseurs', ecritureLet: 'AA', dateLet: 20240117 }],
      ['512000', 0, 120000, { compteLib: 'Banque' }],
    ),
    ...entry(
      head(BQ, 2, 20240122, 'Règlement Dupont', 'REL-0122'),
      ['512000', 240000, 0, { compteLib: 'Banque' }],
      ['411000', 0, 240000, { ...c001, compteLib: 'Clients', ecritureLet: 'BB', dateLet: 20240122 }],
    ),
    ...entry(
      head(BQ, 3, 20240125, 'Prélèvement électricité', 'REL-0125'),
      ['401000', 148147, 0, { ...f002, compteLib: 'Fournisseurs', ecritureLet: 'CC', dateLet: 20240125 }],
      ['512000', 0, 148147, { compteLib: 'Banque' }],
    ),
    ...entry(
      head(OD, 1, 20240131, 'Extourne factures non parvenues 2023', 'EXT-2023'),
      ['408000', 30000, 0, { compteLib: 'Fournisseurs - factures non parvenues' }],
      ['606100', 0, 30000, { compteLib: 'Électricité' }],
    ),
    ...entry(
      head(OD, 2, 20240131, 'Salaires janvier 2024', 'PAIE-01'),
      ['641000', 215000, 0, { compteLib: 'Salaires' }],
      ['431000', 0, 47300, { compteLib: 'URSSAF' }],
      ['421000', 0, 167700, { compteLib: 'Personnel - rémunérations dues' }],
    ),
    ...entry(
      head(BQ, 4, 20240205, 'Règlement Durand', 'REL-0205'),
      ['512000', 298788, 0, { compteLib: 'Banque' }],
      ['411000', 0, 298788, { ...c002, compteLib: 'Clients', ecritureLet: 'DD', dateLet: 20240205 }],
    ),
    ...entry(
      head(BQ, 5, 20240206, 'Virement salaires janvier', 'REL-0206'),
      ['421000', 167700, 0, { compteLib: 'Personnel - rémunérations dues' }],
      ['512000', 0, 167700, { compteLib: 'Banque' }],
    ),
    ...entry(
      head(CA, 1, 20240212, 'Fournitures de bureau', 'TK-0212'),
      ['606400', 4158, 0, { compteLib: 'Fournitures administratives' }],
      ['445660', 832, 0, { compteLib: 'TVA déductible' }],
      ['530000', 0, 4990, { compteLib: 'Caisse' }],
    ),
    ...entry(
      head(BQ, 6, 20240215, 'Cotisations URSSAF janvier', 'REL-0215'),
      ['431000', 47300, 0, { compteLib: 'URSSAF' }],
      ['512000', 0, 47300, { compteLib: 'Banque' }],
    ),
  ];
}
