import {
  sql,
  type AliasableExpression,
  type ExpressionBuilder,
  type SqlBool,
  type Insertable,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Caller } from '../auth/caller';
import { countRows, type ApiDatabase, type ApiDb } from '../db/database';
import type { FecsTable } from './tables';

type Db = ApiDb | Transaction<ApiDatabase>;

/**
 * THE rule of who is granted a FEC beyond their role (spec §6), as a condition on `fecs`: its owner, a grant
 * to the caller's email, or a grant to a group the caller belongs to now (group access is resolved here, at
 * read time: joining the group gives it, leaving it takes it away). With `write`, only write grants count.
 * Every check — lists, counts, one FEC, downloads, analyses, reports — goes through it (`mayAccessFec`,
 * `readableBy`, the `write` flag of lists).
 */
export function grantedTo(caller: Caller, mode: 'read' | 'write') {
  return (eb: ExpressionBuilder<ApiDatabase, 'fecs'>) => {
    let byEmail = eb
      .selectFrom('fec_access')
      .select('fec_access.fec_uuid')
      .whereRef('fec_access.fec_uuid', '=', 'fecs.uuid')
      .where(sql<string>`lower(fec_access.email)`, '=', caller.user.email.toLowerCase());
    let byGroup = eb
      .selectFrom('fec_group_access')
      .innerJoin('group_members', 'group_members.group_uuid', 'fec_group_access.group_uuid')
      .select('fec_group_access.fec_uuid')
      .whereRef('fec_group_access.fec_uuid', '=', 'fecs.uuid')
      .where('group_members.user_uuid', '=', caller.user.uuid);
    if (mode === 'write') {
      byEmail = byEmail.where('fec_access.write', '=', true);
      byGroup = byGroup.where('fec_group_access.write', '=', true);
    }
    return eb.or([eb('fecs.owner_uuid', '=', caller.user.uuid), eb.exists(byEmail), eb.exists(byGroup)]);
  };
}

/**
 * The FECs `caller` may read, as a condition on `fecs` (same rule as `mayAccessFec`): those of the caller's
 * account, all of them for read_all roles, else those granted to them (`grantedTo`).
 */
export function readableBy(caller: Caller) {
  return (eb: ExpressionBuilder<ApiDatabase, 'fecs'>) => {
    const inAccount = eb('fecs.account_uuid', '=', caller.account.uuid);
    if (caller.can.fec.file.read_all) return inAccount;
    return eb.and([inAccount, grantedTo(caller, 'read')(eb)]);
  };
}

/** Whether the caller may write the FEC of the row being selected (for the `write` flag of lists). */
function writableExpr(caller: Caller) {
  return (eb: ExpressionBuilder<ApiDatabase, 'fecs'>): AliasableExpression<SqlBool> => {
    if (caller.can.fec.file.write_all) return sql<boolean>`true`;
    return grantedTo(caller, 'write')(eb);
  };
}

/** The columns a FEC is answered with; dates as text so PGlite and pg agree (pg parses `date` in local time). */
function fecColumns(eb: ExpressionBuilder<ApiDatabase, 'fecs'>) {
  return [
    'fecs.uuid',
    'fecs.account_uuid',
    'fecs.folder_uuid',
    'fecs.owner_uuid',
    'fecs.original_name',
    'fecs.size',
    'fecs.sha256',
    'fecs.line_count',
    'fecs.company_name',
    'fecs.siren',
    'fecs.revenue_type',
    sql<string | null>`fecs.fiscal_start::text`.as('fiscal_start'),
    sql<string | null>`fecs.fiscal_end::text`.as('fiscal_end'),
    'fecs.extra',
    'fecs.status',
    'fecs.offer',
    'fecs.locked',
    'fecs.price_ht_cents',
    'fecs.created_at',
    // The latest single analysis as one JSON value: a correlated subquery on analyses_fec, so a page
    // of FECs with their analysis summaries stays one SQL query (no N+1 here nor in the gateway).
    eb
      .selectFrom('analyses')
      .select(
        sql<LatestAnalysisRow>`json_build_object(
          'uuid', analyses.uuid,
          'status', analyses.status,
          'summary', analyses.summary,
          'corrected_status', analyses.corrected_status,
          'created_at', analyses.created_at,
          'started_at', analyses.started_at,
          'finished_at', analyses.finished_at)`.as('latest'),
      )
      .whereRef('analyses.fec_uuid', '=', 'fecs.uuid')
      .where('analyses.kind', '=', 'single')
      .orderBy('analyses.created_at', 'desc')
      .limit(1)
      .as('latest_analysis'),
  ] as const;
}

