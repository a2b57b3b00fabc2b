/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AccessPageBlockUserDocument,
  AccessPageInviteUserDocument,
  AccessPageRolesDocument,
  AccessPageUsersDocument,
  type AccessUserRowFragment,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import AccessPage from './AccessPage';

const routes = [{ path: '/mon-compte/acces/:tab/:action?/:uuid?', element: <AccessPage /> }];

const user = (over: Partial<AccessUserRowFragment>): AccessUserRowFragment & { __typename: 'User' } => ({
  __typename: 'User',
  uuid: 'u-x',
  email: 'x@cabinet.fr',
  firstName: null,
  lastName: null,
  state: 'REGISTERED',
  enabled: true,
  role: 'ROLE_MEMBER',
  ...over,
});

const team = [
  user({
    uuid: baseMe.uuid,
    email: baseMe.email,
    firstName: 'Marie',
    lastName: 'Durand',
    role: 'ROLE_OWNER',
  }),
  user({
    uuid: 'u-2',
    email: 'paul@cabinet.fr',
    firstName: 'Paul',
    lastName: 'Martin',
    role: 'ROLE_MANAGER',
  }),
  user({ uuid: 'u-3', email: 'lea@cabinet.fr', state: 'INVITED', role: 'ROLE_MEMBER' }),
];

const usersMock = (items = team) => ({
  request: { query: AccessPageUsersDocument, variables: { limit: 25, offset: 0 } },
  result: {
    data: {
      users: {
        __typename: 'UserPage',
        items,
        pageInfo: { __typename: 'PageInfo', total: items.length, limit: 25, offset: 0, hasNextPage: false },
      },
    },
  },
  maxUsageCount: 5,
});

