import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { DiagnosticCollector, FecReader, type FecLine } from '../../../engine/src/index';
import { isOpeningJournal } from '../../../engine/src/model/accounting';
import { own } from '../../../engine/src/util/strings';
import type { Storage } from '../storage/storage';
import { compareLedgerKeys, compareNatural, SpillFile, type LedgerRecord, type Run } from './ledger-order';

/**
 * The general ledger of an analysis, built once from its FEC and kept in storage: each account's lines in
 * ledger order (à-nouveaux, then date, EcritureNum and file line: ledger-order.ts) in chunks of CHUNK lines
 * (`analyses/{uuid}/ledger/v2-{n}-{chunk}.tsv`), and an index (`index.json`) with each account's totals and the
 * balance before each chunk. The auxiliary ledgers (CompAuxNum) of a general account follow one another in one
 * more series of chunks (by CompAuxNum, each in ledger order; thousands of customers do not make thousands of
 * small objects), each located by its start and listed in its account's own small index (`v2-aux-{n}.json`),
 * so that the main index stays small. A page then reads the index and one or two small objects, whatever the
 * file's size — the ledger of an account of 200,000 lines answers as fast as one of 20: the sort is paid once,
 * at build time.
 *
 * Memory: the build holds at most BUFFERED lines in memory (about 25 MB of records); past it, the accounts holding the
 * most lines are sorted and written as runs to one temporary file, merged back in order at the end, a few
 * kilobytes per run (ledger-order.ts). A 1M-line FEC is sorted in bounded memory whatever its shape.
 */

export const CHUNK = 2000;
/** Lines held in memory while building (an aux line counts twice: its account's and its auxiliary's). */
export const BUFFERED = 100_000;
const VERSION = 2;
/** Written last: its presence means the ledger is complete. */
export const ledgerIndexKey = (analysisUuid: string) => `analyses/${analysisUuid}/ledger/index.json`;
const chunkKey = (analysisUuid: string, ordinal: number, chunk: number) =>
  `analyses/${analysisUuid}/ledger/v2-${ordinal}-${chunk}.tsv`;
const auxIndexKey = (analysisUuid: string, ordinal: number) =>
  `analyses/${analysisUuid}/ledger/v2-aux-${ordinal}.json`;
/** Version 1 (file order) named its chunks without a prefix: removed once version 2 is written. */
const v1ChunkKey = (analysisUuid: string, ordinal: number, chunk: number) =>
  `analyses/${analysisUuid}/ledger/${ordinal}-${chunk}.tsv`;

export interface LedgerAccount {
  /** The series of chunks holding its lines (names them: an account number is someone else's text). */
  ordinal: number;
  /** Position of its first line in the series (an auxiliary ledger shares its series; 0 otherwise). */
  start?: number;
  label: string;
  lines: number;
  debit: number;
  credit: number;
  /**
   * Its balance (debit − credit, cents) before its first line in each chunk it spans, from the chunk holding
   * its first line on.
   */
  chunkBalances: number[];
  /** Auxiliary accounts with lines in this account (their ledgers are in `v2-aux-{ordinal}.json`). */
  auxiliaries?: number;
}

export interface LedgerIndex {
  version: typeof VERSION;
  accounts: Record<string, LedgerAccount>;
}

export interface LedgerLine {
  line: number;
  journalCode: string;
  ecritureNum: string;
  /** AAAAMMJJ (0 when absent). */
  ecritureDate: number;
  pieceRef: string;
  ecritureLib: string;
  compAuxNum: string;
  debit: number;
  credit: number;
  /** Running balance after this line (debit − credit, cents). */
  balance: number;
}

const BREAKS = /[\t\r\n]/;
/** A field as one TSV cell (a FEC separated by `;` or `|` may hold a tab). */
const clean = (s: string) => (BREAKS.test(s) ? s.replace(/[\t\r\n]/g, ' ') : s);

/** line, journal, num, date, piece, label, aux, debit, credit, opening (1/0). */
const recordText = (l: FecLine, opening: boolean) =>
  `${l.line}\t${clean(l.journalCode)}\t${clean(l.ecritureNum)}\t${l.ecritureDate || 0}\t${clean(l.pieceRef)}\t${clean(
    l.ecritureLib,
  )}\t${clean(l.compAuxNum)}\t${l.debit}\t${l.credit}\t${opening ? 1 : 0}\n`;

interface Series {
  account: LedgerAccount;
  /** Lines not yet written, in file order. */
  pending: LedgerRecord[];
  /** Sorted runs already in the spill file. */
  runs: Run[];
}

interface GeneralSeries extends Series {
  aux: Map<string, Series>;
}

const newSeries = (): Series => ({
  account: { ordinal: -1, label: '', lines: 0, debit: 0, credit: 0, chunkBalances: [] },
  pending: [],
  runs: [],
});

