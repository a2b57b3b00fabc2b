import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAnalysisPageRerunMutation, useRerunReviewWorkLazyQuery } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { useCorrectedFec } from '../hooks/useCorrectedFec';
import type { AnalysisItem } from '../types';
import { legalFecName } from '../utils/fec-label';
import { isRunning } from '../utils/labels';
import { RERUN_KEEPS_WORK, hasReviewWork } from '../utils/review';

/**
 * Actions on one analysis: re-run it, download its corrected FEC (spec §2, §4). With several FECs side
 * by side, `label` names the FEC they apply to (shown, and the group's accessible name).
 */
export function AnalysisActions(props: {
  analysis: AnalysisItem;
  label?: string;
  onRerun: (newAnalysisUuid: string) => void;
  onCorrectedStarted: () => unknown;
}) {
  const { can } = useSession();
  const { analysis } = props;
  const fec = analysis.fecs[0];
  const [rerun, rerunning] = useAnalysisPageRerunMutation();
  const [readWork, work] = useRerunReviewWorkLazyQuery({ fetchPolicy: 'network-only' });
  const [asking, setAsking] = useState(false);
  const corrected = useCorrectedFec(analysis, props.onCorrectedStarted);
  if (!fec || analysis.kind !== 'SINGLE') return null;

  const correctedUrl = corrected.url;
  const canRerun = can('analysis', 'result', 'rerun') && fec.canWrite;
  const canCorrect = corrected.allowed;

  const startRerun = async () => {
    setAsking(false);
    try {
      const { data } = await rerun({ variables: { fecUuid: fec.uuid } });
      if (data) props.onRerun(data.rerunAnalysis.uuid);
    } catch {
      // Shown by ErrorAlert.
    }
  };

  // Review work on the dossier (statuses, comments, assignments): the accountant is told it is kept first.
  const askOrRerun = async () => {
    try {
      const { data } = await readWork({ variables: { uuid: analysis.uuid } });
      if (hasReviewWork(data)) setAsking(true);
      else await startRerun();
    } catch {
      // Shown by ErrorAlert.
    }
  };

  if (!canRerun && !canCorrect) return null;

  return (
    <Box
      sx={{ my: 1 }}
      role={props.label ? 'group' : undefined}
      aria-label={props.label ? `Actions sur ${props.label}` : undefined}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {props.label && (
          <Typography variant="subtitle2" component="span" sx={{ mr: 1 }}>
            {props.label} :
          </Typography>
        )}
        {canRerun && (
          <Button
            variant="outlined"
            onClick={() => void askOrRerun()}
            disabled={rerunning.loading || work.loading || isRunning(analysis.status)}
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
      {canCorrect && analysis.correctedStatus === 'DONE' && <RenameHint analysis={analysis} />}
      <ErrorAlert error={rerunning.error ?? work.error ?? corrected.error} />
      <ConfirmDialog
        open={asking}
        title="Relancer l'analyse ?"
        confirmLabel="Relancer l'analyse"
        busy={rerunning.loading}
        onConfirm={() => void startRerun()}
        onClose={() => setAsking(false)}
      >
        {RERUN_KEEPS_WORK}
      </ConfirmDialog>
      {(corrected.generationError || analysis.correctedError) && (
        <Alert severity="error" sx={{ my: 1 }}>
          {corrected.generationError || analysis.correctedError}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The corrected FEC downloads as `<nom>-corrige.txt` (never the original's exact name); the DGFiP's tester
 * wants the legal `<SIREN>FEC<AAAAMMJJ>` name: the SIREN declared on the FEC and the closing date the analysis
 * ran on, not the original file's name (which may carry another SIREN or date).
 */
export function RenameHint({ analysis }: { analysis: Parameters<typeof legalFecName>[0] }) {
  const { name, missing } = legalFecName(analysis);
  const todo = [
    missing.includes('siren') ? 'le SIREN de la société' : null,
    missing.includes('date') ? "la date de clôture de l'exercice" : null,
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {`Renommez-le ${name}${todo.length > 0 ? ` (en y mettant ${todo.join(' et ')})` : ''} avant de l'envoyer à l'administration.`}
    </Typography>
  );
}
