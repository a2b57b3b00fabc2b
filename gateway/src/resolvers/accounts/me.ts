import type { GatewayContext, Me as MeDto } from '../../context';
import type {
  AccountFeaturesResolvers,
  CurrentAccountResolvers,
  FecAttachedResolvers,
  MeResolvers,
  QueryMeArgs,
} from '../../__generated__/resolvers-types';
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { Kind } from 'graphql';
import { notSignedIn } from '../../errors';
import { ApiClientError } from '../../upstream/api-errors';
import { roleFromApi, stateFromApi } from '../users/codes';
import type { FeaturesDto } from './dto';

/** The fields of `Me` that cost the API queries: the light `users/me` leaves them out. */
const COSTLY_FIELDS = new Set([
  'nbFec',
  'countFoldersLevelOne',
  'hasOtherAccounts',
  'otherAccountsCount',
  'pendingInvitations',
]);

/** Whether the selection of `me` (fragments included) asks for one of the costly fields. */
function asksCostly(info: GraphQLResolveInfo | undefined): boolean {
  if (!info) return true;
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === Kind.FIELD) return COSTLY_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return walk(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return walk(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => walk(node.selectionSet));
}

/** A costly field of a light `me`: the whole one, read once for the request. */
async function costly<K extends keyof MeDto>(
  me: MeDto,
  key: K,
  ctx: GatewayContext,
): Promise<NonNullable<MeDto[K]>> {
  if (me[key] !== undefined) return me[key] as NonNullable<MeDto[K]>;
  const full = await ctx.fullMe();
  if (!full) throw notSignedIn();
  return full[key] as NonNullable<MeDto[K]>;
}

/**
 * `me` (spec §3): one `users/me` call, shared with the permission rules of the request (`ctx.me()`, light:
 * without the counts and invitations, unless the selection asks for them), unless arguments must travel to
 * the API. Signed out → null. The `justConnected` flag set at sign-in (cookie)
 * is sent once as `justConnected=yes` and consumed (spec §4). A failed load of the current user signs the
 * browser out (spec §8).
 */
export async function resolveMe(
  ctx: GatewayContext,
  args: QueryMeArgs = {},
  info?: GraphQLResolveInfo,
): Promise<MeDto | null> {
  if (!ctx.accessToken) return null;
  const flagged = ctx.viaCookies && ctx.session.justConnected();
  if (flagged) ctx.session.setJustConnected(false);
  const justConnected = args.justConnected === true || flagged;
  try {
    if (!args.fecAnonymous && !justConnected && !args.forceApiOnly)
      return await (asksCostly(info) ? ctx.fullMe() : ctx.me());
    return await ctx.api.call('get', '/v1/users/me', {
      query: {
        ...(args.fecAnonymous
          ? {
              fecAnonymous: JSON.stringify({
                token: args.fecAnonymous.token,
                fecUuid: args.fecAnonymous.fecUuid,
              }),
            }
          : {}),
        ...(justConnected ? { justConnected: 'yes' } : {}),
        ...(args.forceApiOnly ? { forceApiOnly: 'true' } : {}),
      },
    });
  } catch (error) {
    if (error instanceof ApiClientError && error.code === 401) {
      if (ctx.viaCookies) ctx.session.clear();
      return null;
    }
    throw error;
  }
}

const value = (branding: FeaturesDto['branding'], key: string): string | null =>
  branding?.[key]?.value?.trim() || null;

export const meResolvers = {
  Me: {
    clientId: (me) => me.client_id,
    userDetails: (me) => ({ firstName: me.user_details.first_name, lastName: me.user_details.last_name }),
    // Spec §5: "if the profile lacks first_name or last_name, or either is empty".
    missingName: (me) => !me.user_details.first_name?.trim() || !me.user_details.last_name?.trim(),
    currentAccount: (me) => me.current_account,
    nbFec: (me, _args, ctx) => costly(me, 'nb_fec', ctx),
    countFoldersLevelOne: (me, _args, ctx) => costly(me, 'countFoldersLevelOne', ctx),
    featuresInAccount: (me) => me.features_in_account,
    hasOtherAccounts: (me, _args, ctx) => costly(me, 'has_other_accounts', ctx),
    otherAccountsCount: (me, _args, ctx) => costly(me, 'other_accounts_count', ctx),
    availableRoles: (me) =>
      Object.entries(me.available_roles).flatMap(([role, label]) => {
        const known = roleFromApi(role);
        return known ? [{ role: known, label }] : [];
      }),
    forceSeeAnalysisUuid: (me) => me.force_see_analysis_uuid,
    state: (me) => stateFromApi(me.state),
    profile: (me) => me.profile,
    impersonated: (me) => me.impersonate,
    readOnly: (me) => me.read_only,
    justConnected: (me) => me.just_connected,
    pendingInvitations: async (me, _args, ctx) =>
      (await costly(me, 'pending_invitations', ctx)).map((i) => ({
        accountUuid: i.account_uuid,
        accountName: i.account_name,
        role: roleFromApi(i.role),
        invitedBy: i.invited_by,
        invitedAt: i.invited_at,
      })),
    fecAttached: (me) => me.fecAttached ?? null,
  } satisfies MeResolvers,

  CurrentAccount: {
    role: (account) => roleFromApi(account.role)!,
    networkParentUuid: (account) => account.network_parent_uuid,
    featuresInAccount: (account) => account.features_in_account,
  } satisfies CurrentAccountResolvers,

  AccountFeatures: {
    branding: (features) => ({
      principalColor: value(features.branding, 'principal_color'),
      secondaryColor: value(features.branding, 'secondary_color'),
      primaryBisColor: value(features.branding, 'primary_bis_color'),
      indigoColor: value(features.branding, 'indigo_color'),
      logo: value(features.branding, 'logo'),
    }),
    import: (features) =>
      features.import ? { enabled: features.import.enabled, apiOnly: features.import.api_only } : null,
    sso: (features) =>
      features.sso ? { enabled: features.sso.enabled ?? true, domains: features.sso.domains } : null,
  } satisfies AccountFeaturesResolvers,

  FecAttached: {
    anonymous: () => true,
    inDatabase: (attached) => attached.attached,
    fecUuid: (attached) => attached.fecUuid,
    // The analysis queued when the FEC was attached: one call, only when asked for.
    analysis: async (attached, _args, ctx) => {
      if (!attached.attached || !attached.fecUuid) return null;
      const { items } = await ctx.api.call('get', '/v1/analyses', { query: { fec: attached.fecUuid } });
      const latest = [...items].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      return latest?.uuid ?? null;
    },
  } satisfies FecAttachedResolvers,
};
