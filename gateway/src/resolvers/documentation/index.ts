import type { DocumentKind, Resolvers } from '../../__generated__/resolvers-types';
import { allow } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';

/** Resolvers of « Ma documentation » (schema/documentation.graphql). */
export const resolvers: Resolvers = {
  Query: {
    documentation: async (_parent, _args, ctx) => {
      const { items } = await ctx.api.call('get', '/v1/documentation');
      // The browser opens the document through the gateway's file route (download-routes.ts).
      return items.map((d) => ({
        slug: d.slug,
        kind: d.kind.toUpperCase() as DocumentKind,
        title: d.title,
        description: d.description,
        url: `/download/documentation/${d.slug}`,
        format: d.format,
        updatedAt: d.updated_at,
      }));
    },
  },
};

export const rules: DomainRules = {
  // The terms and the privacy policy are read before signing up; nothing here belongs to an account.
  Query: { documentation: allow },
};
