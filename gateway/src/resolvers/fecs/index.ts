import type { Resolvers } from '../../__generated__/resolvers-types';
import { can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { Fec, FecExtra, FecPage, fecBody } from './fec';
import { fiscalYearSuggestion } from './fiscal-year-suggestion';
import { fecPage } from './list';
import { fecById } from './loaders';

/** Resolvers of the fecs domain (schema/fecs.graphql). Imports stay REST (multipart): see download-routes. */
export const resolvers: Resolvers = {
  Query: {
    fec: (_p, { uuid }, ctx) => fecById(ctx.loaders).load(uuid),
    fecs: (_p, args, ctx) => fecPage(ctx, args),
    fiscalYearSuggestion,
  },
  Mutation: {
    updateFec: (_p, { uuid, input }, ctx) =>
      ctx.api.call('put', '/v1/fecs/{uuid}', { params: { uuid }, body: fecBody(input) }),
    moveFec: (_p, { uuid, folderUuid }, ctx) =>
      ctx.api.call('put', '/v1/fecs/{uuid}/move', { params: { uuid }, body: { folder_uuid: folderUuid } }),
    deleteFec: (_p, { uuid }, ctx) => ctx.api.call('delete', '/v1/fecs/{uuid}', { params: { uuid } }),
  },
  Fec,
  FecExtra,
  FecPage,
};

const IMPORT_ROLE = 'Vous ne pouvez pas importer de FEC avec ce rôle.';

/**
 * graphql-shield rules. Reads need a token only (the API filters every FEC by account and grants).
 * Editing and moving depend on a per-FEC write grant that only the API knows (a Member may hold one),
 * so they need a token and the API decides; deleting also needs `can.fec.file.delete`.
 */
export const rules: DomainRules = {
  Query: {
    fec: isAuthenticated,
    fecs: isAuthenticated,
    // Part of the import: refused before the API for a role that may not import (the API checks again,
    // with the account's import setting).
    fiscalYearSuggestion: can('fec', 'file', 'import', IMPORT_ROLE),
  },
  Mutation: {
    updateFec: isAuthenticated,
    moveFec: isAuthenticated,
    deleteFec: can('fec', 'file', 'delete'),
  },
};
