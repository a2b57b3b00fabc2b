import Alert from '@mui/material/Alert';
import { errorMessage, fieldErrors } from '../errors';

/** The French message of a failed call, with the field errors when the API gave some. */
export function ErrorAlert({ error, onClose }: { error: unknown; onClose?: () => void }) {
  if (!error) return null;
  const fields = fieldErrors(error);
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={{ my: 1 }}>
      {errorMessage(error)}
      {fields.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
          {fields.map((f) => (
            <li key={f.field + f.message}>{f.message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
