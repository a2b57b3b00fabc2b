import type { Resolvers } from '../../__generated__/resolvers-types';
import { allow, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';

/** Resolvers of the imports domain (schema/imports.graphql): what the import form asks before sending. */
export const resolvers: Resolvers = {
  Query: {
    importSettings: async (_p, _a, ctx) => {
      const s = await ctx.api.call('get', '/v1/fecs/import-settings', {});
      return { maxFiles: s.max_files, maxFileBytes: s.max_file_bytes, extensions: s.extensions };
    },
    company: async (_p, { siren }, ctx) => {
      const c = await ctx.api.call('get', '/v1/companies/{siren}', { params: { siren } });
      return {
        siren: c.siren,
        name: c.name,
        nafCode: c.naf_code,
        address: c.address,
        creationDate: c.creation_date,
        active: c.active,
      };
    },
  },
};

/** The limits are public (anonymous import); the directory lookup needs a signed-in user (the API's rule). */
export const rules: DomainRules = {
  Query: { importSettings: allow, company: isAuthenticated },
};
