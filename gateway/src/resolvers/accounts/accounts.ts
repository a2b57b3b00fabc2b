import type {
  AccountResolvers,
  BrandingInput,
  MutationResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import type { ApiBody } from '../../upstream/api-client';
import { roleFromApi } from '../users/codes';

const INVALID_FIELD = 'Un champs est invalide';

/** GraphQL branding (camelCase, plain strings) → the API's `branding.<key>.value`; absent stays absent. */
function brandingBody(input: BrandingInput | null | undefined) {
  if (!input) return undefined;
  const pairs: [keyof BrandingInput, string][] = [
    ['principalColor', 'principal_color'],
    ['secondaryColor', 'secondary_color'],
    ['primaryBisColor', 'primary_bis_color'],
    ['indigoColor', 'indigo_color'],
    ['logo', 'logo'],
  ];
  const out: Record<string, { value: string }> = {};
  for (const [field, key] of pairs) {
    const v = input[field];
    if (v !== undefined && v !== null) out[key] = { value: v };
  }
  return out;
}

export const accountQueries = {
  // The API answers every account of the caller in one call (a user has few): paginated here.
  accounts: async (_parent, { limit, offset }, ctx) => {
    const size = limit ?? 50;
    const from = offset ?? 0;
    if (size < 1 || size > 200 || from < 0) {
      throw gatewayError(INVALID_FIELD, 'BAD_USER_INPUT', {
        status: 400,
        fields: [{ field: size < 1 || size > 200 ? 'limit' : 'offset', message: INVALID_FIELD }],
      });
    }
    const all = await ctx.api.call('get', '/v1/accounts');
    return {
      items: all.slice(from, from + size),
      pageInfo: { total: all.length, limit: size, offset: from, hasNextPage: from + size < all.length },
    };
  },
  currentAccount: (_parent, _args, ctx) => ctx.api.call('get', '/v1/accounts/current'),
} satisfies QueryResolvers;

export const accountMutations = {
  switchAccount: (_parent, { accountUuid }, ctx) =>
    ctx.api.call('put', '/v1/users/me/current-account', { body: { account_uuid: accountUuid } }),
  updateAccount: (_parent, { input }, ctx) => {
    const body: ApiBody<'/v1/accounts/current', 'put'> = {};
    if (input.name !== undefined && input.name !== null) body.name = input.name;
    const branding = brandingBody(input.branding);
    if (branding) body.features_in_account = { branding };
    return ctx.api.call('put', '/v1/accounts/current', { body });
  },
  deleteAccount: async (_parent, _args, ctx) => {
    const out = await ctx.api.call('delete', '/v1/accounts/current');
    return { deleted: out.deleted, deletedUsers: out.deleted_users };
  },
} satisfies MutationResolvers;

export const accountResolvers = {
  role: (account) => roleFromApi(account.role)!,
  networkParentUuid: (account) => account.network_parent_uuid,
  featuresInAccount: (account) => account.features_in_account,
  createdAt: (account) => account.created_at,
} satisfies AccountResolvers;
