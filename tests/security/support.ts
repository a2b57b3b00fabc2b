/**
 * Shared helpers of the security suite: snapshots of a person and of a whole account taken straight from
 * the database and the identity pool (so "unchanged" is checked on the stored truth, not on an answer), and
 * small wrappers over the harnesses.
 */
import { signIn } from '../../identity/src/testing/flows';
import type { ApiHarness, ApiResponse, TestUser } from '../../api/src/testing/harness';
import type { GraphQLResponse } from '../../gateway/src/testing/harness';

export type Envelope<T> = { data: { data: T } };

/** A JSON round trip: dates become strings, so two snapshots compare byte for byte. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** What a person is: their API row, their memberships, and the identity pool's record of them. */
export async function snapshotPerson(h: ApiHarness, userUuid: string) {
  const user = await h.db.selectFrom('users').selectAll().where('uuid', '=', userUuid).executeTakeFirst();
  const memberships = await h.db
    .selectFrom('memberships')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .orderBy('account_uuid')
    .execute();
  const identity = user ? await h.deps.identity.getUser(user.sub) : undefined;
  return plain({ user, memberships, identity });
}

/**
 * Every row of an account: the account, its memberships, its users (API rows and identity records), folders,
 * FECs, grants (to emails and to groups), analyses, comments, the review work (dossiers, statuses, history, sign-offs),
 * groups and group members, credit lots and movements, unlocks, cart.
 */
