import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);