/** `latest_analysis` as the database answers it (timestamps as JSON text, in the session's zone). */
export interface LatestAnalysisRow {
  uuid: string;
  status: string;
  summary: Record<string, number> | null;
  corrected_status: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export type FecListRow = Awaited<ReturnType<typeof listFecs>>['rows'][number];

export const FEC_SORTS = {
  created_at: 'fecs.created_at',
  original_name: 'fecs.original_name',
  company_name: 'fecs.company_name',
  siren: 'fecs.siren',
  fiscal_end: 'fecs.fiscal_end',
  size: 'fecs.size',
  line_count: 'fecs.line_count',
  status: 'fecs.status',
} as const;
export type FecSort = keyof typeof FEC_SORTS;

export interface FecListQuery {
  /** A folder uuid, null for the root, undefined for every folder. */
  folder?: string | null;
  uuids?: string[];
  limit?: number;
  offset?: number;
  sort?: FecSort;
  descending?: boolean;
}

/** The readable FECs of a folder (or of ids), a page of them and how many there are. */
export async function listFecs(db: Db, caller: Caller, q: FecListQuery) {
  let base = db.selectFrom('fecs').where(readableBy(caller));
  if (q.folder !== undefined) {
    base =
      q.folder === null
        ? base.where('fecs.folder_uuid', 'is', null)
        : base.where('fecs.folder_uuid', '=', q.folder);
  }
  if (q.uuids)
    base = base.where('fecs.uuid', 'in', q.uuids.length ? q.uuids : ['00000000-0000-0000-0000-000000000000']);
  const sortColumn = FEC_SORTS[q.sort ?? 'created_at'];
  const direction = (q.descending ?? q.sort === undefined) ? 'desc' : 'asc';
  let page = base
    .select((eb) => fecColumns(eb))
    .select((eb) => writableExpr(caller)(eb).as('write'))
    .orderBy(sortColumn, (ob) => (direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast()))
    .orderBy('fecs.uuid');
  if (q.limit !== undefined) page = page.limit(q.limit);
  if (q.offset) page = page.offset(q.offset);
  const [rows, total] = await Promise.all([page.execute(), countRows(base)]);
  return { rows, total };
}

/** One FEC in the answer shape (no access check: callers check first). */
export async function fecView(db: Db, caller: Caller, uuid: string): Promise<FecListRow | undefined> {
  return db
    .selectFrom('fecs')
    .select((eb) => fecColumns(eb))
    .select((eb) => writableExpr(caller)(eb).as('write'))
    .where('fecs.uuid', '=', uuid)
    .executeTakeFirst();
}

export async function insertFecs(db: Db, rows: Insertable<FecsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('fecs').values(rows).execute();
}

export async function updateFec(db: Db, uuid: string, values: Updateable<FecsTable>): Promise<void> {
  await db.updateTable('fecs').set(values).where('uuid', '=', uuid).execute();
}

export async function deleteFecRow(db: Db, uuid: string): Promise<void> {
  await db.deleteFrom('fecs').where('uuid', '=', uuid).execute();
}

/** The readable FECs under some folders (null = the root), for the zip download. */
export function readableFecsIn(db: Db, caller: Caller, folders: (string | null)[]) {
  const ids = folders.filter((f): f is string => f !== null);
  const withRoot = folders.includes(null);
  return db
    .selectFrom('fecs')
    .select(['fecs.uuid', 'fecs.folder_uuid', 'fecs.original_name', 'fecs.storage_key', 'fecs.created_at'])
    .where(readableBy(caller))
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb('fecs.folder_uuid', 'in', ids)] : []),
        ...(withRoot ? [eb('fecs.folder_uuid', 'is', null)] : []),
        ...(ids.length || withRoot ? [] : [sql<boolean>`false`]),
      ]),
    )
    .orderBy('fecs.original_name')
    .execute();
}

