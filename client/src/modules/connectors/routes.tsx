import { lazyPage } from '../../app/lazy-page';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../session/RequireAuth';
import { CONNECTORS_IMPORT_PATH } from './utils/labels';

// Their own chunks, like every screen.
const ConnectorsLayout = lazyPage(() => import('./pages/ConnectorsLayout'));
const ConnectorsImportPage = lazyPage(() => import('./pages/ConnectorsImportPage'));
// The partner API's page (API keys and webhooks) lives with its domain.
const ConnectorsExportPage = lazyPage(() => import('../partners/pages/ExportConnectorsPage'));

/**
 * `/mon-compte/connecteurs` (spec §2, access key `mon-compte/connecteurs`), a child of /mon-compte:
 * the index redirects to `import`; `export` is the partner API's page.
 */
export const connectorsRoutes: RouteObject[] = [
  {
    path: 'connecteurs',
    element: (
      <RequireAuth routeKey="mon-compte/connecteurs">
        <ConnectorsLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to={CONNECTORS_IMPORT_PATH} replace /> },
      { path: 'import', element: <ConnectorsImportPage /> },
      { path: 'export', element: <ConnectorsExportPage /> },
    ],
  },
];
