import { lazyPage } from '../../app/lazy-page';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../session/RequireAuth';
import { REPORTS_HOME } from './utils/labels';

// Its own chunk, like every screen.
const ReportsPage = lazyPage(() => import('./pages/ReportsPage'));

/**
 * « Mes rapports » (spec §2): `/mes-rapports` redirects to `/mes-rapports/-1`. Signed-in only; the page
 * itself checks `report.report.read` (the spec gives this route no access key).
 */
export const reportsRoutes: RouteObject[] = [
  { path: 'mes-rapports', element: <Navigate to={REPORTS_HOME} replace /> },
  {
    path: 'mes-rapports/:folder',
    element: (
      <RequireAuth>
        <ReportsPage />
      </RequireAuth>
    ),
  },
];
