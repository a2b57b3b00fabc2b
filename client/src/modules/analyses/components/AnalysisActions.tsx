import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  useAnalysisPageGenerateCorrectedMutation,
  useAnalysisPageRerunMutation,
} from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import type { AnalysisItem } from '../types';
import { isRunning } from '../utils/labels';

/** Actions on the main analysis: re-run it, download its corrected FEC (spec §2, §4). */
export function AnalysisActions(props: {
  analysis: AnalysisItem;
  onRerun: (newAnalysisUuid: string) => void;
  onCorrectedStarted: () => unknown;
}) {
  const { can } = useSession();
  const { analysis } = props;
  const fec = analysis.fecs[0];
  const [rerun, rerunning] = useAnalysisPageRerunMutation();
  const [generate, generating] = useAnalysisPageGenerateCorrectedMutation();
  const [generationError, setGenerationError] = useState<string | null>(null);
  if (!fec || analysis.kind !== 'SINGLE') return null;

  const correctedUrl = `/download/fecs/${fec.uuid}/corrected`;
  const canRerun = can('analysis', 'result', 'rerun') && fec.canWrite;
  // A locked FEC's corrected file waits for its unlock (spec §4).
  const canCorrect = can('fec', 'corrected', 'download') && analysis.status === 'DONE' && !fec.locked;

  const startRerun = async () => {
    try {
      const { data } = await rerun({ variables: { fecUuid: fec.uuid } });
      if (data) props.onRerun(data.rerunAnalysis.uuid);
    } catch {
      // Shown by ErrorAlert.
    }
  };
  const startCorrected = async () => {
    setGenerationError(null);
    try {
      const { data } = await generate({ variables: { fecUuid: fec.uuid } });
      const result = data?.generateCorrectedFec;
      if (result?.error) setGenerationError(result.error);
      else if (result?.correctedStatus === 'DONE') window.location.assign(correctedUrl);
      await props.onCorrectedStarted();
    } catch {
      // Shown by ErrorAlert.
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canRerun && (
          <Button
            variant="outlined"
            onClick={startRerun}
            disabled={rerunning.loading || isRunning(analysis.status)}
          >
            Relancer l'analyse
          </Button>
        )}
        {canCorrect &&
          (analysis.correctedStatus === 'DONE' ? (
            <>
              <Button variant="outlined" component="a" href={correctedUrl} download>
                Télécharger le FEC corrigé
              </Button>
              <Button component="a" href={`${correctedUrl}?log=true`} download>
                Journal des corrections
              </Button>
            </>
          ) : analysis.correctedStatus === 'IN_PROGRESS' ? (
            <Button variant="outlined" disabled>
              FEC corrigé en cours de génération…
            </Button>
          ) : (
            <Button variant="outlined" onClick={startCorrected} disabled={generating.loading}>
              Télécharger le FEC corrigé
            </Button>
          ))}
      </Box>
      <ErrorAlert error={rerunning.error ?? generating.error} />
      {(generationError || analysis.correctedError) && (
        <Alert severity="error" sx={{ my: 1 }}>
          {generationError || analysis.correctedError}
        </Alert>
      )}
    </Box>
  );
}
