import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SessionStateDocument, useStartImpersonationMutation } from '../../__generated__/graphql';
import { errorMessage } from '../../shared/errors';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { PageLoader } from '../../shared/ui/PageLoader';
import { useSession } from './SessionProvider';
import { parseUsurpation } from './usurpation';

/** Where the guard sends a visitor, remembering where they were going. */
export function loginPath(from: string) {
  return `/login?redirect=${encodeURIComponent(from)}`;
}

/**
 * The route guard of spec §2: on every protected route the session is refreshed if needed (the
 * gateway's `session` query refreshes expired tokens); not connected → /login. `?usurpation=` starts
 * impersonation (internal staff) and is then removed from the address.
 */
export function RequireAuth({ children, routeKey }: { children: ReactNode; routeKey?: string }) {
  const session = useSession();
  const client = useApolloClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [startImpersonation] = useStartImpersonationMutation();
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
  // Started once per value: `session` changes while the mutation runs (me reloads), the address only after.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!usurpation || !session.me || started.current === usurpation) return;
    started.current = usurpation;
    const target = parseUsurpation(usurpation);
    const next = new URLSearchParams(params);
    next.delete('usurpation');
    if (!target) {
      setUsurpationError(new Error('Paramètre usurpation invalide.'));
      setParams(next, { replace: true });
      return;
    }
    startImpersonation({ variables: target })
      .then(async () => {
        await client.clearStore();
        const me = await session.reload();
        const analysis = target.forceSeeAnalysisUuid ?? me?.forceSeeAnalysisUuid;
        if (analysis) navigate(`/mes-analyses/detail/tous/${analysis}`, { replace: true });
        else setParams(next, { replace: true });
      })
      .catch((error: unknown) => {
        setUsurpationError(new Error(errorMessage(error)));
        setParams(next, { replace: true });
      });
  }, [usurpation, session, params, setParams, startImpersonation, client, navigate]);

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
    </>
  );
}
