import { useApolloClient } from '@apollo/client/react';
import AccountCircle from '@mui/icons-material/AccountCircle';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useLeaveImpersonationMutation } from '../../__generated__/graphql';
import { useMaintenanceMessage, useServiceState } from '../../app/service-state';
import { PageLoader } from '../../shared/ui/PageLoader';
import { brandingStore, missingNameAlertHidden, HIDE_MISSING_NAME } from '../session/browser-storage';
import { useSession } from '../session/SessionProvider';
import { AccountSwitcher } from './AccountSwitcher';
import { Footer } from './Footer';
import { HelpDrawer } from './HelpDrawer';
import {
  MaintenanceNotice,
  MaintenancePanel,
  NotConnectedNotice,
  SmallScreenNotice,
  useOnline,
  useSmallScreenNotice,
} from './Notices';
import { PendingInvitationsNotice } from './PendingInvitationsNotice';
import { MAIN_ID, RouteFocus, SkipLink } from './route/RouteFocus';

const navButton = {
  color: 'inherit',
  '&.active': { borderBottom: '2px solid currentColor', borderRadius: 0 },
};

/** The main layout (spec §2): navigation, user menu, help, notices, and the page below. */
export default function AppLayout() {
  const session = useSession();
  const me = session.me;
  const navigate = useNavigate();
  const client = useApolloClient();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [switcher, setSwitcher] = useState(false);
  const [help, setHelp] = useState(false);
  const [hideName, setHideName] = useState(missingNameAlertHidden);
  const [leave] = useLeaveImpersonationMutation();
  const smallScreen = useSmallScreenNotice();
  const online = useOnline();
  const service = useServiceState();
  const maintenanceMessage = useMaintenanceMessage();
  const logo = me?.featuresInAccount.branding.logo ?? brandingStore.get().logo;

  const close = () => setMenu(null);
  const go = (to: string) => {
    close();
    navigate(to);
  };
  const signOut = async () => {
    close();
    await session.signOut().catch(() => undefined);
    navigate('/login');
  };
  const leaveImpersonation = async () => {
    close();
    await leave();
    await client.clearStore();
    await session.reload();
    navigate('/mes-dossiers/-1');
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <RouteFocus />
      <AppBar position="static" elevation={0}>
        <Toolbar
          component="nav"
          aria-label="Navigation principale"
          sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}
        >
          <Box
            component={NavLink}
            to={me ? '/mes-dossiers/-1' : '/'}
            sx={{
              display: 'flex',
              alignItems: 'center',
              color: 'inherit',
              textDecoration: 'none',
              mr: 2,
              borderRadius: 1,
              '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 },
            }}
          >
            {logo ? <Box component="img" src={logo} alt="" sx={{ height: 32, mr: 1 }} /> : null}
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              FEC Analyse
            </Typography>
          </Box>
          {me ? (
            <Button component={NavLink} to="/mes-dossiers/-1" sx={navButton}>
              Mes analyses
            </Button>
          ) : null}
          {me ? (
            <Button component={NavLink} to="/mes-travaux" sx={navButton}>
              Mes travaux
            </Button>
          ) : null}
          {me && session.can('analysis', 'ecf', 'read') ? (
            <Button component={NavLink} to="/missions-ecf" sx={navButton}>
              Missions ECF
            </Button>
          ) : null}
          {me && session.can('report', 'report', 'read') ? (
            <Button component={NavLink} to="/mes-rapports/-1" sx={navButton}>
              Mes rapports
            </Button>
          ) : null}
          <Button component={NavLink} to="/abonnement" sx={navButton}>
            S&apos;abonner
          </Button>
          {/* Signed out, anyone may drop one FEC; signed in, only with the import right (a Member has none). */}
          {!me || session.can('fec', 'file', 'import') ? (
            <Button component={NavLink} to={me ? '/import-fec' : '/'} end sx={navButton}>
              Importer un FEC
            </Button>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Tooltip title="Aide">
            <Button color="inherit" startIcon={<HelpOutline />} onClick={() => setHelp(true)}>
              Aide
            </Button>
          </Tooltip>
          {me ? (
            <>
              <Button
                color="inherit"
                startIcon={<AccountCircle />}
                onClick={(e) => setMenu(e.currentTarget)}
                aria-haspopup="menu"
                aria-controls={menu ? 'user-menu' : undefined}
              >
                {me.userDetails.firstName || me.email}
              </Button>
              <Menu id="user-menu" anchorEl={menu} open={!!menu} onClose={close}>
                <MenuItem disabled sx={{ opacity: '1 !important' }}>
                  <Typography variant="body2" color="text.secondary">
                    {me.currentAccount.name}
                  </Typography>
                </MenuItem>
                <Divider />
                <MenuItem onClick={() => go('/mon-compte/compte')}>Mon compte</MenuItem>
                <MenuItem onClick={() => go('/mon-compte/profil-utilisateur')}>Mon profil</MenuItem>
                {me.hasOtherAccounts && !me.impersonated ? (
                  <MenuItem
                    onClick={() => {
                      close();
                      setSwitcher(true);
                    }}
                  >
                    Sélectionner un autre compte
                  </MenuItem>
                ) : null}
                {me.impersonated ? (
                  <MenuItem onClick={() => void leaveImpersonation()}>Quitter l'usurpation</MenuItem>
                ) : null}
                {session.hasRoute('back-office') && !me.impersonated ? (
                  <MenuItem onClick={() => go('/back-office/comptes')}>Back-office</MenuItem>
                ) : null}
                <Divider />
                <MenuItem onClick={() => void signOut()}>Déconnexion</MenuItem>
              </Menu>
            </>
          ) : (
            <Button component={NavLink} to="/login" color="inherit" variant="outlined">
              Se connecter
            </Button>
          )}
        </Toolbar>
      </AppBar>
      {service === 'maintenance' ? <MaintenanceNotice message={maintenanceMessage} /> : null}
      {!online || service === 'unreachable' ? <NotConnectedNotice /> : null}
      {me?.impersonated ? (
        <Alert severity="warning" sx={{ borderRadius: 0 }}>
          Vous agissez en tant que {me.email} ({me.currentAccount.name})
          {me.readOnly ? ', en lecture seule' : ''}.
        </Alert>
      ) : null}
      {me && me.missingName && !hideName ? (
        <Alert
          severity="info"
          sx={{ borderRadius: 0 }}
          onClose={() => {
            localStorage.setItem(HIDE_MISSING_NAME, 'true');
            setHideName(true);
          }}
          action={
            <Button color="inherit" size="small" onClick={() => navigate('/mon-compte/profil-utilisateur')}>
              Compléter
            </Button>
          }
        >
          Votre nom ou prénom est manquant : complétez votre profil.
        </Alert>
      ) : null}
      <PendingInvitationsNotice />
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth={false}
        sx={{ flexGrow: 1, py: 3, '&:focus': { outline: 'none' } }}
      >
        {smallScreen.shown ? <SmallScreenNotice onClose={smallScreen.dismiss} /> : null}
        {service === 'maintenance' ? <MaintenancePanel /> : null}
        {/* Hidden during maintenance, never unmounted: what was typed is still there when it ends. */}
        <Box sx={{ display: service === 'maintenance' ? 'none' : 'block' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Container>
      <Footer />
      <HelpDrawer open={help} onClose={() => setHelp(false)} />
      {me ? <AccountSwitcher open={switcher} onClose={() => setSwitcher(false)} /> : null}
    </Box>
  );
}
