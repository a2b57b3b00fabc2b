import { useEffect, useMemo } from 'react';
import { useAnalysisPageAnalysesQuery } from '../../../__generated__/graphql';
import type { AnalysisItem } from '../types';
import { isRunning } from '../utils/labels';

/** Status is polled every 2 s while an analysis (or its corrected FEC) is being produced. */
export const POLL_MS = 2000;

/** The analyses of the page, in the URL's order, polled while one of them still runs. */
export function useAnalysesStatus(ids: string[]) {
  const query = useAnalysisPageAnalysesQuery({ variables: { ids }, skip: ids.length === 0 });
  const { data, startPolling, stopPolling } = query;
  const analyses = useMemo(() => {
    const items = data?.analyses.items ?? [];
    return ids.map((id) => items.find((a) => a.uuid === id)).filter((a): a is AnalysisItem => !!a);
  }, [data, ids]);
  const pending = analyses.some((a) => isRunning(a.status) || a.correctedStatus === 'IN_PROGRESS');
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
  return { ...query, analyses, pending };
}
