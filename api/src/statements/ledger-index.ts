import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { DiagnosticCollector, FecReader, type FecLine } from '../../../engine/src/index';
import type { Storage } from '../storage/storage';

/**
 * The general ledger of an analysis, built once from its FEC and kept in storage: each account's lines in
 * chunks of CHUNK lines (`analyses/{uuid}/ledger/{n}-{chunk}.tsv`) and an index (`index.json`) with each
 * account's totals and the balance before each chunk. A page then reads one or two small objects, whatever
 * the file's size — the ledger of an account of 200,000 lines answers as fast as one of 20.
 */

export const CHUNK = 2000;
/** Written last: its presence means the ledger is complete. */
export const ledgerIndexKey = (analysisUuid: string) => `analyses/${analysisUuid}/ledger/index.json`;
const chunkKey = (analysisUuid: string, ordinal: number, chunk: number) =>
  `analyses/${analysisUuid}/ledger/${ordinal}-${chunk}.tsv`;

export interface LedgerAccount {
  /** Position of the account (names its chunks: an account number is someone else's text). */
  ordinal: number;
  label: string;
  lines: number;
  debit: number;
  credit: number;
  /** Balance (debit − credit, cents) before each chunk's first line. */
  chunkBalances: number[];
}

export interface LedgerIndex {
  version: 1;
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

const clean = (s: string) =>
  s.includes('\t') || s.includes('\n') || s.includes('\r') ? s.replace(/[\t\r\n]/g, ' ') : s;

const record = (l: FecLine) =>
  `${l.line}\t${clean(l.journalCode)}\t${clean(l.ecritureNum)}\t${l.ecritureDate || 0}\t${clean(l.pieceRef)}\t${clean(
    l.ecritureLib,
  )}\t${clean(l.compAuxNum)}\t${l.debit}\t${l.credit}\n`;

interface Building {
  account: LedgerAccount;
  buffer: string;
  inChunk: number;
  balance: number;
}

/** One pass over the FEC: every account's lines, in file order, written chunk by chunk. */
export async function buildLedger(
  storage: Storage,
  analysisUuid: string,
  fecPath: string,
): Promise<LedgerIndex> {
  const accounts = new Map<string, Building>();
  const ready: { key: string; text: string }[] = [];
  const chunkCount = (b: Building) => b.account.chunkBalances.length;
  const flush = (b: Building) => {
    ready.push({ key: chunkKey(analysisUuid, b.account.ordinal, chunkCount(b) - 1), text: b.buffer });
    b.buffer = '';
    b.inChunk = 0;
  };
  const reader = new FecReader({
    diagnostics: new DiagnosticCollector(10),
    onLine: (l) => {
      let b = accounts.get(l.compteNum);
      if (!b) {
        b = {
          account: {
            ordinal: accounts.size,
            label: l.compteLib,
            lines: 0,
            debit: 0,
            credit: 0,
            chunkBalances: [],
          },
          buffer: '',
          inChunk: 0,
          balance: 0,
        };
        accounts.set(l.compteNum, b);
      }
      if (b.inChunk === 0) b.account.chunkBalances.push(b.balance);
      b.buffer += record(l);
      b.inChunk += 1;
      b.account.lines += 1;
      b.account.debit += l.debit;
      b.account.credit += l.credit;
      b.balance += l.debit - l.credit;
      if (!b.account.label && l.compteLib) b.account.label = l.compteLib;
      if (b.inChunk === CHUNK) flush(b);
    },
  });
  const put = async () => {
    for (const { key, text } of ready.splice(0)) {
      await storage.put(key, Readable.from([Buffer.from(text, 'utf8')]), {
        contentType: 'text/plain; charset=utf-8',
      });
    }
  };
  for await (const chunk of createReadStream(fecPath, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    reader.push(chunk);
    if (reader.failed) break;
    await put();
  }
  reader.end();
  for (const b of accounts.values()) if (b.inChunk > 0) flush(b);
  await put();
  const index: LedgerIndex = {
    version: 1,
    accounts: Object.fromEntries([...accounts].map(([k, b]) => [k, b.account])),
  };
  await storage.put(
    ledgerIndexKey(analysisUuid),
    Readable.from([Buffer.from(JSON.stringify(index), 'utf8')]),
    {
      contentType: 'application/json',
    },
  );
  return index;
}

async function text(storage: Storage, key: string): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of (await storage.get(key)) as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

export async function readLedgerIndex(storage: Storage, analysisUuid: string): Promise<LedgerIndex | null> {
  const key = ledgerIndexKey(analysisUuid);
  if (!(await storage.exists(key))) return null;
  return JSON.parse(await text(storage, key)) as LedgerIndex;
}

/** Lines [offset, offset + limit) of one account, with their running balance: reads only the chunks needed. */
export async function readLedgerPage(
  storage: Storage,
  analysisUuid: string,
  account: LedgerAccount,
  offset: number,
  limit: number,
): Promise<LedgerLine[]> {
  const end = Math.min(account.lines, offset + limit);
  const lines: LedgerLine[] = [];
  for (let chunk = Math.floor(offset / CHUNK); chunk * CHUNK < end; chunk++) {
    const rows = (await text(storage, chunkKey(analysisUuid, account.ordinal, chunk))).split('\n');
    // Each record ends with its newline: the last piece is empty.
    const count = Math.min(CHUNK, rows.length - 1);
    let balance = account.chunkBalances[chunk] ?? 0;
    for (let i = 0; i < count && chunk * CHUNK + i < end; i++) {
      const f = rows[i]!.split('\t');
      const debit = Number(f[7]) || 0;
      const credit = Number(f[8]) || 0;
      balance += debit - credit;
      if (chunk * CHUNK + i < offset) continue;
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
