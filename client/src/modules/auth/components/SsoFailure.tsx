import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './AuthCard';

/** Spec §8 "single sign-on failure". */
export const SSO_FAILED = 'La connexion par authentification unique a échoué, veuillez réessayer.';

export function SsoFailure({ message }: { message: string }) {
  return (
    <AuthCard title="Authentification unique">
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Button component={RouterLink} to="/login" variant="contained">
        Aller à la page de connexion
      </Button>
    </AuthCard>
  );
}
