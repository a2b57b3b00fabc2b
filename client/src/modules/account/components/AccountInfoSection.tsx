import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useProfilePageAccountQuery,
  useProfilePageUpdateAccountMutation,
  type ProfilePageAccountQuery,
} from '../../../__generated__/graphql';
import { MESSAGES } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { FormTextField } from '../../auth/components/FormTextField';
import { fieldRules, withNoHtml } from '../../auth/utils/rules';
import { useSession } from '../../session/SessionProvider';
import { roleLabel } from '../utils/roles';
import { Section } from './Section';

type Account = ProfilePageAccountQuery['currentAccount'];

const COLOURS = [
  ['principalColor', 'Couleur principale'],
  ['secondaryColor', 'Couleur secondaire'],
  ['primaryBisColor', 'Variante de la couleur principale'],
  ['indigoColor', 'Couleur indigo'],
] as const;

interface Values {
  name: string;
  principalColor: string;
  secondaryColor: string;
  primaryBisColor: string;
  indigoColor: string;
  logo: string;
}

const colourRules = withNoHtml({
  pattern: { value: /^(#[0-9a-fA-F]{6})?$/, message: `${MESSAGES.pattern} (#RRGGBB)` },
});
const logoRules = withNoHtml({
  pattern: { value: /^(https:\/\/\S+|data:image\/[a-z+]+;base64,\S+)?$/, message: MESSAGES.pattern },
});

function Swatch({ colour }: { colour: string | null | undefined }) {
  if (!colour) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 16, height: 16, borderRadius: 0.5, bgcolor: colour, mr: 1 }}
    />
  );
}

/** The account's name and branding (spec §3 "Branding") for the administrator: `updateAccount`. */
function AccountForm({ account }: { account: Account }) {
  const session = useSession();
  const branding = account.featuresInAccount.branding;
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: {
      name: account.name,
      principalColor: branding.principalColor ?? '',
      secondaryColor: branding.secondaryColor ?? '',
      primaryBisColor: branding.primaryBisColor ?? '',
      indigoColor: branding.indigoColor ?? '',
      logo: branding.logo ?? '',
    },
  });
  const [update, { loading }] = useProfilePageUpdateAccountMutation();
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const submit = handleSubmit(async ({ name, ...colours }) => {
    setError(null);
    setSaved(false);
    try {
      // An empty value removes the entry (schema BrandingInput).
      const trimmed = Object.fromEntries(Object.entries(colours).map(([k, v]) => [k, v.trim()]));
      await update({ variables: { input: { name: name.trim(), branding: trimmed } } });
      await session.reload(); // the layout keeps the branding in local storage
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <ErrorAlert error={error} />
      {saved ? <Alert severity="success">Les informations du compte ont été enregistrées.</Alert> : null}
      <FormTextField control={control} name="name" label="Nom du compte" rules={fieldRules.requiredText} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Habillage
      </Typography>
      <Grid container columnSpacing={2}>
        {COLOURS.map(([key, label]) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={key}
              label={label}
              placeholder="#1A73E8"
              rules={colourRules}
              slotProps={{ input: { startAdornment: <Swatch colour={branding[key]} /> } }}
            />
          </Grid>
        ))}
      </Grid>
      <FormTextField
        control={control}
        name="logo"
        label="Adresse du logo"
        placeholder="https://…"
        helperText="Adresse https de l'image, ou image en data URI."
        rules={logoRules}
      />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={loading}>
        Enregistrer le compte
      </Button>
    </Box>
  );
}

function AccountReadOnly({ account }: { account: Account }) {
  const branding = account.featuresInAccount.branding;
  return (
    <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
      <dt>Nom du compte</dt>
      <dd>{account.name}</dd>
      {COLOURS.filter(([key]) => branding[key]).map(([key, label]) => (
        <Box key={key} component="div">
          <dt>{label}</dt>
          <dd>
            <Swatch colour={branding[key]} />
            {branding[key]}
          </dd>
        </Box>
      ))}
    </Box>
  );
}

/** /mon-compte/compte: account information (spec §2 "Account"). */
export function AccountInfoSection() {
  const session = useSession();
  const { data, loading, error } = useProfilePageAccountQuery({ fetchPolicy: 'cache-and-network' });
  const account = data?.currentAccount;
  const others = session.me?.otherAccountsCount ?? 0;

  return (
    <Section title="Informations du compte">
      <ErrorAlert error={error} />
      {loading && !account ? <PageLoader /> : null}
      {account ? (
        <>
          <Typography sx={{ mb: 1 }}>
            Votre rôle dans ce compte : <strong>{roleLabel(account.role)}</strong>
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {others > 0
              ? `Vous faites aussi partie de ${others} autre${others > 1 ? 's' : ''} compte${others > 1 ? 's' : ''}.`
              : "Vous ne faites partie d'aucun autre compte."}
          </Typography>
          {session.can('account', 'settings', 'edit') ? (
            <AccountForm key={account.uuid} account={account} />
          ) : (
            <AccountReadOnly account={account} />
          )}
        </>
      ) : null}
    </Section>
  );
}
