import { useEffect, useMemo, useState } from 'react';
import { useReportsListQuery } from '../../../__generated__/graphql';
import { REPORTS_POLL_INTERVAL } from '../utils/labels';

/** One page of reports; polls every 2 s while one of them is generating, and stops once none is. */
export function useReportsPage(page: { limit: number; offset: number }, skip = false) {
  const [pollInterval, setPollInterval] = useState(0);
  const query = useReportsListQuery({
    variables: { limit: page.limit, offset: page.offset },
    pollInterval,
    skip,
    notifyOnNetworkStatusChange: false,
  });
  const reports = useMemo(() => query.data?.reports.items ?? [], [query.data]);
  const running = reports.some((r) => r.status === 'LOADING');
  useEffect(() => setPollInterval(running ? REPORTS_POLL_INTERVAL : 0), [running]);
  return { ...query, reports, running, total: query.data?.reports.pageInfo.total ?? 0 };
}
