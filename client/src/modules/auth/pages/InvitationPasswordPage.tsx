import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useInvitationPasswordPageSetPasswordMutation } from '../../../__generated__/graphql';
import { errorCode, errorMessage } from '../../../shared/errors';
import { sameAs } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { AuthCard } from '../components/AuthCard';
import { FormTextField } from '../components/FormTextField';
import { fieldRules } from '../utils/rules';

interface Values {
  password: string;
  passwordConfirmation: string;
}

/**
 * /group/users/password/{token}: the link emailed to a newly invited address, where the invitee chooses
 * a password (`setPasswordWithToken`, spec §3 "Create-password payload"), then signs in.
 */
export default function InvitationPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { control, handleSubmit, getValues } = useForm<Values>({
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const [setPassword, { loading }] = useInvitationPasswordPageSetPasswordMutation();
  const [error, setError] = useState<unknown>(null);

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { data } = await setPassword({ variables: { token, ...values } });
      const email = data?.setPasswordWithToken.email ?? '';
      await navigate(`/login?email=${encodeURIComponent(email)}`, {
        state: { notice: 'Votre mot de passe est enregistré, vous pouvez vous connecter.' },
      });
    } catch (e) {
      setError(e);
    }
  });

  // A used, expired or unknown link: nothing to fill in any more.
  if (errorCode(error) === 'NOT_FOUND') {
    return (
      <AuthCard title="Choisissez votre mot de passe">
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
        <Box sx={{ mt: 2 }}>
          <Link component={RouterLink} to="/login">
            Retour à la connexion
          </Link>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choisissez votre mot de passe">
      <Typography sx={{ mb: 1 }}>
        Vous avez été invité à rejoindre un compte : choisissez le mot de passe de votre compte.
      </Typography>
      <ErrorAlert error={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <FormTextField
          control={control}
          name="password"
          label="Mot de passe"
          type="password"
          autoComplete="new-password"
          helperText="6 caractères minimum."
          rules={fieldRules.password}
        />
        <FormTextField
          control={control}
          name="passwordConfirmation"
          label="Confirmer le mot de passe"
          type="password"
          autoComplete="new-password"
          rules={sameAs(() => getValues('password'))}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 3 }} disabled={loading}>
          Enregistrer mon mot de passe
        </Button>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/login">
          Retour à la connexion
        </Link>
      </Box>
    </AuthCard>
  );
}
