import type { MutationResolvers, UserProfileInput } from '../../__generated__/resolvers-types';
import type { ApiBody } from '../../upstream/api-client';
import { enumToCode, roleToApi, stateFromApi } from './codes';
import type { UserDto } from './dto';
import { usersById } from './loaders';
import type { GatewayContext } from '../../context';

type ProfileBody = ApiBody<'/v1/users/{id}', 'put'>;
type InviteBody = ApiBody<'/v1/accounts/current/users', 'post'>;
type RoleBody = ApiBody<'/v1/accounts/current/users/{uuid}/role', 'put'>;

/**
 * The GraphQL profile edit as the API's body: only the fields given (absent stays absent, null clears);
 * names may not be null in the API, so a null name is sent empty (which clears it there too).
 */
export function profileBody(input: UserProfileInput): ProfileBody {
  const body: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined) body[key] = value;
  };
  put('first_name', input.firstName === null ? '' : input.firstName);
  put('last_name', input.lastName === null ? '' : input.lastName);
  put('organization_type', enumToCode('organizationType', input.organizationType));
  put('organizationType_other', input.organizationTypeOther);
  put('company', input.company);
  put('turnover', enumToCode('turnover', input.turnover));
  put('company_size', enumToCode('companySize', input.companySize));
  put('office_phone', input.officePhone);
  put('mobile_phone', input.mobilePhone);
  put('position', enumToCode('position', input.position));
  put('position_other', input.positionOther);
  return body as ProfileBody;
}

/** Later reads of the same user within the request see the answer of the write. */
function fresh(ctx: GatewayContext, user: UserDto): UserDto {
  usersById(ctx.loaders).clear(user.uuid).prime(user.uuid, user);
  return user;
}

export const Mutation: MutationResolvers = {
  updateUser: async (_p, { uuid, input }, ctx) =>
    fresh(
      ctx,
      await ctx.api.call('put', '/v1/users/{id}', { params: { id: uuid }, body: profileBody(input) }),
    ),

  setCrmCommonInfos: (_p, { userUuid, entries }, ctx) =>
    ctx.api.call('put', '/v1/users/crmCommonInfos/{uuid}', {
      params: { uuid: userUuid },
      body: { crm_common_infos: entries.map((e) => ({ field: e.field, value: e.value ?? null })) } as ApiBody<
        '/v1/users/crmCommonInfos/{uuid}',
        'put'
      >,
    }),

  setCrmCommonInfo: (_p, { userUuid, entry }, ctx) =>
    ctx.api.call('put', '/v1/users/crmCommonInfosByField/{uuid}', {
      params: { uuid: userUuid },
      body: { crm_common_infos: [{ field: entry.field, value: entry.value ?? null }] } as ApiBody<
        '/v1/users/crmCommonInfosByField/{uuid}',
        'put'
      >,
    }),

  inviteUser: async (_p, { input }, ctx) => {
    const body = {
      email: input.email,
      role: roleToApi(input.role),
      ...(input.firstName ? { first_name: input.firstName } : {}),
      ...(input.lastName ? { last_name: input.lastName } : {}),
    } as InviteBody;
    const answer = await ctx.api.call('post', '/v1/accounts/current/users', { body });
    return { user: fresh(ctx, answer.user), emailSent: answer.email_sent };
  },

  acceptInvitation: async (_p, { accountUuid }, ctx) => {
    await ctx.api.call('post', '/v1/invitations/{account_uuid}/accept', {
      params: { account_uuid: accountUuid },
    });
    return true;
  },

  declineInvitation: async (_p, { accountUuid }, ctx) => {
    await ctx.api.call('post', '/v1/invitations/{account_uuid}/decline', {
      params: { account_uuid: accountUuid },
    });
    return true;
  },

  changeUserRole: async (_p, { uuid, role }, ctx) =>
    fresh(
      ctx,
      await ctx.api.call('put', '/v1/accounts/current/users/{uuid}/role', {
        params: { uuid },
        body: { role: roleToApi(role) } as RoleBody,
      }),
    ),

  blockUser: async (_p, { uuid }, ctx) =>
    fresh(ctx, await ctx.api.call('post', '/v1/accounts/current/users/{uuid}/block', { params: { uuid } })),

  unblockUser: async (_p, { uuid }, ctx) =>
    fresh(ctx, await ctx.api.call('post', '/v1/accounts/current/users/{uuid}/unblock', { params: { uuid } })),

  removeUser: async (_p, { uuid }, ctx) => {
    const r = await ctx.api.call('delete', '/v1/accounts/current/users/{uuid}', { params: { uuid } });
    usersById(ctx.loaders).clear(uuid);
    return {
      removed: r.removed,
      userDeleted: r.user_deleted,
      fecsTransferred: r.fecs_transferred,
      transferredTo: r.transferred_to,
    };
  },

  deleteMyProfile: async (_p, _a, ctx) => {
    const r = await ctx.api.call('delete', '/v1/user');
    // The profile is gone: a browser session's cookies would only carry a dead token.
    if (ctx.viaCookies) ctx.session.clear();
    return {
      deleted: r.deleted,
      transferredTo: r.transferred_to.map((t) => ({ accountUuid: t.account_uuid, userUuid: t.user_uuid })),
    };
  },

  setPasswordWithToken: async (_p, { token, password, passwordConfirmation }, ctx) => {
    const r = await ctx.api.call('post', '/v1/group/users/password/{token}', {
      params: { token },
      body: { password, password_confirmation: passwordConfirmation },
    });
    return { email: r.email, state: stateFromApi(r.state) };
  },
};
