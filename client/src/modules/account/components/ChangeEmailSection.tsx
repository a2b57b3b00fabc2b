import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useProfilePageUpdateEmailMutation } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { FormTextField } from '../../auth/components/FormTextField';
import { fieldRules } from '../../auth/utils/rules';
import { useSession } from '../../session/SessionProvider';
import { Section } from './Section';

/** The sign-in email (`updateEmail`). */
export function ChangeEmailSection() {
  const session = useSession();
  const me = session.me;
  const { control, handleSubmit, reset } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [updateEmail, { loading }] = useProfilePageUpdateEmailMutation();
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const submit = handleSubmit(async ({ email }) => {
    if (!me) return;
    setError(null);
    setSaved(false);
    try {
      await updateEmail({ variables: { userUuid: me.uuid, email: email.trim() } });
      await session.reload();
      reset({ email: '' });
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Section title="Adresse email de connexion">
      <Typography sx={{ mb: 1 }}>
        Adresse actuelle : <strong>{me?.email}</strong>
      </Typography>
      <ErrorAlert error={error} />
      {saved ? <Alert severity="success">Votre adresse email a été modifiée.</Alert> : null}
      <Box component="form" noValidate onSubmit={submit}>
        <FormTextField
          control={control}
          name="email"
          label="Nouvelle adresse email"
          type="email"
          autoComplete="email"
          rules={fieldRules.email}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={loading}>
          Changer l&apos;adresse email
        </Button>
      </Box>
    </Section>
  );
}
