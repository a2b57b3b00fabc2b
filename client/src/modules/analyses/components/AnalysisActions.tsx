import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAnalysisPageRerunMutation } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { useCorrectedFec } from '../hooks/useCorrectedFec';
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
  const corrected = useCorrectedFec(analysis, props.onCorrectedStarted);
  if (!fec || analysis.kind !== 'SINGLE') return null;

  const correctedUrl = corrected.url;
  const canRerun = can('analysis', 'result', 'rerun') && fec.canWrite;
  const canCorrect = corrected.allowed;

  const startRerun = async () => {
    try {
      const { data } = await rerun({ variables: { fecUuid: fec.uuid } });
      if (data) props.onRerun(data.rerunAnalysis.uuid);
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
            <Button
              variant="outlined"
              onClick={() => corrected.start({ download: true })}
              disabled={corrected.generating}
            >
              Télécharger le FEC corrigé
            </Button>
          ))}
      </Box>
      <ErrorAlert error={rerunning.error ?? corrected.error} />
      {(corrected.generationError || analysis.correctedError) && (
        <Alert severity="error" sx={{ my: 1 }}>
          {corrected.generationError || analysis.correctedError}
        </Alert>
      )}
    </Box>
  );
}
