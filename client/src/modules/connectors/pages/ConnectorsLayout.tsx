import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../shared/ui/PageLoader';

const TABS = [
  { label: 'Import depuis un logiciel comptable', to: '/mon-compte/connecteurs/import' },
  { label: 'API partenaires et webhooks', to: '/mon-compte/connecteurs/export' },
];

/** `/mon-compte/connecteurs` (spec §2): import from an accounting software, export to partners. */
export default function ConnectorsLayout() {
  const { pathname } = useLocation();
  const current = TABS.find((t) => pathname.startsWith(t.to));
  return (
    <>
      <Tabs value={current?.to ?? false} aria-label="Connecteurs" sx={{ mb: 2 }}>
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
