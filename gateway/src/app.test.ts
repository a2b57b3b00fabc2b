import type { TestDatabase } from '../../platform/db';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from './testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

describe('the gateway shell', () => {
  it('answers me: null to a visitor, and the user with a bearer token', async () => {
    const anonymous = await g.gql('{ me { uuid } }');
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data).toEqual({ me: null });
    const owner = await g.api.newOwner();
    const signed = await g.gql<{ me: { uuid: string; roles: string[] } }>(
      '{ me { uuid email roles permissions { can } } }',
      {},
      { token: owner.accessToken },
    );
    expect(signed.errors).toBeUndefined();
    expect(signed.data?.me.uuid).toBe(owner.uuid);
    expect(signed.data?.me.roles).toContain('Role_Owner');
  });

  it('refuses a GET mutation-less request without the CSRF header (csrfPrevention)', async () => {
    const res = await fetch(`${g.url}?query=${encodeURIComponent('{ schemaVersion }')}`);
    expect(res.status).toBe(400);
  });

  it('rejects queries deeper or wider than the partner limits', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: schemaVersion`).join(' ');
    const res = await g.gql(`{ ${aliases} }`);
    expect(res.errors?.[0]?.message).toMatch(/alias/i);
  });
});
