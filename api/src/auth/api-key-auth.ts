import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { ApiDeps } from '../deps';
import type { ApiDb } from '../db/database';
import { unauthorized } from '../http/errors';
import { MSG } from '../http/messages';
import { permissionsFor, type Can } from '../permissions/permissions';
import type { AccountRole } from '../permissions/roles';
import type { ApiKeyScope } from './api-key-scopes';
import type { AccountRow, Caller, UserRow } from './caller';

/**
 * Partner API keys as credentials (issue 13): `fak_<12 hex id>_<43 base64url secret>`. The id finds the
 * row, the SHA-256 of the whole key is compared in constant time. The caller is the key's creator in the
 * key's account, with the creator's rights there limited to what the key's scopes allow.
 */

export const API_KEY_PATTERN = /^fak_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export const isApiKeyToken = (token: string) => token.startsWith('fak_');

export const apiKeyHash = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

/**
 * What each scope allows, as grants of the permission tree (`area.subarea.action`). `fecs:read` reads and
 * exports folders, FECs and results (and reads the review work); `fecs:import` imports (the folder named must exist: no folder is
 * created); `reports` generates and reads reports — on the FECs the creator may read, hence read_all for its
 * data scope (the routes a `reports` key reaches are only the reports' ones: `config.apiKeyScopes`).
 */
const SCOPE_GRANTS: Record<ApiKeyScope, string[]> = {
  'fecs:read': [
    'fec.file.read_all',
    'fec.file.export',
    'fec.corrected.download',
    'fec.extra.read',
    'fec.access.read',
    'folder.tree.read',
    'folder.tree.download',
    'analysis.result.read',
    'analysis.result.export',
    'analysis.comment.read',
    'analysis.review.read',
    'analysis.ecf.read',
  ],
  'fecs:import': ['fec.file.import', 'folder.tree.read'],
  reports: ['report.report.read', 'report.report.generate', 'fec.file.read_all'],
  // Statuses, justifications and assignments on the FECs the creator may read; never a sign-off, which is a
  // person's act (« Revue validée par … »).
  review: [
    'analysis.review.read',
    'analysis.review.write',
    'analysis.review.assign',
    'analysis.result.read',
    'fec.file.read_all',
  ],
  // ECF missions (issue 38): open one, conclude points, tick the checklist; never the signature nor « envoyé ».
  ecf: [
    'analysis.ecf.read',
    'analysis.ecf.create',
    'analysis.ecf.write',
    'analysis.result.read',
    'analysis.review.read',
    'fec.file.read_all',
  ],
};

/** The creator's rights (`roleCan`) limited to what the scopes allow. */
export function scopedPermissions(roleCan: Can, scopes: readonly string[]): Can {
  const grants = new Set(scopes.flatMap((s) => SCOPE_GRANTS[s as ApiKeyScope] ?? []));
  const can: Can = {};
  for (const [area, subareas] of Object.entries(roleCan)) {
    can[area] = {};
    for (const [subarea, actions] of Object.entries(subareas)) {
      can[area][subarea] = {};
      for (const [action, allowed] of Object.entries(actions)) {
        can[area][subarea][action] = allowed && grants.has(`${area}.${subarea}.${action}`);
      }
    }
  }
  return can;
}

/** An active key's creator, their active membership in the key's account and that account, in one query. */
async function keyWithCreator(db: ApiDb, where: { keyId: string } | { uuid: string }) {
  let query = db
    .selectFrom('api_keys')
    .leftJoin('users', 'users.uuid', 'api_keys.created_by')
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.user_uuid', '=', 'api_keys.created_by')
        .onRef('memberships.account_uuid', '=', 'api_keys.account_uuid')
        .on('memberships.status', '=', 'active')
        .on('memberships.blocked_at', 'is', null),
    )
    .innerJoin('accounts', 'accounts.uuid', 'api_keys.account_uuid')
    .select([
      'api_keys.uuid as key_uuid',
      'api_keys.secret_hash',
      'api_keys.scopes',
      'api_keys.revoked_at',
      'api_keys.suspended_at',
      'api_keys.last_used_at',
      'memberships.role as m_role',
    ])
    // Whole rows as JSON: one round trip on every partner request.
    .select([
      sql<unknown>`to_jsonb(users)`.as('user_row'),
      sql<unknown>`to_jsonb(accounts)`.as('account_row'),
    ]);
  query =
    'keyId' in where
      ? query.where('api_keys.key_id', '=', where.keyId)
      : query.where('api_keys.uuid', '=', where.uuid);
  return query.executeTakeFirst();
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** JSON of a row read back: timestamps are strings there. */
function reviveDates<T extends Record<string, unknown>>(row: T, keys: string[]): T {
  const out: Record<string, unknown> = { ...row };
  for (const k of keys) if (typeof out[k] === 'string') out[k] = new Date(out[k] as string);
  return out as T;
}

