import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import {
  AnalysisPageAnalysesDocument,
  useAnalysisPageGenerateCorrectedMutation,
} from '../../../__generated__/graphql';
import { useSession } from '../../session/SessionProvider';
import type { AnalysisItem } from '../types';

/**
 * The corrected FEC of an analysis (spec §2, §4): who may have it, its address, and its generation. Shared by
 * the page's actions and the conformity panel so that both follow the same rules.
 */
export function useCorrectedFec(analysis: AnalysisItem, onStarted?: () => unknown) {
  const { can } = useSession();
  const client = useApolloClient();
  const [generate, generating] = useAnalysisPageGenerateCorrectedMutation();
  const [generationError, setGenerationError] = useState<string | null>(null);
  const fec = analysis.kind === 'SINGLE' ? analysis.fecs[0] : undefined;
  const url = fec ? `/download/fecs/${fec.uuid}/corrected` : '';
  const permitted = !!fec && can('fec', 'corrected', 'download') && analysis.status === 'DONE';
  // A locked FEC's corrected file waits for its unlock (spec §4).
  const allowed = permitted && !fec.locked;

  /** Starts the generation; `download` fetches the file at once when it is ready in the same call. */
  const start = async ({ download }: { download: boolean }) => {
    if (!fec) return;
    setGenerationError(null);
    try {
      const { data } = await generate({ variables: { fecUuid: fec.uuid } });
      const result = data?.generateCorrectedFec;
      if (result?.error) setGenerationError(result.error);
      else if (download && result?.correctedStatus === 'DONE') window.location.assign(url);
      // The status (then the corrected FEC's verdict) comes with the analyses: the page polls while it runs.
      await (onStarted ? onStarted() : client.refetchQueries({ include: [AnalysisPageAnalysesDocument] }));
    } catch {
      // Shown by ErrorAlert (generating.error).
    }
  };

  return {
    /** The user may download it, but the FEC is locked (free offer). */
    waitsForUnlock: permitted && !!fec?.locked,
    allowed,
    url,
    start,
    generating: generating.loading,
    error: generating.error,
    generationError,
  };
}
