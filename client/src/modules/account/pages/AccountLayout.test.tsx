/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { renderWithProviders, testSession } from '../../../testing/render';
import AccountLayout from './AccountLayout';

const routes = [
  {
    path: '/mon-compte',
    element: <AccountLayout />,
    children: [{ path: 'compte', element: <p>Section compte</p> }],
  },
];

describe('account layout (spec §2)', () => {
  it('shows the access tab only with the mon-compte/acces key, and selects the current tab', async () => {
    renderWithProviders(routes, {
      path: '/mon-compte/compte',
      session: testSession({ permissions: { routes: ['mon-compte/'], can: {} } }),
    });
    expect(await screen.findByText('Section compte')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mon compte' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Informations du compte' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Mon profil' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Paramètres avancés' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Gestion des accès' })).toBeNull();
  });

  it('links to access management for whoever may read the users', async () => {
    renderWithProviders(routes, {
      path: '/mon-compte/compte',
      session: testSession({ permissions: { routes: ['mon-compte/', 'mon-compte/acces'], can: {} } }),
    });
    const tab = await screen.findByRole('tab', { name: 'Gestion des accès' });
    expect(tab.getAttribute('href')).toBe('/mon-compte/acces');
  });

  it('shows the network tab to whoever may read the network (Owner, Manager)', async () => {
    renderWithProviders(routes, {
      path: '/mon-compte/compte',
      session: testSession({
        permissions: {
          routes: ['mon-compte/'],
          can: { account: { network: { read: true, manage: false } } },
        },
      }),
    });
    const tab = await screen.findByRole('tab', { name: 'Réseau' });
    expect(tab.getAttribute('href')).toBe('/mon-compte/reseau');
  });

  it('hides the network tab without the right', async () => {
    renderWithProviders(routes, {
      path: '/mon-compte/compte',
      session: testSession({
        permissions: {
          routes: ['mon-compte/'],
          can: { account: { network: { read: false, manage: false } } },
        },
      }),
    });
    expect(await screen.findByText('Section compte')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Réseau' })).toBeNull();
  });
});
