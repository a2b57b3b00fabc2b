import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useProfilePageUpdateUserMutation,
  useProfilePageUserQuery,
  type ProfileUserFieldsFragment,
} from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { FormTextField } from '../../auth/components/FormTextField';
import { fieldRules } from '../../auth/utils/rules';
import { useSession } from '../../session/SessionProvider';
import { profileInputOf, profileValuesOf, type ProfileValues } from '../utils/profile';
import { ProfileFields } from './ProfileFields';
import { Section } from './Section';

interface Values extends ProfileValues {
  firstName: string;
  lastName: string;
}

function ProfileForm({ user }: { user: ProfileUserFieldsFragment }) {
  const session = useSession();
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      ...profileValuesOf(user),
    },
  });
  const [update, { loading }] = useProfilePageUpdateUserMutation();
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const submit = handleSubmit(async ({ firstName, lastName, ...profile }) => {
    setError(null);
    setSaved(false);
    try {
      await update({
        variables: {
          uuid: user.uuid,
          input: { firstName: firstName.trim(), lastName: lastName.trim(), ...profileInputOf(profile, null) },
        },
      });
      await session.reload(); // the missing-name alert and the user menu read `me`
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <ErrorAlert error={error} />
      {saved ? <Alert severity="success">Votre profil a été enregistré.</Alert> : null}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="firstName" label="Prénom" rules={fieldRules.requiredText} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label="Nom" rules={fieldRules.requiredText} />
        </Grid>
      </Grid>
      <ProfileFields control={control} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={loading}>
        Enregistrer mon profil
      </Button>
    </Box>
  );
}

/** /mon-compte/profil-utilisateur: the user profile of spec §3 (`updateUser`). */
export function UserProfileSection() {
  const session = useSession();
  const uuid = session.me?.uuid ?? '';
  const { data, loading, error } = useProfilePageUserQuery({ variables: { uuid }, skip: !uuid });
  const user = data?.user;
  return (
    <Section title="Mon profil">
      <ErrorAlert error={error} />
      {loading && !user ? <PageLoader /> : null}
      {user ? <ProfileForm key={user.uuid} user={user} /> : null}
    </Section>
  );
}
