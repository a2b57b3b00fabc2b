import type {
  AnalysisKind,
  AnalysisStatus,
  CorrectedStatus,
  CreditType,
  InvoiceKind,
  Resolvers,
  UserRole,
} from '../../__generated__/resolvers-types';
import { rule } from 'graphql-shield';
import type { GatewayContext } from '../../context';
import { forbidden, notSignedIn } from '../../errors';
import { and, can, INTERNAL_STAFF } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import type { ApiData } from '../../upstream/api-client';
import { roleFromApi, stateFromApi } from '../users/codes';

type Detail = ApiData<'/v1/backoffice/accounts/{uuid}', 'get'>;

const upper = <T extends string>(code: string) => code.toUpperCase() as T;
const CORRECTED: Record<string, CorrectedStatus> = { none: 'NONE', inprogress: 'IN_PROGRESS', done: 'DONE' };

function pageInfo(total: number, limit: number, offset: number, count: number) {
  return { total, limit, offset, hasNextPage: offset + count < total };
}

function detailOf(d: Detail) {
  return {
    uuid: d.uuid,
    name: d.name,
    networkParentUuid: d.network_parent_uuid,
    createdAt: d.created_at,
    users: d.users.map((u) => ({
      uuid: u.uuid,
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      state: stateFromApi(u.state),
      internalRoles: u.internal_roles,
      role: roleFromApi(u.role) as UserRole,
      invitationPending: u.membership === 'pending',
      blockedInAccount: u.blocked_in_account,
      invitedAt: u.invited_at,
    })),
    fecsCount: d.fecs_count,
    fecs: d.fecs.map((f) => ({
      uuid: f.uuid,
      originalName: f.original_name,
      companyName: f.company_name,
      siren: f.siren,
      fiscalStart: f.fiscal_start,
      fiscalEnd: f.fiscal_end,
      status: f.status ? upper<AnalysisStatus>(f.status) : null,
      locked: f.locked,
      lineCount: f.line_count,
      size: f.size,
      createdAt: f.created_at,
    })),
    analyses: d.analyses.map((a) => ({
      uuid: a.uuid,
      kind: upper<AnalysisKind>(a.kind),
      fecUuid: a.fec_uuid,
      status: upper<AnalysisStatus>(a.status),
      error: a.error,
      jobId: a.job_id,
      attempts: a.attempts,
      heartbeatAt: a.heartbeat_at,
      startedAt: a.started_at,
      finishedAt: a.finished_at,
      correctedStatus: CORRECTED[a.corrected_status] ?? 'NONE',
      createdAt: a.created_at,
    })),
    credits: d.credits.map((c) => ({ type: upper<CreditType>(c.type), balance: c.balance })),
    invoices: d.invoices.map((i) => ({
      uuid: i.uuid,
      kind: upper<InvoiceKind>(i.kind),
      number: i.number,
      totalTtcCents: i.total_ttc_cents,
      issuedAt: i.issued_at,
      paidAt: i.paid_at,
    })),
    auditLog: d.audit.map((l) => ({
      id: String(l.id),
      at: l.at,
      action: l.action,
      method: l.method,
      path: l.path,
      status: l.status,
      detail: l.detail,
      actorEmail: l.actor_email,
      actingAsEmail: l.acting_as_email,
    })),
  };
}

