import { lazyPage } from './lazy-page';
import { Navigate, useParams, type RouteObject } from 'react-router';
import AppLayout from '../modules/layout/AppLayout';
import { reportsRoutes } from '../modules/reports/routes';
import { connectorsRoutes } from '../modules/connectors/routes';
import { ecfRoutes } from '../modules/ecf/routes';
import { backOfficeRoutes } from '../modules/backoffice/routes';
import { RequireAuth } from '../modules/session/RequireAuth';

// One chunk per screen: the first page loads only the layout and what it shows (bundle budget).
const ImportPage = lazyPage(() => import('../modules/import/pages/ImportPage'));
const FilesPage = lazyPage(() => import('../modules/files/pages/FilesPage'));
const AnalysisPage = lazyPage(() => import('../modules/analyses/pages/AnalysisPage'));
const MultiAnalysisPage = lazyPage(() => import('../modules/multi/pages/MultiAnalysisPage'));
const LoginPage = lazyPage(() => import('../modules/auth/pages/LoginPage'));
const RegisterPage = lazyPage(() => import('../modules/auth/pages/RegisterPage'));
const ValidatePage = lazyPage(() => import('../modules/auth/pages/ValidatePage'));
const ResetRequestPage = lazyPage(() => import('../modules/auth/pages/ResetRequestPage'));
const ResetPage = lazyPage(() => import('../modules/auth/pages/ResetPage'));
const InvitationPasswordPage = lazyPage(() => import('../modules/auth/pages/InvitationPasswordPage'));
const SsoLoginPage = lazyPage(() => import('../modules/auth/pages/SsoLoginPage'));
const SsoSeeAnalysisPage = lazyPage(() => import('../modules/auth/pages/SsoSeeAnalysisPage'));
const AccountLayout = lazyPage(() => import('../modules/account/pages/AccountLayout'));
const ProfilePage = lazyPage(() => import('../modules/account/pages/ProfilePage'));
const AccessPage = lazyPage(() => import('../modules/account/pages/AccessPage'));
const ConfigurationPage = lazyPage(() => import('../modules/account/pages/ConfigurationPage'));
const NetworkPage = lazyPage(() => import('../modules/account/pages/NetworkPage'));
const AccountDeletedPage = lazyPage(() => import('../modules/account/pages/AccountDeletedPage'));
const DocumentationPage = lazyPage(() => import('../modules/account/pages/DocumentationPage'));
const SubscribePage = lazyPage(() => import('../modules/billing/pages/SubscribePage'));
const CartPage = lazyPage(() => import('../modules/billing/pages/CartPage'));
const BillingLayout = lazyPage(() => import('../modules/billing/pages/BillingLayout'));
const InvoicesPage = lazyPage(() => import('../modules/billing/pages/InvoicesPage'));
const CreditsPage = lazyPage(() => import('../modules/billing/pages/CreditsPage'));
const PaymentMethodsPage = lazyPage(() => import('../modules/billing/pages/PaymentMethodsPage'));
const SandboxPaymentPage = lazyPage(() => import('../modules/billing/pages/SandboxPaymentPage'));
const AccessibilityStatementPage = lazyPage(
  () => import('../modules/accessibility/AccessibilityStatementPage'),
);
const MyAssignmentsPage = lazyPage(() => import('../modules/review/pages/MyAssignmentsPage'));
const NotFoundPage = lazyPage(() => import('../modules/layout/NotFoundPage'));

/** `/mes-dossiers/{folderUuid}/…` and `/mes-fecs/{folderUuid}/…` share their pages (spec §2). */
function libraryRoutes(base: 'mes-dossiers' | 'mes-fecs'): RouteObject[] {
  const key = `${base}/`;
  const guard = (page: React.ReactNode) => <RequireAuth routeKey={key}>{page}</RequireAuth>;
  return [
    { path: base, element: <Navigate to={`/${base}/-1`} replace /> },
    { path: `${base}/:folderUuid`, element: guard(<FilesPage />) },
    { path: `${base}/:folderUuid/analyse/:moduleAction/:analysisUuid`, element: guard(<AnalysisPage />) },
    {
      path: `${base}/:folderUuid/multi-analyse/:moduleAction/:analysisUuid`,
      element: guard(<MultiAnalysisPage />),
    },
    ...(base === 'mes-fecs'
      ? [
          {
            path: `${base}/:folderUuid/analyse/:moduleAction/:analysisUuid/:subListModule`,
            element: guard(<AnalysisPage />),
          },
        ]
      : []),
  ];
}

