import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoginPageCompleteNewPasswordMutation } from '../../../__generated__/graphql';
import { sameAs } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { fieldRules } from '../utils/rules';
import { FormTextField } from './FormTextField';
import type { Challenge } from './LoginForm';

interface Values {
  newPassword: string;
  newPasswordConfirmation: string;
}

/** The NEW_PASSWORD_REQUIRED challenge of an invited user: choose a password, then signed in. */
export function NewPasswordForm(props: { challenge: Challenge; onConnected: () => Promise<void> }) {
  const { control, handleSubmit, getValues } = useForm<Values>({
    defaultValues: { newPassword: '', newPasswordConfirmation: '' },
  });
  const [complete] = useLoginPageCompleteNewPasswordMutation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const { data } = await complete({ variables: { ...props.challenge, ...values } });
      if (data?.completeNewPassword.connected) await props.onConnected();
      else setError(new Error('Votre demande a expiré, veuillez vous reconnecter.'));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography sx={{ mb: 1 }}>
        Première connexion : choisissez votre mot de passe pour {props.challenge.email}.
      </Typography>
      <ErrorAlert error={error} />
      <FormTextField
        control={control}
        name="newPassword"
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        rules={fieldRules.password}
      />
      <FormTextField
        control={control}
        name="newPasswordConfirmation"
        label="Confirmer le nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        rules={sameAs(() => getValues('newPassword'))}
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 3 }} disabled={busy}>
        Enregistrer et se connecter
      </Button>
    </Box>
  );
}