/** Writes series one after the other into one series of chunks of CHUNK lines. */
class ChunkWriter {
  private position = 0;
  private chunk = 0;
  private text: string[] = [];

  constructor(
    private readonly storage: Storage,
    private readonly analysisUuid: string,
    readonly ordinal: number,
  ) {}

  /** Appends a series' lines in ledger order (from memory, or merged from its runs in the spill file). */
  async write(s: Series, spill: SpillFile | null): Promise<void> {
    const account = s.account;
    const start = this.position;
    account.ordinal = this.ordinal;
    if (start > 0) account.start = start;
    let balance = 0;
    const emit = (r: LedgerRecord) => {
      if (this.position === start || this.text.length === 0) account.chunkBalances.push(balance);
      this.text.push(r.text);
      balance += r.delta;
      this.position += 1;
      return this.text.length === CHUNK ? this.flush() : undefined;
    };
    if (s.runs.length === 0) {
      for (const r of s.pending.sort(compareLedgerKeys)) {
        const pending = emit(r);
        if (pending) await pending;
      }
    } else {
      if (s.pending.length > 0) s.runs.push(await spill!.append(s.pending.sort(compareLedgerKeys)));
      await spill!.merge(s.runs, emit);
    }
    s.pending = [];
  }

  async flush(): Promise<void> {
    if (this.text.length === 0) return;
    const text = this.text.join('');
    this.text = [];
    await putText(this.storage, chunkKey(this.analysisUuid, this.ordinal, this.chunk++), text);
  }
}

/** One pass over the FEC gathers every account's lines; each account is then written in ledger order. */
export async function buildLedger(
  storage: Storage,
  analysisUuid: string,
  fecPath: string,
  /** Tests only: a smaller budget and reads, to sort through the spill file. */
  options: { buffered?: number; readSize?: number } = {},
): Promise<LedgerIndex> {
  const budget = options.buffered ?? BUFFERED;
  const accounts = new Map<string, GeneralSeries>();
  const openingByJournal = new Map<string, boolean>();
  let buffered = 0;
  let spill: SpillFile | null = null;

  const add = (s: Series, r: LedgerRecord, l: FecLine, label: string) => {
    s.pending.push(r);
    s.account.lines += 1;
    s.account.debit += l.debit;
    s.account.credit += l.credit;
    if (!s.account.label && label) s.account.label = own(label);
    buffered += 1;
  };
  const reader = new FecReader({
    diagnostics: new DiagnosticCollector(10),
    onLine: (l) => {
      let opening = openingByJournal.get(l.journalCode);
      if (opening === undefined) {
        opening = isOpeningJournal(l.journalCode, l.journalLib);
        openingByJournal.set(own(l.journalCode), opening);
      }
      // Copied (own): a slice of the line would keep the whole chunk of the file it was read from alive.
      const r: LedgerRecord = {
        opening,
        date: l.ecritureDate || 0,
        ecritureNum: own(l.ecritureNum),
        line: l.line,
        delta: l.debit - l.credit,
        text: own(recordText(l, opening)),
      };
      let g = accounts.get(l.compteNum);
      if (!g) {
        g = { ...newSeries(), aux: new Map() };
        accounts.set(own(l.compteNum), g);
      }
      add(g, r, l, l.compteLib);
      if (l.compAuxNum !== '') {
        let a = g.aux.get(l.compAuxNum);
        if (!a) {
          a = newSeries();
          g.aux.set(own(l.compAuxNum), a);
        }
        add(a, r, l, l.compAuxLib);
      }
    },
  });

  const allSeries = function* () {
    for (const g of accounts.values()) {
      yield g as Series;
      yield* g.aux.values();
    }
  };
  /** Writes the largest pending series as sorted runs until half the budget is free. */
  const spillLargest = async () => {
    spill ??= await SpillFile.create();
    const largest = [...allSeries()].filter((s) => s.pending.length > 0);
    largest.sort((a, b) => b.pending.length - a.pending.length);
    for (const s of largest) {
      if (buffered <= budget / 2) break;
      s.runs.push(await spill.append(s.pending.sort(compareLedgerKeys)));
      buffered -= s.pending.length;
      s.pending = [];
    }
  };

  try {
    for await (const chunk of createReadStream(fecPath, {
      highWaterMark: options.readSize ?? 1 << 20,
    }) as AsyncIterable<Buffer>) {
      reader.push(chunk);
      if (reader.failed) break;
      if (buffered > budget) await spillLargest();
    }
    reader.end();

    let ordinals = 0;
    for (const g of accounts.values()) {
      const general = new ChunkWriter(storage, analysisUuid, ordinals++);
      await general.write(g, spill);
      await general.flush();
      if (g.aux.size === 0) continue;
      const auxiliaries = [...g.aux].sort(([a], [b]) => compareNatural(a, b));
      const writer = new ChunkWriter(storage, analysisUuid, ordinals++);
      for (const [, a] of auxiliaries) await writer.write(a, spill);
      await writer.flush();
      g.account.auxiliaries = g.aux.size;
      const auxIndex = Object.fromEntries(auxiliaries.map(([k, a]) => [k, a.account]));
      await putText(storage, auxIndexKey(analysisUuid, g.account.ordinal), JSON.stringify(auxIndex));
    }
  } finally {
    await (spill as SpillFile | null)?.close();
  }
  const index: LedgerIndex = {
    version: VERSION,
    accounts: Object.fromEntries([...accounts].map(([k, g]) => [k, g.account])),
  };
  await putText(storage, ledgerIndexKey(analysisUuid), JSON.stringify(index));
  return index;
}

