import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { patternShare, type Pattern } from '../utils/pattern';

/** A control's systemic pattern in its detail: the finding, then how much of the file it covers. */
export function PatternPanel({ pattern }: { pattern: Pattern }) {
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2 }} role="region" aria-label="Constat systémique">
      <AlertTitle>Constat systémique</AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {pattern.message}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {patternShare(pattern)}
      </Typography>
    </Alert>
  );
}
