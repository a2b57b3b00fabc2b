/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NetworkPageAcceptDocument,
  NetworkPageDocument,
  NetworkPageEndDocument,
  NetworkPageInviteDocument,
  type NetworkAffiliationRowFragment,
  type NetworkViewFragment,
} from '../../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../../testing/render';
import NetworkPage from './NetworkPage';

const routes = [{ path: '/mon-compte/reseau', element: <NetworkPage /> }];

type Row = NetworkAffiliationRowFragment & { __typename: 'NetworkAffiliation' };
const row = (over: Partial<Row>): Row => ({
  __typename: 'NetworkAffiliation',
  uuid: 'a-1',
  status: 'ACTIVE',
  accountName: 'Cabinet Martin',
  email: 'martin@cabinet.fr',
  createdAt: '2025-01-10T09:00:00.000Z',
  acceptedAt: '2025-01-12T09:00:00.000Z',
  ...over,
});
const view = (over: Partial<NetworkViewFragment>) => ({
  __typename: 'Network' as const,
  role: 'NONE' as NetworkViewFragment['role'],
  withoutImportCredits: false,
  head: null,
  members: [] as Row[],
  invitations: [] as Row[],
  ...over,
});
const pageMock = (network: ReturnType<typeof view>) => ({
  request: { query: NetworkPageDocument },
  result: { data: { network } },
  maxUsageCount: 5,
});

const session = (manage: boolean) =>
  testSession({
    permissions: {
      routes: ['mon-compte/', 'mon-compte/reseau'],
      can: { account: { network: { read: true, manage } } },
    },
  });

const active = row({});
const pending = row({
  uuid: 'a-2',
  status: 'PENDING',
  accountName: 'lea@cabinet.fr',
  email: 'lea@cabinet.fr',
  acceptedAt: null,
});

describe('network of accounts (spec §6)', () => {
  it('shows the head its members with their status, invites an account and detaches a member after confirmation', async () => {
    const invited = row({
      uuid: 'a-3',
      status: 'PENDING',
      accountName: 'neuf@cabinet.fr',
      email: 'neuf@cabinet.fr',
      acceptedAt: null,
    });
    renderWithProviders(routes, {
      path: '/mon-compte/reseau',
      session: session(true),
      mocks: [
        pageMock(view({ role: 'HEAD', members: [active, pending] })),
        {
          request: { query: NetworkPageInviteDocument, variables: { email: 'neuf@cabinet.fr' } },
          result: {
            data: { inviteNetworkMember: view({ role: 'HEAD', members: [active, pending, invited] }) },
          },
        },
        {
          request: { query: NetworkPageEndDocument, variables: { uuid: 'a-1' } },
          result: { data: { endNetworkAffiliation: view({ role: 'HEAD', members: [pending, invited] }) } },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Membres du réseau' });
    const martin = within(table).getByText('Cabinet Martin').closest('tr') as HTMLElement;
    expect(within(martin).getByText('Membre')).toBeTruthy();
    expect(within(martin).getByText('12/01/2025')).toBeTruthy();
    const lea = within(table).getAllByText('lea@cabinet.fr')[0].closest('tr') as HTMLElement;
    expect(within(lea).getByText('Invitation envoyée')).toBeTruthy();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Inviter un compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un compte' });
    await u.type(within(dialog).getByLabelText(/Adresse email/), 'neuf@cabinet.fr');
    await u.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText('Invitation envoyée à neuf@cabinet.fr.')).toBeTruthy();
    expect((await screen.findAllByText('neuf@cabinet.fr')).length).toBeGreaterThan(0);

    await u.click(await screen.findByRole('button', { name: 'Détacher Cabinet Martin' }));
    const confirm = await screen.findByRole('dialog', { name: 'Détacher Cabinet Martin du réseau ?' });
    await u.click(within(confirm).getByRole('button', { name: 'Détacher' }));
    expect(await screen.findByText('Cabinet Martin ne fait plus partie de votre réseau.')).toBeTruthy();
    expect(
      within(await screen.findByRole('table', { name: 'Membres du réseau' })).queryByText('Cabinet Martin'),
    ).toBeNull();
  });

  it('shows a member its head, the notice without import credits, and « Quitter le réseau » with a confirmation', async () => {
    const head = row({ uuid: 'h-1', accountName: 'Groupe Dupont', email: null });
    renderWithProviders(routes, {
      path: '/mon-compte/reseau',
      session: session(true),
      mocks: [
        pageMock(view({ role: 'MEMBER', head, withoutImportCredits: true })),
        {
          request: { query: NetworkPageEndDocument, variables: { uuid: 'h-1' } },
          result: { data: { endNetworkAffiliation: view({}) } },
        },
      ],
    });
    expect(
      await screen.findByText(
        "Votre réseau n'a plus de crédits d'import : contactez la tête de votre réseau.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/fait partie du réseau « Groupe Dupont » depuis le 12\/01\/2025/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inviter un compte' })).toBeNull();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Quitter le réseau' }));
    const confirm = await screen.findByRole('dialog', { name: 'Quitter le réseau « Groupe Dupont » ?' });
    await u.click(within(confirm).getByRole('button', { name: 'Quitter le réseau' }));
    expect(await screen.findByText('Votre compte a quitté le réseau « Groupe Dupont ».')).toBeTruthy();
    expect(screen.getByText('Aucun compte dans votre réseau.')).toBeTruthy();
  });

  it('lets the Owner accept an invitation received', async () => {
    const invitation = row({
      uuid: 'i-1',
      status: 'PENDING',
      accountName: 'Groupe Dupont',
      email: null,
      acceptedAt: null,
    });
    renderWithProviders(routes, {
      path: '/mon-compte/reseau',
      session: session(true),
      mocks: [
        pageMock(view({ invitations: [invitation] })),
        {
          request: { query: NetworkPageAcceptDocument, variables: { uuid: 'i-1' } },
          result: {
            data: {
              acceptNetworkAffiliation: view({
                role: 'MEMBER',
                head: { ...invitation, status: 'ACTIVE', acceptedAt: '2025-02-01T10:00:00.000Z' },
              }),
            },
          },
        },
      ],
    });
    const group = await screen.findByRole('group', { name: 'Invitation du réseau Groupe Dupont' });
    expect(within(group).getByRole('button', { name: 'Refuser' })).toBeTruthy();
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Accepter' }));
    expect(
      await screen.findByText('Votre compte fait désormais partie du réseau « Groupe Dupont ».'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tête du réseau' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Invitation du réseau Groupe Dupont' })).toBeNull();
  });

  it('shows a Manager the network without any action', async () => {
    const invitation = row({ uuid: 'i-2', status: 'PENDING', accountName: 'Groupe Dupont', email: null });
    renderWithProviders(routes, {
      path: '/mon-compte/reseau',
      session: session(false),
      mocks: [pageMock(view({ role: 'HEAD', members: [active, pending], invitations: [invitation] }))],
    });
    expect(await screen.findByText('Cabinet Martin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inviter un compte' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Détacher/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(screen.getByText("Seul l'administrateur du compte peut répondre à une invitation.")).toBeTruthy();
  });
});
