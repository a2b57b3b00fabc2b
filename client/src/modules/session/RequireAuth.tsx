import { useApolloClient } from '@apollo/client/react';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SessionStateDocument } from '../../__generated__/graphql';
import { lazyPage } from '../../app/lazy-page';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { PageLoader } from '../../shared/ui/PageLoader';
import { useSession, type Me } from './SessionProvider';
import { parseUsurpation, type UsurpationTarget } from './usurpation';

// For staff, and rarely: the reason dialog's code (a form) is fetched when a usurpation asks for it, not
// with every page.
const ImpersonateDialog = lazyPage(() =>
  import('../backoffice/components/ImpersonateDialog').then((m) => ({ default: m.ImpersonateDialog })),
);

/** Where the guard sends a visitor, remembering where they were going. */
export function loginPath(from: string) {
  return `/login?redirect=${encodeURIComponent(from)}`;
}

/**
 * The route guard of spec §2: on every protected route the session is refreshed if needed (the
 * gateway's `session` query refreshes expired tokens); not connected → /login. `?usurpation=` asks the
 * staff member for a reason, then starts impersonation (logged with it) and leaves the address.
 */
export function RequireAuth({ children, routeKey }: { children: ReactNode; routeKey?: string }) {
  const session = useSession();
  const client = useApolloClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [usurpationError, setUsurpationError] = useState<unknown>(null);
  const from = location.pathname + location.search;
  const [verdict, setVerdict] = useState<{ path: string; connected: boolean } | null>(null);
  const { me, reload } = session;

  // The server decides, on every protected page: `session` refreshes expired tokens and says whether
  // the visitor is connected. A `me` loaded just before sign-in (null) is reloaded, not trusted.
  useEffect(() => {
    let live = true;
    const path = location.pathname;
    client
      .query({ query: SessionStateDocument, fetchPolicy: 'network-only' })
      .then(async (result) => {
        const connected = result.data?.session.connected === true;
        if (connected && me === null) await reload();
        if (live) setVerdict({ path, connected });
      })
      .catch(() => live && setVerdict({ path, connected: false }));
    return () => {
      live = false;
    };
    // `me` is read once per page: reloading it must not start another check.
  }, [client, location.pathname, reload]);

  const usurpation = params.get('usurpation');
  // Read once per value: the reason dialog opens for it; nothing starts until a reason is given (spec §6).
  const started = useRef<string | null>(null);
  const [asked, setAsked] = useState<UsurpationTarget | null>(null);
  const dropParameter = useCallback(() => {
    const next = new URLSearchParams(params);
    next.delete('usurpation');
    setParams(next, { replace: true });
  }, [params, setParams]);
  useEffect(() => {
    if (!usurpation || !session.me || started.current === usurpation) return;
    started.current = usurpation;
    const target = parseUsurpation(usurpation);
    if (!target) {
      setUsurpationError(new Error('Paramètre usurpation invalide.'));
      dropParameter();
    } else if (session.me.impersonated) {
      setUsurpationError(new Error('Quittez l’usurpation en cours avant d’en commencer une autre.'));
      dropParameter();
    } else if (!session.can('backoffice', 'users', 'impersonate')) {
      setUsurpationError(new Error('Votre rôle ne permet pas d’agir en tant qu’un autre utilisateur.'));
      dropParameter();
    } else setAsked(target);
  }, [usurpation, session, dropParameter]);

  const onImpersonated = (me: Me | null) => {
    const analysis = asked?.forceSeeAnalysisUuid ?? me?.forceSeeAnalysisUuid;
    setAsked(null);
    if (analysis) navigate(`/mes-analyses/detail/tous/${analysis}`, { replace: true });
    else dropParameter();
  };

  const current = verdict?.path === location.pathname ? verdict : null;
  if (current && !current.connected) return <Navigate to={loginPath(from)} replace />;
  if (!session.me) return <PageLoader />;
  if (routeKey && !session.hasRoute(routeKey)) {
    return <ErrorAlert error={new Error("Vous n'avez pas accès à cette page.")} />;
  }
  return (
    <>
      {usurpationError ? (
        <ErrorAlert error={usurpationError} onClose={() => setUsurpationError(null)} />
      ) : null}
      {children}
      {asked ? (
        <Suspense fallback={null}>
          <ImpersonateDialog
            target={asked}
            onClose={() => {
              setAsked(null);
              dropParameter();
            }}
            onStarted={onImpersonated}
          />
        </Suspense>
      ) : null}
    </>
  );
}
