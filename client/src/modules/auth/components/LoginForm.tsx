import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useLoginPageSignInMutation } from '../../../__generated__/graphql';
import { errorCode } from '../../../shared/errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { fieldRules } from '../utils/rules';
import { FormTextField } from './FormTextField';

export interface Challenge {
  email: string;
  session: string;
}

interface Values {
  email: string;
  password: string;
}

/** Email and password → `signIn` (cookie session). Reports a success, or the invited user's challenge. */
export function LoginForm(props: {
  initialEmail: string;
  onConnected: () => Promise<void>;
  onChallenge: (challenge: Challenge) => void;
}) {
  const { control, handleSubmit, getValues } = useForm<Values>({
    defaultValues: { email: props.initialEmail, password: '' },
  });
  const [signIn] = useLoginPageSignInMutation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async ({ email, password }) => {
    setError(null);
    setBusy(true);
    try {
      const { data } = await signIn({ variables: { email: email.trim(), password } });
      const answer = data?.signIn;
      if (answer?.challenge?.name === 'NEW_PASSWORD_REQUIRED') {
        props.onChallenge({ email: email.trim(), session: answer.challenge.session });
      } else if (answer?.connected) {
        await props.onConnected();
      } else {
        setError(new Error('Connexion invalide, veuillez vérifier votre email ou votre mot de passe.'));
      }
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  });

  const notConfirmed = errorCode(error) === 'USER_NOT_CONFIRMED';

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {notConfirmed ? (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button
              component={RouterLink}
              to={`/validate?email=${encodeURIComponent(getValues('email').trim())}`}
              color="inherit"
              size="small"
            >
              Valider mon compte
            </Button>
          }
        >
          Votre compte n&apos;est pas encore validé, veuillez saisir le code reçu par email.
        </Alert>
      ) : (
        <ErrorAlert error={error} />
      )}
      <FormTextField
        control={control}
        name="email"
        label="Adresse email"
        type="email"
        autoComplete="email"
        rules={fieldRules.email}
      />
      <FormTextField
        control={control}
        name="password"
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        rules={{ required: fieldRules.password.required }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
        <Link component={RouterLink} to="/resetting/request">
          Mot de passe oublié ?
        </Link>
        <Link component={RouterLink} to="/register">
          Créer un compte
        </Link>
      </Box>
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 3 }} disabled={busy}>
        Se connecter
      </Button>
    </Box>
  );
}
