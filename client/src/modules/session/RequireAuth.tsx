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
  const checked = useRef('');

  useEffect(() => {
    if (checked.current === location.pathname) return;
    checked.current = location.pathname;
    client
      .query({ query: SessionStateDocument, fetchPolicy: 'network-only' })
      .then((result) => {
        if (!result.data?.session.connected) navigate(loginPath(from), { replace: true });
      })
      .catch(() => navigate(loginPath(from), { replace: true }));
  }, [client, location.pathname, from, navigate]);

  const usurpation = params.get('usurpation');
  useEffect(() => {
    if (!usurpation || !session.me) return;
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

  if (session.me === undefined) return <PageLoader />;
  if (session.me === null) return <Navigate to={loginPath(from)} replace />;
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
