/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, preloadRoute } from './lazy-page';

function Guard({ children }: { children: ReactNode }) {
  return <div>{children}</div>;
}

/** A page module whose loading the test counts and releases. */
function pageModule(title: string) {
  let release: () => void = () => undefined;
  const calls = { count: 0 };
  const ready = new Promise<void>((done) => (release = done));
  const Page = lazyPage(async () => {
    calls.count++;
    await ready;
    return { default: ({ extra }: { extra?: string }) => <h1>{`${title}${extra ?? ''}`}</h1> };
  });
  return { Page, calls, release };
}

describe('lazyPage and preloadRoute', () => {
  it('asks for the pages a path shows, inside guards, once each', async () => {
    const files = pageModule('Mes analyses');
    const login = pageModule('Connexion');
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            path: 'mes-dossiers/:folderUuid',
            element: (
              <Guard>
                <files.Page />
              </Guard>
            ),
          },
          { path: 'login', element: <login.Page /> },
        ],
      },
    ];
    expect(preloadRoute(routes, '/mes-dossiers/-1')).toBe(1);
    expect(preloadRoute(routes, '/mes-dossiers/-1')).toBe(1);
    expect(files.calls.count).toBe(1);
    expect(login.calls.count).toBe(0);
    expect(preloadRoute(routes, '/inconnue')).toBe(0);
  });

  it('renders preloaded code at once, without the Suspense fallback', async () => {
    const { Page, release } = pageModule('Mes analyses');
    release();
    await Page.load();
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Page extra=" (2)" />
      </Suspense>,
    );
    // Synchronous: no fallback shown, the page is there in the first commit.
    expect(screen.getByRole('heading', { name: 'Mes analyses (2)' })).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();
  });

  it('shows the fallback while code not yet loaded arrives', async () => {
    const { Page, release } = pageModule('Connexion');
    render(
      <Suspense fallback={<p role="status">Chargement…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    release();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
  });
});
