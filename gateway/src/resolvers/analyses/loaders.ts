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

/** The loader key: analysis uuid + filters; `group` (the filters as a string) names its batch call. */
export interface ControlsKey {
  uuid: string;
  filter: Required<ControlsFilter>;
  group: string;
}

export function controlsKey(analysisUuid: string, f: ControlsFilter): ControlsKey {
  const filter = {
    category: f.category ?? null,
    theme: f.theme ?? null,
    search: f.search ?? null,
    rows: f.rows,
  };
  const group = JSON.stringify([filter.category, filter.theme, filter.search, filter.rows]);
  return { uuid: analysisUuid, filter, group };
}

/**
 * Control results by analysis: one `GET analyses/controls?ids=` per distinct filter set, whatever the
 * number of analyses (the budget of `Analysis.controls` over N analyses is one call). Equal asks share
 * one cache entry (filters + uuid as a string: a JSON array ends where it ends, so it cannot run into
 * the uuid).
 */
export const controlsLoader = defineLoader<ControlsKey, ControlResultDto[], string>(
  'analysis-controls',
  async (api, keys) => {
    const groups = new Map<string, { filter: ControlsKey['filter']; uuids: string[] }>();
    for (const { uuid, filter, group } of keys) {
      let batch = groups.get(group);
      if (!batch) groups.set(group, (batch = { filter, uuids: [] }));
      batch.uuids.push(uuid);
    }
    const answers = new Map<string, ControlResultDto[] | Error>();
    await Promise.all(
      [...groups].map(async ([group, { filter, uuids }]) => {
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
            const list = byAnalysis.get(item.analysis_uuid);
            if (list) list.push(item);
            else byAnalysis.set(item.analysis_uuid, [item]);
          }
          for (const uuid of uuids) answers.set(`${group}${uuid}`, byAnalysis.get(uuid) ?? []);
        } catch (error) {
          // One foreign analysis refuses the whole batch (the API's rule): every asker gets the error.
          for (const uuid of uuids) answers.set(`${group}${uuid}`, error as Error);
        }
      }),
    );
    return keys.map((key) => answers.get(`${key.group}${key.uuid}`)!);
  },
  { cacheKeyFn: (key) => `${key.group}${key.uuid}` },
);

/**
 * Comments read in analyses, by analysis uuid: one `GET analyses/comments?ids=` call. Since issue 37 an
 * analysis reads its dossier's comments, written in any of its runs: grouped by `for_analysis_uuid` (where
 * read), not `analysis_uuid` (where written).
 */
export const commentsLoader = defineLoader<string, ControlCommentDto[]>(
  'analysis-comments',
  async (api, ids) => {
    const { items } = await api.call('get', '/v1/analyses/comments', { query: { ids: [...ids] } });
    const byAnalysis = new Map<string, ControlCommentDto[]>();
    for (const c of items) {
      byAnalysis.set(c.for_analysis_uuid, [...(byAnalysis.get(c.for_analysis_uuid) ?? []), c]);
    }
    return ids.map((id) => byAnalysis.get(id) ?? []);
  },
);
