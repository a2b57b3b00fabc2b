import Alert from '@mui/material/Alert';

/** Under a chosen file: where its proposed fiscal dates come from (issue 14). */
export function FiscalYearNote(props: { note: string | undefined }) {
  if (!props.note) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mt: 1, py: 0 }} data-testid="fiscal-year-note">
      {props.note}
    </Alert>
  );
}
