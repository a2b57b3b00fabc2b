import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useResetPageResetPasswordMutation } from '../../../__generated__/graphql';
import { sameAs } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { AuthCard, noticeFrom } from '../components/AuthCard';
import { FormTextField } from '../components/FormTextField';
import { fieldRules } from '../utils/rules';

interface Values {
  email: string;
  code: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** /resetting/reset: the emailed code and the new password (`resetPassword`). */
export default function ResetPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeFrom(location.state);
  const { control, handleSubmit, getValues } = useForm<Values>({
    defaultValues: {
      email: params.get('email') ?? '',
      code: params.get('code') ?? '',
      newPassword: '',
      newPasswordConfirmation: '',
    },
  });
  const [reset, { loading }] = useResetPageResetPasswordMutation();
  const [error, setError] = useState<unknown>(null);

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const email = values.email.trim();
      await reset({
        variables: {
          email,
          code: values.code.trim(),
          newPassword: values.newPassword,
          newPasswordConfirmation: values.newPasswordConfirmation,
        },
      });
      await navigate(`/login?email=${encodeURIComponent(email)}`, {
        state: { notice: 'Votre mot de passe a été modifié, vous pouvez vous connecter.' },
      });
    } catch (e) {
      setError(e);
    }
  });

  return (
    <AuthCard title="Nouveau mot de passe" notice={notice}>
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
        <FormTextField
          control={control}
          name="code"
          label="Code reçu par email"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          rules={fieldRules.code}
        />
        <FormTextField
          control={control}
          name="newPassword"
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          helperText="6 caractères minimum."
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
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 3 }} disabled={loading}>
          Changer le mot de passe
        </Button>
      </Box>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/resetting/request">
          Recevoir un nouveau code
        </Link>
        <Link component={RouterLink} to="/login">
          Retour à la connexion
        </Link>
      </Box>
    </AuthCard>
  );
}
