import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import { requireAnalysis } from '../analyses/analysis-service';
import {
  findAnalysis,
  latestDoneAnalyses,
  statementsOfAnalysis,
  type AnalysisRow,
} from '../analyses/analysis-store';
import { mayAccessFec, requireFec, type FecRow } from '../fecs/fec-access';
import { isoFromCompact } from '../fecs/import-rules';
import type { FecExtra } from '../fecs/tables';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import type { TrialBalanceRow } from '../../../engine/src/statements/types';
import {
  openingContinuity,
  parseDeclaredTaxReturnCsv,
  reconcileTaxReturn,
  type DeclaredTaxReturn,
  type Statements,
} from './engine-bridge';
import {
  buildLedger,
  readAuxiliaries,
  readLedgerIndex,
  readLedgerPage,
  removeStaleLedger,
  type LedgerIndex,
} from './ledger-index';
import { declaredOf, saveDeclared } from './statements-store';

/**
 * The rules of the statements routes (issue 36): who reads the trial balance, the ledger, the statements and
 * the tax return of an analysis (whoever may read the analysis), who declares the tax return (whoever may edit
 * the FEC's extra information), and what a locked FEC (Découverte) shows: its key figures only.
 */

const MAX_PAGE = 500;

function requireDone(a: AnalysisRow): void {
  if (a.status === 'waitstart' || a.status === 'inprogress' || a.status === 'generating') {
    throw new ApiError(409, MSG.analysisNotFinished, { analysis_status: a.status });
  }
}

interface Loaded {
  analysis: AnalysisRow;
  locked: boolean;
  statements: Statements;
  /** The FEC whose statements these are (the latest year of a multi-analysis). */
  fecUuid: string;
  /** N-1's statements: the company's previous year (a multi-analysis's, or another FEC of the same SIREN). */
  previous: Statements | null;
  previousAnalysisUuid: string | null;
  /** N-1's analysis (its fiscal year), when `previous` is known. */
  previousAnalysis: AnalysisRow | null;
}

interface MultiReport {
  fecs?: { fec_uuid: string; analysis_uuid: string; fiscalYear: { end: number } }[];
}

/**
 * The statements of an analysis the caller may read, with N-1's: a multi-analysis of one company over several
 * years answers for its latest year with the year before; a single analysis finds the company's previous year
 * among the account's FECs.
 */
async function load(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  /** A page of one year (the balance) needs neither N-1 nor its search: each is a read of a large JSON. */
  withPrevious = true,
): Promise<Loaded> {
  const { analysis, locked, fecs, target } = await loadTarget(db, caller, uuid);
  const statements = (await statementsOfAnalysis(db, target.uuid)) as Statements | null;
  if (!statements) throw notFound(MSG.statementsMissing);
  let previousUuid = target === analysis ? null : previousOfMulti(analysis);
  if (analysis.kind === 'single' && withPrevious)
    previousUuid = await previousYearOf(db, caller, analysis, fecs);
  const previous =
    previousUuid && withPrevious
      ? ((await statementsOfAnalysis(db, previousUuid)) as Statements | null)
      : null;
  return {
    analysis: target,
    locked,
    statements,
    fecUuid: target.fec_uuid,
    previous,
    previousAnalysisUuid: previous ? previousUuid : null,
    previousAnalysis: previous && previousUuid ? ((await findAnalysis(db, previousUuid)) ?? null) : null,
  };
}

const multiFecs = (analysis: AnalysisRow) =>
  [...((analysis.report as MultiReport | null)?.fecs ?? [])].sort(
    (a, b) => b.fiscalYear.end - a.fiscalYear.end,
  );

/** N-1 of a multi-analysis: the year before its latest, when it has one. */
function previousOfMulti(analysis: AnalysisRow): string | null {
  const [latest, ...rest] = multiFecs(analysis);
  if (!latest) return null;
  const year = Math.floor(latest.fiscalYear.end / 10000);
  return rest.find((f) => Math.floor(f.fiscalYear.end / 10000) === year - 1)?.analysis_uuid ?? null;
}

