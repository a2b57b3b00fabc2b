import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReportsRowFragment } from '../../../__generated__/graphql';
import { REPORT_STATUS_LABELS } from '../utils/labels';

/** A report's status (spec §4): a progress bar while it generates, the message when it failed. */
export function ReportStatus({
  report,
}: {
  report: Pick<ReportsRowFragment, 'status' | 'progress' | 'error'>;
}) {
  const label = REPORT_STATUS_LABELS[report.status];
  if (report.status === 'LOADING') {
    return (
      <Box sx={{ width: '100%', py: 1 }}>
        <Typography variant="body2">{label}</Typography>
        <LinearProgress
          variant="determinate"
          value={Math.max(0, Math.min(100, report.progress))}
          aria-label={`Génération : ${report.progress} %`}
        />
      </Box>
    );
  }
  if (report.status === 'ERROR') {
    return (
      <Box sx={{ py: 0.5, whiteSpace: 'normal' }}>
        <Chip size="small" color="error" variant="outlined" label={label} />
        {report.error && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, lineHeight: 1.3 }}>
            {report.error}
          </Typography>
        )}
      </Box>
    );
  }
  return <Chip size="small" color="success" variant="outlined" label={label} />;
}
