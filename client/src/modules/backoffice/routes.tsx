import { lazyPage } from '../../app/lazy-page';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../session/RequireAuth';

const BackOfficeLayout = lazyPage(() => import('./pages/BackOfficeLayout'));
const AccountsSearchPage = lazyPage(() => import('./pages/AccountsSearchPage'));
const AccountPage = lazyPage(() => import('./pages/AccountPage'));
const UsersSearchPage = lazyPage(() => import('./pages/UsersSearchPage'));
const PlatformPage = lazyPage(() => import('./pages/PlatformPage'));
const StaffPage = lazyPage(() => import('./pages/StaffPage'));

/** /back-office (internal staff only: access key `back-office`, spec §6) and its tabs (tabs.ts). */
export const backOfficeRoutes: RouteObject[] = [
  {
    path: 'back-office',
    element: (
      <RequireAuth routeKey="back-office">
        <BackOfficeLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to="/back-office/comptes" replace /> },
      { path: 'comptes', element: <AccountsSearchPage /> },
      { path: 'comptes/:uuid', element: <AccountPage /> },
      { path: 'utilisateurs', element: <UsersSearchPage /> },
      { path: 'plateforme', element: <PlatformPage /> },
      { path: 'personnel', element: <StaffPage /> },
    ],
  },
];
