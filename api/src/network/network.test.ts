import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../../platform/db';
import { registeredUser, signIn, uniqueEmail } from '../../../identity/src/testing/flows';
import { outboxFor } from '../mail';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { consumeFromLots, grantCredits, lockedLots } from '../billing/credits';
import { dataOf } from '../users/test-support';
import type { AffiliationView, NetworkView } from './network-service';

let database: TestDatabase<unknown>;
let h: ApiHarness;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

type ErrorBody = { status: number; message: string };

const network = async (user: TestUser) =>
  dataOf<NetworkView>(await h.call('GET', '/v1/network', { token: user.accessToken }));
const invite = (user: TestUser, email: string) =>
  h.call<ErrorBody>('POST', '/v1/network/members', { token: user.accessToken, body: { email } });
const answer = (user: TestUser, uuid: string, action: 'accept' | 'decline') =>
  h.call<ErrorBody>('POST', `/v1/network/affiliations/${uuid}/${action}`, { token: user.accessToken });
const end = (user: TestUser, uuid: string) =>
  h.call<ErrorBody>('DELETE', `/v1/network/affiliations/${uuid}`, { token: user.accessToken });
const parentOf = async (accountUuid: string) =>
  (
    await h.db
      .selectFrom('accounts')
      .select('network_parent_uuid')
      .where('uuid', '=', accountUuid)
      .executeTakeFirstOrThrow()
  ).network_parent_uuid;
const accountName = async (accountUuid: string) =>
  (await h.db.selectFrom('accounts').select('name').where('uuid', '=', accountUuid).executeTakeFirstOrThrow())
    .name;
const auditActions = async (actor: string) =>
  (await h.db.selectFrom('audit_log').select('action').where('actor_uuid', '=', actor).execute()).map(
    (r) => r.action,
  );

/** The head invites `member`'s Owner address and answers the invitation's uuid (taken from the head's view). */
async function invited(head: TestUser, member: TestUser): Promise<string> {
  const res = await invite(head, member.email);
  expect(res.status).toBe(200);
  const entry = dataOf<NetworkView>(res).members.find((m) => m.email === member.email);
  return entry!.uuid;
}

async function affiliate(head: TestUser, member: TestUser): Promise<string> {
  const uuid = await invited(head, member);
  expect((await answer(member, uuid, 'accept')).status).toBe(200);
  return uuid;
}

