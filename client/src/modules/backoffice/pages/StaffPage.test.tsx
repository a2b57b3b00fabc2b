/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackOfficeSetStaffRolesDocument, BackOfficeStaffDocument } from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import StaffPage from './StaffPage';

const member = (uuid: string, email: string, internalRoles: string[], state = 'REGISTERED') => ({
  __typename: 'StaffMember',
  uuid,
  email,
  firstName: null,
  lastName: null,
  state,
  internalRoles,
  createdAt: '2026-11-24T10:00:00.000Z',
});
const list = (ope: string[]) => ({
  request: { query: BackOfficeStaffDocument },
  result: {
    data: {
      backOfficeStaff: [
        member(baseMe.uuid, baseMe.email, ['Role_Admin']),
        member('00000000-0000-4000-8000-00000000000a', 'ope@exemple.fr', ope),
      ],
    },
  },
});
const admin = (manage: boolean) =>
  testSession(
    {
      roles: ['Role_Owner', 'Role_Admin'],
      permissions: { can: { backoffice: { staff: { read: manage, manage } } }, routes: [] } as never,
    },
    { isStaff: true },
  );

describe('/back-office/personnel (issue 15)', () => {
  it('an Admin sees roles in French and changes someone else’s, never their own', async () => {
    renderWithProviders(<StaffPage />, {
      path: '/back-office/personnel',
      session: admin(true),
      mocks: [
        list(['Role_Ope']),
        {
          request: {
            query: BackOfficeSetStaffRolesDocument,
            variables: { uuid: '00000000-0000-4000-8000-00000000000a', roles: ['Role_Ope', 'Role_CSRO'] },
          },
          result: {
            data: {
              backOfficeSetStaffRoles: member('00000000-0000-4000-8000-00000000000a', 'ope@exemple.fr', [
                'Role_Ope',
                'Role_CSRO',
              ]),
            },
          },
        },
        list(['Role_Ope', 'Role_CSRO']),
      ],
    });
    const row = (await screen.findByText('ope@exemple.fr')).closest('tr')!;
    expect(within(row).getByText('Exploitation')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Role_');
    const own = screen.getByText(baseMe.email).closest('tr')!;
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByText('Vous')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Modifier les rôles' }));
    await userEvent.click(await screen.findByLabelText('Service client (lecture seule)'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Rôles de ope@exemple.fr enregistrés.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByText('ope@exemple.fr').closest('tr')!).getByText('Service client (lecture seule)'),
      ).toBeTruthy(),
    );
  });

  it('another staff role is told only an Admin manages staff', () => {
    renderWithProviders(<StaffPage />, { path: '/back-office/personnel', session: admin(false), mocks: [] });
    expect(screen.getByText('Seul un administrateur gère le personnel interne.')).toBeTruthy();
  });
});
