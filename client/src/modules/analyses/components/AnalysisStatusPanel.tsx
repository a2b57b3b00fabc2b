import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AnalysisStatus } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format';
import { isRunning, progressMessage, STATUS_LABELS } from '../utils/labels';

/** What to show instead of results while an analysis runs, or when it failed (spec §4). */
export function AnalysisStatusPanel(props: {
  status: AnalysisStatus;
  error?: string | null;
  createdAt?: string | null;
  startedAt?: string | null;
  label?: string;
  /** Shown under a failure: what the user can do about it (e.g. correct the fiscal year). */
  children?: React.ReactNode;
}) {
  const { status } = props;
  if (isRunning(status)) {
    return (
      <Box role="status" aria-live="polite" sx={{ my: 2 }}>
        <Typography sx={{ mb: 1 }}>
          {props.label ? `${props.label} — ` : ''}
          {progressMessage(status)}
        </Typography>
        <LinearProgress aria-label={`Analyse : ${STATUS_LABELS[status]}`} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Statut : {STATUS_LABELS[status]}
          {props.startedAt
            ? ` — démarrée le ${formatDateTime(props.startedAt)}`
            : props.createdAt
              ? ` — demandée le ${formatDateTime(props.createdAt)}`
              : ''}
        </Typography>
      </Box>
    );
  }
  if (status === 'ERROR' || status === 'POSTCONDITION') {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {props.label ? `${props.label} — ` : ''}
        {props.error || 'Erreur de chargement, veuillez relancer.'}
        {props.children}
      </Alert>
    );
  }
  if (status === 'NOTDONE') {
    return (
      <Alert severity="warning" sx={{ my: 2 }}>
        {props.label ? `${props.label} — ` : ''}
        {props.error || "Cette analyse n'a pas été traitée. Relancez l'analyse pour obtenir les résultats."}
      </Alert>
    );
  }
  return null;
}
