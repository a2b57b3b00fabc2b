import { useEffect, useMemo, useState } from 'react';
import { useFilesFolderPageQuery, type FecSort } from '../../../__generated__/graphql';
import { useSession } from '../../session/SessionProvider';
import { anyRunning, POLL_INTERVAL } from '../utils/status';

/**
 * The folder's path, children and one page of FECs in one call. While an analysis of the page runs the
 * query polls every 2 s, and stops once none is running.
 */
export function useFolderPage(uuid: string, page: { limit: number; offset: number }, sort: FecSort | null) {
  const [pollInterval, setPollInterval] = useState(0);
  // The review progress (« Revue x/y ») only for who may read reviews: the API refuses the batch otherwise.
  const withReview = useSession().can('analysis', 'review', 'read');
  const query = useFilesFolderPageQuery({
    variables: { uuid, limit: page.limit, offset: page.offset, sort, ...(withReview ? { withReview } : {}) },
    pollInterval,
    notifyOnNetworkStatusChange: false,
  });
  const fecs = useMemo(() => query.data?.folder?.fecs.items ?? [], [query.data]);
  const running = anyRunning(fecs);
  useEffect(() => setPollInterval(running ? POLL_INTERVAL : 0), [running]);
  return { ...query, fecs, running };
}
