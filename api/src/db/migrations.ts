import { sql, type Kysely } from 'kysely';
import type { MigrationSet } from '../../../platform/db';

/**
 * The API schema's migrations, in code; never edit one that has shipped, add the next.
 * Plain SQL: the tables read better as DDL, and `schema` is a quoted identifier.
 */
export function apiMigrations(schema: string): MigrationSet {
  const s = `"${schema.replace(/"/g, '""')}"`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const run = async (db: Kysely<any>, ddl: string) => {
    for (const statement of ddl
      .split(/;\s*\n/)
      .map((x) => x.trim())
      .filter(Boolean)) {
      await sql.raw(statement.replaceAll('$S', s)).execute(db);
    }
  };
  return {
    '0001_accounts_users': {
      up: (db) =>
        run(
          db,
          `
create table $S.accounts (
  uuid uuid primary key,
  name text not null,
  network_parent_uuid uuid references $S.accounts(uuid) on delete set null,
  features_in_account jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create table $S.users (
  uuid uuid primary key,
  sub text not null unique,
  email text not null,
  first_name text,
  last_name text,
  profile jsonb not null default '{}',
  state text not null,
  internal_roles jsonb not null default '[]',
  current_account_uuid uuid references $S.accounts(uuid) on delete set null,
  crm_common_infos jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create unique index users_email_key on $S.users (lower(email));
create table $S.memberships (
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  user_uuid uuid not null references $S.users(uuid) on delete cascade,
  role text not null,
  created_at timestamptz not null default now(),
  primary key (account_uuid, user_uuid)
);
create index memberships_user on $S.memberships (user_uuid);
create table $S.groups (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  name text not null,
  created_at timestamptz not null default now()
);
create unique index groups_name_key on $S.groups (account_uuid, lower(name));
create table $S.group_members (
  group_uuid uuid not null references $S.groups(uuid) on delete cascade,
  user_uuid uuid not null references $S.users(uuid) on delete cascade,
  primary key (group_uuid, user_uuid)
);
create table $S.password_tokens (
  token_hash text primary key,
  user_uuid uuid not null references $S.users(uuid) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create table $S.credits (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  type text not null,
  balance bigint not null default 0,
  offer text,
  expires_at timestamptz,
  created_at timestamptz not null default now()
);
create table $S.audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_uuid uuid,
  acting_as_uuid uuid,
  account_uuid uuid,
  action text not null,
  method text not null,
  path text not null,
  status integer not null
);
create index audit_log_actor on $S.audit_log (actor_uuid, at)`,
        ),
    },
    '0002_folders_fecs': {
      up: (db) =>
        run(
          db,
          `
create table $S.folders (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  parent_uuid uuid references $S.folders(uuid) on delete cascade,
  name text not null,
  created_by uuid,
  created_at timestamptz not null default now()
);
create unique index folders_name_key on $S.folders (account_uuid, coalesce(parent_uuid, '00000000-0000-0000-0000-000000000000'::uuid), lower(name));
create table $S.fecs (
  uuid uuid primary key,
  account_uuid uuid references $S.accounts(uuid) on delete cascade,
  folder_uuid uuid references $S.folders(uuid) on delete set null,
  owner_uuid uuid references $S.users(uuid) on delete set null,
  anonymous_token_hash text,
  original_name text not null,
  storage_key text not null,
  size bigint not null,
  sha256 text not null,
  line_count integer,
  company_name text,
  siren text,
  revenue_type text,
  fiscal_start date,
  fiscal_end date,
  extra jsonb not null default '{}',
  status text,
  offer text,
  locked boolean not null default false,
  price_ht_cents bigint,
  created_at timestamptz not null default now()
);
create index fecs_account on $S.fecs (account_uuid, folder_uuid);
create table $S.fec_access (
  fec_uuid uuid not null references $S.fecs(uuid) on delete cascade,
  email text not null,
  write boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (fec_uuid, email)
);
create index fec_access_email on $S.fec_access (lower(email))`,
        ),
    },
    '0003_analyses': {
      up: (db) =>
        run(
          db,
          `
create table $S.analyses (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  kind text not null default 'single',
  fec_uuid uuid not null references $S.fecs(uuid) on delete cascade,
  fec_uuids jsonb not null default '[]',
  status text not null,
  error text,
  job_id text,
  attempts integer not null default 0,
  heartbeat_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  summary jsonb,
  report jsonb,
  fec_summary jsonb,
  detail_key text,
  corrected_status text not null default 'none',
  corrected_key text,
  corrected_log_key text,
  corrected_summary jsonb,
  corrected_error text,
  corrected_requested_at timestamptz,
  corrected_heartbeat_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now()
);
create index analyses_fec on $S.analyses (fec_uuid, created_at desc);
create index analyses_status on $S.analyses (status);
create index analyses_account on $S.analyses (account_uuid, created_at desc);
create table $S.analysis_controls (
  analysis_uuid uuid not null references $S.analyses(uuid) on delete cascade,
  control_id text not null,
  label text not null,
  theme text not null,
  cycle text not null,
  result text not null,
  count integer not null,
  amount bigint not null,
  total integer not null,
  reason text,
  rows jsonb not null default '[]',
  primary key (analysis_uuid, control_id)
);
create table $S.control_comments (
  uuid uuid primary key,
  analysis_uuid uuid not null references $S.analyses(uuid) on delete cascade,
  control_id text not null,
  user_uuid uuid references $S.users(uuid) on delete set null,
  body text not null,
  created_at timestamptz not null default now()
);
create index control_comments_analysis on $S.control_comments (analysis_uuid, control_id)`,
        ),
    },
    // Issue 10: a membership is pending until the invitee accepts; blocking is per account; the account an
    // invitation link is for; mails kept when there is no SMTP server.
    '0004_memberships_invitations': {
      up: (db) =>
        run(
          db,
          `
alter table $S.memberships add column status text not null default 'active';
alter table $S.memberships add column blocked_at timestamptz;
alter table $S.memberships add column invited_by uuid references $S.users(uuid) on delete set null;
alter table $S.memberships add column invited_at timestamptz;
update $S.memberships set blocked_at = now() where user_uuid in (select uuid from $S.users where state = 'blocked');
update $S.users set state = 'registered' where state = 'blocked';
alter table $S.password_tokens add column account_uuid uuid references $S.accounts(uuid) on delete cascade;
create table $S.mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now()
)`,
        ),
    },
    // Signed-out sessions (auth/revocation-store.ts): each API process pages through recent rows by
    // revoked_at / recorded_at (database clock); rows go once every token they could refuse has expired.
    '0005_token_revocations': {
      up: (db) =>
        run(
          db,
          `
create table $S.revoked_token_origins (
  origin_jti text primary key,
  sub text not null,
  revoked_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index revoked_token_origins_revoked_at on $S.revoked_token_origins (revoked_at);
create index revoked_token_origins_expires_at on $S.revoked_token_origins (expires_at);
create table $S.revoked_subjects (
  sub text primary key,
  revoked_before timestamptz not null,
  recorded_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index revoked_subjects_recorded_at on $S.revoked_subjects (recorded_at)`,
        ),
    },
    // Issue 11, network of accounts (api/src/network): a head invites an account by its Owner's address; the
    // affiliation is pending until that Owner accepts. accounts.network_parent_uuid mirrors the active head.
    '0008_network': {
      up: (db) =>
        run(
          db,
          `
create table $S.network_affiliations (
  uuid uuid primary key,
  head_account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  member_account_uuid uuid references $S.accounts(uuid) on delete cascade,
  invited_email text not null,
  invited_by uuid references $S.users(uuid) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'active', 'declined', 'ended')),
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  ended_at timestamptz,
  ended_by uuid references $S.users(uuid) on delete set null,
  check (member_account_uuid is null or member_account_uuid <> head_account_uuid),
  check (status <> 'active' or (member_account_uuid is not null and accepted_at is not null))
);
create unique index network_affiliations_one_head on $S.network_affiliations (member_account_uuid) where status = 'active';
create unique index network_affiliations_one_pending on $S.network_affiliations (head_account_uuid, lower(invited_email)) where status = 'pending';
create index network_affiliations_head on $S.network_affiliations (head_account_uuid, status);
create index network_affiliations_email on $S.network_affiliations (lower(invited_email)) where status = 'pending'`,
        ),
    },
  };
}
