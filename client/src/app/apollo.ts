import { ApolloClient, defaultDataIdFromObject, HttpLink, InMemoryCache } from '@apollo/client';
import { observedFetch } from './service-state';

/**
 * The one Apollo client: same-origin `/graphql` with the httpOnly session cookies (the page never sees
 * a token). Objects are identified by their product uuid when the query asked for it; the rest stay
 * embedded in their parent.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin', fetch: observedFetch }),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}

/** The client's cache (also given to component tests that read one object through several queries). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    dataIdFromObject(object) {
      const uuid = (object as { uuid?: unknown }).uuid;
      return typeof uuid === 'string' && object.__typename
        ? `${object.__typename}:${uuid}`
        : defaultDataIdFromObject(object);
    },
    typePolicies: {
      // One `me` whatever one-shot arguments it was asked with (spec §4: they are sent once).
      Query: { fields: { me: { keyArgs: false }, session: { merge: true } } },
      // An analysis's report (no id of its own) is read in parts by several queries: merge them.
      AnalysisReport: { merge: true },
    },
  });
}