/** `/mes-analyses/register`: an anonymous visitor's FEC is analysed once they have an account. */
function MesAnalysesRedirect() {
  const { tableType } = useParams();
  return <Navigate to={tableType === 'register' ? '/register?from=analyse' : '/mes-dossiers/-1'} replace />;
}

/** The route table of spec §2, in its order. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <ImportPage /> },
      {
        path: 'import-fec',
        element: (
          <RequireAuth>
            <ImportPage />
          </RequireAuth>
        ),
      },
      ...libraryRoutes('mes-dossiers'),
      ...libraryRoutes('mes-fecs'),
      ...reportsRoutes,
      {
        path: 'mes-travaux',
        element: (
          <RequireAuth>
            <MyAssignmentsPage />
          </RequireAuth>
        ),
      },
      ...ecfRoutes,
      { path: 'mes-analyses', element: <Navigate to="/mes-dossiers/-1" replace /> },
      { path: 'mes-analyses/:tableType', element: <MesAnalysesRedirect /> },
      { path: 'mes-analyses/:tableType/:auditRuleName/:projectsIdsString', element: <AnalysisPage /> },
      {
        path: 'mon-compte',
        element: (
          <RequireAuth routeKey="mon-compte/">
            <AccountLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to="/mon-compte/compte" replace /> },
          { path: 'compte', element: <ProfilePage /> },
          { path: 'profil-utilisateur', element: <ProfilePage /> },
          { path: 'acces', element: <Navigate to="/mon-compte/acces/utilisateurs" replace /> },
          { path: 'acces/:tab', element: <AccessPage /> },
          { path: 'acces/:tab/:action', element: <AccessPage /> },
          { path: 'acces/:tab/:action/:uuid', element: <AccessPage /> },
          {
            path: 'reseau',
            element: (
              <RequireAuth routeKey="mon-compte/reseau">
                <NetworkPage />
              </RequireAuth>
            ),
          },
          { path: 'configuration', element: <ConfigurationPage /> },
          { path: 'ma-documentation', element: <DocumentationPage /> },
          // Connectors (spec §2, access key mon-compte/connecteurs): import from accounting software, export.
          ...connectorsRoutes,
          // Billing centre (spec §2, access key mon-compte/facturation): invoices, credits, payment methods.
          {
            path: 'facturation',
            element: <BillingLayout />,
            children: [
              { index: true, element: <Navigate to="/mon-compte/facturation/factures" replace /> },
              { path: 'factures', element: <InvoicesPage /> },
              { path: 'credits', element: <CreditsPage /> },
              { path: 'moyens-de-paiement', element: <PaymentMethodsPage /> },
            ],
          },
        ],
      },
      // Commerce (spec §2 « Subscribe », « Cart and payment »).
      {
        path: 'abonnement',
        element: (
          <RequireAuth>
            <SubscribePage />
          </RequireAuth>
        ),
      },
      {
        path: 'panier',
        element: (
          <RequireAuth>
            <CartPage />
          </RequireAuth>
        ),
      },
      // Back-office (internal staff, spec §6).
      ...backOfficeRoutes,
      // The embedded payment sandbox's local step (the default provider of `npm start`).
      {
        path: 'paiement/bac-a-sable/:ref',
        element: (
          <RequireAuth>
            <SandboxPaymentPage />
          </RequireAuth>
        ),
      },
      ...backOfficeRoutes,
      { path: 'login', element: <LoginPage /> },
      // After « Supprimer le compte »: public, the session is already ended.
      { path: 'compte-supprime', element: <AccountDeletedPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'validate', element: <ValidatePage /> },
      { path: 'resetting/request', element: <ResetRequestPage /> },
      { path: 'resetting/reset', element: <ResetPage /> },
      { path: 'register/confirm', element: <ValidatePage /> },
      // The invitation email's link for a new address (spec §7 `group/users/password/{token}`).
      { path: 'group/users/password/:token', element: <InvitationPasswordPage /> },
      { path: 'ssoLogin', element: <SsoLoginPage /> },
      { path: 'ssoLoginSeeAnalysis', element: <SsoSeeAnalysisPage /> },
      // The accessibility statement (RGAA), public: linked from every page's footer.
      { path: 'accessibilite', element: <AccessibilityStatementPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