/**
 * The analysis whose figures are asked for, the caller's rights checked: a single analysis itself, a
 * multi-analysis's latest year. No statements read (the ledger is built from the FEC).
 */
async function loadTarget(db: ApiDb, caller: Caller, uuid: string) {
  const { analysis, locked, fecs } = await requireAnalysis(db, caller, uuid);
  requireDone(analysis);
  let target = analysis;
  if (analysis.kind === 'multi') {
    const latest = multiFecs(analysis)[0];
    if (!latest) throw notFound(MSG.statementsMissing);
    const row = await findAnalysis(db, latest.analysis_uuid);
    if (!row) throw notFound(MSG.statementsMissing);
    target = row;
  }
  return { analysis, locked, fecs, target };
}

const fiscalYearOf = (a: AnalysisRow) =>
  (a.fec_summary as { fiscalYear?: { start?: number; end?: number } } | null)?.fiscalYear;
const closingYear = (a: AnalysisRow) => Math.floor((fiscalYearOf(a)?.end ?? 0) / 10000);

/** The fiscal year of an analysis as ISO dates: the columns N and N-1 say which years they are. */
function fiscalDates(a: AnalysisRow | null) {
  const fy = a ? fiscalYearOf(a) : undefined;
  return {
    fiscalStart: fy?.start ? isoFromCompact(fy.start) : null,
    fiscalEnd: fy?.end ? isoFromCompact(fy.end) : null,
  };
}

/**
 * N-1 of a single analysis: the latest finished analysis of another FEC of the same company (SIREN) in the
 * account whose year closes the year before, when the caller may read it and it is not locked (a locked FEC
 * shows nothing account by account).
 */
async function previousYearOf(db: ApiDb, caller: Caller, analysis: AnalysisRow, fecs: FecRow[]) {
  const siren = fecs[0]?.siren ?? (analysis.fec_summary as { siren?: string | null } | null)?.siren ?? null;
  const year = closingYear(analysis);
  if (!siren || !year) return null;
  const others = await db
    .selectFrom('fecs')
    .selectAll()
    .where('account_uuid', '=', caller.account.uuid)
    .where('siren', '=', siren)
    .where('uuid', '!=', analysis.fec_uuid)
    .execute();
  const latest = await latestDoneAnalyses(
    db,
    others.map((f) => f.uuid),
  );
  for (const fec of others) {
    const candidate = latest.get(fec.uuid);
    if (!candidate || closingYear(candidate) !== year - 1 || fec.locked) continue;
    if (await mayAccessFec(db, caller, fec, 'read')) return candidate.uuid;
  }
  return null;
}

function requireUnlocked(l: { locked: boolean }): void {
  if (l.locked) throw forbidden(MSG.statementsLocked);
}

const figure = (s: Statements, key: string) => s.sig.figures.find((f) => f.key === key)?.amount ?? null;

/** What Découverte shows of a locked FEC: a few totals, never an account nor a box. */
export function keyFiguresOf(s: Statements) {
  return {
    chiffreAffaires: figure(s, 'chiffreAffaires'),
    resultatNet: figure(s, 'resultatNet') ?? s.incomeStatement.result,
    totalBilan: s.balanceSheet.totalAssets,
    ebe: figure(s, 'ebe'),
  };
}

/** SIG, balance sheet, income statement, ratios and notes (the trial balance has its own paged route). */
export async function statementsView(db: ApiDb, caller: Caller, uuid: string) {
  const l = await load(db, caller, uuid);
  const body = (s: Statements, a: AnalysisRow | null) => ({
    ...fiscalDates(a),
    keyFigures: keyFiguresOf(s),
    sig: s.sig,
    balanceSheet: s.balanceSheet,
    incomeStatement: s.incomeStatement,
    ratios: s.ratios,
    notes: s.notes,
    taxForm: s.taxReturn.form,
  });
  if (l.locked) {
    return {
      locked: true,
      analysisUuid: l.analysis.uuid,
      current: { ...fiscalDates(l.analysis), keyFigures: keyFiguresOf(l.statements) },
      previous: l.previous
        ? { ...fiscalDates(l.previousAnalysis), keyFigures: keyFiguresOf(l.previous) }
        : null,
      continuity: null,
    };
  }
  return {
    locked: false,
    analysisUuid: l.analysis.uuid,
    current: body(l.statements, l.analysis),
    previous: l.previous ? body(l.previous, l.previousAnalysis) : null,
    continuity: l.previous ? openingContinuity(l.statements, l.previous) : null,
  };
}