describe('Network of accounts', () => {
  it('invites an Owner, who accepts: the member sees its head, the head its member, network_parent_uuid follows', async () => {
    const head = await h.newOwner();
    const member = await h.newOwner();
    expect(await network(head)).toEqual({
      role: 'none',
      head: null,
      members: [],
      invitations: [],
      without_import_credits: false,
    });
    const res = await invite(head, member.email.toUpperCase());
    expect(res.status).toBe(200);
    const sent = dataOf<NetworkView>(res);
    expect(sent.role).toBe('head');
    expect(sent.members).toEqual([
      {
        uuid: expect.any(String),
        status: 'pending',
        account_name: member.email,
        email: member.email,
        created_at: expect.any(String),
        accepted_at: null,
      },
    ]);
    const uuid = sent.members[0].uuid;
    const [mail] = await outboxFor(h.db, member.email);
    expect(mail.subject).toContain('Invitation à rejoindre le réseau');
    expect(mail.text_body).toContain('/mon-compte/reseau');
    // Nothing changes before the answer.
    expect(await parentOf(member.accountUuid)).toBeNull();
    const received = await network(member);
    expect(received.role).toBe('none');
    expect(received.invitations).toEqual([
      expect.objectContaining({
        uuid,
        status: 'pending',
        account_name: await accountName(head.accountUuid),
        email: null,
      }),
    ]);

    const accepted = await answer(member, uuid, 'accept');
    expect(accepted.status).toBe(200);
    expect(dataOf<NetworkView>(accepted)).toMatchObject({
      role: 'member',
      head: { uuid, status: 'active', account_name: await accountName(head.accountUuid), email: null },
      members: [],
      invitations: [],
    });
    expect(await parentOf(member.accountUuid)).toBe(head.accountUuid);
    const headView = await network(head);
    expect(headView.members).toEqual([
      expect.objectContaining({
        uuid,
        status: 'active',
        account_name: await accountName(member.accountUuid),
        accepted_at: expect.any(String),
      }),
    ]);
    expect(await auditActions(head.uuid)).toContain(`network.invite ${uuid}`);
    expect(await auditActions(member.uuid)).toContain(`network.accept ${uuid} ${head.accountUuid}`);
    // Twice: the invitation is answered.
    expect((await answer(member, uuid, 'accept')).status).toBe(404);
  });

  it('answers an unknown address exactly as a known one; the invitation waits for the account and attaches to it', async () => {
    const head = await h.newOwner();
    const known = await h.newOwner();
    const unknown = uniqueEmail('futur');
    const shape = (view: NetworkView, email: string) => {
      const entry = view.members.find((m) => m.email === email) as Partial<AffiliationView>;
      const { uuid: _u, created_at: _c, ...rest } = entry;
      return {
        ...rest,
        account_name: rest.account_name === email ? '<address>' : rest.account_name,
        email: '<address>',
      };
    };
    const a = await invite(head, known.email);
    const b = await invite(head, unknown);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(shape(dataOf(b), unknown)).toEqual(shape(dataOf(a), known.email));
    expect((await outboxFor(h.db, unknown)).at(-1)?.subject).toBe(
      (await outboxFor(h.db, known.email)).at(-1)?.subject,
    );
    // The person signs up later: their new account (they are its Owner) finds the invitation and accepts it.
    await registeredUser(h.identity, unknown, 'motdepasse1');
    const tokens = await signIn(h.identity, unknown, 'motdepasse1');
    const me = dataOf<{ uuid: string; current_account: { uuid: string } }>(
      await h.call('GET', '/v1/users/me', { token: tokens.AccessToken }),
    );
    const newcomer = {
      email: unknown,
      accessToken: tokens.AccessToken!,
      accountUuid: me.current_account.uuid,
    } as TestUser;
    const [invitation] = (await network(newcomer)).invitations;
    expect(invitation.account_name).toBe(await accountName(head.accountUuid));
    expect((await answer(newcomer, invitation.uuid, 'accept')).status).toBe(200);
    expect(await parentOf(newcomer.accountUuid)).toBe(head.accountUuid);
    const row = await h.db
      .selectFrom('network_affiliations')
      .selectAll()
      .where('uuid', '=', invitation.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', member_account_uuid: newcomer.accountUuid });
  });

  it('declines: nothing changes, the head sees the invitation no more and may invite again', async () => {
    const head = await h.newOwner();
    const other = await h.newOwner();
    const uuid = await invited(head, other);
    const declined = await answer(other, uuid, 'decline');
    expect(declined.status).toBe(200);
    expect(dataOf<NetworkView>(declined).invitations).toEqual([]);
    expect(await network(head)).toMatchObject({ role: 'none', members: [] });
    expect(await parentOf(other.accountUuid)).toBeNull();
    const row = await h.db
      .selectFrom('network_affiliations')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'declined', ended_by: other.uuid });
    expect((await answer(other, uuid, 'accept')).status).toBe(404);
    expect((await invite(head, other.email)).status).toBe(200);
  });

  it('the head detaches a member (with its parent cleared) and withdraws a pending invitation', async () => {
    const head = await h.newOwner();
    const member = await h.newOwner();
    const pending = await h.newOwner();
    const uuid = await affiliate(head, member);
    const waiting = await invited(head, pending);
    const detached = await end(head, uuid);
    expect(detached.status).toBe(200);
    expect(dataOf<NetworkView>(detached).members.map((m) => m.uuid)).toEqual([waiting]);
    expect(await parentOf(member.accountUuid)).toBeNull();
    expect(await network(member)).toMatchObject({ role: 'none', head: null });
    expect((await end(head, waiting)).status).toBe(200);
    expect((await network(pending)).invitations).toEqual([]);
    expect((await network(head)).role).toBe('none');
    expect(await auditActions(head.uuid)).toEqual(
      expect.arrayContaining([`network.detach ${uuid}`, `network.cancel ${waiting}`]),
    );
    // Ended is ended.
    expect((await end(head, uuid)).status).toBe(404);
  });

  it('the member leaves; it cannot end a pending invitation it received (that is decline)', async () => {
    const head = await h.newOwner();
    const member = await h.newOwner();
    const uuid = await affiliate(head, member);
    const left = await end(member, uuid);
    expect(left.status).toBe(200);
    expect(dataOf<NetworkView>(left)).toMatchObject({ role: 'none', head: null });
    expect(await parentOf(member.accountUuid)).toBeNull();
    expect((await network(head)).members).toEqual([]);
    expect(await auditActions(member.uuid)).toContain(`network.leave ${uuid}`);
    const again = await invited(head, member);
    expect((await end(member, again)).status).toBe(404);
  });

  it('no chains: a member cannot invite, a head with members cannot join, a head that joined elsewhere withdraws its invitations', async () => {
    const a = await h.newOwner();
    const b = await h.newOwner();
    const c = await h.newOwner();
    const d = await h.newOwner();
    await affiliate(a, b);
    const fromMember = await invite(b, d.email);
    expect(fromMember.status).toBe(409);
    expect(fromMember.body.message).toBe(
      "Un compte membre d'un réseau ne peut pas inviter d'autres comptes : quittez d'abord le réseau.",
    );
    const toHead = await invited(c, a);
    const headJoins = await answer(a, toHead, 'accept');
    expect(headJoins.status).toBe(409);
    expect(headJoins.body.message).toContain("Votre compte est la tête d'un réseau");
    expect(await parentOf(a.accountUuid)).toBeNull();
    // d invited by c (pending) then c joins e: c's invitation is withdrawn, d cannot accept it.
    const e = await h.newOwner();
    const toD = await invited(c, d);
    await affiliate(e, c);
    expect((await network(d)).invitations).toEqual([]);
    expect((await answer(d, toD, 'accept')).status).toBe(404);
    expect(await parentOf(d.accountUuid)).toBeNull();
  });

  it('one head at most: a member cannot accept another invitation, and the database refuses a second active row', async () => {
    const a = await h.newOwner();
    const b = await h.newOwner();
    const m = await h.newOwner();
    await affiliate(a, m);
    const second = await invited(b, m);
    const res = await answer(m, second, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Votre compte fait déjà partie d'un réseau : quittez-le avant d'en rejoindre un autre.",
    );
    expect(await parentOf(m.accountUuid)).toBe(a.accountUuid);
    await expect(
      h.db
        .insertInto('network_affiliations')
        .values({
          uuid: randomUUID(),
          head_account_uuid: b.accountUuid,
          member_account_uuid: m.accountUuid,
          invited_email: m.email,
          status: 'active',
          accepted_at: new Date(),
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses inviting oneself, twice the same address, or an account already in the network', async () => {
    const head = await h.newOwner();
    const member = await h.newOwner();
    const self = await invite(head, head.email);
    expect([self.status, self.body.message]).toEqual([
      400,
      'Vous ne pouvez pas inviter votre propre compte dans son réseau.',
    ]);
    const other = uniqueEmail('deux-fois');
    expect((await invite(head, other)).status).toBe(200);
    const twice = await invite(head, other);
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'Une invitation à rejoindre le réseau a déjà été envoyée à cette adresse.',
    ]);
    await affiliate(head, member);
    expect((await invite(head, member.email)).status).toBe(409);
    expect((await invite(head, 'pas-une-adresse')).status).toBe(400);
  });

  it('tells a member when its head has no import credits left', async () => {
    const head = await h.newOwner();
    const member = await h.newOwner();
    await affiliate(head, member);
    // A new head holds its Découverte credits.
    expect((await network(member)).without_import_credits).toBe(false);
    await spendAll(head.accountUuid);
    expect((await network(member)).without_import_credits).toBe(true);
    await grantCredits(h.db, {
      accountUuid: head.accountUuid,
      type: 'line',
      amount: 5000,
      offerCode: null,
      origin: 'Geste commercial',
      expiresAt: null,
      at: new Date(),
    });
    expect((await network(member)).without_import_credits).toBe(false);
    // The head itself is never told (it is not a member).
    await spendAll(head.accountUuid);
    expect((await network(head)).without_import_credits).toBe(false);
  });

  it('Managers read the network; only Owners change it; Members see nothing', async () => {
    const head = await h.newOwner();
    const manager = await h.newMember(head.accountUuid, 'Role_Manager');
    const plain = await h.newMember(head.accountUuid, 'Role_Member');
    const other = await h.newOwner();
    const uuid = await invited(head, other);
    expect((await network(manager)).members.map((m) => m.uuid)).toEqual([uuid]);
    expect((await invite(manager, uniqueEmail('x'))).status).toBe(403);
    expect((await end(manager, uuid)).status).toBe(403);
    expect((await h.call('GET', '/v1/network', { token: plain.accessToken })).status).toBe(403);
    const me = dataOf<{ permissions: { routes: string[] } }>(
      await h.call('GET', '/v1/users/me', { token: manager.accessToken }),
    );
    expect(me.permissions.routes).toContain('mon-compte/reseau');
  });
});

