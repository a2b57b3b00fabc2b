import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { BACK_OFFICE_TABS } from '../tabs';

/** /back-office (internal staff, spec §6): the tabs of tabs.ts the staff member may open, and the page. */
export default function BackOfficeLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const tabs = BACK_OFFICE_TABS.filter((t) => !t.right || session.can('backoffice', t.right[0], t.right[1]));
  const current = tabs.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Back-office
      </Typography>
      <Tabs
        value={current?.path ?? false}
        aria-label="Sections du back-office"
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab key={t.path} label={t.label} value={t.path} component={Link} to={t.path} />
        ))}
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