export interface TrialBalanceFilter {
  kind?: 'general' | 'auxiliary';
  accountClass?: number;
  from?: string;
  to?: string;
  nonZero?: boolean;
  search?: string;
}

const isZero = (r: TrialBalanceRow) =>
  r.openingDebit === 0 &&
  r.openingCredit === 0 &&
  r.debit === 0 &&
  r.credit === 0 &&
  r.closingDebit === 0 &&
  r.closingCredit === 0;

/** Rows of the trial balance kept by a filter (an account range compares on the bounds' length: 401–409). */
export function filterTrialBalance(rows: TrialBalanceRow[], f: TrialBalanceFilter): TrialBalanceRow[] {
  const search = f.search?.toLowerCase();
  return rows.filter(
    (r) =>
      (f.kind === 'auxiliary' ? r.aux !== null : r.aux === null) &&
      (f.accountClass === undefined || r.accountClass === f.accountClass) &&
      (!f.from || r.account.slice(0, f.from.length) >= f.from) &&
      (!f.to || r.account.slice(0, f.to.length) <= f.to) &&
      (!f.nonZero || !isZero(r)) &&
      (!search || `${r.account} ${r.aux ?? ''} ${r.label}`.toLowerCase().includes(search)),
  );
}

export function totalsOf(rows: TrialBalanceRow[]) {
  const t = {
    openingDebit: 0,
    openingCredit: 0,
    debit: 0,
    credit: 0,
    closingDebit: 0,
    closingCredit: 0,
    lines: 0,
  };
  for (const r of rows) {
    t.openingDebit += r.openingDebit;
    t.openingCredit += r.openingCredit;
    t.debit += r.debit;
    t.credit += r.credit;
    t.closingDebit += r.closingDebit;
    t.closingCredit += r.closingCredit;
    t.lines += r.lines;
  }
  return t;
}

/** One page of the trial balance, with the totals of every filtered row (not only the page's). */
export async function trialBalancePage(
  deps: Pick<ApiDeps, 'db' | 'storage'>,
  caller: Caller,
  uuid: string,
  filter: TrialBalanceFilter,
  limit: number,
  offset: number,
) {
  const l = await load(deps.db, caller, uuid, false);
  requireUnlocked(l);
  // The balance leads to the ledger: its index is built meanwhile (once; kept in storage), not on the first click.
  ledgerIndexOf(deps, l.analysis).catch(() => undefined);
  const rows = filterTrialBalance(l.statements.trialBalance, filter);
  const size = Math.max(1, Math.min(limit, MAX_PAGE));
  return {
    items: rows.slice(offset, offset + size),
    total: rows.length,
    limit: size,
    offset,
    totals: totalsOf(rows),
  };
}

/** The whole filtered trial balance (the CSV and Excel exports). */
export async function trialBalanceAll(db: ApiDb, caller: Caller, uuid: string, filter: TrialBalanceFilter) {
  requireExport(caller);
  const l = await load(db, caller, uuid);
  requireUnlocked(l);
  return { rows: filterTrialBalance(l.statements.trialBalance, filter), loaded: l };
}

function requireExport(caller: Caller): void {
  if (!caller.can.analysis?.result?.export) throw forbidden();
}

