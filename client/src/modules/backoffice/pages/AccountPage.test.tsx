/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackOfficeBlockUserDocument } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../testing/render';
import { REASON_REQUIRED } from '../components/ReasonDialog';
import { ACCOUNT_UUID, accountMock, OWNER_UUID, staffSession } from '../testing';
import AccountPage from './AccountPage';

const routes = [{ path: '/back-office/comptes/:uuid', element: <AccountPage /> }];
const path = `/back-office/comptes/${ACCOUNT_UUID}`;

/** Any internal code a French reader should never see. */
const RAW_CODE = /Role_|ROLE_|backoffice\.|membership\.|impersonat|REGISTERED|INVITED|DONE\b|LINE\b/;

describe('back-office account view', () => {
  it('shows users, FECs, analyses, credits, invoices and the audit log in French, without a raw code', async () => {
    renderWithProviders(routes, { path, mocks: [accountMock()], session: staffSession('Role_CS') });
    const users = await screen.findByRole('table', { name: 'Utilisateurs du compte' });
    const owner = within(users).getByRole('row', { name: /helene@lefevre\.fr/ });
    expect(owner.textContent).toContain('Administrateur');
    expect(owner.textContent).toContain('Actif');
    const staff = within(users).getByRole('row', { name: /sophie@interne\.fr/ });
    expect(staff.textContent).toContain('Service client, Marketing (lecture seule)');
    expect(within(users).getByRole('row', { name: /jules@lefevre\.fr/ }).textContent).toContain(
      'Invitation en attente depuis le 02/05/2024',
    );
    expect(screen.getByRole('table', { name: 'FEC du compte' }).textContent).toContain(
      'du 01/01/2023 au 31/12/2023',
    );
    expect(screen.getByRole('table', { name: 'Analyses du compte' }).textContent).toContain('Terminée');
    expect(screen.getByText('20 000 lignes')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Factures du compte' }).textContent).toMatch(/120,00\s€/);
    const audit = screen.getByRole('table', { name: 'Journal d’audit du compte' });
    const started = within(audit).getByRole('row', { name: /Début d’usurpation/ });
    expect(started.textContent).toContain('Début d’usurpation : helene@lefevre.fr');
    expect(started.textContent).toContain('Ticket 4521');
    expect(started.textContent).toContain('sophie@interne.fr');
    expect(started.textContent).toMatch(/01\/06\/2024 à \d{2}:34:56/);
    expect(within(audit).getByRole('row', { name: /Rôle modifié/ }).textContent).toContain(
      'jules@lefevre.fr',
    );
    // The whole page: no `Role_CS`, `ROLE_OWNER`, `backoffice.…` or enum value on screen.
    expect(screen.getByRole('heading', { name: 'Cabinet Lefèvre' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(RAW_CODE);
  });

  it('gives Role_CS every action, but none on a staff member', async () => {
    renderWithProviders(routes, { path, mocks: [accountMock()], session: staffSession('Role_CS') });
    const users = await screen.findByRole('table', { name: 'Utilisateurs du compte' });
    const owner = within(users).getByRole('row', { name: /helene@lefevre\.fr/ });
    expect(within(owner).getByRole('button', { name: 'Agir en tant que helene@lefevre.fr' })).toBeTruthy();
    expect(within(owner).getByRole('button', { name: 'Bloquer' })).toBeTruthy();
    const invited = within(users).getByRole('row', { name: /jules@lefevre\.fr/ });
    expect(within(invited).getByRole('button', { name: 'Renvoyer l’invitation' })).toBeTruthy();
    const staff = within(users).getByRole('row', { name: /sophie@interne\.fr/ });
    expect(within(staff).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Accorder des crédits' })).toBeTruthy();
  });

  it.each(['Role_CSRO', 'Role_OpeRO'] as const)(
    'shows %s no action that changes the account',
    async (role) => {
      renderWithProviders(routes, { path, mocks: [accountMock()], session: staffSession(role) });
      await screen.findByRole('table', { name: 'Utilisateurs du compte' });
      for (const name of [/^Bloquer/, /^Débloquer/, /^Renvoyer/, /^Accorder/, /^Agir en tant que/]) {
        expect(screen.queryByRole('button', { name })).toBeNull();
      }
      // Role_CSRO may look as the user, read only (api/PERMISSIONS.md); Role_OpeRO too; the label says so.
      expect(screen.getByRole('button', { name: 'Consulter en tant que helene@lefevre.fr' })).toBeTruthy();
      expect(screen.getByText(/Votre rôle permet de consulter ce compte/)).toBeTruthy();
    },
  );

  it('shows Role_Market credits but no impersonation nor blocking', async () => {
    renderWithProviders(routes, { path, mocks: [accountMock()], session: staffSession('Role_Market') });
    await screen.findByRole('table', { name: 'Utilisateurs du compte' });
    expect(screen.queryByRole('button', { name: /en tant que/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bloquer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accorder des crédits' })).toBeTruthy();
  });

  it('blocks only after a reason is written and confirmed, and says so', async () => {
    const block = jest.fn(() => ({ data: { backOfficeBlockUser: 'BLOCKED' } }));
    renderWithProviders(routes, {
      path,
      session: staffSession('Role_CS'),
      mocks: [
        accountMock(),
        {
          request: {
            query: BackOfficeBlockUserDocument,
            variables: { uuid: OWNER_UUID, reason: 'Fraude signalée' },
          },
          result: block,
        },
      ],
    });
    const users = await screen.findByRole('table', { name: 'Utilisateurs du compte' });
    const owner = within(users).getByRole('row', { name: /helene@lefevre\.fr/ });
    await userEvent.click(within(owner).getByRole('button', { name: 'Bloquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquer helene@lefevre.fr ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeTruthy();
    expect(block).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Motif/), 'Fraude signalée');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    expect(await screen.findByText('helene@lefevre.fr est bloqué sur tout le produit.')).toBeTruthy();
    expect(block).toHaveBeenCalledTimes(1);
  });
});
