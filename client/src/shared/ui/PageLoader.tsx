import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a route's code or first data loads. */
export function PageLoader({ label = 'Chargement…' }: { label?: string }) {
  return (
    // The spinner carries the name: a progressbar needs one (axe, WCAG 4.1.2).
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
