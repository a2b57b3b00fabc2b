import type { Resolvers } from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import { can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { Analysis as AnalysisFields, fullAnalysis } from './analysis';
import { ControlCatalogueEntry, ControlComment, ControlResult } from './controls';
import { Fec, fecsOf } from './fec';
import type { AnalysisDto } from './dto';
import { analysisLoader } from './loaders';
import { correctedStatus, upper } from './mapping';

const page = <T>(items: T[], limit: number, offset: number) => ({
  items: items.slice(offset, offset + limit),
  pageInfo: { total: items.length, limit, offset, hasNextPage: offset + limit < items.length },
});

/** Resolvers of the analyses domain (schema/analyses.graphql): analyses, controls, comments. */
export const resolvers: Resolvers = {
  Query: {
    analysis: (_parent, { uuid }, ctx) => analysisLoader(ctx.loaders).load(uuid),
    analyses: async (_parent, { ids, fecUuid, limit, offset }, ctx) => {
      const size = Math.max(1, Math.min(limit ?? 100, 500));
      const from = Math.max(0, offset ?? 0);
      if (ids) {
        const loaded = await analysisLoader(ctx.loaders).loadMany(ids);
        const failed = loaded.find((a) => a instanceof Error);
        if (failed) throw failed;
        return page(
          loaded.filter((a): a is AnalysisDto => a !== null && !(a instanceof Error)),
          size,
          from,
        );
      }
      if (fecUuid) {
        const { items } = await ctx.api.call('get', '/v1/analyses', { query: { fec: fecUuid } });
        return page(items, size, from);
      }
      throw gatewayError('Certains champs sont invalides', 'BAD_USER_INPUT', {
        status: 400,
        fields: [{ field: 'ids', message: 'Ce champ est obligatoire.' }],
      });
    },
    controlCatalogue: async (_parent, { kind }, ctx) => {
      const { items } = await ctx.api.call('get', '/v1/controls');
      return kind ? items.filter((c) => upper(c.kind) === kind) : items;
    },
  },
  Mutation: {
    rerunAnalysis: (_parent, { fecUuid }, ctx) =>
      ctx.api.call('post', '/v1/fecs/{uuid}/analyses', { params: { uuid: fecUuid } }),
    generateCorrectedFec: async (_parent, { fecUuid }, ctx) => {
      const view = await ctx.api.call('post', '/v1/fecs/{uuid}/corrected', { params: { uuid: fecUuid } });
      return {
        analysisUuid: view.analysis_uuid,
        correctedStatus: correctedStatus(view.corrected_status),
        error: view.error,
        analysis: { uuid: view.analysis_uuid },
      };
    },
    addControlComment: (_parent, { analysisUuid, controlId, body }, ctx) =>
      ctx.api.call('post', '/v1/analyses/{uuid}/controls/{controlId}/comments', {
        params: { uuid: analysisUuid, controlId },
        body: { body },
      }),
    deleteControlComment: async (_parent, { uuid }, ctx) => {
      await ctx.api.call('delete', '/v1/comments/{uuid}', { params: { uuid } });
      return true;
    },
  },
  Analysis: {
    ...AnalysisFields,
    fecs: async (a, _args, ctx) => {
      const full = await fullAnalysis(a, ctx);
      return fecsOf(full.fec_uuids.length ? full.fec_uuids : [full.fec_uuid], ctx);
    },
  },
  ControlResult,
  ControlComment,
  ControlCatalogueEntry,
  Fec,
};

/** graphql-shield rules: reads only need a token (the API checks each analysis); writes need the right. */
export const rules: DomainRules = {
  Query: {
    analysis: isAuthenticated,
    analyses: isAuthenticated,
    controlCatalogue: isAuthenticated,
  },
  Mutation: {
    rerunAnalysis: can('analysis', 'result', 'rerun'),
    generateCorrectedFec: can('fec', 'corrected', 'download'),
    addControlComment: can('analysis', 'comment', 'write'),
    deleteControlComment: can('analysis', 'comment', 'write'),
  },
};
