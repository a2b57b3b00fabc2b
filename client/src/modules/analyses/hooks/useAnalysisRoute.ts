import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { analysisUrl, parseAnalysisRoute, type AnalysisRouteState } from '../utils/route-state';

/** The page state read from the URL, and `update` which writes a change back into it. */
export function useAnalysisRoute() {
  const params = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // params is a new object each render: the URL itself is the dependency.
  const { pathname } = location;
  const state = useMemo(() => parseAnalysisRoute(pathname, params, search), [pathname, search]);
  const update = useCallback(
    (change: Partial<Omit<AnalysisRouteState, 'overLimit' | 'base'>>, replace = false) =>
      navigate(analysisUrl({ ...state, ...change }), { replace }),
    [navigate, state],
  );
  return { state, update };
}
