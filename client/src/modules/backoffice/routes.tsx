import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireStaff } from './RequireStaff';

const BackOfficeLayout = lazy(() => import('./BackOfficeLayout'));
const PlatformPage = lazy(() => import('./pages/PlatformPage'));
const StaffPage = lazy(() => import('./pages/StaffPage'));

/** /back-office/… (internal staff, issue 15). */
export const backOfficeRoutes: RouteObject[] = [
  {
    path: 'back-office',
    element: (
      <RequireStaff>
        <BackOfficeLayout />
      </RequireStaff>
    ),
    children: [
      { index: true, element: <Navigate to="/back-office/plateforme" replace /> },
      { path: 'plateforme', element: <PlatformPage /> },
      { path: 'personnel', element: <StaffPage /> },
    ],
  },
];
