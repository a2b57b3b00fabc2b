/**
 * The grand livre's order and its running balance, built once from the FEC (ledger-index.ts): à-nouveaux first,
 * then by date, EcritureNum and file line, whatever the file's order; each auxiliary account's own ledger; the
 * same ledger whether the build sorts in memory or through its spill file; and, for any file, the last running
 * balance of every account and auxiliary account is its closing balance in the engine's trial balance.
 */
import fc from 'fast-check';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { analyseStream } from '../../../engine/src/index';
import { localStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import {
  allLedgerLines,
  buildLedger,
  CHUNK,
  readAuxiliaries,
  readLedgerIndex,
  readLedgerPage,
  type LedgerAccount,
  type LedgerIndex,
  type LedgerLine,
} from './ledger-index';
import { compareNatural } from './ledger-order';

const HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';

interface Line {
  journal: string;
  num: string;
  date: string;
  account: string;
  aux?: string;
  lib: string;
  debit: number;
  credit: number;
}

const JOURNALS: Record<string, string> = {
  AN: 'A nouveaux',
  VT: 'Ventes',
  AC: 'Achats',
  BQ: 'Banque',
  OD: 'Opérations diverses',
};
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const fecText = (lines: Line[]) =>
  [
    HEADER,
    ...lines.map((l) =>
      [
        l.journal,
        JOURNALS[l.journal] ?? l.journal,
        l.num,
        l.date,
        l.account,
        `Compte ${l.account}`,
        l.aux ?? '',
        l.aux ? `Tiers ${l.aux}` : '',
        `P${l.num}`,
        l.date,
        l.lib,
        euros(l.debit),
        euros(l.credit),
        '',
        '',
        l.date,
        '',
        '',
      ].join('\t'),
    ),
  ].join('\n') + '\n';

let work: string;
let storage: Storage;
let builds = 0;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ledger-order-'));
  storage = localStorage(join(work, 'store'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function build(text: string, options: { buffered?: number; readSize?: number } = {}) {
  const uuid = `ledger-${++builds}`;
  const path = join(work, `${uuid}.txt`);
  await writeFile(path, text);
  const index = await buildLedger(storage, uuid, path, options);
  return { uuid, index };
}

async function all(uuid: string, account: LedgerAccount): Promise<LedgerLine[]> {
  const lines: LedgerLine[] = [];
  for await (const l of allLedgerLines(storage, uuid, account)) lines.push(l);
  return lines;
}

/** Every ledger of a build: `account` and `account/aux` → its lines. */
async function everyLedger(uuid: string, index: LedgerIndex) {
  const out = new Map<string, LedgerLine[]>();
  for (const [account, entry] of Object.entries(index.accounts)) {
    out.set(account, await all(uuid, entry));
    for (const [aux, a] of Object.entries((await readAuxiliaries(storage, uuid, entry)) ?? {})) {
      out.set(`${account}/${aux}`, await all(uuid, a));
    }
  }
  return out;
}

describe('the order of the grand livre', () => {
  it('lists an account’s lines à-nouveaux first, then by date, EcritureNum and line, the balance in that order', async () => {
    // In the file: journal by journal (as many programs export), the à-nouveaux last, numbers 9 and 10 in
    // text order, two lines of one entry on one date.
    const { uuid, index } = await build(
      fecText([
        {
          journal: 'VT',
          num: '10',
          date: '20240301',
          account: '411000',
          lib: 'Facture 10',
          debit: 5000,
          credit: 0,
        },
        {
          journal: 'VT',
          num: '10',
          date: '20240301',
          account: '706000',
          lib: 'Facture 10',
          debit: 0,
          credit: 5000,
        },
        {
          journal: 'VT',
          num: '9',
          date: '20240301',
          account: '411000',
          lib: 'Facture 9',
          debit: 3000,
          credit: 0,
        },
        {
          journal: 'VT',
          num: '9',
          date: '20240301',
          account: '706000',
          lib: 'Facture 9',
          debit: 0,
          credit: 3000,
        },
        {
          journal: 'VT',
          num: '2',
          date: '20240110',
          account: '411000',
          lib: 'Facture 2',
          debit: 1000,
          credit: 0,
        },
        {
          journal: 'VT',
          num: '2',
          date: '20240110',
          account: '706000',
          lib: 'Facture 2',
          debit: 0,
          credit: 1000,
        },
        {
          journal: 'BQ',
          num: '4',
          date: '20240205',
          account: '512000',
          lib: 'Règlement 2',
          debit: 1000,
          credit: 0,
        },
        {
          journal: 'BQ',
          num: '4',
          date: '20240205',
          account: '411000',
          lib: 'Règlement 2a',
          debit: 0,
          credit: 600,
        },
        {
          journal: 'BQ',
          num: '4',
          date: '20240205',
          account: '411000',
          lib: 'Règlement 2b',
          debit: 0,
          credit: 400,
        },
        {
          journal: 'AN',
          num: '1',
          date: '20240101',
          account: '411000',
          lib: 'À nouveau',
          debit: 20000,
          credit: 0,
        },
        {
          journal: 'AN',
          num: '1',
          date: '20240101',
          account: '110000',
          lib: 'À nouveau',
          debit: 0,
          credit: 20000,
        },
      ]),
    );
    const ledger = await all(uuid, index.accounts['411000']!);
    expect(ledger.map((l) => [l.ecritureLib, l.balance])).toEqual([
      ['À nouveau', 20000],
      ['Facture 2', 21000],
      ['Règlement 2a', 20400],
      ['Règlement 2b', 20000],
      ['Facture 9', 23000],
      ['Facture 10', 28000],
    ]);
    expect(index.accounts['411000']).toMatchObject({ lines: 6, debit: 29000, credit: 1000 });
    // A page reads the same order, its balance carried over.
    const page = await readLedgerPage(storage, uuid, index.accounts['411000']!, 3, 2);
    expect(page.map((l) => [l.ecritureLib, l.balance])).toEqual([
      ['Règlement 2b', 20000],
      ['Facture 9', 23000],
    ]);
  });

  it('puts an opening entry first even when dated later, and a line without a date last', async () => {
    const { uuid, index } = await build(
      fecText([
        {
          journal: 'OD',
          num: '5',
          date: '20240102',
          account: '512000',
          lib: 'Virement',
          debit: 700,
          credit: 0,
        },
        {
          journal: 'OD',
          num: '5',
          date: '20240102',
          account: '580000',
          lib: 'Virement',
          debit: 0,
          credit: 700,
        },
        { journal: 'OD', num: '6', date: '', account: '512000', lib: 'Sans date', debit: 0, credit: 100 },
        { journal: 'OD', num: '6', date: '', account: '580000', lib: 'Sans date', debit: 100, credit: 0 },
        // À-nouveaux dated at the end of the first month (some programs date them so).
        {
          journal: 'AN',
          num: '1',
          date: '20240131',
          account: '512000',
          lib: 'Report',
          debit: 1500,
          credit: 0,
        },
        {
          journal: 'AN',
          num: '1',
          date: '20240131',
          account: '101000',
          lib: 'Report',
          debit: 0,
          credit: 1500,
        },
      ]),
    );
    const ledger = await all(uuid, index.accounts['512000']!);
    expect(ledger.map((l) => [l.ecritureLib, l.balance])).toEqual([
      ['Report', 1500],
      ['Virement', 2200],
      ['Sans date', 2100],
    ]);
  });

  it('compares entry numbers as people do', () => {
    const sorted = ['VT10', 'VT9', 'AC2', '10', '9', '009', 'VT010', 'VT1a', 'VT1'].sort(compareNatural);
    expect(sorted).toEqual(['9', '009', '10', 'AC2', 'VT1', 'VT1a', 'VT9', 'VT10', 'VT010']);
  });
});

describe('auxiliary ledgers', () => {
  it('gives each auxiliary account its lines within its collective account, with their own balance', async () => {
    const lines: Line[] = [];
    // Three customers of 1,500 lines each, interleaved: their ledgers cross the chunks of their series.
    for (let i = 0; i < 1500; i++) {
      for (const aux of ['C10', 'C2', 'C1']) {
        const num = String(i * 3 + ['C10', 'C2', 'C1'].indexOf(aux) + 1);
        const date = `2024${String(12 - (i % 12)).padStart(2, '0')}15`;
        lines.push({
          journal: 'VT',
          num,
          date,
          account: '411000',
          aux,
          lib: `F${aux}-${i}`,
          debit: 100,
          credit: 0,
        });
        lines.push({
          journal: 'VT',
          num,
          date,
          account: '706000',
          lib: `F${aux}-${i}`,
          debit: 0,
          credit: 100,
        });
      }
    }
    lines.push({
      journal: 'VT',
      num: '9000',
      date: '20240601',
      account: '401000',
      aux: 'F1',
      lib: 'Avoir',
      debit: 50,
      credit: 0,
    });
    lines.push({
      journal: 'VT',
      num: '9000',
      date: '20240601',
      account: '411000',
      aux: 'F1',
      lib: 'Avoir',
      debit: 0,
      credit: 50,
    });
    const { uuid, index } = await build(fecText(lines));
    const general = index.accounts['411000']!;
    const auxiliaries = (await readAuxiliaries(storage, uuid, general))!;
    expect(Object.keys(auxiliaries)).toEqual(['C1', 'C2', 'C10', 'F1']);
    expect(auxiliaries['C2']).toMatchObject({ label: 'Tiers C2', lines: 1500, debit: 150000, credit: 0 });
    // The same auxiliary in another collective account is another ledger.
    expect(Object.keys((await readAuxiliaries(storage, uuid, index.accounts['401000']!))!)).toEqual(['F1']);
    expect(await readAuxiliaries(storage, uuid, index.accounts['706000']!)).toBeNull();

    const c2 = await all(uuid, auxiliaries['C2']!);
    expect(c2).toHaveLength(1500);
    expect(c2.every((l) => l.compAuxNum === 'C2')).toBe(true);
    expect(c2.map((l) => l.balance)).toEqual(c2.map((_l, i) => (i + 1) * 100));
    const dates = c2.map((l) => l.ecritureDate);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    // A page inside the chunk boundary of the shared series reads the same lines as the whole ledger.
    for (const [offset, limit] of [
      [0, 10],
      [495, 20],
      [CHUNK - 1500 - 1, 2],
      [1490, 50],
    ] as const) {
      const page = await readLedgerPage(storage, uuid, auxiliaries['C2']!, offset, limit);
      expect(page).toEqual(c2.slice(offset, offset + limit));
    }
    // The general account's ledger still has every line, in ledger order.
    const all411 = await all(uuid, general);
    expect(all411).toHaveLength(4501);
    expect(all411.at(-1)!.balance).toBe(450000 - 50);
  });
});

describe('memory bounded by the spill file', () => {
  it('builds the same ledgers through sorted runs as in memory', async () => {
    const lines: Line[] = [];
    for (let i = 0; i < 3000; i++) {
      const date = `2024${String(((i * 7) % 12) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}`;
      const aux = `C${i % 37}`;
      lines.push({
        journal: i % 5 === 0 ? 'BQ' : 'VT',
        num: String(3000 - i),
        date,
        account: '411000',
        aux,
        lib: `L${i}`,
        debit: i,
        credit: 0,
      });
      lines.push({
        journal: i % 5 === 0 ? 'BQ' : 'VT',
        num: String(3000 - i),
        date,
        account: `70${i % 3}000`,
        lib: `L${i}`,
        debit: 0,
        credit: i,
      });
    }
    const text = fecText(lines);
    const inMemory = await build(text);
    const spilled = await build(text, { buffered: 500, readSize: 4096 });
    const a = await everyLedger(inMemory.uuid, inMemory.index);
    const b = await everyLedger(spilled.uuid, spilled.index);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [key, ledger] of a) expect([key, b.get(key)]).toEqual([key, ledger]);
  });
});

describe('for any FEC', () => {
  const line = fc.record({
    journal: fc.constantFrom('AN', 'VT', 'AC', 'BQ', 'OD'),
    num: fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), fc.constantFrom('VT9', 'VT10', 'A1', 'A2')),
    date: fc.oneof(
      fc
        .integer({ min: 1, max: 12 })
        .chain((m) =>
          fc
            .integer({ min: 1, max: 28 })
            .map((d) => `2024${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`),
        ),
      fc.constant('20240101'),
    ),
    account: fc.constantFrom('101000', '401000', '411000', '512000', '607000', '706000'),
    aux: fc.option(fc.constantFrom('C1', 'C2', 'F1', 'F10'), { nil: undefined }),
    lib: fc.constantFrom('Facture', 'Règlement', 'Report'),
    // Signed amounts are legal in a FEC (a leading minus).
    debit: fc.integer({ min: -100_000, max: 1_000_000 }),
    credit: fc.integer({ min: 0, max: 1_000_000 }),
  });

  const numbers = new Intl.Collator('fr', { numeric: true });

  it('orders each ledger and ends it on the trial balance’s closing balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 120 }),
        fc.boolean(),
        async (lines, spill) => {
          const text = fecText(lines);
          const { uuid, index } = await build(text, spill ? { buffered: 8, readSize: 512 } : {});
          const analysis = await analyseStream(Readable.from([Buffer.from(text, 'utf8')]), {
            fileName: 'fec.txt',
            controls: [],
          });
          const trialBalance = analysis.report!.statements!.trialBalance;
          const ledgers = await everyLedger(uuid, index);
          expect(ledgers.size).toBe(trialBalance.length);
          for (const row of trialBalance) {
            const ledger = ledgers.get(row.aux === null ? row.account : `${row.account}/${row.aux}`)!;
            expect(ledger).toHaveLength(row.lines);
            expect(ledger.at(-1)!.balance).toBe(row.closingDebit - row.closingCredit);
            // The order, said independently of ledger-order.ts.
            const expected = [...ledger].sort(
              (x, y) =>
                Number(y.journalCode === 'AN') - Number(x.journalCode === 'AN') ||
                x.ecritureDate - y.ecritureDate ||
                numbers.compare(x.ecritureNum, y.ecritureNum) ||
                x.line - y.line,
            );
            expect(ledger.map((l) => l.line)).toEqual(expected.map((l) => l.line));
          }
          await storage.deletePrefix(`analyses/${uuid}/`);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a ledger built before the ledger order', () => {
  it('is not read: its index is of an earlier version', async () => {
    const { uuid } = await build(
      fecText([
        { journal: 'VT', num: '1', date: '20240101', account: '411000', lib: 'F', debit: 1, credit: 0 },
        { journal: 'VT', num: '1', date: '20240101', account: '706000', lib: 'F', debit: 0, credit: 1 },
      ]),
    );
    expect(await readLedgerIndex(storage, uuid)).not.toBeNull();
    await storage.put(
      `analyses/${uuid}/ledger/index.json`,
      Readable.from([Buffer.from(JSON.stringify({ version: 1, accounts: {} }))]),
    );
    expect(await readLedgerIndex(storage, uuid)).toBeNull();
  });
});
