import type { GatewayContext, Me as MeDto } from '../../context';
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { forbidden, notSignedIn } from '../../errors';
import type { ImpersonationTarget } from '../../session/cookies';
import { ownClient } from '../../session/api-session';
import { ApiClient } from '../../upstream/api-client';
import { recordSessionChange, sessionOf } from './state';

interface TargetInput {
  accountUuid: string;
  userUuid: string;
  forceSeeAnalysisUuid?: string | null;
  /** Why staff act as this user (logged in the audit log by the back-office route). */
  reason?: string | null;
}

/**
 * Starts impersonating (spec §6): the caller's OWN rights are read first (`users/me` without the
 * impersonate header, so a previous target cannot lend its rights), then the API is asked for the target
 * with the header (it refuses an unknown target or a target outside its account with 403). Only then is
 * the httpOnly cookie set; every later upstream call carries the `impersonate` header (context.ts).
 */
export async function impersonate(ctx: GatewayContext, input: TargetInput): Promise<MeDto> {
  if (!ctx.accessToken) throw notSignedIn();
  const self = await ownClient(ctx).call('get', '/v1/users/me');
  const can = self.permissions.can as Record<string, Record<string, Record<string, boolean>>>;
  if (can.backoffice?.users?.impersonate !== true) throw forbidden();
  // The back-office gives a reason: it is logged (with the same checks) before the cookie is set.
  if (input.reason !== undefined && input.reason !== null) {
    await ownClient(ctx).call('post', '/v1/backoffice/impersonations', {
      body: { account_uuid: input.accountUuid, user_uuid: input.userUuid, reason: input.reason },
    });
  }
  const target: ImpersonationTarget = {
    account_uuid: input.accountUuid,
    user_uuid: input.userUuid,
    ...(input.forceSeeAnalysisUuid ? { force_see_analysis_uuid: input.forceSeeAnalysisUuid } : {}),
  };
  const acting = new ApiClient(ctx.services.transport, { accessToken: ctx.accessToken, impersonate: target });
  const me = await acting.call('get', '/v1/users/me');
  ctx.session.setImpersonation(target);
  recordSessionChange(ctx, { impersonation: target });
  return me;
}

export const impersonationMutations = {
  startImpersonation: async (_parent, args, ctx) => {
    const me = await impersonate(ctx, args);
    return { session: sessionOf(ctx), me };
  },

  /** Leaving clears the target and the force-see-analysis flag (spec §4); the caller is themselves again. */
  leaveImpersonation: async (_parent, _args, ctx) => {
    ctx.session.setImpersonation(null);
    recordSessionChange(ctx, { impersonation: null });
    const me = ctx.accessToken ? await ownClient(ctx).call('get', '/v1/users/me') : null;
    return { session: sessionOf(ctx), me };
  },
} satisfies MutationResolvers;
