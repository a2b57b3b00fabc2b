import { sql, type Transaction } from 'kysely';
import type { AccountRow } from '../auth/caller';
import { json, type ApiDatabase, type ApiDb } from '../db/database';
import type { FeaturesInAccount } from './tables';

type Db = ApiDb | Transaction<ApiDatabase>;

export function accountByUuid(db: Db, uuid: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function updateAccount(
  db: Db,
  uuid: string,
  changes: { name?: string; features_in_account?: FeaturesInAccount },
): Promise<void> {
  const set: { name?: string; features_in_account?: string } = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.features_in_account !== undefined) set.features_in_account = json(changes.features_in_account);
  if (Object.keys(set).length === 0) return;
  await db.updateTable('accounts').set(set).where('uuid', '=', uuid).execute();
}

/** Whether some account declares single sign-on for this email domain (features_in_account.sso). */
export async function ssoDomainExists(db: Db, domain: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('uuid')
    .where(sql<boolean>`features_in_account @> ${json({ sso: { domains: [domain] } })}::jsonb`)
    .where(sql<boolean>`coalesce(features_in_account->'sso'->>'enabled', 'true') <> 'false'`)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
