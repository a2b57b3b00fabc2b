import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  type CurrentUserQuery,
} from '../../__generated__/graphql';
import { formatDate } from '../../shared/format';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { roleLabel } from '../account/utils/roles';
import { useSession } from '../session/SessionProvider';

type Invitation = NonNullable<CurrentUserQuery['me']>['pendingInvitations'][number];

/**
 * Invitations received from other accounts (`me.pendingInvitations`, issue 10), under the top bar of
 * every page: nothing joins an account without its invitee's answer. Never while impersonating: the
 * answer belongs to the person.
 */
export function PendingInvitationsNotice() {
  const session = useSession();
  const me = session.me;
  // The accounts of « Sélectionner un autre compte » are read again once one more is there.
  const [accept] = useAcceptInvitationMutation({
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'accounts' });
      cache.gc();
    },
  });
  const [decline] = useDeclineInvitationMutation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (!me || me.impersonated) return null;
  if (me.pendingInvitations.length === 0 && !notice && !error) return null;

  const answer = async (invitation: Invitation, accepted: boolean) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const variables = { accountUuid: invitation.accountUuid };
      await (accepted ? accept({ variables }) : decline({ variables }));
      await session.reload();
      setNotice(
        accepted
          ? `Vous avez rejoint le compte ${invitation.accountName} : retrouvez-le dans « Sélectionner un autre compte ».`
          : `Vous avez refusé l'invitation de ${invitation.accountName}.`,
      );
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box role="region" aria-label="Invitations reçues">
      {me.pendingInvitations.map((invitation) => (
        <Alert
          key={invitation.accountUuid}
          severity="info"
          sx={{ borderRadius: 0 }}
          action={
            <>
              <Button
                color="inherit"
                size="small"
                disabled={busy}
                onClick={() => void answer(invitation, true)}
              >
                Accepter
              </Button>
              <Button
                color="inherit"
                size="small"
                disabled={busy}
                onClick={() => void answer(invitation, false)}
              >
                Refuser
              </Button>
            </>
          }
        >
          {invitation.accountName} vous invite à rejoindre son compte
          {invitation.role ? ` en tant que ${roleLabel(invitation.role)}` : ''}.
          <Typography variant="body2" component="span" sx={{ display: 'block', opacity: 0.8 }}>
            Invitation envoyée le {formatDate(invitation.invitedAt)}
            {invitation.invitedBy ? ` par ${invitation.invitedBy}` : ''}.
          </Typography>
        </Alert>
      ))}
      {notice ? (
        <Alert severity="success" sx={{ borderRadius: 0 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {error ? (
        <Box sx={{ px: 2 }}>
          <ErrorAlert error={error} onClose={() => setError(null)} />
        </Box>
      ) : null}
    </Box>
  );
}
