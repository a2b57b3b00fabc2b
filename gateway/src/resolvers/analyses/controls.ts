import type {
  AnalysisKind,
  ControlCatalogueEntryResolvers,
  ControlCommentResolvers,
  ControlResultResolvers,
  PatternUnit,
  ResultCategory,
} from '../../__generated__/resolvers-types';
import { commentsLoader } from './loaders';
import { authorOf, upper } from './mapping';

const ROW_CAP = 1000;

export const ControlResult: ControlResultResolvers = {
  controlId: (c) => c.id,
  result: (c) => c.result,
  rows: (c, { limit }) => (c.rows ?? []).slice(0, Math.max(0, Math.min(limit ?? ROW_CAP, ROW_CAP))),
  truncated: (c) => c.truncated ?? false,
  truncatedMessage: (c) => c.message ?? null,
  // The API speaks the engine's lower case; the schema's enum is upper case. Older rows have none.
  pattern: (c) => (c.pattern ? { ...c.pattern, unit: upper<PatternUnit>(c.pattern.unit) } : null),
  // All comments of the analyses in the query come in one call; each control keeps its own.
  comments: async (c, _args, ctx) =>
    (await commentsLoader(ctx.loaders).load(c.analysis_uuid))!.filter((x) => x.control_id === c.id),
};

export const ControlComment: ControlCommentResolvers = {
  analysisUuid: (c) => c.analysis_uuid,
  controlId: (c) => c.control_id,
  createdAt: (c) => c.created_at,
  carriedOver: (c) => c.carried_over,
  author: (c) => authorOf(c),
};

export const ControlCatalogueEntry: ControlCatalogueEntryResolvers = {
  controlId: (c) => c.id,
  categories: (c) => c.categories.map((x) => upper<ResultCategory>(x)),
  kind: (c) => upper<AnalysisKind>(c.kind),
};
