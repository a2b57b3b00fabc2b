/**
 * Webhooks (issue 13) per role, in one account (api/PERMISSIONS.md `account.integrations`): Owner and Manager
 * read and manage the endpoints; Supervisor and Member do neither (403 « Votre rôle ne permet pas de gérer
 * les clés d'API et les webhooks. »); an administrator acting as an Owner acts as the Owner, support staff
 * (CS, CSRO, OpeRO) acting as one are not granted `account.integrations` and are refused likewise.
 * Every refusal leaves the endpoints, deliveries and events as they were.
 */
import type { TestDatabase } from '../../platform/db';
import { json } from '../../api/src/db/database';
import type { AccountRole, InternalRole } from '../../api/src/permissions/roles';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../api/src/testing/harness';
import { seedWebhook } from '../../api/src/webhooks/testing';
import { impersonating, snapshotAccount, type Envelope } from './support';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, {
    queue: () => recordingQueue(),
    reports: 'record',
    config: { webhooksAllowHttp: true },
  });
  owner = await h.newOwner();
}, 60_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

type Actor =
  AccountRole | `${Extract<InternalRole, 'Role_Admin' | 'Role_CS' | 'Role_CSRO' | 'Role_OpeRO'>} as Owner`;

const TABLE: Record<Actor, { read: boolean; manage: boolean }> = {
  Role_Owner: { read: true, manage: true },
  Role_Manager: { read: true, manage: true },
  Role_Supervisor: { read: false, manage: false },
  Role_Member: { read: false, manage: false },
  'Role_Admin as Owner': { read: true, manage: true },
  // Support staff are not granted `account.integrations` when acting as a user (role-permissions.json).
  'Role_CS as Owner': { read: false, manage: false },
  'Role_CSRO as Owner': { read: false, manage: false },
  'Role_OpeRO as Owner': { read: false, manage: false },
};

const ROLE_REFUSAL = "Votre rôle ne permet pas de gérer les clés d'API et les webhooks.";

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
    let hook: Awaited<ReturnType<typeof seedWebhook>>;

    beforeAll(async () => {
      who = await actor(name);
      hook = await seedWebhook(h, { accountUuid: owner.accountUuid, createdBy: owner.uuid });
    });

    const call = <T = unknown>(method: string, path: string, body?: unknown) =>
      h.call<Envelope<T> & { message?: string }>(method, path, {
        token: who.token,
        headers: who.headers,
        body,
      });

    it(`reads endpoints and deliveries: ${expected.read ? 'yes' : 'no (403)'}`, async () => {
      const answers = [
        await call<{ items: { uuid: string }[] }>('GET', '/v1/webhooks'),
        await call('GET', `/v1/webhooks/${hook.uuid}`),
        await call('GET', `/v1/webhooks/${hook.uuid}/deliveries`),
      ];
      for (const res of answers) {
        expect(res.status).toBe(expected.read ? 200 : 403);
        if (!expected.read) expect(res.body.message).toBe(ROLE_REFUSAL);
      }
    });

    it(`creates, suspends, replays, deletes: ${expected.manage ? 'yes' : 'no, and nothing changes'}`, async () => {
      const before = await snapshotAccount(h, owner.accountUuid);
      const created = await call<{ webhook: { uuid: string }; secret: string }>('POST', '/v1/webhooks', {
        url: 'http://127.0.0.1:3332/roles',
        events: ['report.done'],
      });
      const suspended = await call('PUT', `/v1/webhooks/${hook.uuid}`, { enabled: false });
      const resumed = await call('PUT', `/v1/webhooks/${hook.uuid}`, { enabled: true });
      const replayed = await call('POST', `/v1/webhook-deliveries/${hook.delivery}/replay`);
      const deleted = await call('DELETE', `/v1/webhooks/${hook.uuid}`);
      const answers = [created, suspended, resumed, replayed, deleted];
      if (expected.manage) {
        expect(answers.map((r) => r.status)).toEqual([201, 200, 200, 200, 200]);
        expect(created.body.data.data.secret).toMatch(/^whsec_/);
        return;
      }
      // Read-only staff are refused every write by the impersonation rule ('Interdit'); roles by this one.
      const message = name.includes('RO as Owner') ? 'Interdit' : ROLE_REFUSAL;
      for (const res of answers) expect([res.status, res.body.message]).toEqual([403, message]);
      expect(await snapshotAccount(h, owner.accountUuid)).toEqual(before);
    });
  },
);
