import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  CurrentUserDocument,
  useCurrentUserQuery,
  useSignOutMutation,
  type CurrentUserQuery,
  type CurrentUserQueryVariables,
} from '../../__generated__/graphql';
import { anonymousFecStore, brandingStore, justConnectedFlag } from './browser-storage';
import { canDo, isInternalStaff } from './permissions';

export type Me = NonNullable<CurrentUserQuery['me']>;

export interface Session {
  /** The signed-in user, null when signed out, undefined while the first answer is on its way. */
  me: Me | null | undefined;
  loading: boolean;
  can(area: string, subarea: string, action: string): boolean;
  /** Route access keys of spec §2 (`mes-dossiers/`, `mon-compte/acces`…). */
  hasRoute(key: string): boolean;
  isStaff: boolean;
  /** Reloads `me`, sending the anonymous FEC and the just-connected flag once (spec §4). */
  reload(): Promise<Me | null>;
  /** After a successful sign-in: flags `justConnected`, attaches the anonymous FEC, loads `me`. */
  signedIn(): Promise<Me | null>;
  /** Revokes the session, clears every trace of it in the browser. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The one-shot values `me` carries (spec §4): read now, cleared once a signed-in `me` came back. */
function oneShotVariables(): CurrentUserQueryVariables {
  const anonymous = anonymousFecStore.get();
  return {
    ...(anonymous ? { fecAnonymous: { token: anonymous.token, fecUuid: anonymous.fec.uuid } } : {}),
    ...(justConnectedFlag.get() ? { justConnected: true } : {}),
  };
}

function consumeOneShots(variables: CurrentUserQueryVariables) {
  if (variables.fecAnonymous) anonymousFecStore.clear();
  if (variables.justConnected) justConnectedFlag.clear();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const initial = useMemo(oneShotVariables, []);
  const query = useCurrentUserQuery({ variables: initial, fetchPolicy: 'network-only' });
  const [signOutMutation] = useSignOutMutation();
  // Signed out: nobody, whatever the watched query still holds (it keeps its last answer after
  // clearStore, and was watched with other variables than {}): no name left in the header.
  const [signedOut, setSignedOut] = useState(false);
  const me = signedOut ? null : query.data ? (query.data.me ?? null) : query.error ? null : undefined;

  useEffect(() => {
    if (query.data?.me) consumeOneShots(initial);
  }, [query.data, initial]);

  // Branding (spec §3): the account's non-empty colours and logo are kept in local storage.
  useEffect(() => {
    const branding = me?.featuresInAccount.branding;
    if (!branding) return;
    brandingStore.set({
      principal_color: branding.principalColor ?? undefined,
      secondary_color: branding.secondaryColor ?? undefined,
      primary_bis_color: branding.primaryBisColor ?? undefined,
      indigo_color: branding.indigoColor ?? undefined,
      logo: branding.logo ?? undefined,
    });
  }, [me?.featuresInAccount.branding]);

  // Refetched through the watched query itself: a separate client.query() did not always reach the
  // provider's `me` after clearStore (sign-in stayed on /login).
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  const reload = useCallback(async () => {
    const variables = oneShotVariables();
    const result = await refetch.current(variables);
    const fresh = result.data?.me ?? null;
    if (fresh) {
      consumeOneShots(variables);
      setSignedOut(false);
    }
    return fresh;
  }, []);

  const signedIn = useCallback(async () => {
    justConnectedFlag.set();
    await client.clearStore();
    return reload();
  }, [client, reload]);

  const signOut = useCallback(async () => {
    try {
      await signOutMutation();
    } finally {
      setSignedOut(true);
      anonymousFecStore.clear();
      justConnectedFlag.clear();
      await client.clearStore();
      client.writeQuery({ query: CurrentUserDocument, variables: {}, data: { me: null } });
    }
  }, [client, signOutMutation]);

  const value = useMemo<Session>(() => {
    const can = me?.permissions.can;
    const routes = me?.permissions.routes ?? [];
    return {
      me,
      loading: query.loading,
      can: (area, subarea, action) => canDo(can, area, subarea, action),
      hasRoute: (key) => routes.includes(key),
      isStaff: isInternalStaff(me?.roles ?? []),
      reload,
      signedIn,
      signOut,
    };
  }, [me, query.loading, reload, signedIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** For tests and stories: a fixed session. */
export function StaticSessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
