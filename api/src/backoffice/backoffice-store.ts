import { sql, type ExpressionBuilder } from 'kysely';
import { countRows, type ApiDatabase, type ApiDb } from '../db/database';

/** `%text%` for ILIKE, the user's % and _ taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const digitsOnly = (text: string) => text.replace(/\s+/g, '');

/**
 * Accounts whose name holds `search`, or holding a FEC of that SIREN, or a user (member or invitee) whose
 * email holds it. Every account when `search` is empty.
 */
export async function searchAccounts(db: ApiDb, search: string, limit: number, offset: number) {
  const like = contains(search);
  const siren = digitsOnly(search);
  let base = db.selectFrom('accounts');
  if (search) {
    base = base.where((eb) =>
      eb.or([
        eb('accounts.name', 'ilike', like),
        ...(/^\d{3,9}$/.test(siren)
          ? [
              eb.exists(
                eb
                  .selectFrom('fecs')
                  .select('fecs.uuid')
                  .whereRef('fecs.account_uuid', '=', 'accounts.uuid')
                  .where('fecs.siren', 'like', `${siren}%`),
              ),
            ]
          : []),
        eb.exists(
          eb
            .selectFrom('memberships')
            .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
            .select('users.uuid')
            .whereRef('memberships.account_uuid', '=', 'accounts.uuid')
            .where('users.email', 'ilike', like),
        ),
      ]),
    );
  }
  const rows = await base
    .select(['accounts.uuid', 'accounts.name', 'accounts.network_parent_uuid', 'accounts.created_at'])
    .select((eb) => [
      usersCount(eb).as('users_count'),
      eb
        .selectFrom('fecs')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('fecs.account_uuid', '=', 'accounts.uuid')
        .as('fecs_count'),
      eb
        .selectFrom('memberships')
        .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
        .select('users.email')
        .whereRef('memberships.account_uuid', '=', 'accounts.uuid')
        .where('memberships.role', '=', 'Role_Owner')
        .orderBy('memberships.created_at')
        .limit(1)
        .as('owner_email'),
    ])
    .orderBy(sql`lower(accounts.name)`)
    .orderBy('accounts.uuid')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: await countRows(base) };
}

function usersCount(eb: ExpressionBuilder<ApiDatabase, 'accounts'>) {
  return eb
    .selectFrom('memberships')
    .select((e) => e.fn.countAll<string>().as('n'))
    .whereRef('memberships.account_uuid', '=', 'accounts.uuid');
}

/** Users whose email, first name, last name or « first last » holds `search`. */
export async function searchUsers(db: ApiDb, search: string, limit: number, offset: number) {
  const like = contains(search);
  let base = db.selectFrom('users');
  if (search) {
    base = base.where((eb) =>
      eb.or([
        eb('users.email', 'ilike', like),
        eb('users.first_name', 'ilike', like),
        eb('users.last_name', 'ilike', like),
        eb(
          sql<string>`coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')`,
          'ilike',
          like,
        ),
      ]),
    );
  }
  const rows = await base
    .select([
      'users.uuid',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.state',
      'users.internal_roles',
      'users.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('memberships')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('memberships.user_uuid', '=', 'users.uuid')
        .as('accounts_count'),
    )
    .orderBy('users.email')
    .orderBy('users.uuid')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: await countRows(base) };
}

export function accountByUuid(db: ApiDb, uuid: string) {
  return db.selectFrom('accounts').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Everyone the account holds or invited, with their membership. */
export function accountMembers(db: ApiDb, accountUuid: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
    .select([
      'users.uuid',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.state',
      'users.internal_roles',
      'memberships.role',
      'memberships.status',
      'memberships.blocked_at',
      'memberships.invited_at',
      'memberships.created_at',
    ])
    .where('memberships.account_uuid', '=', accountUuid)
    .orderBy('memberships.created_at')
    .orderBy('users.uuid')
    .execute();
}

/** The account's latest FECs (at most `limit`) and how many it has. */
export async function accountFecs(db: ApiDb, accountUuid: string, limit: number) {
  const base = db.selectFrom('fecs').where('fecs.account_uuid', '=', accountUuid);
  const rows = await base
    .select([
      'fecs.uuid',
      'fecs.original_name',
      'fecs.company_name',
      'fecs.siren',
      // `date` columns come back as Date objects: read as AAAA-MM-JJ text, as the FEC list does.
      sql<string | null>`fecs.fiscal_start::text`.as('fiscal_start'),
      sql<string | null>`fecs.fiscal_end::text`.as('fiscal_end'),
      'fecs.status',
      'fecs.locked',
      'fecs.line_count',
      'fecs.size',
      'fecs.created_at',
    ])
    .orderBy('fecs.created_at', 'desc')
    .orderBy('fecs.uuid')
    .limit(limit)
    .execute();
  return { rows, total: await countRows(base) };
}

/** The account's latest analyses with what their job did (attempts, heartbeat, error). */
export function accountAnalyses(db: ApiDb, accountUuid: string, limit: number) {
  return db
    .selectFrom('analyses')
    .select([
      'uuid',
      'kind',
      'fec_uuid',
      'status',
      'error',
      'job_id',
      'attempts',
      'heartbeat_at',
      'started_at',
      'finished_at',
      'corrected_status',
      'created_at',
    ])
    .where('account_uuid', '=', accountUuid)
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .limit(limit)
    .execute();
}

/** Credits left per type (the ledger's sums), expired lots included as the ledger shows them. */
export function accountCreditBalances(db: ApiDb, accountUuid: string) {
  return db
    .selectFrom('credit_movements')
    .select(['type', (eb) => eb.fn.sum<string>('amount').as('balance')])
    .where('account_uuid', '=', accountUuid)
    .groupBy('type')
    .orderBy('type')
    .execute();
}

export function accountInvoices(db: ApiDb, accountUuid: string, limit: number) {
  return db
    .selectFrom('invoices')
    .select(['uuid', 'kind', 'number', 'total_ttc_cents', 'issued_at', 'paid_at'])
    .where('account_uuid', '=', accountUuid)
    .orderBy('issued_at', 'desc')
    .orderBy('uuid')
    .limit(limit)
    .execute();
}

/** The account's audit lines, latest first, with who acted. */
export function accountAudit(db: ApiDb, accountUuid: string, limit: number) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.uuid', 'audit_log.actor_uuid')
    .leftJoin('users as acting', 'acting.uuid', 'audit_log.acting_as_uuid')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.action',
      'audit_log.method',
      'audit_log.path',
      'audit_log.status',
      'audit_log.detail',
      'actor.email as actor_email',
      'acting.email as acting_as_email',
    ])
    .where('audit_log.account_uuid', '=', accountUuid)
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
}

export async function setUserState(
  db: ApiDb,
  uuid: string,
  state: 'blocked' | 'registered' | 'invited' | 'pending',
) {
  await db.updateTable('users').set({ state }).where('uuid', '=', uuid).execute();
}