const rolesMock = {
  request: { query: AccessPageRolesDocument },
  result: {
    data: {
      me: {
        __typename: 'Me',
        uuid: baseMe.uuid,
        availableRoles: [
          { __typename: 'RoleOption', role: 'ROLE_OWNER', label: 'Administrateur' },
          { __typename: 'RoleOption', role: 'ROLE_MANAGER', label: 'Manager' },
          { __typename: 'RoleOption', role: 'ROLE_MEMBER', label: 'Membre' },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

const rights = (users: Record<string, boolean>, groups: Record<string, boolean> = {}) =>
  testSession({
    permissions: { routes: ['mon-compte/', 'mon-compte/acces'], can: { account: { users, groups } } },
  });

const owner = rights({
  read: true,
  invite: true,
  change_role: true,
  promote_owner: true,
  block: true,
  delete: true,
});

describe('access management (spec §2, §6)', () => {
  it('refuses a Member who types the address (no « mon-compte/acces » access key), and asks nothing', async () => {
    const member = testSession({
      ...baseMe,
      roles: ['Role_Member'],
      permissions: { routes: ['mes-dossiers/', 'mon-compte/'], can: {} },
    });
    renderWithProviders(routes, { path: '/mon-compte/acces/utilisateurs', session: member, mocks: [] });
    expect(await screen.findByText("Vous n'avez pas accès à cette page.")).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'Utilisateurs du compte' })).toBeNull();
  });

  it('lists the users with their role and state', async () => {
    const blocked = user({ uuid: 'u-5', email: 'bloque@cabinet.fr', state: 'BLOCKED', enabled: false });
    renderWithProviders(routes, {
      path: '/mon-compte/acces/utilisateurs',
      session: owner,
      mocks: [usersMock([...team, blocked]), rolesMock],
    });
    const row = (await screen.findByText('paul@cabinet.fr')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Paul Martin')).toBeTruthy();
    expect(within(row).getByText('Manager')).toBeTruthy();
    const invited = screen.getByText('lea@cabinet.fr').closest('[role="row"]') as HTMLElement;
    expect(within(invited).getByText('Invitation envoyée')).toBeTruthy();
    const row5 = screen.getByText('bloque@cabinet.fr').closest('[role="row"]') as HTMLElement;
    expect(within(row5).getByText('Bloqué')).toBeTruthy();
  });

  it('offers to cancel an invitation, never to block it or to make it administrator', async () => {
    renderWithProviders(routes, {
      path: '/mon-compte/acces/utilisateurs',
      session: owner,
      mocks: [usersMock(), rolesMock],
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Actions pour lea@cabinet.fr' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Bloquer/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Retirer du compte' })).toBeNull();
    await u.click(within(menu).getByRole('menuitem', { name: 'Changer le rôle' }));
    const roleDialog = await screen.findByRole('dialog', { name: 'Changer le rôle de lea@cabinet.fr' });
    await within(roleDialog).findByRole('option', { name: 'Manager' });
    expect(within(roleDialog).queryByRole('option', { name: 'Administrateur' })).toBeNull();
    await u.click(within(roleDialog).getByRole('button', { name: 'Annuler' }));

    await u.click(screen.getByRole('button', { name: 'Actions pour lea@cabinet.fr' }));
    await u.click(await screen.findByRole('menuitem', { name: "Annuler l'invitation" }));
    const dialog = await screen.findByRole('dialog', { name: "Annuler l'invitation de lea@cabinet.fr ?" });
    expect(within(dialog).getByRole('button', { name: "Garder l'invitation" })).toBeTruthy();
  });

  it('gives an administrator every action, but none on their own row', async () => {
    renderWithProviders(routes, {
      path: '/mon-compte/acces/utilisateurs',
      session: owner,
      mocks: [usersMock(), rolesMock],
    });
    await screen.findByText('paul@cabinet.fr');
    expect(screen.getByRole('button', { name: 'Inviter un utilisateur' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Actions pour ${baseMe.email}` })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions pour paul@cabinet.fr' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Changer le rôle' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Bloquer dans ce compte' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Retirer du compte' })).toBeTruthy();
  });

  it('asks before blocking a user, and blocks only once confirmed', async () => {
    let blocked = 0;
    const blockMock = {
      request: { query: AccessPageBlockUserDocument, variables: { uuid: 'u-2' } },
      result: () => {
        blocked++;
        return { data: { blockUser: { ...team[1], enabled: false } } };
      },
      maxUsageCount: 2,
    };
    renderWithProviders(routes, {
      path: '/mon-compte/acces/utilisateurs',
      session: owner,
      mocks: [usersMock(), rolesMock, blockMock],
    });
    const u = userEvent.setup();
    const pick = async () => {
      await u.click(await screen.findByRole('button', { name: 'Actions pour paul@cabinet.fr' }));
      await u.click(await screen.findByRole('menuitem', { name: 'Bloquer dans ce compte' }));
      return screen.findByRole('dialog', { name: 'Bloquer paul@cabinet.fr dans ce compte ?' });
    };
    const first = await pick();
    expect(within(first).getByText(/n'aura plus accès à ce compte/)).toBeTruthy();
    await u.click(within(first).getByRole('button', { name: 'Annuler' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(blocked).toBe(0);

    await u.click(within(await pick()).getByRole('button', { name: 'Bloquer' }));
    expect(await screen.findByText(/paul@cabinet.fr est bloqué dans ce compte/)).toBeTruthy();
    expect(blocked).toBe(1);
  });

  it('warns that a removed user’s FECs and reports go to the administrator', async () => {
    renderWithProviders(routes, {
      path: '/mon-compte/acces/utilisateurs',
      session: owner,
      mocks: [usersMock(), rolesMock],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions pour paul@cabinet.fr' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Retirer du compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer paul@cabinet.fr du compte ?' });
    expect(within(dialog).getByText(/Ses FEC et ses rapports seront transférés/)).toBeTruthy();
  });

  it('shows only what a manager may do: no action on an administrator, no removal without the right', async () => {
    const manager = rights({ read: true, invite: false, change_role: false, block: true, delete: false });
    const withChef = [...team, user({ uuid: 'u-9', email: 'chef@cabinet.fr', role: 'ROLE_OWNER' })];
    renderWithProviders(routes, {
      path: '/mon-compte/acces/utilisateurs',
      session: manager,
      mocks: [usersMock(withChef)],
    });
    await screen.findByText('chef@cabinet.fr');
    expect(screen.queryByRole('button', { name: 'Inviter un utilisateur' })).toBeNull();
    // An administrator's row, without the right to promote administrators: no menu.
    expect(screen.queryByRole('button', { name: 'Actions pour chef@cabinet.fr' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions pour paul@cabinet.fr' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Bloquer dans ce compte' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Changer le rôle' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Retirer du compte' })).toBeNull();
  });

  it('shows no actions column to a supervisor, and no groups tab without the right', async () => {
    const supervisor = rights({ read: true });
    renderWithProviders(routes, {
      path: '/mon-compte/acces/utilisateurs',
      session: supervisor,
      mocks: [usersMock()],
    });
    await screen.findByText('paul@cabinet.fr');
    expect(screen.queryByRole('button', { name: /^Actions pour/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Groupes' })).toBeNull();
  });
});

describe('invite dialog', () => {
  it('requires an email and a role, offers no administrator role, and sends the invitation', async () => {
    const { router } = renderWithProviders(routes, {
      path: '/mon-compte/acces/utilisateurs',
      session: owner,
      mocks: [
        usersMock(),
        rolesMock,
        {
          request: {
            query: AccessPageInviteUserDocument,
            variables: { input: { email: 'nouveau@cabinet.fr', role: 'ROLE_MANAGER', firstName: 'Noé' } },
          },
          result: {
            data: {
              inviteUser: {
                __typename: 'InvitationResult',
                emailSent: true,
                user: user({
                  uuid: 'u-4',
                  email: 'nouveau@cabinet.fr',
                  state: 'INVITED',
                  role: 'ROLE_MANAGER',
                }),
              },
            },
          },
        },
      ],
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Inviter un utilisateur' }));
    expect(router.state.location.pathname).toBe('/mon-compte/acces/utilisateurs/inviter');
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un utilisateur' });
    await u.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(2);

    await within(dialog).findByRole('option', { name: 'Manager' });
    expect(within(dialog).queryByRole('option', { name: 'Administrateur' })).toBeNull();
    await u.type(within(dialog).getByLabelText('Adresse email'), 'nouveau@cabinet.fr');
    await u.type(within(dialog).getByLabelText('Prénom'), 'Noé');
    await u.selectOptions(within(dialog).getByLabelText('Rôle'), 'ROLE_MANAGER');
    await u.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    // The same words whether the address already had an account or not (issue 10).
    expect(await screen.findByText('Invitation envoyée à nouveau@cabinet.fr.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mon-compte/acces/utilisateurs');
  });
});
