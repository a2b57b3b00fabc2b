import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useProfilePageConfirmEmailChangeMutation,
  useProfilePageUpdateEmailMutation,
} from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { FormTextField } from '../../auth/components/FormTextField';
import { fieldRules } from '../../auth/utils/rules';
import { useSession } from '../../session/SessionProvider';
import { Section } from './Section';

/** Step 2: the code sent to the new address (`confirmEmailChange`). */
function EmailCodeForm(props: {
  pendingEmail: string;
  onConfirmed: (email: string) => Promise<void>;
  onResend: () => Promise<void>;
  onCancel: () => void;
}) {
  const { control, handleSubmit } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const [confirm, { loading }] = useProfilePageConfirmEmailChangeMutation();
  const [error, setError] = useState<unknown>(null);
  const [resent, setResent] = useState(false);

  const resend = async () => {
    setError(null);
    setResent(false);
    try {
      await props.onResend();
      setResent(true);
    } catch (e) {
      setError(e);
    }
  };

  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    setResent(false);
    try {
      const { data } = await confirm({ variables: { code: code.trim() } });
      if (data) await props.onConfirmed(data.confirmEmailChange.email);
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Alert severity="info" sx={{ mb: 1 }}>
        Un code de confirmation a été envoyé à <strong>{props.pendingEmail}</strong>. Votre adresse actuelle
        reste valable tant que ce code n&apos;est pas confirmé.
      </Alert>
      {resent ? <Alert severity="success">Un nouveau code a été envoyé.</Alert> : null}
      <ErrorAlert error={error} />
      <FormTextField
        control={control}
        name="code"
        label="Code de confirmation"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        rules={fieldRules.code}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={loading}>
          Confirmer l&apos;adresse email
        </Button>
        <Button onClick={() => void resend()}>Renvoyer le code</Button>
        <Button onClick={props.onCancel}>Changer d&apos;adresse</Button>
      </Stack>
    </Box>
  );
}

/**
 * The sign-in email, changed by its owner only (this section is only on one's own profile): the new
 * address (`updateEmail`), then the code it received (`confirmEmailChange`).
 */
export function ChangeEmailSection() {
  const session = useSession();
  const me = session.me;
  const { control, handleSubmit, reset } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [updateEmail, { loading }] = useProfilePageUpdateEmailMutation();
  const [error, setError] = useState<unknown>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);

  const request = async (email: string) => {
    const { data } = await updateEmail({ variables: { email } });
    if (!data?.updateEmail.codeSent) {
      throw new Error("Le code de confirmation n'a pas pu être envoyé, veuillez réessayer.");
    }
    setPendingEmail(data.updateEmail.pendingEmail);
  };

  const submit = handleSubmit(async ({ email }) => {
    setError(null);
    setConfirmed(null);
    try {
      await request(email.trim());
      reset({ email: '' });
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Section title="Adresse email de connexion">
      <Typography sx={{ mb: 1 }}>
        Adresse actuelle : <strong>{me?.email}</strong>
      </Typography>
      {confirmed ? (
        <Alert severity="success" sx={{ mb: 1 }}>
          Votre adresse email est maintenant {confirmed} ; l&apos;ancienne adresse en a été avertie.
        </Alert>
      ) : null}
      {pendingEmail ? (
        <EmailCodeForm
          pendingEmail={pendingEmail}
          onResend={() => request(pendingEmail)}
          onCancel={() => setPendingEmail(null)}
          onConfirmed={async (email) => {
            await session.reload();
            setPendingEmail(null);
            setConfirmed(email);
          }}
        />
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <ErrorAlert error={error} />
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
      )}
    </Section>
  );
}
