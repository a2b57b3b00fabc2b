import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../shared/ui/PageLoader';
import { backOfficeTabs } from './tabs';

/** /back-office: the title, one tab per section, then the section. */
export default function BackOfficeLayout() {
  const { pathname } = useLocation();
  const current = backOfficeTabs.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Back-office
      </Typography>
      <Tabs
        value={current?.path ?? false}
        aria-label="Sections du back-office"
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {backOfficeTabs.map((t) => (
          <Tab key={t.path} label={t.label} value={t.path} component={Link} to={t.path} />
        ))}
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
