import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../session/RequireAuth';

const BackOfficeLayout = lazy(() => import('./pages/BackOfficeLayout'));
const AccountsSearchPage = lazy(() => import('./pages/AccountsSearchPage'));
const AccountPage = lazy(() => import('./pages/AccountPage'));
const UsersSearchPage = lazy(() => import('./pages/UsersSearchPage'));
const PlatformPage = lazy(() => import('./pages/PlatformPage'));
const StaffPage = lazy(() => import('./pages/StaffPage'));

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
