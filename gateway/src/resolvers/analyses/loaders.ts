import { byIds, defineLoader } from '../../loaders';
import type { AnalysisDto, ControlCommentDto, ControlResultDto } from './dto';

/** Analyses by uuid: one `GET analyses?ids=` per request tick. */
export const analysisLoader = defineLoader<string, AnalysisDto>('analyses', async (api, ids) => {
  const { items } = await api.call('get', '/v1/analyses', { query: { ids: [...ids] } });
  return byIds(ids, items);
});

/** The latest single analysis of each FEC, by FEC uuid (when the FEC item does not carry it). */
export const latestAnalysisLoader = defineLoader<string, AnalysisDto>('latest-analyses', async (api, ids) => {
  const { items } = await api.call('get', '/v1/analyses', { query: { latest: [...ids] } });
  const map = new Map(items.map((a) => [a.fec_uuid, a]));
  return ids.map((id) => map.get(id) ?? null);
});

/** The filters of `Analysis.controls`, and whether the rows are needed. */
export interface ControlsFilter {
  category?: string | null;
  theme?: string | null;
  search?: string | null;
  rows: boolean;
}

/** The loader key: analysis uuid + filters (a string, so equal asks share one cache entry). */
export const controlsKey = (analysisUuid: string, f: ControlsFilter) =>
  JSON.stringify([analysisUuid, f.category ?? null, f.theme ?? null, f.search ?? null, f.rows]);

/**
 * Control results by analysis: one `GET analyses/controls?ids=` per distinct filter set, whatever the
 * number of analyses (the budget of `Analysis.controls` over N analyses is one call).
 */
export const controlsLoader = defineLoader<string, ControlResultDto[]>(
  'analysis-controls',
  async (api, keys) => {
    const groups = new Map<string, { filter: ControlsFilter; uuids: string[] }>();
    for (const key of keys) {
      const [uuid, category, theme, search, rows] = JSON.parse(key) as [
        string,
        string | null,
        string | null,
        string | null,
        boolean,
      ];
      const groupKey = JSON.stringify([category, theme, search, rows]);
      let group = groups.get(groupKey);
      if (!group) groups.set(groupKey, (group = { filter: { category, theme, search, rows }, uuids: [] }));
      group.uuids.push(uuid);
    }
    const answers = new Map<string, ControlResultDto[] | Error>();
    await Promise.all(
      [...groups].map(async ([groupKey, { filter, uuids }]) => {
        try {
          const { items } = await api.call('get', '/v1/analyses/controls', {
            query: {
              ids: [...new Set(uuids)],
              category: (filter.category ?? undefined) as ControlResultDto['result'] | undefined,
              theme: filter.theme ?? undefined,
              search: filter.search ?? undefined,
              rows: filter.rows ? 'true' : undefined,
            },
          });
          const byAnalysis = new Map<string, ControlResultDto[]>();
          for (const item of items) {
            const list = byAnalysis.get(item.analysis_uuid) ?? [];
            list.push(item);
            byAnalysis.set(item.analysis_uuid, list);
          }
          for (const uuid of uuids) answers.set(`${groupKey}${uuid}`, byAnalysis.get(uuid) ?? []);
        } catch (error) {
          // One foreign analysis refuses the whole batch (the API's rule): every asker gets the error.
          for (const uuid of uuids) answers.set(`${groupKey}${uuid}`, error as Error);
        }
      }),
    );
    return keys.map((key) => {
      const [uuid, ...rest] = JSON.parse(key) as unknown[];
      return answers.get(`${JSON.stringify(rest)}${uuid as string}`)!;
    });
  },
);

/** Comments of analyses, by analysis uuid: one `GET analyses/comments?ids=` call. */
export const commentsLoader = defineLoader<string, ControlCommentDto[]>(
  'analysis-comments',
  async (api, ids) => {
    const { items } = await api.call('get', '/v1/analyses/comments', { query: { ids: [...ids] } });
    const byAnalysis = new Map<string, ControlCommentDto[]>();
    for (const c of items) byAnalysis.set(c.analysis_uuid, [...(byAnalysis.get(c.analysis_uuid) ?? []), c]);
    return ids.map((id) => byAnalysis.get(id) ?? []);
  },
);
