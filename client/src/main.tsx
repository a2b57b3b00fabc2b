import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { preloadRoute } from './app/lazy-page';
import { routes } from './app/routes';

// The first page's code is fetched alongside the session queries, not after them.
preloadRoute(routes, window.location.pathname);

// The first render as a transition: React draws it in short slices, giving the main thread back between
// them, instead of one long task while the page shell is already painted.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={createApolloClient()} />
    </StrictMode>,
  ),
);
