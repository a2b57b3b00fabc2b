import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { brandingStore } from '../modules/session/browser-storage';
import { SessionProvider, useSession } from '../modules/session/SessionProvider';
import { routes } from './routes';
import { productTheme } from './theme';

function Themed({ children }: { children: React.ReactNode }) {
  const { me } = useSession();
  const branding = me?.featuresInAccount.branding;
  const theme = useMemo(
    () =>
      productTheme(
        branding
          ? {
              principal_color: branding.principalColor ?? undefined,
              secondary_color: branding.secondaryColor ?? undefined,
              indigo_color: branding.indigoColor ?? undefined,
            }
          : brandingStore.get(),
      ),
    [branding],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

const router = createBrowserRouter(routes);

export function App({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <Themed>
          <RouterProvider router={router} />
        </Themed>
      </SessionProvider>
    </ApolloProvider>
  );
}
