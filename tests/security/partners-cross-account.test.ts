/**
 * Partner API (issue 13) across accounts: another account's keys and uploads are invisible (lists leave them
 * out, reads and revocations answer 404, existence never confirmed), a key acts only in its own account, and
 * a signed upload URL cannot be reused for another upload. Nothing of the victim changes.
 */
import type { TestDatabase } from '../../platform/db';
import { insertFec, realFec } from '../../api/src/analyses/testing/fixtures';
import { brief, dataOf, snapshotAccount, type Envelope } from './support';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../api/src/testing/harness';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let victim: TestUser;
let attacker: TestUser;
const V: Record<string, string> = {};
const A: Record<string, string> = {};
let before: unknown;

type Key = { api_key: { uuid: string }; secret: string };
type Upload = { uuid: string; upload_path: string };

async function post<T>(token: string, path: string, body: unknown): Promise<T> {
  const res = await h.call<Envelope<T>>('POST', path, { token, body });
  if (res.status !== 201) throw new Error(`${path}: ${brief(res)}`);
  return dataOf(res);
}

const uploadBody = (key: string) => ({
  idempotency_key: key,
  file_name: '123456782FEC20231231.txt',
  terms_accepted: true,
});

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue(), reports: 'record' });
  [victim, attacker] = await Promise.all([h.newOwner(), h.newOwner()]);
  const vKey = await post<Key>(victim.accessToken, '/v1/api-keys', {
    name: 'Victime',
    scopes: ['fecs:import', 'fecs:read'],
  });
  V.key = vKey.api_key.uuid;
  V.secret = vKey.secret;
  const upload = await post<Upload>(victim.accessToken, '/v1/fec-uploads', uploadBody('partage'));
  V.upload = upload.uuid;
  V.uploadPath = upload.upload_path;
  V.fec = await insertFec(h, victim, realFec('111111111FEC20221231.TXT'));
  const aKey = await post<Key>(attacker.accessToken, '/v1/api-keys', {
    name: 'Intrus',
    scopes: ['fecs:import', 'fecs:read'],
  });
  A.key = aKey.api_key.uuid;
  A.secret = aKey.secret;
  A.upload = (await post<Upload>(attacker.accessToken, '/v1/fec-uploads', uploadBody('partage'))).uuid;
  before = await snapshotAccount(h, victim.accountUuid);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

describe('another account’s keys and uploads', () => {
  it('are left out of lists and batch reads', async () => {
    for (const query of [{}, { ids: V.key }, { ids: `${A.key},${V.key}` }]) {
      const res = await h.call<Envelope<{ items: { uuid: string }[] }>>('GET', '/v1/api-keys', {
        token: attacker.accessToken,
        query,
      });
      expect(res.status).toBe(200);
      expect(dataOf(res).items.map((k) => k.uuid)).not.toContain(V.key);
    }
  });

  it('answer 404 to reads and revocations, by person and by key', async () => {
    const byPerson = { token: attacker.accessToken };
    const byKey = { headers: { Authorization: `Bearer ${A.secret}` } };
    const revoke = await h.call<{ message: string }>('POST', `/v1/api-keys/${V.key}/revoke`, byPerson);
    expect([revoke.status, revoke.body.message]).toEqual([404, "Cette clé d'API n'existe pas."]);
    for (const o of [byPerson, byKey]) {
      const read = await h.call<{ message: string }>('GET', `/v1/fec-uploads/${V.upload}`, o);
      expect([read.status, read.body.message]).toEqual([404, "Cet envoi de FEC n'existe pas."]);
    }
  });

  it('the same idempotency key in two accounts gives two uploads', () => {
    expect(A.upload).not.toBe(V.upload);
  });

  it('a key reads nothing of another account', async () => {
    const res = await h.call('GET', `/v1/fecs/${V.fec}`, {
      headers: { Authorization: `Bearer ${A.secret}` },
    });
    expect(res.status).toBe(403);
    const list = await h.call<Envelope<{ items: { uuid: string }[] }>>('GET', '/v1/fecs', {
      headers: { Authorization: `Bearer ${A.secret}` },
    });
    expect(dataOf(list).items.map((f) => f.uuid)).not.toContain(V.fec);
  });

  it('a signed URL cannot be moved to another upload', async () => {
    const stolen = V.uploadPath.replace(V.upload, A.upload);
    const res = await fetch(`${h.url}/api${stolen}`, { method: 'PUT', body: 'JournalCode\tx\n' });
    expect(res.status).toBe(403);
  });

  it('leaves the victim’s account as it was', async () => {
    expect(await snapshotAccount(h, victim.accountUuid)).toEqual(before);
  });
});