export async function snapshotAccount(h: ApiHarness, accountUuid: string) {
  const db = h.db;
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('uuid', '=', accountUuid)
    .executeTakeFirst();
  const memberships = await db
    .selectFrom('memberships')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('user_uuid')
    .execute();
  const userUuids = memberships.map((m) => m.user_uuid);
  const users = userUuids.length
    ? await db.selectFrom('users').selectAll().where('uuid', 'in', userUuids).orderBy('uuid').execute()
    : [];
  const identities = [];
  for (const u of users) {
    const pooled = await h.deps.identity.getUser(u.sub);
    identities.push({ sub: u.sub, email: pooled?.email, enabled: pooled?.enabled, status: pooled?.status });
  }
  const folders = await db
    .selectFrom('folders')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const fecs = await db
    .selectFrom('fecs')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const fecUuids = fecs.map((f) => f.uuid);
  const fecAccess = fecUuids.length
    ? await db
        .selectFrom('fec_access')
        .selectAll()
        .where('fec_uuid', 'in', fecUuids)
        .orderBy('fec_uuid')
        .orderBy('email')
        .execute()
    : [];
  // Grants to groups of the account (issue 34).
  const fecGroupAccess = fecUuids.length
    ? await db
        .selectFrom('fec_group_access')
        .selectAll()
        .where('fec_uuid', 'in', fecUuids)
        .orderBy('fec_uuid')
        .orderBy('group_uuid')
        .execute()
    : [];
  const analyses = await db
    .selectFrom('analyses')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const analysisUuids = analyses.map((a) => a.uuid);
  // The accountant's figures (issue 36): the declared tax return and the statements kept per analysis.
  const declaredTaxReturns = await db
    .selectFrom('declared_tax_returns')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('fec_uuid')
    .execute();
  const analysisStatements = analysisUuids.length
    ? await db
        .selectFrom('analysis_statements')
        .selectAll()
        .where('analysis_uuid', 'in', analysisUuids)
        .orderBy('analysis_uuid')
        .execute()
    : [];
  const comments = analysisUuids.length
    ? await db
        .selectFrom('control_comments')
        .selectAll()
        .where('analysis_uuid', 'in', analysisUuids)
        .orderBy('uuid')
        .execute()
    : [];
  // Review (issue 37): the account's dossiers and their FECs, statuses and assignments, their history, sign-offs.
  const reviewDossiers = await db
    .selectFrom('review_dossiers')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const reviewDossierFecs = fecUuids.length
    ? await db
        .selectFrom('review_dossier_fecs')
        .selectAll()
        .where('fec_uuid', 'in', fecUuids)
        .orderBy('fec_uuid')
        .execute()
    : [];
  const reviewItems = await db
    .selectFrom('review_items')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const reviewHistory = await db
    .selectFrom('review_history')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const reviewSignoffs = await db
    .selectFrom('review_signoffs')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  // The evidence of the review (issue 37 item 4), and whether each file is still in storage.
  const reviewAttachments = await Promise.all(
    (
      await db
        .selectFrom('review_attachments')
        .selectAll()
        .where('account_uuid', '=', accountUuid)
        .orderBy('uuid')
        .execute()
    ).map(async (a) => ({ ...a, stored: await h.deps.storage.exists(a.storage_key) })),
  );
  // Comments of the account's dossiers too: since issue 37 they outlive the analysis they were written in.
  const dossierComments = reviewDossiers.length
    ? await db
        .selectFrom('control_comments')
        .selectAll()
        .where(
          'dossier_uuid',
          'in',
          reviewDossiers.map((d) => d.uuid),
        )
        .orderBy('uuid')
        .execute()
    : [];
  // ECF missions (issue 38): missions, their points, the conclusions' history, checklists, documents.
  const ecfMissions = await db
    .selectFrom('ecf_missions')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const ecfMissionUuids = ecfMissions.map((m) => m.uuid);
  const ecfPoints = ecfMissionUuids.length
    ? await db
        .selectFrom('ecf_points')
        .selectAll()
        .where('mission_uuid', 'in', ecfMissionUuids)
        .orderBy('mission_uuid')
        .orderBy('number')
        .execute()
    : [];
  const ecfPointHistory = await db
    .selectFrom('ecf_point_history')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const ecfChecklist = ecfMissionUuids.length
    ? await db
        .selectFrom('ecf_checklist')
        .selectAll()
        .where('mission_uuid', 'in', ecfMissionUuids)
        .orderBy('mission_uuid')
        .orderBy('number')
        .orderBy('key')
        .execute()
    : [];
  const ecfDocuments = ecfMissionUuids.length
    ? await db
        .selectFrom('ecf_documents')
        .selectAll()
        .where('mission_uuid', 'in', ecfMissionUuids)
        .orderBy('mission_uuid')
        .orderBy('format')
        .execute()
    : [];
  const groups = await db
    .selectFrom('groups')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const groupUuids = groups.map((g) => g.uuid);
  const groupMembers = groupUuids.length
    ? await db
        .selectFrom('group_members')
        .selectAll()
        .where('group_uuid', 'in', groupUuids)
        .orderBy('group_uuid')
        .orderBy('user_uuid')
        .execute()
    : [];
  // Commerce (issue 11): the ledger, unlocks and cart of the account.
  const creditLots = await db
    .selectFrom('credit_lots')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const creditMovements = await db
    .selectFrom('credit_movements')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('id')
    .execute();
  const fecUnlocks = await db
    .selectFrom('fec_unlocks')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const cartItems = await db
    .selectFrom('cart_items')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  // Reports (issue 12).
  const reports = await db
    .selectFrom('reports')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  // Connectors (issue 13): the tokens (sealed) and every export asked of the software.
  const connectors = await db
    .selectFrom('connectors')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const connectorImports = await db
    .selectFrom('connector_imports')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  // Partner API (issue 13): keys, uploads prepared by signed URL, idempotency keys.
  const apiKeys = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const fecUploads = await db
    .selectFrom('fec_uploads')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const idempotencyKeys = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('scope')
    .orderBy('key')
    .execute();
  // Webhooks (issue 13): endpoints, deliveries and the outbox of the account.
  const webhooks = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const webhookDeliveries = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('uuid')
    .execute();
  const domainEvents = await db
    .selectFrom('domain_events')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .orderBy('id')
    .execute();
  // Back-office (issue 15): invitation links (a resent invitation replaces its user's link).
  const passwordTokens = userUuids.length
    ? await db
        .selectFrom('password_tokens')
        .selectAll()
        .where('user_uuid', 'in', userUuids)
        .orderBy('token_hash')
        .execute()
    : [];
  return plain({
    account,
    memberships,
    users,
    passwordTokens,
    identities,
    folders,
    fecs,
    fecAccess,
    fecGroupAccess,
    analyses,
    comments,
    dossierComments,
    reviewDossiers,
    reviewDossierFecs,
    reviewItems,
    reviewHistory,
    reviewSignoffs,
    ecfMissions,
    ecfPoints,
    ecfPointHistory,
    ecfChecklist,
    ecfDocuments,
    reviewAttachments,
    declaredTaxReturns,
    analysisStatements,
    groups,
    groupMembers,
    creditLots,
    creditMovements,
    fecUnlocks,
    cartItems,
    reports,
    connectors,
    connectorImports,
    apiKeys,
    fecUploads,
    idempotencyKeys,
    webhooks,
    webhookDeliveries,
    domainEvents,
  });
}

/** A fresh sign-in with the user's password: proves the identity user is still enabled and theirs. */
export async function freshToken(h: ApiHarness, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const tokens = await signIn(h.identity, user.email, user.password);
  return tokens.AccessToken!;
}

export const dataOf = <T>(res: ApiResponse<Envelope<T>>): T => res.body.data.data;

/** The first GraphQL error's code, or 'none' when the field answered. */
export const codeOf = (res: GraphQLResponse<unknown>): string =>
  String(res.errors?.[0]?.extensions?.code ?? (res.errors?.length ? 'UNKNOWN' : 'none'));

/** The REST answer's message, for failure reports. */
export const brief = (res: ApiResponse<unknown>): string =>
  `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;

export const impersonating = (accountUuid: string, userUuid: string): Record<string, string> => ({
  impersonate: JSON.stringify({ account_uuid: accountUuid, user_uuid: userUuid }),
});

/** A random suffix, for names that must not collide. */
export const rnd = (): string => Math.random().toString(36).slice(2, 10);