/** Spends every import credit of the account (its Découverte credits included). */
async function spendAll(accountUuid: string): Promise<void> {
  const now = new Date();
  await h.db.transaction().execute(async (trx) => {
    const lots = await lockedLots(trx, accountUuid, now);
    for (const type of ['file', 'line', 'dossier'] as const) {
      const held = lots.filter((l) => l.type === type).reduce((n, l) => n + l.balance, 0);
      if (held > 0) await consumeFromLots(trx, lots, type, held, { label: 'Test', at: now });
    }
  });
}

describe('headHasImportCredits on the billing ledger', () => {
  it('counts unexpired line, dossier and file lots with a positive balance, Découverte included', async () => {
    const { headHasImportCredits } = await import('./head-credits');
    const head = await h.newOwner();
    const now = new Date();
    // A new account holds its Découverte credits (1 file, 20,000 lines for 30 days).
    expect(await headHasImportCredits(h.db, head.accountUuid, now)).toBe(true);
    // Once they are spent, a discount credit alone imports nothing.
    await spendAll(head.accountUuid);
    const grant = (type: 'discount' | 'dossier', expiresAt: Date | null) =>
      grantCredits(h.db, {
        accountUuid: head.accountUuid,
        type,
        amount: 5,
        offerCode: null,
        origin: 'Geste commercial',
        expiresAt,
        at: now,
      });
    await grant('discount', null);
    expect(await headHasImportCredits(h.db, head.accountUuid, now)).toBe(false);
    await grant('dossier', new Date(now.getTime() - 1000)); // already expired
    expect(await headHasImportCredits(h.db, head.accountUuid, now)).toBe(false);
    await grant('dossier', new Date(now.getTime() + 86_400_000));
    expect(await headHasImportCredits(h.db, head.accountUuid, now)).toBe(true);
  });
});