/** Readable FECs per folder (null key = root), for folder counts. */
export async function countReadableByFolder(db: Db, caller: Caller): Promise<Map<string | null, number>> {
  const rows = await db
    .selectFrom('fecs')
    .select(['fecs.folder_uuid', (eb) => eb.fn.countAll<number>().as('n')])
    .where(readableBy(caller))
    .groupBy('fecs.folder_uuid')
    .execute();
  return new Map(rows.map((r) => [r.folder_uuid, Number(r.n)]));
}

// ---- access grants ----

export async function grantsOf(db: Db, fecUuid: string, accountUuid: string) {
  return db
    .selectFrom('fec_access')
    .leftJoin('users', (join) => join.on(sql`lower(users.email)`, '=', sql`lower(fec_access.email)`))
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.user_uuid', '=', 'users.uuid')
        .on('memberships.account_uuid', '=', accountUuid)
        // An invitee not yet accepted shows as an invitation: the account does not see them yet.
        .on('memberships.status', '=', 'active'),
    )
    .select([
      'fec_access.email',
      'fec_access.write',
      'fec_access.created_at',
      'users.first_name',
      'users.last_name',
      'memberships.role',
    ])
    .where('fec_access.fec_uuid', '=', fecUuid)
    .orderBy('fec_access.email')
    .execute();
}

export async function upsertGrants(db: Db, fecUuid: string, grants: { email: string; write: boolean }[]) {
  // One row per address (the last one named wins): a single upsert may not touch a row twice.
  const byEmail = new Map(grants.map((g) => [g.email.toLowerCase(), g.write]));
  if (!byEmail.size) return;
  await db
    .insertInto('fec_access')
    .values([...byEmail].map(([email, write]) => ({ fec_uuid: fecUuid, email, write })))
    .onConflict((oc) =>
      oc.columns(['fec_uuid', 'email']).doUpdateSet((eb) => ({ write: eb.ref('excluded.write') })),
    )
    .execute();
}

export async function deleteGrant(db: Db, fecUuid: string, email: string): Promise<number> {
  const result = await db
    .deleteFrom('fec_access')
    .where('fec_uuid', '=', fecUuid)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- group grants ----

/** The groups a FEC is shared with, with their names and how many people are in them now. */
export async function groupGrantsOf(db: Db, fecUuid: string) {
  const rows = await db
    .selectFrom('fec_group_access')
    .innerJoin('groups', 'groups.uuid', 'fec_group_access.group_uuid')
    .select((eb) => [
      'fec_group_access.group_uuid',
      'groups.name',
      'fec_group_access.write',
      eb
        .selectFrom('group_members')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('group_members.group_uuid', '=', 'fec_group_access.group_uuid')
        .as('member_count'),
    ])
    .where('fec_group_access.fec_uuid', '=', fecUuid)
    .orderBy(sql`lower(groups.name)`)
    .orderBy('groups.uuid')
    .execute();
  return rows.map((r) => ({ ...r, member_count: Number(r.member_count ?? 0) }));
}

export async function upsertGroupGrants(
  db: Db,
  fecUuid: string,
  grants: { group_uuid: string; write: boolean }[],
) {
  // One row per group (the last one named wins), as for addresses.
  const byGroup = new Map(grants.map((g) => [g.group_uuid, g.write]));
  if (!byGroup.size) return;
  await db
    .insertInto('fec_group_access')
    .values([...byGroup].map(([group_uuid, write]) => ({ fec_uuid: fecUuid, group_uuid, write })))
    .onConflict((oc) =>
      oc.columns(['fec_uuid', 'group_uuid']).doUpdateSet((eb) => ({ write: eb.ref('excluded.write') })),
    )
    .execute();
}

export async function deleteGroupGrant(db: Db, fecUuid: string, groupUuid: string): Promise<number> {
  const result = await db
    .deleteFrom('fec_group_access')
    .where('fec_uuid', '=', fecUuid)
    .where('group_uuid', '=', groupUuid)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
