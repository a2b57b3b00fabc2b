import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  useValidatePageConfirmCodeMutation,
  useValidatePageResendCodeMutation,
} from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { AuthCard, noticeFrom } from '../components/AuthCard';
import { FormTextField } from '../components/FormTextField';
import { fieldRules } from '../utils/rules';

interface Values {
  email: string;
  code: string;
}

/** /validate and /register/confirm (spec §4): the 6-digit code emailed at registration, or a new one. */
export default function ValidatePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { control, handleSubmit, trigger, getValues } = useForm<Values>({
    defaultValues: { email: params.get('email') ?? '', code: params.get('code') ?? '' },
  });
  const [confirm, confirmState] = useValidatePageConfirmCodeMutation();
  const [resend, resendState] = useValidatePageResendCodeMutation();
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState(noticeFrom(location.state));

  const submit = handleSubmit(async ({ email, code }) => {
    setError(null);
    try {
      const { data } = await confirm({ variables: { email: email.trim(), code: code.trim() } });
      if (data?.confirmCode.passwordRequired) {
        // A re-sent code proves the address, not the password typed at sign-up: choose it with the reset code.
        await navigate(`/resetting/reset?email=${encodeURIComponent(data.confirmCode.email)}`, {
          state: {
            notice:
              'Votre adresse est validée. Choisissez votre mot de passe avec le code que nous venons de vous envoyer par email.',
          },
        });
      } else if (data?.confirmCode.confirmed) {
        await navigate(`/login?email=${encodeURIComponent(data.confirmCode.email)}`, {
          state: { notice: 'Votre compte est validé, vous pouvez vous connecter.' },
        });
      }
    } catch (e) {
      setError(e);
    }
  });

  const resendCode = async () => {
    setError(null);
    setNotice(null);
    if (!(await trigger('email'))) return;
    try {
      const { data } = await resend({ variables: { email: getValues('email').trim() } });
      if (data) setNotice(`Un nouveau code a été envoyé à ${data.resendCode.destination}.`);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <AuthCard title="Validation du compte" notice={notice}>
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
          label="Code de validation"
          autoComplete="one-time-code"
          helperText="Le code à 6 chiffres reçu par email."
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          rules={fieldRules.code}
        />
        <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
          <Button type="submit" variant="contained" sx={{ flexGrow: 1 }} disabled={confirmState.loading}>
            Valider mon compte
          </Button>
          <Button variant="outlined" onClick={() => void resendCode()} disabled={resendState.loading}>
            Renvoyer le code
          </Button>
        </Box>
      </Box>
    </AuthCard>
  );
}
