import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';

interface AccountTab {
  label: string;
  to: string;
  /** Route access key of spec §2, when the tab needs one. */
  routeKey?: string;
  /** A right of permissions.can, when the tab needs one. */
  right?: [area: string, subarea: string, action: string];
}

const TABS: AccountTab[] = [
  { label: 'Informations du compte', to: '/mon-compte/compte' },
  { label: 'Mon profil', to: '/mon-compte/profil-utilisateur' },
  {
    label: 'Centre de facturation',
    to: '/mon-compte/facturation',
    routeKey: 'mon-compte/facturation',
    right: ['paiement', 'billing', 'read'],
  },
  { label: 'Gestion des accès', to: '/mon-compte/acces', routeKey: 'mon-compte/acces' },
  { label: 'Réseau', to: '/mon-compte/reseau', right: ['account', 'network', 'read'] },
  { label: 'Connecteurs', to: '/mon-compte/connecteurs', routeKey: 'mon-compte/connecteurs' },
  { label: 'Ma documentation', to: '/mon-compte/ma-documentation' },
  { label: 'Paramètres avancés', to: '/mon-compte/configuration' },
];

/** /mon-compte (spec §2 "Account"): the title, one tab per section, then the section. */
export default function AccountLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const tabs = TABS.filter(
    (t) => (!t.routeKey || session.hasRoute(t.routeKey)) && (!t.right || session.can(...t.right)),
  );
  const current = tabs.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`));

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Mon compte
      </Typography>
      <Tabs
        value={current?.to ?? false}
        aria-label="Sections du compte"
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((t) => (
          <Tab key={t.to} label={t.label} value={t.to} component={Link} to={t.to} />
        ))}
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