/** Resolvers of the back-office (schema/backoffice.graphql, issue 15): REST calls to api/src/backoffice. */
export const resolvers: Resolvers = {
  Query: {
    backOfficeAccounts: async (_p, { search, limit, offset }, ctx) => {
      const l = limit ?? 50;
      const o = offset ?? 0;
      const page = await ctx.api.call('get', '/v1/backoffice/accounts', {
        query: { search: search ?? undefined, limit: l, offset: o },
      });
      return {
        items: page.items.map((a) => ({
          uuid: a.uuid,
          name: a.name,
          networkParentUuid: a.network_parent_uuid,
          ownerEmail: a.owner_email,
          usersCount: a.users_count,
          fecsCount: a.fecs_count,
          createdAt: a.created_at,
        })),
        pageInfo: pageInfo(page.total, l, o, page.items.length),
      };
    },
    backOfficeUsers: async (_p, { search, limit, offset }, ctx) => {
      const l = limit ?? 50;
      const o = offset ?? 0;
      const page = await ctx.api.call('get', '/v1/backoffice/users', {
        query: { search: search ?? undefined, limit: l, offset: o },
      });
      return {
        items: page.items.map((u) => ({
          uuid: u.uuid,
          email: u.email,
          firstName: u.first_name,
          lastName: u.last_name,
          state: stateFromApi(u.state),
          internalRoles: u.internal_roles,
          accountsCount: u.accounts_count,
          createdAt: u.created_at,
        })),
        pageInfo: pageInfo(page.total, l, o, page.items.length),
      };
    },
    backOfficeAccount: async (_p, { uuid }, ctx) =>
      detailOf(await ctx.api.call('get', '/v1/backoffice/accounts/{uuid}', { params: { uuid } })),
  },
  Mutation: {
    backOfficeBlockUser: async (_p, { uuid, reason }, ctx) =>
      stateFromApi(
        (
          await ctx.api.call('post', '/v1/backoffice/users/{uuid}/block', {
            params: { uuid },
            body: { reason },
          })
        ).state,
      ),
    backOfficeUnblockUser: async (_p, { uuid, reason }, ctx) =>
      stateFromApi(
        (
          await ctx.api.call('post', '/v1/backoffice/users/{uuid}/unblock', {
            params: { uuid },
            body: { reason },
          })
        ).state,
      ),
    backOfficeResendInvitation: async (_p, { accountUuid, userUuid }, ctx) =>
      (
        await ctx.api.call('post', '/v1/backoffice/accounts/{account}/invitations/{uuid}/resend', {
          params: { account: accountUuid, uuid: userUuid },
        })
      ).email_sent,
    backOfficeStartImpersonation: async (_p, { accountUuid, userUuid, reason }, ctx) => {
      const r = await ctx.api.call('post', '/v1/backoffice/impersonations', {
        body: { account_uuid: accountUuid, user_uuid: userUuid, reason },
      });
      return { accountUuid: r.account_uuid, userUuid: r.user_uuid, write: r.write };
    },
    backOfficeGrantCredits: async (_p, { accountUuid, type, amount, validDays, reason }, ctx) =>
      (
        await ctx.api.call('post', '/v1/backoffice/accounts/{account}/credits', {
          params: { account: accountUuid },
          body: {
            type: type.toLowerCase() as 'line' | 'dossier' | 'file' | 'discount' | 'ecf',
            amount,
            valid_days: validDays ?? null,
            reason,
          },
        })
      ).lot_uuid,
  },
};

const ONLY_STAFF = 'Le back-office est réservé au personnel interne.';
const ROLE_REFUSED = 'Votre rôle ne permet pas cette action du back-office.';
/** Internal staff acting as themselves: me.roles of an impersonated caller are the customer's. */
const isStaff = rule('backoffice-staff', { cache: 'contextual' })(async (_p, _a, ctx: GatewayContext) => {
  if (!ctx.accessToken) return notSignedIn();
  const me = (await ctx.me()) as { roles?: string[] } | null;
  if (!me) return notSignedIn();
  return (me.roles ?? []).some((r) => INTERNAL_STAFF.includes(r)) ? true : forbidden(ONLY_STAFF);
});
const staffWith = (subarea: string, action: string) =>
  and(isStaff, can('backoffice', subarea, action, ROLE_REFUSED));

/** Internal roles only, each field its right (api/PERMISSIONS.md « Back-office »); the API checks again. */
export const rules: DomainRules = {
  Query: {
    backOfficeAccounts: staffWith('accounts', 'read'),
    backOfficeUsers: staffWith('users', 'read'),
    backOfficeAccount: staffWith('accounts', 'read'),
  },
  Mutation: {
    backOfficeBlockUser: staffWith('users', 'block'),
    backOfficeUnblockUser: staffWith('users', 'block'),
    backOfficeResendInvitation: staffWith('invitations', 'resend'),
    backOfficeStartImpersonation: staffWith('users', 'impersonate'),
    backOfficeGrantCredits: staffWith('credits', 'grant'),
  },
};
