import type { QueryResolvers } from '../../__generated__/resolvers-types';

const SOURCE = { 'file-name': 'FILE_NAME', data: 'DATA' } as const;

/**
 * Query.fiscalYearSuggestion: the year a file's entries show, asked by the import form before sending.
 * The API decides who may ask (import right in the account) and bounds the sample.
 */
export const fiscalYearSuggestion: QueryResolvers['fiscalYearSuggestion'] = async (
  _p,
  { fileName, sample },
  ctx,
) => {
  const s = await ctx.api.call('post', '/v1/fecs/fiscal-year-suggestion', {
    body: { file_name: fileName, sample },
  });
  return s
    ? {
        fiscalStart: s.fiscal_start,
        fiscalEnd: s.fiscal_end,
        source: SOURCE[s.source],
        question: s.question ?? null,
      }
    : null;
};
