import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard } from '../../auth/components/AuthCard';

/** What ConfigurationPage hands over when it leaves for this page. */
export interface AccountDeletedState {
  accountName: string;
  /** The person had no other account: their profile and sign-in went with it. */
  loginDeleted: boolean;
}

function stateOf(value: unknown): AccountDeletedState | null {
  const s = value as Partial<AccountDeletedState> | null;
  return s && typeof s.accountName === 'string' && typeof s.loginDeleted === 'boolean'
    ? { accountName: s.accountName, loginDeleted: s.loginDeleted }
    : null;
}

/**
 * /compte-supprime: public, shown once the session is ended, so that nothing of the deleted account (its
 * name in the header, an empty page) is left on screen. It says what went and what remains.
 */
export default function AccountDeletedPage() {
  const state = stateOf(useLocation().state);
  return (
    <AuthCard
      title="Compte supprimé"
      notice={
        state
          ? `Le compte « ${state.accountName} » a été supprimé définitivement.`
          : 'Le compte a été supprimé définitivement.'
      }
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {state?.loginDeleted ? (
          <Typography>
            Vous n&apos;aviez pas d&apos;autre compte : votre profil et votre identifiant de connexion ont été
            supprimés avec lui. Votre adresse email et votre mot de passe ne permettent plus de vous
            connecter.
          </Typography>
        ) : state ? (
          <Typography>
            Vous appartenez à d&apos;autres comptes : votre profil et votre identifiant de connexion sont
            conservés, et vous pouvez vous reconnecter pour les retrouver.
          </Typography>
        ) : null}
        <Typography>
          Les utilisateurs du compte qui n&apos;avaient pas d&apos;autre compte ont été supprimés, identifiant
          de connexion compris ; les autres conservent leurs comptes. Vous avez été déconnecté.
        </Typography>
        <Alert severity="info">
          L&apos;offre Découverte est accordée une seule fois par personne et par société : un nouveau compte
          créé avec la même adresse email ne la reçoit pas de nouveau.
        </Alert>
        <Stack direction="row" spacing={2}>
          {state?.loginDeleted ? null : (
            <Button variant="contained" component={RouterLink} to="/login">
              Se connecter
            </Button>
          )}
          <Button
            variant={state?.loginDeleted ? 'contained' : 'outlined'}
            component={RouterLink}
            to="/register"
          >
            Créer un compte
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