/**
 * The caller a key stands for, by its row: refused (401) when revoked or unknown, or when its creator no
 * longer has an active membership in the account or is blocked. `last_used_at` is written at most once a
 * minute (a busy partner must not turn every read into a write).
 */
async function callerFromKeyRow(
  deps: Pick<ApiDeps, 'db' | 'now'>,
  row: NonNullable<Awaited<ReturnType<typeof keyWithCreator>>>,
): Promise<Caller> {
  if (row.revoked_at) throw unauthorized(MSG.apiKeyUnknown);
  // « À vérifier » after its creator's password was reset: refused until an owner keeps it.
  if (row.suspended_at) throw unauthorized(MSG.apiKeySuspended);
  const userRow = parsed<UserRow | null>(row.user_row);
  if (!userRow || !row.m_role || userRow.state === 'blocked') throw unauthorized(MSG.apiKeyCreatorGone);
  const user = reviveDates(userRow as unknown as Record<string, unknown>, [
    'created_at',
  ]) as unknown as UserRow;
  const account = reviveDates(parsed<Record<string, unknown>>(row.account_row), [
    'created_at',
  ]) as unknown as AccountRow;
  const role = row.m_role as AccountRole;
  const scopes = parsed<string[]>(row.scopes);
  const now = deps.now();
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() >= 60_000) {
    await deps.db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('uuid', '=', row.key_uuid)
      .where((eb) =>
        eb.or([
          eb('last_used_at', 'is', null),
          eb('last_used_at', '<', sql<Date>`${now}::timestamptz - interval '1 minute'`),
        ]),
      )
      .execute();
  }
  return {
    user,
    account,
    role,
    // Only the account role: a staff member's key never carries back-office powers.
    internalRoles: [],
    roles: [role],
    can: scopedPermissions(permissionsFor([role]), scopes),
    impersonator: null,
    readOnly: false,
    forceSeeAnalysisUuid: null,
    apiKey: { uuid: row.key_uuid, scopes },
  };
}

/** `Authorization: Bearer fak_…` (or `AccessToken: fak_…`): the key's caller, or 401. */
export async function callerForApiKey(deps: Pick<ApiDeps, 'db' | 'now'>, token: string): Promise<Caller> {
  const match = API_KEY_PATTERN.exec(token);
  if (!match) throw unauthorized(MSG.apiKeyUnknown);
  const row = await keyWithCreator(deps.db, { keyId: match[1] });
  const presented = apiKeyHash(token);
  const stored = row ? Buffer.from(row.secret_hash) : Buffer.alloc(32);
  // Compared even when the id is unknown, so the answer takes the same time either way.
  const same = stored.length === presented.length && timingSafeEqual(stored, presented);
  if (!row || !same) throw unauthorized(MSG.apiKeyUnknown);
  return callerFromKeyRow(deps, row);
}

/** The caller of a key by its uuid (a signed upload URL acts for the key that prepared it). */
export async function callerForApiKeyUuid(deps: Pick<ApiDeps, 'db' | 'now'>, uuid: string): Promise<Caller> {
  const row = await keyWithCreator(deps.db, { uuid });
  if (!row) throw unauthorized(MSG.apiKeyUnknown);
  return callerFromKeyRow(deps, row);
}

/**
 * A person's caller in an account, rebuilt without their token (a signed upload URL a person prepared acts
 * for them): refused (401) once they no longer have an active membership there or are blocked.
 */
export async function callerInAccount(db: ApiDb, userUuid: string, accountUuid: string): Promise<Caller> {
  const row = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
    .innerJoin('accounts', 'accounts.uuid', 'memberships.account_uuid')
    .select(['memberships.role as m_role'])
    // Whole rows as JSON: one round trip on every partner request.
    .select([
      sql<unknown>`to_jsonb(users)`.as('user_row'),
      sql<unknown>`to_jsonb(accounts)`.as('account_row'),
    ])
    .where('memberships.user_uuid', '=', userUuid)
    .where('memberships.account_uuid', '=', accountUuid)
    .where('memberships.status', '=', 'active')
    .where('memberships.blocked_at', 'is', null)
    .executeTakeFirst();
  const userRow = row && parsed<UserRow>(row.user_row);
  if (!row || !userRow || userRow.state === 'blocked') throw unauthorized();
  const role = row.m_role as AccountRole;
  return {
    user: reviveDates(userRow as unknown as Record<string, unknown>, ['created_at']) as unknown as UserRow,
    account: reviveDates(parsed<Record<string, unknown>>(row.account_row), [
      'created_at',
    ]) as unknown as AccountRow,
    role,
    internalRoles: [],
    roles: [role],
    can: permissionsFor([role]),
    impersonator: null,
    readOnly: false,
    forceSeeAnalysisUuid: null,
    apiKey: null,
  };
}
