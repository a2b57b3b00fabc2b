import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { usePayRights } from '../hooks/usePayRights';

const BASE = '/mon-compte/facturation';
const TABS = [
  { label: 'Factures', to: `${BASE}/factures` },
  { label: 'Crédits', to: `${BASE}/credits` },
  { label: 'Moyens de paiement', to: `${BASE}/moyens-de-paiement` },
];

/** Le centre de facturation (spec §2, access key mon-compte/facturation): invoices, credits, payment methods. */
export default function BillingLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const { canReadBilling } = usePayRights();
  if (!session.hasRoute('mon-compte/facturation') || !canReadBilling) {
    return <ErrorAlert error={new Error("Vous n'avez pas accès à cette page.")} />;
  }
  const current = TABS.find((t) => pathname.startsWith(t.to));
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Centre de facturation
      </Typography>
      <Tabs
        value={current?.to ?? false}
        aria-label="Sections du centre de facturation"
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab key={t.to} label={t.label} value={t.to} component={Link} to={t.to} />
        ))}
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
