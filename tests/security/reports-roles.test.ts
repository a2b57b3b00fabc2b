/**
 * Reports (issue 12) per role, in one account (api/PERMISSIONS.md `report.report`, spec §6): who reads the
 * account's reports, who generates on which FEC, who deletes a report someone else asked for. A Member sees
 * and deletes only their own and generates only on FECs granted to them; a Supervisor reads and generates
 * but deletes only their own; staff acting as an Owner act as the Owner, read-only staff never write. Every
 * refusal leaves the report's row and files as they were.
 */
import type { TestDatabase } from '../../platform/db';
import { json } from '../../api/src/db/database';
import type { AccountRole, InternalRole } from '../../api/src/permissions/roles';
import { seedAnalysedFec, seedReport, type SeededAnalysedFec } from '../../api/src/reports/testing';
import { brief, impersonating, type Envelope } from './support';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../../api/src/testing/harness';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let granted: SeededAnalysedFec;
let notGranted: SeededAnalysedFec;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue(), reports: 'record' });
  owner = await h.newOwner();
  granted = await seedAnalysedFec(h, owner);
  notGranted = await seedAnalysedFec(h, owner);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

type Actor =
  AccountRole | `${Extract<InternalRole, 'Role_Admin' | 'Role_CS' | 'Role_CSRO' | 'Role_OpeRO'>} as Owner`;

interface Rights {
  /** Reads (list, one, download) a report the Owner asked for. */
  readOthers: boolean;
  /** Generates on a FEC granted to them (every FEC for roles that read all). */
  generate: boolean;
  /** Generates on a FEC not granted to them. */
  generateAny: boolean;
  /** Deletes a report the Owner asked for. */
  deleteOthers: boolean;
}

const TABLE: Record<Actor, Rights> = {
  Role_Owner: { readOthers: true, generate: true, generateAny: true, deleteOthers: true },
  Role_Manager: { readOthers: true, generate: true, generateAny: true, deleteOthers: true },
  Role_Supervisor: { readOthers: true, generate: true, generateAny: true, deleteOthers: false },
  Role_Member: { readOthers: false, generate: true, generateAny: false, deleteOthers: false },
  'Role_Admin as Owner': { readOthers: true, generate: true, generateAny: true, deleteOthers: true },
  'Role_CS as Owner': { readOthers: true, generate: true, generateAny: true, deleteOthers: true },
  'Role_CSRO as Owner': { readOthers: true, generate: false, generateAny: false, deleteOthers: false },
  'Role_OpeRO as Owner': { readOthers: true, generate: false, generateAny: false, deleteOthers: false },
};

const readOnly = (a: Actor) => a.includes('RO as Owner');

async function actor(a: Actor): Promise<{ token: string; headers: Record<string, string>; uuid: string }> {
  if (!a.endsWith(' as Owner')) {
    const user = await h.newMember(owner.accountUuid, a as AccountRole);
    if (a === 'Role_Member') {
      await h.db
        .insertInto('fec_access')
        .values({ fec_uuid: granted.fecUuid, email: user.email, write: false })
        .execute();
    }
    return { token: user.accessToken, headers: {}, uuid: user.uuid };
  }
  const staff = await h.newOwner();
  await h.db
    .updateTable('users')
    .set({ internal_roles: json([a.replace(' as Owner', '')]) })
    .where('uuid', '=', staff.uuid)
    .execute();
  const target = await h.newMember(owner.accountUuid, 'Role_Owner');
  return {
    token: staff.accessToken,
    headers: impersonating(owner.accountUuid, target.uuid),
    uuid: target.uuid,
  };
}

/** The report's row and whether each of its files is stored. */
async function stateOf(report: { uuid: string; keys: string[] }) {
  const row = await h.db.selectFrom('reports').selectAll().where('uuid', '=', report.uuid).executeTakeFirst();
  const files = await Promise.all(report.keys.map((k) => h.deps.storage.exists(k)));
  return JSON.parse(JSON.stringify({ row, files }));
}

