/**
 * Connectors (issue 13) per role, in one account (api/PERMISSIONS.md `account.connectors`, contract of issue
 * 13): Owner and Manager read, add, refresh, switch, delete and import; Supervisor and Member have none of it
 * (403 « Votre rôle ne permet pas de gérer les connecteurs. »), through REST and GraphQL; read-only staff
 * acting as an Owner neither (the tokens of a customer's software are not for support to handle). Every refusal leaves the connectors and their imports as they were.
 */
import type { TestDatabase } from '../../platform/db';
import { json } from '../../api/src/db/database';
import type { AccountRole, InternalRole } from '../../api/src/permissions/roles';
import { company, newToken, seedConnector } from '../../api/src/connectors/testing';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, impersonating, snapshotAccount, type Envelope } from './support';

const ROLE = 'Votre rôle ne permet pas de gérer les connecteurs.';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  h = g.api;
  owner = await h.newOwner();
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

type Actor = AccountRole | `${Extract<InternalRole, 'Role_CSRO' | 'Role_OpeRO'>} as Owner`;

/** `manage`: add, refresh, switch, delete, import; `read`: list and read. */
const TABLE: Record<Actor, { read: boolean; manage: boolean }> = {
  Role_Owner: { read: true, manage: true },
  Role_Manager: { read: true, manage: true },
  Role_Supervisor: { read: false, manage: false },
  Role_Member: { read: false, manage: false },
  'Role_CSRO as Owner': { read: false, manage: false },
  'Role_OpeRO as Owner': { read: false, manage: false },
};

async function actor(a: Actor): Promise<{ token: string; headers: Record<string, string> }> {
  if (!a.endsWith(' as Owner')) {
    const user = await h.newMember(owner.accountUuid, a as AccountRole);
    return { token: user.accessToken, headers: {} };
  }
  const staff = await h.newOwner();
  await h.db
    .updateTable('users')
    .set({ internal_roles: json([a.replace(' as Owner', '')]) })
    .where('uuid', '=', staff.uuid)
    .execute();
  const target = await h.newMember(owner.accountUuid, 'Role_Owner');
  return { token: staff.accessToken, headers: impersonating(owner.accountUuid, target.uuid) };
}

describe.each(Object.entries(TABLE) as [Actor, { read: boolean; manage: boolean }][])(
  '%s',
  (name, expected) => {
    let who: { token: string; headers: Record<string, string> };
    let connector: string;
    const staff = name.endsWith(' as Owner');

    beforeAll(async () => {
      who = await actor(name);
      connector = (await seedConnector(h, owner)).uuid;
    });

    const call = (method: string, path: string, body?: unknown) =>
      h.call<Envelope<unknown> & { message?: string }>(method, path, {
        token: who.token,
        headers: who.headers,
        body,
      });

    it(`reads the account's connectors: ${expected.read ? 'yes' : 'no (403)'}`, async () => {
      const answers = [
        await call('GET', '/v1/connectors'),
        await call('GET', `/v1/connectors/${connector}`),
        await call('GET', '/v1/connectors/providers'),
      ];
      for (const res of answers) {
        if (expected.read) expect(res.status).toBe(200);
        else expect([res.status, res.body.message]).toEqual([403, ROLE]);
      }
      // Staff act as an Owner through the gateway's impersonation session, not this header: REST only.
      if (staff) return;
      const gql = await g.gql('{ connectors { items { uuid } } }', {}, { token: who.token });
      if (expected.read) expect(gql.errors).toBeUndefined();
      else expect([codeOf(gql), gql.errors?.[0]?.message]).toEqual(['FORBIDDEN', ROLE]);
    });

    it(`manages and imports: ${expected.manage ? 'yes' : 'no (403), nothing changed'}`, async () => {
      const before = await snapshotAccount(h, owner.accountUuid);
      const token = newToken();
      h.pennylane.addCompany(token, company());
      const answers = [
        await call('POST', '/v1/connectors', { provider: 'pennylane', token }),
        await call('POST', `/v1/connectors/${connector}/refresh`),
        await call('PUT', `/v1/connectors/${connector}`, { auto_refresh: true }),
        await call('POST', `/v1/connectors/${connector}/imports`, {
          start_date: '2025-01-01',
          end_date: '2025-12-31',
        }),
        await call('DELETE', `/v1/connectors/${connector}`),
      ];
      if (expected.manage) {
        expect(answers.map((r) => r.status)).toEqual([201, 200, 200, 201, 200]);
        return;
      }
      for (const res of answers) {
        expect(res.status).toBe(403);
        // Read-only staff are refused before any rule of the domain, with the general message.
        if (!staff) expect(res.body.message).toBe(ROLE);
        else expect(brief(res)).toContain('403');
      }
      if (!staff) {
        const gql = await g.gql(
          'mutation ($u: ID!) { deleteConnector(uuid: $u) }',
          { u: connector },
          { token: who.token },
        );
        expect([codeOf(gql), gql.errors?.[0]?.message]).toEqual(['FORBIDDEN', ROLE]);
      }
      expect(await snapshotAccount(h, owner.accountUuid)).toEqual(before);
    });
  },
);
