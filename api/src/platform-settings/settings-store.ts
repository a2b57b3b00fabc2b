import { sql } from 'kysely';
import { json, type ApiDb } from '../db/database';

export interface StoredSetting {
  key: string;
  value: unknown;
  updated_at: Date | string;
  updated_by: string | null;
  updated_by_email: string | null;
}

/** Every stored setting with who changed it last. */
export function readSettings(db: ApiDb): Promise<StoredSetting[]> {
  return db
    .selectFrom('platform_settings')
    .leftJoin('users', 'users.uuid', 'platform_settings.updated_by')
    .select([
      'platform_settings.key',
      'platform_settings.value',
      'platform_settings.updated_at',
      'platform_settings.updated_by',
      'users.email as updated_by_email',
    ])
    .execute() as Promise<StoredSetting[]>;
}

/** Writes one setting (insert or replace). */
export async function writeSetting(db: ApiDb, key: string, value: unknown, by: string | null): Promise<void> {
  await db
    .insertInto('platform_settings')
    .values({ key, value: json(value), updated_at: sql`now()`, updated_by: by })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: json(value), updated_at: sql`now()`, updated_by: by }),
    )
    .execute();
}
