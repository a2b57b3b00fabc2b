import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { RequireAuth } from '../session/RequireAuth';

// Their own chunks, like every screen.
const EcfMissionsPage = lazyPage(() => import('./pages/EcfMissionsPage'));
const EcfMissionPage = lazyPage(() => import('./pages/EcfMissionPage'));

/** « Missions ECF » (issue 38): the list and one mission. Signed-in only; the API decides what each role reads. */
export const ecfRoutes: RouteObject[] = [
  {
    path: 'missions-ecf',
    element: (
      <RequireAuth>
        <EcfMissionsPage />
      </RequireAuth>
    ),
  },
  {
    path: 'missions-ecf/:uuid',
    element: (
      <RequireAuth>
        <EcfMissionPage />
      </RequireAuth>
    ),
  },
];
