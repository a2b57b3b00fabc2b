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
    // Issue 11, commerce core (api/src/billing/): credits as an append-only ledger (lots and their
    // movements; a balance is a sum, never a counter), the unlocks of FECs, and the cart. The old
    // `credits` placeholder of 0001 stays unused.
    '0006_billing_core': {
      up: (db) =>
        run(
          db,
          `
create table $S.credit_lots (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  type text not null check (type in ('line', 'dossier', 'file', 'discount')),
  offer_code text,
  granted bigint not null check (granted > 0),
  expires_at timestamptz,
  origin text not null,
  order_uuid uuid,
  created_at timestamptz not null default now()
);
create index credit_lots_account on $S.credit_lots (account_uuid, type, expires_at);
create unique index credit_lots_welcome on $S.credit_lots (account_uuid, type) where offer_code = 'decouverte';
create table $S.credit_movements (
  id bigserial primary key,
  lot_uuid uuid not null references $S.credit_lots(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  kind text not null check (kind in ('grant', 'consume', 'expire', 'refund', 'revoke')),
  type text not null check (type in ('line', 'dossier', 'file', 'discount')),
  amount bigint not null check (amount <> 0),
  label text not null,
  fec_uuid uuid,
  fec_name text,
  for_account_uuid uuid,
  for_account_name text,
  order_uuid uuid,
  invoice_number text,
  created_at timestamptz not null default now()
);
create index credit_movements_lot on $S.credit_movements (lot_uuid);
create index credit_movements_account on $S.credit_movements (account_uuid, id desc);
create function $S.credit_movements_append_only() returns trigger language plpgsql as $fn$ begin raise exception 'credit_movements is append-only'; end $fn$;
create trigger credit_movements_no_update before update on $S.credit_movements
  for each row execute function $S.credit_movements_append_only();
create table $S.fec_unlocks (
  uuid uuid primary key,
  fec_uuid uuid not null references $S.fecs(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  method text not null check (method in ('credits', 'order', 'dossier', 'demo')),
  credit_type text,
  from_network boolean not null default false,
  order_uuid uuid,
  siren text,
  fiscal_end date,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index fec_unlocks_fec on $S.fec_unlocks (fec_uuid);
create index fec_unlocks_dossier on $S.fec_unlocks (account_uuid, siren, fiscal_end) where credit_type = 'dossier';
create table $S.cart_items (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  offer_code text not null,
  fec_uuid uuid references $S.fecs(uuid) on delete cascade,
  created_by uuid references $S.users(uuid) on delete set null,
  created_at timestamptz not null default now()
);
create unique index cart_items_once on $S.cart_items (account_uuid, offer_code, coalesce(fec_uuid, '00000000-0000-0000-0000-000000000000'::uuid))`,
        ),
    },
    // Issue 11 (payments + invoices): billing address, the provider's customer and saved methods, setups in
    // progress, orders, invoices (immutable, numbered without gaps), signed webhooks received, sandbox state.
    '0007_payments_invoices': {
      up: async (db) => {
        await run(
          db,
          `
create table $S.billing_addresses (
  account_uuid uuid primary key references $S.accounts(uuid) on delete cascade,
  company_name text,
  address text,
  address_complement text,
  zip_code text,
  city text,
  country text not null default 'FR',
  siren text,
  vat_number text,
  updated_at timestamptz not null default now()
);
create table $S.payment_customers (
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  provider text not null,
  customer_ref text not null,
  created_at timestamptz not null default now(),
  primary key (account_uuid, provider)
);
create table $S.payment_methods (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  provider text not null,
  provider_ref text not null,
  type text not null,
  brand text,
  last4 text,
  exp_month integer,
  exp_year integer,
  is_default boolean not null default false,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index payment_methods_account on $S.payment_methods (account_uuid, created_at);
create unique index payment_methods_ref on $S.payment_methods (provider, provider_ref) where deleted_at is null;
create table $S.payment_setups (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  user_uuid uuid references $S.users(uuid) on delete set null,
  provider text not null,
  type text not null,
  provider_ref text not null,
  status text not null default 'pending',
  payment_method_uuid uuid references $S.payment_methods(uuid) on delete set null,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create table $S.invoice_sequences (
  kind text primary key,
  prefix text not null,
  last_value bigint not null default 0
);
insert into $S.invoice_sequences (kind, prefix, last_value) values ('invoice', 'F', 0), ('credit_note', 'AV', 0);
create table $S.invoices (
  uuid uuid primary key,
  account_uuid uuid not null,
  kind text not null,
  number text not null unique,
  sequence bigint not null,
  order_uuid uuid,
  credited_invoice_uuid uuid references $S.invoices(uuid),
  seller jsonb not null,
  buyer jsonb not null,
  lines jsonb not null,
  total_ht_cents bigint not null,
  vat_rate_bp integer not null,
  vat_cents bigint not null,
  total_ttc_cents bigint not null,
  payment_method_label text,
  paid_at timestamptz,
  issued_at timestamptz not null,
  pdf_key text not null,
  unique (kind, sequence)
);
create index invoices_account on $S.invoices (account_uuid, issued_at desc);
create table $S.orders (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  user_uuid uuid references $S.users(uuid) on delete set null,
  payment_method_uuid uuid references $S.payment_methods(uuid) on delete set null,
  payment_method_type text not null,
  provider text not null,
  payment_ref text,
  status text not null,
  message text,
  redirect_url text,
  cart jsonb not null,
  total_ht_cents bigint not null,
  vat_cents bigint not null,
  total_ttc_cents bigint not null,
  invoice_uuid uuid references $S.invoices(uuid),
  credit_note_uuid uuid references $S.invoices(uuid),
  refund_ref text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  refunded_at timestamptz
);
create index orders_account on $S.orders (account_uuid, created_at desc);
create index orders_pending on $S.orders (status) where status in ('processing', 'requires_action');
create index orders_payment_ref on $S.orders (provider, payment_ref);
create table $S.webhook_events (
  event_id text primary key,
  provider text not null,
  type text not null,
  received_at timestamptz not null default now()
);
create table $S.payment_sandbox_objects (
  ref text primary key,
  kind text not null,
  account_uuid uuid,
  status text not null,
  data jsonb not null default '{}',
  due_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payment_sandbox_due on $S.payment_sandbox_objects (due_at) where due_at is not null`,
        );
        // French law: an issued invoice is never rewritten nor removed (a credit note corrects it). Written
        // apart: the body's semicolons must not be split like the statements above.
        await sql
          .raw(
            `create function ${s}.invoices_immutable() returns trigger language plpgsql as $fn$ begin raise exception 'invoices are immutable (%)', tg_op using errcode = 'P0001'; end $fn$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger invoices_immutable before update or delete on ${s}.invoices for each row execute function ${s}.invoices_immutable()`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger invoices_no_truncate before truncate on ${s}.invoices for each statement execute function ${s}.invoices_immutable()`,
          )
          .execute(db);
      },
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
    // Issue 12, reports (api/src/reports): one row per document set asked for, generated by the `reports`
    // job. created_by goes to the heir on profile deletion (reports/leaver-transfer.ts), else null.
    '0009_reports': {
      up: (db) =>
        run(
          db,
          `
create table $S.reports (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  name text not null,
  status text not null default 'loading' check (status in ('loading', 'done', 'error')),
  progress integer not null default 0 check (progress between 0 and 100),
  error text,
  formats jsonb not null,
  options jsonb not null,
  fec_uuids jsonb not null,
  analysis_uuids jsonb not null,
  files jsonb not null default '[]',
  job_id text,
  attempts integer not null default 0,
  heartbeat_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz not null,
  created_by uuid references $S.users(uuid) on delete set null,
  created_at timestamptz not null default now()
);
create index reports_account on $S.reports (account_uuid, created_at desc);
create index reports_creator on $S.reports (account_uuid, created_by);
create index reports_loading on $S.reports (heartbeat_at) where status = 'loading';
create index reports_expires on $S.reports (expires_at);
create index reports_fecs on $S.reports using gin (fec_uuids jsonb_path_ops)`,
        ),
    },
    // Issue 13, connectors (api/src/connectors): an accounting-software token per company (sealed, never in
    // clear), and each export asked of the software. Deleting a connector keeps the FECs it imported.
    '0010_connectors': {
      up: (db) =>
        run(
          db,
          `
create table $S.connectors (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  provider text not null check (provider in ('pennylane')),
  token_sealed text not null,
  token_fingerprint text not null,
  token_hint text not null,
  company_name text not null,
  siren text,
  activity text,
  address text,
  fiscal_years jsonb not null default '[]',
  auto_refresh boolean not null default false,
  next_refresh_at timestamptz,
  last_synced_at timestamptz,
  last_error text,
  created_by uuid references $S.users(uuid) on delete set null,
  created_at timestamptz not null default now(),
  unique (account_uuid, token_fingerprint)
);
create index connectors_account on $S.connectors (account_uuid, created_at desc);
create index connectors_refresh on $S.connectors (next_refresh_at) where auto_refresh;
create table $S.connector_imports (
  uuid uuid primary key,
  connector_uuid uuid not null references $S.connectors(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  kind text not null check (kind in ('manual', 'scheduled')),
  fec_uuid uuid references $S.fecs(uuid) on delete set null,
  start_date text not null,
  end_date text not null,
  folder_uuid uuid references $S.folders(uuid) on delete set null,
  owner_uuid uuid references $S.users(uuid) on delete set null,
  revenue_type text,
  export_id text,
  status text not null default 'generating' check (status in ('generating', 'done', 'error', 'unchanged')),
  error text,
  file_sha256 text,
  job_id text,
  attempts integer not null default 0,
  heartbeat_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null default now()
);
create index connector_imports_connector on $S.connector_imports (connector_uuid, start_date, end_date, created_at desc);
create index connector_imports_generating on $S.connector_imports (heartbeat_at) where status = 'generating';
create index connector_imports_fec on $S.connector_imports (fec_uuid)`,
        ),
    },
    // Issue 13, partner API (api/src/partners): API keys (hashed, scoped, with a leaky-bucket budget), the
    // idempotency store of replayable POSTs (api/src/http/idempotency.ts), FEC uploads by signed URL, and
    // the key behind an audit line.
    '0011_partners': {
      up: (db) =>
        run(
          db,
          `
create table $S.api_keys (
  uuid uuid primary key,
  key_id text not null unique,
  prefix text not null,
  secret_hash bytea not null,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  created_by uuid references $S.users(uuid) on delete set null,
  name text not null,
  scopes jsonb not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  budget_capacity integer not null default 10000 check (budget_capacity > 0),
  budget_refill_per_second double precision not null default 100 check (budget_refill_per_second > 0),
  budget_level double precision not null default 0,
  budget_updated_at timestamptz not null default now()
);
create index api_keys_account on $S.api_keys (account_uuid, created_at desc);
create table $S.idempotency_keys (
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  scope text not null,
  key text not null,
  fingerprint text not null,
  status text not null default 'pending' check (status in ('pending', 'done')),
  response_status integer,
  response jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (account_uuid, scope, key)
);
create table $S.fec_uploads (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  created_by uuid references $S.users(uuid) on delete set null,
  api_key_uuid uuid references $S.api_keys(uuid) on delete set null,
  idempotency_key text not null,
  file_name text not null,
  metadata jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'receiving', 'received')),
  expires_at timestamptz not null,
  receiving_at timestamptz,
  received_at timestamptz,
  fec_uuid uuid references $S.fecs(uuid) on delete set null,
  analysis_uuid uuid,
  created_at timestamptz not null default now()
);
create index fec_uploads_account on $S.fec_uploads (account_uuid, created_at desc);
alter table $S.audit_log add column api_key_uuid uuid`,
        ),
    },
    // (type, subject_uuid) makes publishing idempotent: a job that runs its ending twice publishes once.
    '0012_webhooks': {
      up: (db) =>
        run(
          db,
          `
create table $S.domain_events (
  id bigserial primary key,
  uuid uuid not null unique,
  type text not null,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  subject_uuid uuid not null,
  payload json not null,
  created_at timestamptz not null default now(),
  dispatched_at timestamptz
);
create unique index domain_events_once on $S.domain_events (type, subject_uuid);
create index domain_events_pending on $S.domain_events (id) where dispatched_at is null;
create table $S.webhooks (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  url text not null,
  events jsonb not null,
  enabled boolean not null default true,
  secret_sealed text not null,
  created_by uuid references $S.users(uuid) on delete set null,
  created_at timestamptz not null default now()
);
create index webhooks_account on $S.webhooks (account_uuid, created_at desc);
create table $S.webhook_deliveries (
  uuid uuid primary key,
  webhook_uuid uuid not null references $S.webhooks(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  event_id bigint not null references $S.domain_events(id) on delete cascade,
  event text not null,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  generation integer not null default 0,
  last_status_code integer,
  last_error text,
  last_response text,
  next_attempt_at timestamptz,
  job_id text,
  queued_at timestamptz,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  unique (webhook_uuid, event_id)
);
create index webhook_deliveries_webhook on $S.webhook_deliveries (webhook_uuid, created_at desc);
create index webhook_deliveries_to_queue on $S.webhook_deliveries (created_at) where status = 'pending' and job_id is null`,
        ),
    },
    // A control's systemic pattern (one file-wide finding, issue 14); null for rows written before it.
    '0013_control_patterns': {
      up: (db) => run(db, `alter table $S.analysis_controls add column pattern jsonb`),
    },
    // The reason staff give for a back-office action (impersonation, blocking…), kept with its audit line (issue 15).
    '0014_audit_detail': {
      up: (db) => run(db, `alter table $S.audit_log add column detail text`),
    },
    // Settings shared by every process: maintenance and its message, the log level (issue 15).
    '0015_platform_settings': {
      up: (db) =>
        run(
          db,
          `
create table $S.platform_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references $S.users(uuid) on delete set null
)`,
        ),
    },
    // The session that created each partner key, and the review a cut of that person's sessions asks for
    // (issue 34): keys made by a session since ended are « à vérifier », suspended after a password reset.
    '0016_session_keys': {
      up: (db) =>
        run(
          db,
          `
alter table $S.api_keys
  add column created_via text,
  add column created_origin_jti text,
  add column created_signed_in_at timestamptz,
  add column created_ip text,
  add column created_user_agent text,
  add column review_reason text,
  add column review_since timestamptz,
  add column suspended_at timestamptz;
create index api_keys_created_by on $S.api_keys (created_by) where revoked_at is null`,
        ),
    },
    // Issue 34: one payment at a time per cart. The primary key decides between concurrent checkouts.
    '0018_cart_checkout_lock': {
      up: (db) =>
        run(
          db,
          `
create table $S.cart_checkouts (
  account_uuid uuid primary key references $S.accounts(uuid) on delete cascade,
  order_uuid uuid not null unique,
  created_at timestamptz not null default now()
)`,
        ),
    },
    // The Découverte grant once per person (hash of the email) and per company (hash of the SIREN), kept
    // when the account is deleted so that deleting and re-creating grants nothing (issue 34). Accounts
    // already granted claim their owners' emails.
    '0019_free_grants': {
      up: (db) =>
        run(
          db,
          `
create table $S.free_grants (
  kind text not null check (kind in ('person', 'company')),
  key_hash text not null,
  account_uuid uuid,
  granted_at timestamptz not null default now(),
  primary key (kind, key_hash)
);
insert into $S.free_grants (kind, key_hash, account_uuid, granted_at)
select 'person', encode(sha256(convert_to(lower(trim(u.email)), 'UTF8')), 'hex'), min(l.account_uuid::text)::uuid, min(l.created_at)
from $S.credit_lots l
join $S.memberships m on m.account_uuid = l.account_uuid and m.role = 'Role_Owner'
join $S.users u on u.uuid = m.user_uuid
where l.offer_code = 'decouverte'
group by 2
on conflict do nothing`,
        ),
    },
    // A FEC shared with a group of the account (issue 34): resolved through group_members at read time, so
    // whoever joins the group later sees it and whoever leaves it stops seeing it.
    '0020_group_fec_access': {
      up: (db) =>
        run(
          db,
          `
create table $S.fec_group_access (
  fec_uuid uuid not null references $S.fecs(uuid) on delete cascade,
  group_uuid uuid not null references $S.groups(uuid) on delete cascade,
  write boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (fec_uuid, group_uuid)
);
create index fec_group_access_group on $S.fec_group_access (group_uuid)`,
        ),
    },
    // Issue 36: the tax return declared for a FEC (result and liasse boxes), compared with the computed one;
    // an analysis' statements apart from its report (every read of an analysis reads the report).
    '0021_declared_tax_return': {
      up: (db) =>
        run(
          db,
          `
create table $S.declared_tax_returns (
  fec_uuid uuid primary key references $S.fecs(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  result bigint,
  boxes jsonb not null default '{}'::jsonb,
  source text not null check (source in ('form', 'csv')),
  updated_by uuid,
  updated_at timestamptz not null default now()
);
create table $S.analysis_statements (
  analysis_uuid uuid primary key references $S.analyses(uuid) on delete cascade,
  statements jsonb not null
)`,
        ),
    },
    // Issue 37: the accountant's review work belongs to the FEC's dossier (company SIREN + fiscal year end, in
    // the account), not to one run: statuses per control and per finding (a stable key computed from the
    // finding's content, engine/src/findings/finding-key.ts), assignments, their append-only history, the
    // sign-off; comments join their dossier (the analysis they were written in stays, as a plain uuid, so a
    // re-import after deleting the FEC still finds them).
    '0022_review': {
      up: (db) =>
        run(
          db,
          `
create table $S.review_dossiers (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  siren text,
  fiscal_end text,
  created_at timestamptz not null default now()
);
create unique index review_dossiers_company_year on $S.review_dossiers (account_uuid, siren, fiscal_end) where siren is not null and fiscal_end is not null;
create table $S.review_dossier_fecs (
  fec_uuid uuid primary key references $S.fecs(uuid) on delete cascade,
  dossier_uuid uuid not null references $S.review_dossiers(uuid) on delete cascade,
  created_at timestamptz not null default now()
);
create index review_dossier_fecs_dossier on $S.review_dossier_fecs (dossier_uuid);
create table $S.review_items (
  uuid uuid primary key,
  dossier_uuid uuid not null references $S.review_dossiers(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  control_id text not null,
  finding_key text not null default '',
  finding jsonb,
  status text not null default 'to_review' check (status in ('to_review', 'justified', 'confirmed', 'corrected', 'not_applicable')),
  justification text,
  status_by uuid references $S.users(uuid) on delete set null,
  status_at timestamptz,
  status_analysis_uuid uuid,
  assignee_uuid uuid references $S.users(uuid) on delete set null,
  assigned_by uuid references $S.users(uuid) on delete set null,
  assigned_at timestamptz,
  assigned_analysis_uuid uuid,
  created_at timestamptz not null default now(),
  unique (dossier_uuid, control_id, finding_key)
);
create index review_items_assignee on $S.review_items (account_uuid, assignee_uuid) where assignee_uuid is not null;
create table $S.review_history (
  uuid uuid primary key,
  item_uuid uuid not null references $S.review_items(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  analysis_uuid uuid,
  kind text not null check (kind in ('status', 'assignment')),
  status text,
  justification text,
  assignee_uuid uuid,
  actor_uuid uuid references $S.users(uuid) on delete set null,
  impersonator_uuid uuid,
  api_key_uuid uuid,
  at timestamptz not null default now()
);
create index review_history_item on $S.review_history (item_uuid, at);
create table $S.review_signoffs (
  uuid uuid primary key,
  dossier_uuid uuid not null references $S.review_dossiers(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  analysis_uuid uuid not null,
  signed_by uuid references $S.users(uuid) on delete set null,
  signed_at timestamptz not null default now(),
  reopened_by uuid references $S.users(uuid) on delete set null,
  reopened_at timestamptz,
  reopen_reason text
);
create unique index review_signoffs_open on $S.review_signoffs (dossier_uuid) where reopened_at is null;
create index review_signoffs_dossier on $S.review_signoffs (dossier_uuid, signed_at);
alter table $S.control_comments add column dossier_uuid uuid references $S.review_dossiers(uuid) on delete cascade;
alter table $S.control_comments drop constraint if exists control_comments_analysis_uuid_fkey;
create index control_comments_dossier on $S.control_comments (dossier_uuid, control_id);
insert into $S.review_dossiers (uuid, account_uuid, siren, fiscal_end)
select gen_random_uuid(), y.account_uuid, y.siren, y.fiscal_end from (
  select distinct f.account_uuid, f.siren, f.fiscal_end::text as fiscal_end
  from $S.control_comments c
  join $S.analyses a on a.uuid = c.analysis_uuid and a.kind = 'single'
  join $S.fecs f on f.uuid = a.fec_uuid
  where f.account_uuid is not null and f.siren is not null and f.fiscal_end is not null
) y;
insert into $S.review_dossiers (uuid, account_uuid)
select distinct f.uuid, f.account_uuid
from $S.control_comments c
join $S.analyses a on a.uuid = c.analysis_uuid and a.kind = 'single'
join $S.fecs f on f.uuid = a.fec_uuid
where f.account_uuid is not null and (f.siren is null or f.fiscal_end is null);
insert into $S.review_dossier_fecs (fec_uuid, dossier_uuid)
select distinct f.uuid, d.uuid
from $S.control_comments c
join $S.analyses a on a.uuid = c.analysis_uuid and a.kind = 'single'
join $S.fecs f on f.uuid = a.fec_uuid
join $S.review_dossiers d on d.account_uuid = f.account_uuid and (
  d.uuid = f.uuid or (d.siren = f.siren and d.fiscal_end = f.fiscal_end::text)
);
update $S.control_comments c set dossier_uuid = l.dossier_uuid
from $S.analyses a, $S.review_dossier_fecs l
where a.uuid = c.analysis_uuid and a.kind = 'single' and l.fec_uuid = a.fec_uuid`,
        ),
    },
    // Issue 37: a comment outside any dossier (a multi-analysis's) has no account but through its analysis: it
    // goes with that analysis, as every comment did before 0022, rather than stay behind unreachable.
    '0023_comment_without_dossier': {
      up: (db) =>
        run(
          db,
          `
create function $S.control_comments_without_dossier() returns trigger language plpgsql as $fn$ begin delete from $S.control_comments where analysis_uuid = old.uuid and dossier_uuid is null; return old; end $fn$;
create trigger analyses_comments_without_dossier after delete on $S.analyses
  for each row execute function $S.control_comments_without_dossier();
delete from $S.control_comments c where c.dossier_uuid is null
  and not exists (select 1 from $S.analyses a where a.uuid = c.analysis_uuid)`,
        ),
    },
    // Issue 37 item 4: evidence. A review item (a control's or a finding's review, in its dossier) carries files:
    // PDF, images, spreadsheets, text documents, sniffed from their bytes, kept in the storage port under
    // `review/<account>/<uuid>/<name>`. They belong to the item, so they follow the dossier across re-runs.
    '0024_review_attachments': {
      up: (db) =>
        run(
          db,
          `
create table $S.review_attachments (
  uuid uuid primary key,
  item_uuid uuid not null references $S.review_items(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  file_name text not null,
  content_type text not null,
  size bigint not null,
  sha256 text not null,
  storage_key text not null,
  uploaded_by uuid references $S.users(uuid) on delete set null,
  impersonator_uuid uuid,
  api_key_uuid uuid,
  analysis_uuid uuid,
  uploaded_at timestamptz not null default now()
);
create index review_attachments_item on $S.review_attachments (item_uuid, uploaded_at)`,
        ),
    },
    // Issue 38: ECF missions (api/src/ecf/), their ten points, history, checklist and documents; the `ecf` credit.
    '0026_ecf_missions': {
      up: (db) =>
        run(
          db,
          `
alter table $S.credit_lots drop constraint if exists credit_lots_type_check;
alter table $S.credit_lots add constraint credit_lots_type_check check (type in ('line', 'dossier', 'file', 'discount', 'ecf'));
alter table $S.credit_movements drop constraint if exists credit_movements_type_check;
alter table $S.credit_movements add constraint credit_movements_type_check check (type in ('line', 'dossier', 'file', 'discount', 'ecf'));
create table $S.ecf_missions (
  uuid uuid primary key,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  fec_uuid uuid not null references $S.fecs(uuid) on delete cascade,
  analysis_uuid uuid not null,
  dossier_uuid uuid references $S.review_dossiers(uuid) on delete set null,
  company_name text not null,
  siren text,
  company_address text,
  fiscal_start text,
  fiscal_end text,
  provider_firm_name text not null,
  provider_address text,
  signatory_name text not null,
  signatory_quality text,
  engagement_letter_date text not null,
  declared_income_regime text check (declared_income_regime in ('micro', 'reel_simplifie', 'reel_normal')),
  declared_vat_regime text check (declared_vat_regime in ('franchise', 'reel_simplifie', 'reel_normal')),
  vat_on_debits boolean,
  state text not null default 'en_cours' check (state in ('en_cours', 'signe', 'envoye')),
  checks jsonb not null default '[]',
  checks_at timestamptz not null default now(),
  next_fec_uuid uuid,
  previous_fec_uuid uuid,
  version integer not null default 1,
  signed_by uuid references $S.users(uuid) on delete set null,
  signed_at timestamptz,
  sent_by uuid references $S.users(uuid) on delete set null,
  sent_at timestamptz,
  created_by uuid references $S.users(uuid) on delete set null,
  created_at timestamptz not null default now(),
  check (state = 'en_cours' or signed_at is not null)
);
create index ecf_missions_account on $S.ecf_missions (account_uuid, created_at desc);
create index ecf_missions_fec on $S.ecf_missions (fec_uuid);
create table $S.ecf_points (
  mission_uuid uuid not null references $S.ecf_missions(uuid) on delete cascade,
  number integer not null check (number between 1 and 10),
  conclusion text check (conclusion in ('conforme', 'non_conforme', 'sans_objet')),
  comment text,
  concluded_by uuid references $S.users(uuid) on delete set null,
  concluded_at timestamptz,
  primary key (mission_uuid, number),
  check (conclusion is distinct from 'non_conforme' or coalesce(btrim(comment), '') <> '')
);
create table $S.ecf_point_history (
  uuid uuid primary key,
  mission_uuid uuid not null references $S.ecf_missions(uuid) on delete cascade,
  account_uuid uuid not null references $S.accounts(uuid) on delete cascade,
  number integer not null,
  conclusion text not null,
  comment text,
  actor_uuid uuid references $S.users(uuid) on delete set null,
  impersonator_uuid uuid,
  api_key_uuid uuid,
  at timestamptz not null default now()
);
create index ecf_point_history_mission on $S.ecf_point_history (mission_uuid, number, at);
create function $S.ecf_point_history_append_only() returns trigger language plpgsql as $fn$ begin raise exception 'ecf_point_history is append-only'; end $fn$;
create trigger ecf_point_history_no_update before update on $S.ecf_point_history
  for each row execute function $S.ecf_point_history_append_only();
create table $S.ecf_checklist (
  mission_uuid uuid not null references $S.ecf_missions(uuid) on delete cascade,
  number integer not null,
  key text not null,
  checked boolean not null default false,
  checked_by uuid references $S.users(uuid) on delete set null,
  checked_at timestamptz,
  primary key (mission_uuid, number, key)
);
create table $S.ecf_documents (
  mission_uuid uuid not null references $S.ecf_missions(uuid) on delete cascade,
  format text not null check (format in ('docx', 'pdf')),
  storage_key text not null,
  version integer not null,
  generated_at timestamptz not null default now(),
  primary key (mission_uuid, format)
)`,
        ),
    },
  };
}
