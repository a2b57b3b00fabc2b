import type { TestDatabase } from '../../../../platform/db';
import { json } from '../../../../api/src/db/database';
import type { SeededAnalysedFec } from '../../../../api/src/reports/testing';
import { seedStatementsFec } from '../../../../api/src/statements/testing';
import type { TestUser } from '../../../../api/src/testing/harness';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

/** The statements' GraphQL contract over the real API: pages, the accounts behind a figure, French errors. */

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let fec: SeededAnalysedFec;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  owner = await g.api.newOwner();
  fec = await seedStatementsFec(g.api, owner);
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

it('pages the trial balance and the ledger, totals and running balance in cents', async () => {
  const res = await g.gql<{
    analysis: {
      trialBalance: {
        items: { account: string }[];
        pageInfo: { total: number; hasNextPage: boolean };
        totals: { debitCents: number };
      };
      generalLedger: { items: { balanceCents: number; ecritureDate: string }[]; pageInfo: { total: number } };
    };
  }>(
    `query ($u: ID!) { analysis(uuid: $u) {
      trialBalance(filter: { kind: GENERAL, accountClass: 4 }, limit: 2) { items { account } pageInfo { total hasNextPage } totals { debitCents } }
      generalLedger(account: "411000", limit: 1, offset: 1) { items { balanceCents ecritureDate } pageInfo { total } }
    } }`,
    { u: fec.analysisUuid },
    { token: owner.accessToken },
  );
  expect(res.errors).toBeUndefined();
  const a = res.data!.analysis;
  expect(a.trialBalance.items.map((i) => i.account)).toEqual(['401000', '411000']);
  expect(a.trialBalance.pageInfo).toEqual({ total: 3, hasNextPage: true });
  expect(a.trialBalance.totals.debitCents).toBe(120000);
  expect(a.generalLedger).toEqual({
    items: [{ balanceCents: 0, ecritureDate: '2024-01-20' }],
    pageInfo: { total: 2 },
  });
});

it('pages the ledger of an auxiliary account within its collective account, NOT_FOUND in French when it has none', async () => {
  const res = await g.gql<{
    analysis: {
      generalLedger: {
        account: string;
        aux: string | null;
        label: string;
        accountLabel: string;
        balanceCents: number;
        items: { aux: string | null; balanceCents: number }[];
        pageInfo: { total: number };
      };
    };
  }>(
    `query ($u: ID!) { analysis(uuid: $u) {
      generalLedger(account: "411000", aux: "C001", limit: 1, offset: 0) {
        account aux label accountLabel balanceCents items { aux balanceCents } pageInfo { total }
      }
    } }`,
    { u: fec.analysisUuid },
    { token: owner.accessToken },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.analysis.generalLedger).toEqual({
    account: '411000',
    aux: 'C001',
    label: 'Tiers C001',
    accountLabel: 'Clients',
    balanceCents: 0,
    items: [{ aux: 'C001', balanceCents: 120000 }],
    pageInfo: { total: 2 },
  });
  const general = await g.gql<{ analysis: { generalLedger: { aux: string | null; label: string } } }>(
    'query ($u: ID!) { analysis(uuid: $u) { generalLedger(account: "411000") { aux label } } }',
    { u: fec.analysisUuid },
    { token: owner.accessToken },
  );
  expect(general.data!.analysis.generalLedger).toEqual({ aux: null, label: 'Clients' });
  const missing = await g.gql(
    'query ($u: ID!) { analysis(uuid: $u) { generalLedger(account: "401000", aux: "C001") { label } } }',
    { u: fec.analysisUuid },
    { token: owner.accessToken },
  );
  expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(missing.errors?.[0]?.message).toBe(
    "Ce compte auxiliaire n'a aucune écriture dans ce compte général du FEC.",
  );
});

it('gives the accounts behind a figure, as many as asked, largest first', async () => {
  const res = await g.gql<{
    analysis: { statements: { current: { sig: { key: string; accounts: { account: string }[] }[] } } };
  }>(
    'query ($u: ID!) { analysis(uuid: $u) { statements { current { sig { key accounts(limit: 1) { account } } } } } }',
    { u: fec.analysisUuid },
    { token: owner.accessToken },
  );
  expect(res.errors).toBeUndefined();
  const ebe = res.data!.analysis.statements.current.sig.find((f) => f.key === 'ebe');
  expect(ebe?.accounts).toEqual([{ account: '706000' }]);
});

it('says which fiscal year the statements are (the headers of the columns N and N-1)', async () => {
  const dated = await seedStatementsFec(g.api, owner);
  await g.api.db
    .updateTable('analyses')
    .set({ fec_summary: json({ fiscalYear: { start: 20230901, end: 20240831 } }) })
    .where('uuid', '=', dated.analysisUuid)
    .execute();
  const res = await g.gql<{
    analysis: { statements: { current: { fiscalStart: string | null; fiscalEnd: string | null } } };
  }>(
    'query ($u: ID!) { analysis(uuid: $u) { statements { current { fiscalStart fiscalEnd } } } }',
    { u: dated.analysisUuid },
    { token: owner.accessToken },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.analysis.statements.current).toEqual({
    fiscalStart: '2023-09-01',
    fiscalEnd: '2024-08-31',
  });
});

it('refuses a page past 500 lines and a bad declared CSV, in French with the fields', async () => {
  const page = await g.gql(
    'query ($u: ID!) { analysis(uuid: $u) { trialBalance(limit: 501) { pageInfo { total } } } }',
    { u: fec.analysisUuid },
    { token: owner.accessToken },
  );
  expect(page.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const declared = await g.gql(
    'mutation ($f: ID!) { setDeclaredTaxReturn(fecUuid: $f, input: { csv: "210;1000\\nZZ;3" }) { fecUuid } }',
    { f: fec.fecUuid },
    { token: owner.accessToken },
  );
  expect(declared.errors?.[0]?.message).toBe(
    'Le fichier de la liasse déclarée contient des erreurs : rien n’a été enregistré.',
  );
  expect(declared.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fields: [{ field: 'csv:2', message: expect.stringMatching(/^Ligne 2 : code « ZZ » inconnu/) }],
  });
});
