/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AcceptInvitationDocument,
  DeclineInvitationDocument,
  type CurrentUserQuery,
} from '../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../testing/render';
import { PendingInvitationsNotice } from './PendingInvitationsNotice';

type Invitation = NonNullable<CurrentUserQuery['me']>['pendingInvitations'][number];

const martin: Invitation = {
  accountUuid: 'acc-martin',
  accountName: 'Cabinet Martin',
  role: 'ROLE_MANAGER',
  invitedBy: 'Jean Martin',
  invitedAt: '2026-03-12T09:30:00.000Z',
};

const answered = (query: typeof AcceptInvitationDocument | typeof DeclineInvitationDocument) => ({
  request: { query, variables: { accountUuid: 'acc-martin' } },
  result: {
    data: query === AcceptInvitationDocument ? { acceptInvitation: true } : { declineInvitation: true },
  },
});

describe('pending invitations notice (issue 10)', () => {
  it('shows the invitation and accepts it, then reloads me', async () => {
    const reload = jest.fn(async () => null);
    renderWithProviders(<PendingInvitationsNotice />, {
      session: testSession({ pendingInvitations: [martin] }, { reload }),
      mocks: [answered(AcceptInvitationDocument)],
    });
    const notice = screen.getByRole('region', { name: 'Invitations reçues' });
    expect(
      within(notice).getByText('Cabinet Martin vous invite à rejoindre son compte en tant que Manager.'),
    ).toBeTruthy();
    expect(within(notice).getByText('Invitation envoyée le 12/03/2026 par Jean Martin.')).toBeTruthy();
    await userEvent.click(within(notice).getByRole('button', { name: 'Accepter' }));
    expect(
      await screen.findByText(
        'Vous avez rejoint le compte Cabinet Martin : retrouvez-le dans « Sélectionner un autre compte ».',
      ),
    ).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('declines it', async () => {
    const reload = jest.fn(async () => null);
    renderWithProviders(<PendingInvitationsNotice />, {
      session: testSession({ pendingInvitations: [martin] }, { reload }),
      mocks: [answered(DeclineInvitationDocument)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText("Vous avez refusé l'invitation de Cabinet Martin.")).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the gateway's message when the answer fails", async () => {
    renderWithProviders(<PendingInvitationsNotice />, {
      session: testSession({ pendingInvitations: [martin] }),
      mocks: [
        {
          request: { query: AcceptInvitationDocument, variables: { accountUuid: 'acc-martin' } },
          result: { errors: [{ message: "Cette invitation n'existe plus." }] },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(await screen.findByText("Cette invitation n'existe plus.")).toBeTruthy();
  });

  it('shows nothing without invitations, or while impersonating', () => {
    const { container, unmount } = renderWithProviders(<PendingInvitationsNotice />);
    expect(container.textContent).toBe('');
    unmount();
    renderWithProviders(<PendingInvitationsNotice />, {
      session: testSession({ pendingInvitations: [martin], impersonated: true }),
    });
    expect(screen.queryByText(/vous invite/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
  });
});
