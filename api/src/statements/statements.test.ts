import ExcelJS from 'exceljs';
import type { TestDatabase } from '../../../platform/db';
import { json } from '../db/database';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { buildLedger, readLedgerPage } from './ledger-index';
import { seedStatementsFec, statementsFixture } from './testing';
import type { SeededAnalysedFec } from '../reports/testing';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let fec: SeededAnalysedFec;

type Body<T> = { data: { data: T }; message?: string; errors?: { field: string; message: string }[] };
type Row = { account: string; aux: string | null; closingDebit: number; closingCredit: number };

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  owner = await h.newOwner();
  fec = await seedStatementsFec(h, owner);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const get = <T>(path: string, query?: Record<string, string>) =>
  h.call<Body<T>>('GET', path, { token: owner.accessToken, query });

describe('trial balance', () => {
  it('pages the balance générale with the totals of every filtered line, balanced', async () => {
    const r = await get<{ items: Row[]; total: number; totals: Record<string, number> }>(
      `/v1/analyses/${fec.analysisUuid}/trial-balance`,
      { limit: '2', offset: '1' },
    );
    expect(r.status).toBe(200);
    const page = r.body.data.data;
    expect(page.total).toBe(6);
    expect(page.items.map((i) => i.account)).toEqual(['411000', '445710']);
    expect(page.totals).toMatchObject({
      debit: 270000,
      credit: 270000,
      closingDebit: 150000,
      closingCredit: 150000,
    });
  });

  it('filters: auxiliary, class, account range, non-zero', async () => {
    const url = `/v1/analyses/${fec.analysisUuid}/trial-balance`;
    const aux = await get<{ items: Row[] }>(url, { kind: 'auxiliary' });
    expect(aux.body.data.data.items.map((i) => `${i.account}/${i.aux}`)).toEqual([
      '401000/F001',
      '411000/C001',
    ]);
    const six = await get<{ items: Row[] }>(url, { class: '6' });
    expect(six.body.data.data.items.map((i) => i.account)).toEqual(['607000']);
    const range = await get<{ items: Row[] }>(url, { from: '41', to: '445', non_zero: 'true' });
    // 411000 is settled (no balance) but has movements: it stays.
    expect(range.body.data.data.items.map((i) => i.account)).toEqual(['411000', '445710']);
  });

  it('exports the CSV accounting software imports', async () => {
    const r = await h.call<string>('GET', `/v1/analyses/${fec.analysisUuid}/trial-balance.csv`, {
      token: owner.accessToken,
    });
    expect(r.status).toBe(200);
    const lines = String(r.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('compte;libellé;débit;crédit;solde');
    expect(lines).toContain('512000;Banque;1200,00;0,00;1200,00');
    expect(lines).toContain('706000;Prestations de services;0,00;1000,00;-1000,00');
  });
});

describe('general ledger', () => {
  it('answers an account’s lines with the running balance, from an index built once', async () => {
    const r = await get<{
      items: { debit: number; credit: number; balance: number; ecritureLib: string }[];
      total: number;
      balance: number;
    }>(`/v1/analyses/${fec.analysisUuid}/ledger`, { account: '411000' });
    expect(r.status).toBe(200);
    const ledger = r.body.data.data;
    expect(ledger.total).toBe(2);
    expect(ledger.items.map((l) => l.balance)).toEqual([120000, 0]);
    expect(ledger.balance).toBe(0);
    expect(await h.deps.storage.exists(`analyses/${fec.analysisUuid}/ledger/index.json`)).toBe(true);
    const unknown = await get(`/v1/analyses/${fec.analysisUuid}/ledger`, { account: '999999' });
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      "Ce compte n'a aucune écriture dans ce FEC.",
    ]);
  });

  it('answers the ledger of an auxiliary account within its collective account (?aux=)', async () => {
    const r = await get<{
      account: string;
      aux: string | null;
      label: string;
      accountLabel: string;
      items: { compAuxNum: string; balance: number; ecritureLib: string }[];
      total: number;
      balance: number;
    }>(`/v1/analyses/${fec.analysisUuid}/ledger`, { account: '411000', aux: 'C001' });
    expect(r.status).toBe(200);
    expect(r.body.data.data).toMatchObject({
      account: '411000',
      aux: 'C001',
      label: 'Tiers C001',
      accountLabel: 'Clients',
      total: 2,
      balance: 0,
    });
    expect(r.body.data.data.items.map((l) => [l.ecritureLib, l.compAuxNum, l.balance])).toEqual([
      ['Facture F1', 'C001', 120000],
      ['Règlement F1', 'C001', 0],
    ]);
    const general = await get<{ aux: string | null; label: string }>(
      `/v1/analyses/${fec.analysisUuid}/ledger`,
      {
        account: '411000',
      },
    );
    expect(general.body.data.data).toMatchObject({ aux: null, label: 'Clients' });
    // A supplier is no line of the customers' account; an account without auxiliaries has none.
    for (const query of [
      { account: '411000', aux: 'F001' },
      { account: '706000', aux: 'C001' },
    ]) {
      const missing = await get(`/v1/analyses/${fec.analysisUuid}/ledger`, query);
      expect([missing.status, missing.body.message]).toEqual([
        404,
        "Ce compte auxiliaire n'a aucune écriture dans ce compte général du FEC.",
      ]);
    }
    const unknown = await get(`/v1/analyses/${fec.analysisUuid}/ledger`, { account: '999999', aux: 'C001' });
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      "Ce compte n'a aucune écriture dans ce FEC.",
    ]);
  });

  it('rebuilds a ledger stored in file order (an earlier version) and removes its chunks', async () => {
    const seeded = await seedStatementsFec(h, owner);
    const prefix = `analyses/${seeded.analysisUuid}/ledger`;
    const put = (key: string, text: string) => h.deps.storage.put(key, Readable.from([Buffer.from(text)]));
    await put(`${prefix}/0-0.tsv`, '2\tVT\t1\t20240115\tP1\tAncien\tC001\t1\t0\n');
    await put(
      `${prefix}/index.json`,
      JSON.stringify({
        version: 1,
        accounts: {
          '411000': { ordinal: 0, label: 'Clients', lines: 1, debit: 1, credit: 0, chunkBalances: [0] },
        },
      }),
    );
    const r = await get<{ items: { ecritureLib: string }[] }>(`/v1/analyses/${seeded.analysisUuid}/ledger`, {
      account: '411000',
    });
    expect(r.body.data.data.items.map((l) => l.ecritureLib)).toEqual(['Facture F1', 'Règlement F1']);
    expect(await h.deps.storage.exists(`${prefix}/0-0.tsv`)).toBe(false);
  });

  it('reads a page of a long account from its chunk only, the balance carried over', async () => {
    const work = await mkdtemp(join(tmpdir(), 'ledger-'));
    try {
      const header =
        'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';
      const lines = [header];
      for (let i = 1; i <= 4500; i++) {
        lines.push(
          `VT\tVentes\t${i}\t20240110\t411000\tClients\t\t\tP${i}\t20240110\tL${i}\t1,00\t0,00\t\t\t\t\t`,
        );
        lines.push(
          `VT\tVentes\t${i}\t20240110\t706000\tVentes\t\t\tP${i}\t20240110\tL${i}\t0,00\t1,00\t\t\t\t\t`,
        );
      }
      const path = join(work, 'fec.txt');
      await writeFile(path, lines.join('\n') + '\n');
      const index = await buildLedger(h.deps.storage, 'ledger-test', path);
      const account = index.accounts['411000']!;
      expect([account.lines, account.debit, account.chunkBalances.length]).toEqual([4500, 450000, 3]);
      const page = await readLedgerPage(h.deps.storage, 'ledger-test', account, 3999, 3);
      expect(page.map((l) => [l.ecritureLib, l.balance])).toEqual([
        ['L4000', 400000],
        ['L4001', 400100],
        ['L4002', 400200],
      ]);
    } finally {
      await h.deps.storage.deletePrefix('analyses/ledger-test/');
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe('statements and tax return', () => {
  it('answers the SIG, the balance sheet and the income statement with the key figures', async () => {
    const r = await get<{
      locked: boolean;
      current: { keyFigures: Record<string, number> };
      previous: unknown;
    }>(`/v1/analyses/${fec.analysisUuid}/statements`);
    expect(r.status).toBe(200);
    expect(r.body.data.data.locked).toBe(false);
    expect(r.body.data.data.current.keyFigures).toEqual({
      chiffreAffaires: 100000,
      resultatNet: 70000,
      totalBilan: 120000,
      ebe: 70000,
    });
    expect(r.body.data.data.previous).toBeNull();
  });

  it('takes the FEC’s « résultat comptable » as the declared result when it is an amount', async () => {
    await h.db
      .updateTable('fecs')
      .set({ extra: json({ accounting_result: 650 }) })
      .where('uuid', '=', fec.fecUuid)
      .execute();
    const r = await get<{
      lines: { code: string; difference: number | null }[];
      declared: { source: string };
    }>(`/v1/analyses/${fec.analysisUuid}/tax-return/reconciliation`);
    expect(r.status).toBe(200);
    expect(r.body.data.data.declared.source).toBe('extra');
    expect(r.body.data.data.lines.find((l) => l.code === 'RESULTAT')?.difference).toBe(5000);
    expect(r.body.data.data.lines.map((l) => l.code)).toEqual(['RESULTAT', '210', '238', '310']);
  });

  it('refuses a declared CSV with bad lines whole, with their numbers, and stores nothing', async () => {
    const r = await h.call<Body<unknown>>('PUT', `/v1/fecs/${fec.fecUuid}/declared-tax-return`, {
      token: owner.accessToken,
      body: { csv: 'code;montant\n210;1000\nZZ;12\n238;douze\n' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.map((e) => e.field)).toEqual(['csv:3', 'csv:4']);
    expect(r.body.errors?.[0]?.message).toMatch(/^Ligne 3 : code « ZZ » inconnu/);
    const stored = await h.db
      .selectFrom('declared_tax_returns')
      .selectAll()
      .where('fec_uuid', '=', fec.fecUuid)
      .execute();
    expect(stored).toEqual([]);
  });

  it('compares a declared CSV box by box, each difference explained by its accounts', async () => {
    const put = await h.call<Body<{ boxes: Record<string, number>; source: string }>>(
      'PUT',
      `/v1/fecs/${fec.fecUuid}/declared-tax-return`,
      { token: owner.accessToken, body: { csv: 'RESULTAT;700\n210;1000\n238;250\n' } },
    );
    expect(put.status).toBe(200);
    expect(put.body.data.data).toMatchObject({ boxes: { '210': 1000, '238': 250 }, source: 'csv' });
    const r = await get<{
      differences: number;
      lines: { code: string; declared: number | null; difference: number | null; accounts: unknown[] }[];
    }>(`/v1/analyses/${fec.analysisUuid}/tax-return/reconciliation`);
    const byCode = new Map(r.body.data.data.lines.map((l) => [l.code, l]));
    expect(byCode.get('RESULTAT')?.difference).toBe(0);
    expect(byCode.get('238')).toMatchObject({
      declared: 250,
      difference: 50,
      accounts: [{ account: '607000', amount: 30000 }],
    });
    expect(byCode.get('310')).toMatchObject({ declared: null, difference: null });
    expect(r.body.data.data.differences).toBe(1);
  });

  it('writes the workbook: balances with SUM totals, the chosen ledger, SIG, bilan, résultat, liasse', async () => {
    const res = await fetch(`${h.url}/api/v1/analyses/${fec.analysisUuid}/statements.xlsx?accounts=411000`, {
      headers: { AccessToken: owner.accessToken },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Balance générale',
      'Balance auxiliaire',
      'Grand livre',
      'SIG',
      'Bilan',
      'Compte de résultat',
      'Liasse 2033',
    ]);
    const balance = workbook.getWorksheet('Balance générale')!;
    const total = balance.getRow(8);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(7).value).toMatchObject({ formula: 'SUM(G2:G7)', result: 2700 });
    expect(balance.getRow(2).getCell(7).value).toBe(0);
    const ledger = workbook.getWorksheet('Grand livre')!;
    expect(ledger.getRow(3).getCell(3).value).toEqual(new Date(Date.UTC(2024, 0, 15)));
    expect(ledger.getRow(4).getCell(11).value).toMatchObject({ formula: 'K3+I4-J4' });
    expect(ledger.getRow(5).getCell(9).value).toMatchObject({ formula: 'SUM(I3:I4)', result: 1200 });
    const liasse = workbook.getWorksheet('Liasse 2033')!;
    expect(liasse.getRow(3).values).toEqual(expect.arrayContaining(['238', 300, 250]));
  });
});

describe('N and N-1', () => {
  it('finds the company’s previous year among the account’s FECs, with the opening continuity', async () => {
    const other = await h.newOwner();
    const previousStatements = statementsFixture();
    previousStatements.sig.figures = previousStatements.sig.figures.map((f) =>
      f.key === 'chiffreAffaires' ? { ...f, amount: 80000 } : f,
    );
    // N-1 closed with 500,00 € in the bank; N opens with nothing: one continuity difference.
    previousStatements.trialBalance = previousStatements.trialBalance.map((r) =>
      r.account === '512000' && r.aux === null ? { ...r, closingDebit: 50000 } : r,
    );
    const n = await seedStatementsFec(h, other);
    const n1 = await seedStatementsFec(h, other, { statements: previousStatements });
    const year = (end: number) => json({ siren: '123456789', fiscalYear: { start: end - 1130, end } });
    await h.db
      .updateTable('analyses')
      .set({ fec_summary: year(20241231) })
      .where('uuid', '=', n.analysisUuid)
      .execute();
    await h.db
      .updateTable('analyses')
      .set({ fec_summary: year(20231231) })
      .where('uuid', '=', n1.analysisUuid)
      .execute();
    const r = await h.call<
      Body<{
        current: { fiscalStart: string | null; fiscalEnd: string | null };
        previous: {
          fiscalStart: string | null;
          fiscalEnd: string | null;
          keyFigures: { chiffreAffaires: number };
        } | null;
        continuity: { account: string }[] | null;
      }>
    >('GET', `/v1/analyses/${n.analysisUuid}/statements`, { token: other.accessToken });
    expect(r.status).toBe(200);
    expect(r.body.data.data.previous?.keyFigures.chiffreAffaires).toBe(80000);
    // Each year says which it is: the columns N and N-1 print their closing dates.
    expect(r.body.data.data.current).toMatchObject({ fiscalStart: '2024-01-01', fiscalEnd: '2024-12-31' });
    expect(r.body.data.data.previous).toMatchObject({ fiscalStart: '2023-01-01', fiscalEnd: '2023-12-31' });
    expect(r.body.data.data.continuity?.map((c) => c.account)).toContain('512000');
  });
});

describe('a locked FEC (Découverte)', () => {
  it('shows its key figures only: the balance, ledger and liasse are refused', async () => {
    const locked = await seedStatementsFec(h, owner, { locked: true });
    const s = await get<{ locked: boolean; current: Record<string, unknown> }>(
      `/v1/analyses/${locked.analysisUuid}/statements`,
    );
    expect(s.status).toBe(200);
    expect(s.body.data.data.locked).toBe(true);
    // Its fiscal year is no secret (the library shows it); nothing account by account.
    expect(Object.keys(s.body.data.data.current).sort()).toEqual(['fiscalEnd', 'fiscalStart', 'keyFigures']);
    for (const [path, query] of [
      ['trial-balance', undefined],
      ['ledger', { account: '411000' }],
      ['tax-return', undefined],
      ['tax-return/reconciliation', undefined],
      ['trial-balance.csv', undefined],
    ] as const) {
      const r = await get(`/v1/analyses/${locked.analysisUuid}/${path}`, query);
      expect([path, r.status]).toEqual([path, 403]);
      expect(JSON.stringify(r.body)).not.toContain('1200');
    }
  });

  it('an analysis stored before the statements says how to get them', async () => {
    const old = await seedStatementsFec(h, owner);
    await h.db.deleteFrom('analysis_statements').where('analysis_uuid', '=', old.analysisUuid).execute();
    const r = await get(`/v1/analyses/${old.analysisUuid}/statements`);
    expect([r.status, r.body.message]).toEqual([
      404,
      "Les états financiers de cette analyse n'ont pas été calculés : relancez l'analyse pour les obtenir.",
    ]);
  });
});
