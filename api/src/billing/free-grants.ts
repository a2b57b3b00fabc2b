import { createHash } from 'node:crypto';
import type { Db } from './credits';

/**
 * The Découverte offer is given once per person and once per company, not once per account: deleting an
 * account and signing up again (or opening a second account) must not grant it again. What identifies
 * them is kept as a hash only (the email, normalised; the SIREN), in a table the account's deletion does
 * not touch.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Same normalisation as the migration that claimed the accounts granted before this table. */
export const personKey = (email: string) => sha256(email.trim().toLowerCase());
export const companyKey = (siren: string) => sha256(siren.replace(/\s/g, ''));

type Claim = { kind: 'person' | 'company'; key_hash: string };

/** The account's administrators and its company (the billing address's SIREN, when given). */
async function claimsOf(db: Db, accountUuid: string): Promise<Claim[]> {
  const owners = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
    .select('users.email')
    .where('memberships.account_uuid', '=', accountUuid)
    .where('memberships.role', '=', 'Role_Owner')
    .execute();
  const address = await db
    .selectFrom('billing_addresses')
    .select('siren')
    .where('account_uuid', '=', accountUuid)
    .executeTakeFirst();
  const claims: Claim[] = owners.map((o) => ({ kind: 'person', key_hash: personKey(o.email) }));
  if (address?.siren) claims.push({ kind: 'company', key_hash: companyKey(address.siren) });
  return claims;
}

async function holders(db: Db, claims: Claim[]) {
  return db
    .selectFrom('free_grants')
    .select(['kind', 'key_hash', 'account_uuid'])
    .where((eb) =>
      eb.or(claims.map((c) => eb.and([eb('kind', '=', c.kind), eb('key_hash', '=', c.key_hash)]))),
    )
    .execute();
}

/**
 * Claims the Découverte grant for the account: true when none of its administrators nor its company had
 * it in another account (the claims are then recorded), false otherwise. Two first calls at once: the
 * primary key lets one account win, the other sees it.
 */
export async function claimFreeGrant(db: Db, accountUuid: string): Promise<boolean> {
  const claims = await claimsOf(db, accountUuid);
  if (claims.length === 0) return true;
  const taken = (rows: { account_uuid: string | null }[]) => rows.some((r) => r.account_uuid !== accountUuid);
  if (taken(await holders(db, claims))) return false;
  await db
    .insertInto('free_grants')
    .values(claims.map((c) => ({ ...c, account_uuid: accountUuid })))
    .onConflict((oc) => oc.columns(['kind', 'key_hash']).doNothing())
    .execute();
  return !taken(await holders(db, claims));
}
