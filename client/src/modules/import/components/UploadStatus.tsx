import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export type UploadState =
  | { state: 'waiting' }
  | { state: 'sending'; progress: number }
  | { state: 'done' }
  | { state: 'error'; message: string };

export const statusLabel = (s: UploadState) =>
  s.state === 'waiting'
    ? 'En attente'
    : s.state === 'sending'
      ? `Envoi ${s.progress} %`
      : s.state === 'done'
        ? 'Importé'
        : `Erreur : ${s.message}`;

/** One file's progress bar and state, announced to screen readers as it changes. */
export function UploadStatus({ name, status }: { name: string; status: UploadState }) {
  const value = status.state === 'sending' ? status.progress : status.state === 'waiting' ? 0 : 100;
  const color = status.state === 'error' ? 'error' : status.state === 'done' ? 'success' : 'primary';
  return (
    <Box sx={{ my: 1 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        color={color}
        aria-label={`Progression de ${name}`}
      />
      <Typography
        variant="body2"
        role="status"
        color={
          status.state === 'error' ? 'error' : status.state === 'done' ? 'success.main' : 'text.secondary'
        }
        sx={{ mt: 0.5 }}
      >
        {statusLabel(status)}
      </Typography>
    </Box>
  );
}
