/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { MAIN_ID, RouteFocus, SkipLink } from './RouteFocus';

/** A page whose heading shows once its data is there, as a lazy page after its first query. */
function SlowPage({ title }: { title: string }) {
  const [ready, setReady] = useState(false);
  return ready ? (
    <h1>{title}</h1>
  ) : (
    <button type="button" onClick={() => setReady(true)}>
      charger
    </button>
  );
}

function Tabs() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Analyse</h1>
      <button type="button" onClick={() => navigate('/mes-dossiers/-1/analyse/controles/a1')}>
        Contrôles
      </button>
    </>
  );
}

function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SkipLink />
            <RouteFocus />
            <main id={MAIN_ID} tabIndex={-1}>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: 'login', element: <Link to="/mes-dossiers/-1">Se connecter</Link> },
          { path: 'mes-dossiers/:folder', element: <SlowPage title="Mes analyses" /> },
          { path: 'mes-dossiers/:folder/analyse/:tab/:uuid', element: <Tabs /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route changes: title, announcement, focus on the new page', () => {
  it('titles the first page without moving focus or announcing it', () => {
    renderApp('/login');
    expect(document.title).toBe('Connexion – FEC Analyse');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it('after sign-in, announces the library and focuses its h1 once it shows', async () => {
    renderApp('/login');
    act(() => screen.getByRole('link', { name: 'Se connecter' }).click());
    expect(document.title).toBe('Mes analyses – FEC Analyse');
    expect(screen.getByRole('status').textContent).toBe('Mes analyses');
    await act(async () => screen.getByRole('button', { name: 'charger' }).click());
    const heading = screen.getByRole('heading', { level: 1, name: 'Mes analyses' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('opening an analysis focuses its heading; switching its tab keeps focus on the tab', async () => {
    const router = renderApp('/mes-dossiers/-1');
    await act(() => router.navigate('/mes-dossiers/-1/analyse/synthese/a1'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Analyse' }));
    const tab = screen.getByRole('button', { name: 'Contrôles' });
    tab.focus();
    await act(async () => tab.click());
    expect(router.state.location.pathname).toBe('/mes-dossiers/-1/analyse/controles/a1');
    expect(document.activeElement).toBe(tab);
  });

  it('« Aller au contenu » is the first link and moves focus to the main content', () => {
    renderApp('/login');
    const skip = screen.getAllByRole('link')[0];
    expect(skip.textContent).toBe('Aller au contenu');
    expect(skip.getAttribute('href')).toBe(`#${MAIN_ID}`);
    act(() => skip.click());
    expect(document.activeElement).toBe(document.getElementById(MAIN_ID));
  });
});
