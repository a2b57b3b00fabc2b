import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useProfilePageChangePasswordMutation } from '../../../__generated__/graphql';
import { sameAs } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { FormTextField } from '../../auth/components/FormTextField';
import { fieldRules } from '../../auth/utils/rules';
import { Section } from './Section';

interface Values {
  previousPassword: string;
  proposedPassword: string;
  proposedPasswordConfirmation: string;
}

const empty: Values = { previousPassword: '', proposedPassword: '', proposedPasswordConfirmation: '' };

/** Change one's password (`changePassword`): the current one, then the new one twice. */
export function ChangePasswordSection() {
  const { control, handleSubmit, getValues, reset } = useForm<Values>({ defaultValues: empty });
  const [changePassword, { loading }] = useProfilePageChangePasswordMutation();
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const submit = handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      await changePassword({ variables: values });
      reset(empty);
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Section title="Mot de passe">
      <ErrorAlert error={error} />
      {saved ? <Alert severity="success">Votre mot de passe a été modifié.</Alert> : null}
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
        <FormTextField
          control={control}
          name="previousPassword"
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          rules={{ required: fieldRules.password.required }}
        />
        <FormTextField
          control={control}
          name="proposedPassword"
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          helperText="6 caractères minimum."
          rules={fieldRules.password}
        />
        <FormTextField
          control={control}
          name="proposedPasswordConfirmation"
          label="Confirmer le nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          rules={sameAs(() => getValues('proposedPassword'))}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={loading}>
          Changer le mot de passe
        </Button>
      </Box>
    </Section>
  );
}
