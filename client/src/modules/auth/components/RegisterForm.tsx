import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useRegisterPageRegisterMutation, type RegisterInput } from '../../../__generated__/graphql';
import { rules, sameAs } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { ProfileFields } from '../../account/components/ProfileFields';
import { emptyProfile, profileInputOf, type ProfileValues } from '../../account/utils/profile';
import { fieldRules } from '../utils/rules';
import { FormTextField } from './FormTextField';

export interface RegisterValues extends ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
}

/** The registration input: unset optional fields are left out, not sent empty. */
export function registerInputOf(v: RegisterValues): RegisterInput {
  const input: RegisterInput = {
    ...profileInputOf(v, undefined),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    password: v.password,
    passwordConfirmation: v.passwordConfirmation,
    termsAccepted: v.termsAccepted,
  };
  return Object.fromEntries(Object.entries(input).filter(([, x]) => x !== undefined)) as RegisterInput;
}

/** Spec §2 "register": identity, password pair, profile, terms (spec §5) → `register`. */
export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (email: string, confirmed: boolean) => void;
}) {
  const { control, handleSubmit, getValues } = useForm<RegisterValues>({
    defaultValues: {
      ...emptyProfile,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      termsAccepted: false,
    },
  });
  const [register] = useRegisterPageRegisterMutation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      const { data } = await register({ variables: { input: registerInputOf(values) } });
      if (data) onRegistered(data.register.email, data.register.userConfirmed);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <ErrorAlert error={error} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="firstName"
            label="Prénom"
            autoComplete="given-name"
            rules={fieldRules.requiredText}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="lastName"
            label="Nom"
            autoComplete="family-name"
            rules={fieldRules.requiredText}
          />
        </Grid>
      </Grid>
      <FormTextField
        control={control}
        name="email"
        label="Adresse email"
        type="email"
        autoComplete="email"
        rules={fieldRules.email}
      />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="password"
            label="Mot de passe"
            type="password"
            autoComplete="new-password"
            helperText="6 caractères minimum."
            rules={fieldRules.password}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="passwordConfirmation"
            label="Confirmer le mot de passe"
            type="password"
            autoComplete="new-password"
            rules={sameAs(() => getValues('password'))}
          />
        </Grid>
      </Grid>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
        Votre organisation
      </Typography>
      <ProfileFields control={control} />
      <Controller
        control={control}
        name="termsAccepted"
        rules={rules.terms}
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error} sx={{ mt: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label="J'accepte les conditions générales et la politique de confidentialité"
            />
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 3 }} disabled={busy}>
        Créer mon compte
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        Déjà inscrit ?{' '}
        <Link component={RouterLink} to="/login">
          Connectez-vous
        </Link>
      </Typography>
    </Box>
  );
}