describe.each(Object.entries(TABLE) as [Actor, Rights][])('%s', (name, expected) => {
  let who: { token: string; headers: Record<string, string>; uuid: string };
  let others: { uuid: string; keys: string[] };

  beforeAll(async () => {
    who = await actor(name);
    others = await seedReport(h, { accountUuid: owner.accountUuid, createdBy: owner.uuid, fec: granted });
  });

  const call = <T = Envelope<{ items: { uuid: string }[]; total: number }>>(
    method: string,
    path: string,
    o: { body?: unknown; query?: Record<string, string> } = {},
  ) => h.call<T & { message?: string }>(method, path, { token: who.token, headers: who.headers, ...o });

  it(`reads a report someone else asked for: ${expected.readOthers ? 'yes' : 'no (404, left out of lists)'}`, async () => {
    const one = await call('GET', `/v1/reports/${others.uuid}`);
    const file = await call('GET', `/v1/reports/${others.uuid}/files/pdf`);
    const list = await call('GET', '/v1/reports', { query: { limit: '100' } });
    expect(list.status).toBe(200);
    const listed = list.body.data.data.items.some((r) => r.uuid === others.uuid);
    if (expected.readOthers) {
      expect([one.status, file.status, listed]).toEqual([200, 200, true]);
      expect(brief(file)).toContain(`document pdf ${others.uuid}`);
    } else {
      expect([one.status, one.body.message, file.status, listed]).toEqual([
        404,
        "Ce rapport n'existe pas.",
        404,
        false,
      ]);
    }
    const limits = await call('GET', '/v1/reports/limits');
    expect(limits.status).toBe(200);
  });

  it(`generates on a granted FEC: ${expected.generate ? 'yes' : 'no'}; on another: ${expected.generateAny ? 'yes' : 'no'}`, async () => {
    const count = () =>
      h.db
        .selectFrom('reports')
        .select('uuid')
        .where('account_uuid', '=', owner.accountUuid)
        .execute()
        .then((r) => r.length);
    const before = await count();
    const onGranted = await call('POST', '/v1/reports', {
      body: { name: 'Revue', fec_uuids: [granted.fecUuid], formats: ['pdf'] },
    });
    const onOther = await call('POST', '/v1/reports', {
      body: { name: 'Revue', fec_uuids: [notGranted.fecUuid], formats: ['pdf'] },
    });
    const refusal = readOnly(name) ? 'Interdit' : "Vous n'avez pas accès à ce Fec.";
    expect(onGranted.status).toBe(expected.generate ? 201 : 403);
    if (!expected.generate) expect(onGranted.body.message).toBe('Interdit');
    expect(onOther.status).toBe(expected.generateAny ? 201 : 403);
    if (!expected.generateAny) expect(onOther.body.message).toBe(refusal);
    expect(await count()).toBe(before + Number(expected.generate) + Number(expected.generateAny));
    if (expected.generate) {
      const mine = (
        onGranted.body as unknown as Envelope<{ items: { uuid: string; creator_uuid: string }[] }>
      ).data.data.items[0]!;
      expect(mine.creator_uuid).toBe(who.uuid);
      // Their own report: they see it and may delete it.
      expect((await call('GET', `/v1/reports/${mine.uuid}`)).status).toBe(200);
      expect((await call('DELETE', `/v1/reports/${mine.uuid}`)).status).toBe(200);
    }
  });

  it(`deletes a report someone else asked for: ${expected.deleteOthers ? 'yes' : 'no, and it stays whole'}`, async () => {
    const before = await stateOf(others);
    const res = await call('DELETE', `/v1/reports/${others.uuid}`);
    if (expected.deleteOthers) {
      expect(res.status).toBe(200);
      const after = await stateOf(others);
      expect(after.row).toBeUndefined();
      expect(after.files.some(Boolean)).toBe(false);
      return;
    }
    const message = expected.readOthers ? 'Interdit' : "Ce rapport n'existe pas.";
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: expected.readOthers ? 403 : 404,
      message,
    });
    expect(await stateOf(others)).toEqual(before);
    expect(before.files).toEqual([true, true, true]);
  });
});
