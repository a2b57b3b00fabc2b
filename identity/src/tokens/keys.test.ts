import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../../platform/db';
import { openIdentityTestDatabase } from '../testing/harness';
import { openStores } from '../store';
import { loadKeyRing } from './keys';

let database: TestDatabase<unknown>;
let counter = 0;

beforeAll(async () => {
  database = await openIdentityTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const settingsStore = async () =>
  (await openStores(database.database.db, `${database.schema}_keys${++counter}`)).settings;

describe('the signing key ring at start-up', () => {
  it('generates one key on the first start and keeps it at the next', async () => {
    const settings = await settingsStore();
    const first = await loadKeyRing(settings, new Date());
    const second = await loadKeyRing(settings, new Date());
    expect(second.current.kid).toBe(first.current.kid);
    expect(await settings.signingKeys()).toHaveLength(1);
  });

  it('a start killed after storing its key but before choosing it: the next start uses that key', async () => {
    const settings = await settingsStore();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = randomUUID();
    await settings.insertSigningKey({
      kid,
      private_key_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      public_jwk: { kid },
      created_at: new Date(),
    });
    const ring = await loadKeyRing(settings, new Date());
    expect(ring.current.kid).toBe(kid);
    expect((await settings.signingKeys()).map((k) => k.kid)).toEqual([kid]);
  });
});
