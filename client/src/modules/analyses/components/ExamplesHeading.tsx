import Typography from '@mui/material/Typography';

/** Above the rows of a control with a systemic pattern: they are examples of it, not one finding each. */
export function ExamplesHeading() {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ mt: 1, mb: 0.5 }}>
      Exemples
    </Typography>
  );
}
