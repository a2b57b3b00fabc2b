import { defineLoader } from '../../loaders';
import type { AnalysisReviewDto, FindingDto, HistoryEntryDto } from './dto';

/** The review of analyses by analysis uuid: one `GET analyses/review?ids=` per request tick. */
export const reviewLoader = defineLoader<string, AnalysisReviewDto>('analysis-review', async (api, ids) => {
  const { items } = await api.call('get', '/v1/analyses/review', { query: { ids: [...ids] } });
  const map = new Map(items.map((r) => [r.analysis_uuid, r]));
  return ids.map((id) => map.get(id) ?? null);
});

/** A control of an analysis whose findings are read. */
export interface FindingsKey {
  analysis: string;
  control: string;
}

/** Findings per control: one `GET analyses/{uuid}/findings?control=a,b` per analysis, whatever the controls. */
export const findingsLoader = defineLoader<
  FindingsKey,
  { previous: string | null; items: FindingDto[] },
  string
>(
  'review-findings',
  async (api, keys) => {
    const byAnalysis = new Map<string, string[]>();
    for (const k of keys) byAnalysis.set(k.analysis, [...(byAnalysis.get(k.analysis) ?? []), k.control]);
    const answers = new Map<string, { previous: string | null; items: FindingDto[] } | Error>();
    await Promise.all(
      [...byAnalysis].map(async ([analysis, controls]) => {
        try {
          const data = await api.call('get', '/v1/analyses/{uuid}/findings', {
            params: { uuid: analysis },
            query: { control: [...new Set(controls)] },
          });
          for (const control of controls) {
            answers.set(`${analysis}|${control}`, {
              previous: data.previous_analysis_uuid,
              items: data.items.filter((f) => f.control_id === control),
            });
          }
        } catch (error) {
          for (const control of controls) answers.set(`${analysis}|${control}`, error as Error);
        }
      }),
    );
    return keys.map((k) => answers.get(`${k.analysis}|${k.control}`)!);
  },
  { cacheKeyFn: (k) => `${k.analysis}|${k.control}` },
);

/** History lines by review item uuid: one `GET review/history?ids=` call. */
export const historyLoader = defineLoader<string, HistoryEntryDto[]>('review-history', async (api, ids) => {
  const { items } = await api.call('get', '/v1/review/history', { query: { ids: [...ids] } });
  const byItem = new Map<string, HistoryEntryDto[]>();
  for (const e of items) byItem.set(e.item_uuid, [...(byItem.get(e.item_uuid) ?? []), e]);
  return ids.map((id) => byItem.get(id) ?? []);
});
