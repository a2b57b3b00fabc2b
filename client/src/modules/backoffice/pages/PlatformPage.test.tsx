/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BackOfficePlatformDocument,
  BackOfficeSetLogLevelDocument,
  BackOfficeSetMaintenanceDocument,
} from '../../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../../testing/render';
import PlatformPage from './PlatformPage';

const settings = (over: Record<string, unknown> = {}) => ({
  __typename: 'PlatformSettings',
  maintenance: false,
  maintenanceMessage: null,
  logLevel: null,
  updatedAt: null,
  updatedByEmail: null,
  ...over,
});
const read = (over: Record<string, unknown> = {}) => ({
  request: { query: BackOfficePlatformDocument },
  result: { data: { backOfficePlatform: settings(over) } },
});
const staff = (platform: { maintenance: boolean; log_level: boolean }) =>
  testSession(
    {
      roles: ['Role_Member', 'Role_Ope'],
      permissions: {
        can: { backoffice: { app: { access: true }, platform } },
        routes: [],
      } as never,
    },
    { isStaff: true },
  );

describe('/back-office/plateforme (issue 15)', () => {
  it('an Ope turns maintenance on with a message after confirming, and sets the log level', async () => {
    renderWithProviders(<PlatformPage />, {
      path: '/back-office/plateforme',
      session: staff({ maintenance: true, log_level: true }),
      mocks: [
        read(),
        {
          request: {
            query: BackOfficeSetMaintenanceDocument,
            variables: { on: true, message: 'Retour à 14 h.' },
          },
          result: {
            data: {
              backOfficeSetMaintenance: settings({ maintenance: true, maintenanceMessage: 'Retour à 14 h.' }),
            },
          },
        },
        {
          request: { query: BackOfficeSetLogLevelDocument, variables: { level: 'MEDIUM' } },
          result: {
            data: { backOfficeSetLogLevel: settings({ maintenance: true, logLevel: 'MEDIUM' }) },
          },
        },
      ],
    });
    expect((await screen.findByTestId('maintenance-state')).textContent).toBe('En service');
    await userEvent.type(screen.getByLabelText('Message affiché aux clients'), 'Retour à 14 h.');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre en maintenance' }));
    // Nothing changes before the confirmation.
    expect(screen.getByTestId('maintenance-state').textContent).toBe('En service');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Mettre en maintenance')!,
    );
    await waitFor(() => expect(screen.getByTestId('maintenance-state').textContent).toBe('En maintenance'));
    expect(await screen.findByRole('button', { name: 'Sortir de la maintenance' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Niveau de journalisation'), 'MEDIUM');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Niveau de journalisation enregistré.')).toBeTruthy();
  });

  it('a read-only role sees the values in French without any control', async () => {
    renderWithProviders(<PlatformPage />, {
      path: '/back-office/plateforme',
      session: staff({ maintenance: false, log_level: false }),
      mocks: [read({ maintenance: true, maintenanceMessage: 'Retour à 14 h.', logLevel: 'HIGH' })],
    });
    expect((await screen.findByTestId('maintenance-state')).textContent).toBe('En maintenance');
    expect(
      screen.getByText('Votre rôle permet de consulter ces réglages, pas de les modifier.'),
    ).toBeTruthy();
    expect(screen.getByTestId('maintenance-message').textContent).toContain('Retour à 14 h.');
    expect(screen.getByTestId('log-level').textContent).toContain('Élevé (erreurs)');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('HIGH')).toBeNull();
  });
});