async function putText(storage: Storage, key: string, text: string): Promise<void> {
  await storage.put(key, Readable.from([Buffer.from(text, 'utf8')]), {
    contentType: key.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8',
  });
}

async function text(storage: Storage, key: string): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of (await storage.get(key)) as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The stored index when it is of this version; null when there is none, or one of an earlier version (built in
 * file order: rebuilt, see `removeStaleLedger`).
 */
export async function readLedgerIndex(storage: Storage, analysisUuid: string): Promise<LedgerIndex | null> {
  const key = ledgerIndexKey(analysisUuid);
  if (!(await storage.exists(key))) return null;
  const index = JSON.parse(await text(storage, key)) as { version?: number };
  return index.version === VERSION ? (index as LedgerIndex) : null;
}

/**
 * Removes the chunks of an earlier version's ledger (its index lists them), before version 2 is built: the
 * index is overwritten last, so a reader finds either no index or a complete one.
 */
export async function removeStaleLedger(storage: Storage, analysisUuid: string): Promise<void> {
  const key = ledgerIndexKey(analysisUuid);
  if (!(await storage.exists(key))) return;
  const stale = JSON.parse(await text(storage, key)) as {
    version?: number;
    accounts?: Record<string, { ordinal: number; chunkBalances: number[] }>;
  };
  if (stale.version === VERSION) return;
  await storage.delete(key);
  for (const a of Object.values(stale.accounts ?? {})) {
    for (let c = 0; c < a.chunkBalances.length; c++) {
      await storage.delete(v1ChunkKey(analysisUuid, a.ordinal, c)).catch(() => undefined);
    }
  }
}

/** The auxiliary accounts of a general account (null when it has none). */
export async function readAuxiliaries(
  storage: Storage,
  analysisUuid: string,
  account: LedgerAccount,
): Promise<Record<string, LedgerAccount> | null> {
  if (!account.auxiliaries) return null;
  return JSON.parse(await text(storage, auxIndexKey(analysisUuid, account.ordinal))) as Record<
    string,
    LedgerAccount
  >;
}

/** Lines [offset, offset + limit) of one account, with their running balance: reads only the chunks needed. */
export async function readLedgerPage(
  storage: Storage,
  analysisUuid: string,
  account: LedgerAccount,
  offset: number,
  limit: number,
): Promise<LedgerLine[]> {
  // Positions in the account's series of chunks (an auxiliary ledger starts within its series).
  const start = account.start ?? 0;
  const firstChunk = Math.floor(start / CHUNK);
  const from = start + offset;
  const to = start + Math.min(account.lines, offset + limit);
  const lines: LedgerLine[] = [];
  for (let chunk = Math.floor(from / CHUNK); chunk * CHUNK < to; chunk++) {
    const rows = (await text(storage, chunkKey(analysisUuid, account.ordinal, chunk))).split('\n');
    let balance = account.chunkBalances[chunk - firstChunk] ?? 0;
    const end = Math.min(to, (chunk + 1) * CHUNK);
    for (let p = Math.max(start, chunk * CHUNK); p < end; p++) {
      const row = rows[p - chunk * CHUNK] ?? '';
      const f = row.split('\t', 9);
      const debit = Number(f[7]) || 0;
      const credit = Number(f[8]) || 0;
      balance += debit - credit;
      if (p < from) continue;
      lines.push({
        line: Number(f[0]) || 0,
        journalCode: f[1] ?? '',
        ecritureNum: f[2] ?? '',
        ecritureDate: Number(f[3]) || 0,
        pieceRef: f[4] ?? '',
        ecritureLib: f[5] ?? '',
        compAuxNum: f[6] ?? '',
        debit,
        credit,
        balance,
      });
    }
  }
  return lines;
}

/** Every line of one account (the Excel export of chosen accounts). */
export async function* allLedgerLines(
  storage: Storage,
  analysisUuid: string,
  account: LedgerAccount,
): AsyncGenerator<LedgerLine> {
  for (let offset = 0; offset < account.lines; offset += CHUNK) {
    yield* await readLedgerPage(storage, analysisUuid, account, offset, CHUNK);
  }
}
