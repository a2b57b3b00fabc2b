/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseMe, renderWithProviders, testSession } from '../../testing/render';
import { staffSession } from '../backoffice/testing';
import AppLayout from './AppLayout';

const withRights = (can: Record<string, unknown>) =>
  testSession({ ...baseMe, permissions: { ...baseMe.permissions, can } });
const renderLayout = (session = testSession(null)) =>
  renderWithProviders([{ path: '*', element: <AppLayout /> }], { path: '/mes-dossiers/-1', session });

describe('navigation: « Importer un FEC »', () => {
  it('is hidden from a signed-in user without the import right (a Member)', async () => {
    renderLayout(withRights({ report: { report: { read: true } } }));
    expect(await screen.findByRole('link', { name: 'Mes analyses' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Importer un FEC' })).toBeNull();
  });

  it('is there with the import right, and for a visitor (anonymous import)', async () => {
    const first = renderLayout(withRights({ fec: { file: { import: true } } }));
    expect(await screen.findByRole('link', { name: 'Importer un FEC' })).toBeTruthy();
    first.unmount();
    renderLayout();
    expect(await screen.findByRole('link', { name: 'Importer un FEC' })).toBeTruthy();
  });
});

describe('user menu: « Back-office »', () => {
  it('opens /back-office for internal staff', async () => {
    const { router } = renderLayout(staffSession('Role_CSRO'));
    await userEvent.click(await screen.findByRole('button', { name: 'Marie' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Back-office' }));
    expect(router.state.location.pathname).toBe('/back-office/comptes');
  });

  it('is not there for a customer', async () => {
    renderLayout(withRights({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Marie' }));
    expect(await screen.findByRole('menuitem', { name: 'Mon compte' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Back-office' })).toBeNull();
  });
});
