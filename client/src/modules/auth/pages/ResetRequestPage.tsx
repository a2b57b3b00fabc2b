import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useResetRequestPageForgotPasswordMutation } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { AuthCard } from '../components/AuthCard';
import { FormTextField } from '../components/FormTextField';
import { fieldRules } from '../utils/rules';

/** /resetting/request (spec §4 "request an email code, then enter the new password"). */
export default function ResetRequestPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<{ email: string }>({
    defaultValues: { email: params.get('email') ?? '' },
  });
  const [forgot, { loading }] = useResetRequestPageForgotPasswordMutation();
  const [error, setError] = useState<unknown>(null);

  const submit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const { data } = await forgot({ variables: { email: email.trim() } });
      if (data) {
        await navigate(`/resetting/reset?email=${encodeURIComponent(email.trim())}`, {
          state: { notice: `Un code de réinitialisation a été envoyé à ${data.forgotPassword.destination}.` },
        });
      }
    } catch (e) {
      setError(e);
    }
  });

  return (
    <AuthCard title="Mot de passe oublié">
      <Typography sx={{ mb: 1 }}>
        Saisissez l&apos;adresse email de votre compte : nous vous envoyons un code pour choisir un nouveau
        mot de passe.
      </Typography>
      <ErrorAlert error={error} />
      <Box component="form" noValidate onSubmit={submit}>
        <FormTextField
          control={control}
          name="email"
          label="Adresse email"
          type="email"
          autoComplete="email"
          rules={fieldRules.email}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 3 }} disabled={loading}>
          Envoyer le code
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/resetting/reset">
          J&apos;ai déjà un code
        </Link>
        <Link component={RouterLink} to="/login">
          Retour à la connexion
        </Link>
      </Typography>
    </AuthCard>
  );
}