/** Builds (once per analysis, then kept in storage) or reads the ledger's index. */
const building = new Map<string, Promise<LedgerIndex>>();
export async function ledgerIndexOf(
  deps: Pick<ApiDeps, 'db' | 'storage'>,
  analysis: AnalysisRow,
): Promise<LedgerIndex> {
  const found = await readLedgerIndex(deps.storage, analysis.uuid);
  if (found) return found;
  let pending = building.get(analysis.uuid);
  if (!pending) {
    pending = (async () => {
      const fec = await deps.db
        .selectFrom('fecs')
        .select('storage_key')
        .where('uuid', '=', analysis.fec_uuid)
        .executeTakeFirst();
      if (!fec || !(await deps.storage.exists(fec.storage_key))) throw notFound(MSG.analysisFileMissing);
      // A ledger built in file order (before the ledger order) is rebuilt.
      await removeStaleLedger(deps.storage, analysis.uuid);
      const local = await deps.storage.localPath(fec.storage_key);
      try {
        return await buildLedger(deps.storage, analysis.uuid, local.path);
      } finally {
        await local.release();
      }
    })().finally(() => building.delete(analysis.uuid));
    building.set(analysis.uuid, pending);
  }
  return pending;
}

const entryOf = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/**
 * One page of an account's ledger, with the running balance of each line, in ledger order (à-nouveaux, then
 * date, EcritureNum, line). With `aux`: the ledger of that auxiliary account within the general account (its
 * collective account, 401 or 411 usually), its own running balance.
 */
export async function generalLedgerPage(
  deps: Pick<ApiDeps, 'db' | 'storage'>,
  caller: Caller,
  uuid: string,
  account: string,
  limit: number,
  offset: number,
  aux?: string,
) {
  const l = await loadTarget(deps.db, caller, uuid);
  requireUnlocked(l);
  const index = await ledgerIndexOf(deps, l.target);
  const general = entryOf(index.accounts, account);
  if (!general) throw notFound(MSG.ledgerAccountNotFound);
  let entry = general;
  if (aux) {
    const auxiliaries = await readAuxiliaries(deps.storage, l.target.uuid, general);
    const found = auxiliaries ? entryOf(auxiliaries, aux) : undefined;
    if (!found) throw notFound(MSG.ledgerAuxNotFound);
    entry = found;
  }
  const size = Math.max(1, Math.min(limit, MAX_PAGE));
  const items = await readLedgerPage(deps.storage, l.target.uuid, entry, offset, size);
  return {
    account,
    aux: aux || null,
    label: entry.label,
    accountLabel: general.label,
    debit: entry.debit,
    credit: entry.credit,
    balance: entry.debit - entry.credit,
    items,
    total: entry.lines,
    limit: size,
    offset,
  };
}

/** The tax-return boxes computed from the FEC. */
export async function taxReturnView(db: ApiDb, caller: Caller, uuid: string) {
  const l = await load(db, caller, uuid);
  requireUnlocked(l);
  return l.statements.taxReturn;
}

/** « Résultat comptable » of the FEC's extra information, when it reads as an amount (euros) → cents. */
export function declaredResultOfExtra(extra: FecExtra | null | undefined): number | null {
  const value = (extra as { accounting_result?: unknown } | null)?.accounting_result;
  if (typeof value === 'number' && Number.isFinite(value)) return Math.round(value * 100);
  if (typeof value === 'string') {
    const normal = value.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
    if (/^-?\d+(\.\d+)?$/.test(normal)) return Math.round(Number(normal) * 100);
  }
  return null;
}

/** What is declared for a FEC: the stored declaration, else the result of its extra information. */
async function declaredFor(db: ApiDb, fecUuid: string) {
  const stored = await declaredOf(db, fecUuid);
  const fec = await db.selectFrom('fecs').select('extra').where('uuid', '=', fecUuid).executeTakeFirst();
  const fromExtra = declaredResultOfExtra(fec?.extra as FecExtra | undefined);
  const declared: DeclaredTaxReturn = {
    result: stored?.result ?? fromExtra,
    boxes: stored?.boxes ?? {},
  };
  return {
    declared,
    source: stored ? stored.source : fromExtra !== null ? ('extra' as const) : null,
    updatedAt: stored?.updated_at.toISOString() ?? null,
  };
}

