import { readFileSync } from 'node:fs';
import type { TestDatabase } from '../../../../platform/db';
import { realFec } from '../../../../api/src/analyses/testing/fixtures';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { upstreamCalls } from '../users/test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  owner = await g.api.newOwner();
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

type Answer = { fiscalYearSuggestion: { fiscalStart: string; fiscalEnd: string; source: string } | null };
const QUERY =
  'query ($f: String!, $s: String!) { fiscalYearSuggestion(fileName: $f, sample: $s) { fiscalStart fiscalEnd source } }';

/** The head of a real file, as the import form sends it (well under the gateway's 1 Mo body limit). */
const head = (name: string) => {
  const text = readFileSync(realFec(name), 'utf8');
  return text.slice(0, text.lastIndexOf('\n', 300_000) + 1);
};

describe('Query.fiscalYearSuggestion', () => {
  it('answers the year the entries show, and whether the file name agreed', async () => {
    const wrongName = await g.gql<Answer>(
      QUERY,
      { f: '123456789FEC20500930.txt', s: head('123456789FEC20500930.txt') },
      { token: owner.accessToken },
    );
    expect(wrongName.errors).toBeUndefined();
    expect(wrongName.data?.fiscalYearSuggestion).toEqual({
      fiscalStart: '2022-04-01',
      fiscalEnd: '2023-03-31',
      source: 'DATA',
    });
    const rightName = await g.gql<Answer>(
      QUERY,
      { f: '0000000001FEC20220831.txt', s: head('0000000001FEC20220831.txt') },
      { token: owner.accessToken },
    );
    expect(rightName.data?.fiscalYearSuggestion).toEqual({
      fiscalStart: '2021-09-01',
      fiscalEnd: '2022-08-31',
      source: 'FILE_NAME',
    });
  });

  it('passes on the question when the entries cannot settle the year (issue 35)', async () => {
    // Four months of sales, neither à-nouveaux nor closing entries: a short first year, or an extract?
    const header =
      'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';
    const lines = [20240312, 20240410, 20240515, 20240620].flatMap((d, i) => [
      `VE\tVentes\t${i + 1}\t${d}\t411000\tClients\t\t\tF${i}\t${d}\tVente\t120,00\t0,00\t\t\t${d}\t\t`,
      `VE\tVentes\t${i + 1}\t${d}\t706000\tVentes\t\t\tF${i}\t${d}\tVente\t0,00\t120,00\t\t\t${d}\t\t`,
    ]);
    const res = await g.gql<{ fiscalYearSuggestion: { question: string | null } }>(
      'query ($f: String!, $s: String!) { fiscalYearSuggestion(fileName: $f, sample: $s) { fiscalStart fiscalEnd source question } }',
      { f: 'export.txt', s: [header, ...lines].join('\n') + '\n' },
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.fiscalYearSuggestion).toEqual({
      fiscalStart: '2024-03-01',
      fiscalEnd: '2025-02-28',
      source: 'DATA',
      question:
        "Les écritures couvrent 4 mois, du 12/03/2024 au 20/06/2024, sans à-nouveaux ni écritures de clôture : un premier exercice plus court que 12 mois, ou un extrait d'exercice ? Confirmez ou corrigez les dates de l'exercice.",
    });
  });

  it('answers null for a sample without dated entries', async () => {
    const res = await g.gql<Answer>(QUERY, { f: 'notes.txt', s: 'bonjour' }, { token: owner.accessToken });
    expect(res.errors).toBeUndefined();
    expect(res.data?.fiscalYearSuggestion).toBeNull();
  });

  it('is refused, before the API, to a role that may not import', async () => {
    const member = await g.api.newMember(owner.accountUuid, 'Role_Member');
    const { result, calls } = await upstreamCalls(() =>
      g.gql<Answer>(QUERY, { f: 'a.txt', s: 'x' }, { token: member.accessToken }),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.errors?.[0]?.message).toBe('Vous ne pouvez pas importer de FEC avec ce rôle.');
    expect(calls.filter((c) => c.includes('fiscal-year-suggestion'))).toEqual([]);
    const anonymous = await g.gql<Answer>(QUERY, { f: 'a.txt', s: 'x' });
    expect(anonymous.errors?.[0]?.message).toBe('Utilisateur non connecté.');
  });
});
