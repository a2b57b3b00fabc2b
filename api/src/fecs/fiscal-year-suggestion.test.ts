import { readFileSync } from 'node:fs';
import type { TestDatabase } from '../../../platform/db';
import { realFec } from '../analyses/testing/fixtures';
import { MSG } from '../http/messages';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { SAMPLE_MAX_CHARS } from './fiscal-year-suggestion';

/** `POST v1/fecs/fiscal-year-suggestion`: the year a sample's entries show, for those who may import. */

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

type Suggestion = {
  fiscal_start: string;
  fiscal_end: string;
  source: string;
  question: string | null;
} | null;
type Answer = { data: { data: Suggestion }; status?: number; message?: string };

const ROUTE = '/v1/fecs/fiscal-year-suggestion';
const suggest = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  h.call<Answer>('POST', ROUTE, { token, body, headers });

/** What the import form sends: the head and the tail of the file, cut on line ends. */
function headAndTail(path: string, bytes: number): string {
  const text = readFileSync(path, 'utf8');
  if (text.length <= 2 * bytes) return text;
  const head = text.slice(0, text.lastIndexOf('\n', bytes) + 1);
  const tail = text.slice(text.indexOf('\n', text.length - bytes) + 1);
  return head + tail;
}

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
  owner = await h.newOwner();
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

describe('fiscal year suggestion', () => {
  it('proposes the year the entries show when the file name says 2050', async () => {
    const res = await suggest(owner.accessToken, {
      file_name: '123456789FEC20500930.txt',
      // 300 ko at each end, as the import form sends (SAMPLE_END_BYTES).
      sample: headAndTail(realFec('123456789FEC20500930.txt'), 300_000),
    });
    expect(res.status).toBe(200);
    // Issue 35: its à-nouveaux open April 2022, but its closing entries (in the tail) are dated
    // 30/04/2023, 13 months on: the 12 months are proposed, and the form is told to ask.
    expect(res.body.data.data).toEqual({
      fiscal_start: '2022-04-01',
      fiscal_end: '2023-03-31',
      source: 'data',
      question: expect.stringContaining("l'exercice va-t-il du 01/04/2022 au 30/04/2023 (13 mois)"),
    });
  });

  it('keeps the name’s year when the entries agree with it', async () => {
    const res = await suggest(owner.accessToken, {
      file_name: '0000000001FEC20220831.txt',
      sample: readFileSync(realFec('0000000001FEC20220831.txt'), 'utf8'),
    });
    expect(res.body.data.data).toEqual({
      fiscal_start: '2021-09-01',
      fiscal_end: '2022-08-31',
      source: 'file-name',
      question: null,
    });
  });

  it('answers null for a sample without any dated entry', async () => {
    for (const sample of ['', 'pas un FEC du tout\n\u0000\u0001', 'JournalCode\tJournalLib\n']) {
      const res = await suggest(owner.accessToken, { file_name: 'fichier.txt', sample });
      expect(res.status).toBe(200);
      expect(res.body.data.data).toBeNull();
    }
  });

  // The route's own body limit (12 Mo) answers the generic 413 like every route: not sent here, since a
  // body cut off mid-upload leaves a socket that holds the test server's close on a loaded machine.
  it('refuses a sample over 4 Mo in French (413)', async () => {
    const over = await suggest(owner.accessToken, {
      file_name: 'a.txt',
      sample: 'a'.repeat(SAMPLE_MAX_CHARS + 1),
    });
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(MSG.fiscalSampleTooLarge);
  });

  it('refuses a body without a sample (400, French)', async () => {
    const res = await suggest(owner.accessToken, { file_name: 'a.txt' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.invalidFields);
  });

  it('is only for those who may import in the account', async () => {
    const sample = readFileSync(realFec('0000000001FEC20220831.txt'), 'utf8');
    const body = { file_name: 'fec.txt', sample };
    expect((await suggest(undefined, body)).status).toBe(401);
    for (const role of ['Role_Supervisor', 'Role_Member'] as const) {
      const user = await h.newMember(owner.accountUuid, role);
      const res = await suggest(user.accessToken, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.importRole);
    }
    const manager = await h.newMember(owner.accountUuid, 'Role_Manager');
    expect((await suggest(manager.accessToken, body)).status).toBe(200);
  });

  it('answers a partner key with the fecs:import scope, not one that only reads', async () => {
    const keyOf = async (scopes: string[]) => {
      const res = await h.call<{ data: { data: { secret: string } } }>('POST', '/v1/api-keys', {
        token: owner.accessToken,
        body: { name: `Partenaire ${scopes.join()}`, scopes },
      });
      expect(res.status).toBe(201);
      return { Authorization: `Bearer ${res.body.data.data.secret}` };
    };
    const body = {
      file_name: '123456789FEC20500930.txt',
      sample: readFileSync(realFec('123456789FEC20500930.txt'), 'utf8'),
    };
    const importing = await suggest(undefined, body, await keyOf(['fecs:import']));
    expect(importing.status).toBe(200);
    expect(importing.body.data.data?.fiscal_end).toBe('2023-03-31');
    const reading = await suggest(undefined, body, await keyOf(['fecs:read']));
    expect(reading.status).toBe(403);
  });
});