/** Computed against declared: the result and every box, each difference with the accounts behind it. */
export async function reconciliationView(db: ApiDb, caller: Caller, uuid: string) {
  const l = await load(db, caller, uuid);
  requireUnlocked(l);
  const { declared, source, updatedAt } = await declaredFor(db, l.fecUuid);
  const reconciliation = reconcileTaxReturn(l.statements, declared);
  // Every computed box is listed (the form as a whole), the declared ones compared.
  const compared = new Set(reconciliation.lines.map((line) => line.code));
  const rest = l.statements.taxReturn.details
    .filter((box) => !compared.has(box.code))
    .map((box) => ({
      code: box.code,
      label: box.label,
      computed: box.euros,
      declared: null,
      difference: null,
      accounts: box.accounts,
      explanation: null,
    }));
  const order = new Map(l.statements.taxReturn.details.map((box, i) => [box.code, i]));
  const rank = (code: string) => (code === 'RESULTAT' ? -1 : (order.get(code) ?? Number.MAX_SAFE_INTEGER));
  return {
    ...reconciliation,
    lines: [...reconciliation.lines, ...rest].sort((a, b) => rank(a.code) - rank(b.code)),
    fecUuid: l.fecUuid,
    declared: { ...declared, source, updatedAt },
  };
}

export interface DeclareInput {
  /** Declared accounting result in euros (null clears it). */
  result?: number | null;
  /** code → whole euros. */
  boxes?: Record<string, number>;
  /** A `code;montant` CSV (replaces the boxes; a `RESULTAT` line gives the result). */
  csv?: string;
}

/**
 * Declares the tax return of a FEC. Whoever may edit the FEC's extra information may; a CSV with a bad line
 * is refused whole (French errors with their line numbers), nothing stored.
 */
export async function setDeclaredTaxReturn(
  deps: Pick<ApiDeps, 'db' | 'now'>,
  caller: Caller,
  fecUuid: string,
  input: DeclareInput,
) {
  const fec = await requireFec(deps.db, caller, fecUuid, 'write');
  if (!caller.can.fec.extra.edit) throw forbidden();
  let result: number | null =
    input.result === undefined || input.result === null ? null : Math.round(input.result * 100);
  let boxes: Record<string, number> = {};
  let source: 'form' | 'csv' = 'form';
  if (input.csv !== undefined) {
    const parsed = parseDeclaredTaxReturnCsv(input.csv);
    if (parsed.errors.length) {
      throw badRequest(
        MSG.declaredCsvInvalid,
        parsed.errors.map((e) => ({ field: `csv:${e.line}`, message: e.message })),
      );
    }
    if (Object.keys(parsed.declared.boxes).length === 0 && parsed.declared.result === null) {
      throw badRequest(MSG.declaredCsvEmpty);
    }
    boxes = parsed.declared.boxes;
    if (parsed.declared.result !== null) result = parsed.declared.result;
    else if (input.result === undefined) result = (await declaredOf(deps.db, fecUuid))?.result ?? null;
    source = 'csv';
  } else {
    const errors = Object.entries(input.boxes ?? {}).flatMap(([code, euros]) =>
      !/^([A-Z]{2}|\d{3})$/.test(code)
        ? [{ field: `boxes.${code}`, message: `Code de case « ${code} » inconnu.` }]
        : !Number.isFinite(euros)
          ? [{ field: `boxes.${code}`, message: 'Le montant doit être un nombre.' }]
          : [],
    );
    if (errors.length) throw badRequest(MSG.invalidFields, errors);
    boxes = Object.fromEntries(Object.entries(input.boxes ?? {}).map(([c, v]) => [c, Math.round(v)]));
  }
  await saveDeclared(deps.db, {
    fecUuid: fec.uuid,
    accountUuid: caller.account.uuid,
    result,
    boxes,
    source,
    updatedBy: caller.user.uuid,
    now: deps.now(),
  });
  const saved = await declaredFor(deps.db, fec.uuid);
  return { fecUuid: fec.uuid, ...saved.declared, source: saved.source, updatedAt: saved.updatedAt };
}
