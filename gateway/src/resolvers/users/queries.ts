import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { codeToEnum, type OptionKind } from './codes';
import { foundOrThrow, usersById } from './loaders';
import { checkPage } from './page';

const options = <K extends OptionKind>(kind: K, list: { value: string; label: string }[]) =>
  list.map((o) => ({ value: codeToEnum(kind, o.value), code: o.value, label: o.label }));

export const Query: QueryResolvers = {
  profileOptions: async (_p, _a, ctx) => {
    const o = await ctx.api.call('get', '/v1/users/profile-options');
    return {
      organizationTypes: options('organizationType', o.organization_types),
      companySizes: options('companySize', o.company_sizes),
      turnovers: options('turnover', o.turnovers),
      positionsCompany: options('position', o.positions_company),
      positionsAccountingFirm: options('position', o.positions_accounting_firm),
    };
  },

  users: async (_p, { ids, limit, offset }, ctx) => {
    const loader = usersById(ctx.loaders);
    if (ids) {
      const items = foundOrThrow(await loader.loadMany(ids));
      return {
        items,
        pageInfo: { total: items.length, limit: ids.length, offset: 0, hasNextPage: false },
      };
    }
    const size = limit ?? 100;
    const from = offset ?? 0;
    checkPage(size, from);
    const { data: items, headers } = await ctx.api.callWithHeaders('get', '/v1/users', {
      query: { limit: size, offset: from },
    });
    for (const user of items) loader.prime(user.uuid, user);
    // The API gives the page's total in X-Total-Count.
    const total = Number(headers['x-total-count'] ?? from + items.length);
    return {
      items,
      pageInfo: { total, limit: size, offset: from, hasNextPage: from + items.length < total },
    };
  },

  user: (_p, { uuid }, ctx) => usersById(ctx.loaders).load(uuid),

  crmCommonInfos: (_p, { userUuid }, ctx) =>
    ctx.api.call('get', '/v1/users/crmCommonInfos/{uuid}', { params: { uuid: userUuid } }),

  checkEmailSso: async (_p, { email }, ctx) =>
    (await ctx.api.call('post', '/v1/group/users/check_email_sso', { body: { email } })).sso,
};
