import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { loginPath } from './RequireAuth';

/** A page open to links but not to anonymous reads: say so, and offer to sign in and come back here. */
export function SignInNotice({ from, what }: { from: string; what: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={loginPath(from)} color="inherit" size="small" variant="outlined">
          Se connecter
        </Button>
      }
    >
      Connectez-vous pour voir {what} ; vous reviendrez ensuite sur cette page.
    </Alert>
  );
}
