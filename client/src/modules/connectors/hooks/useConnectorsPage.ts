import { useEffect, useMemo, useState } from 'react';
import { useConnectorsListQuery } from '../../../__generated__/graphql';
import { CONNECTORS_POLL_INTERVAL, isRunning } from '../utils/labels';

/** The account's connectors; polls every 2 s while an imported FEC is being produced or analysed. */
export function useConnectorsPage(skip = false) {
  const [pollInterval, setPollInterval] = useState(0);
  const query = useConnectorsListQuery({
    variables: { limit: 100, offset: 0 },
    pollInterval,
    skip,
    notifyOnNetworkStatusChange: false,
  });
  const connectors = useMemo(() => query.data?.connectors.items ?? [], [query.data]);
  const running = connectors.some((c) => c.fiscalYears.some((fy) => isRunning(fy.lastImport?.status)));
  useEffect(() => setPollInterval(running ? CONNECTORS_POLL_INTERVAL : 0), [running]);
  return { ...query, connectors, running };
}
