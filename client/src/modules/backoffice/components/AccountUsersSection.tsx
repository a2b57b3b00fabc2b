import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import {
  useBackOfficeBlockUserMutation,
  useBackOfficeResendInvitationMutation,
  useBackOfficeUnblockUserMutation,
  type BackOfficeAccountUserRowFragment,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { fullName, roleLabel } from '../../account/utils/roles';
import { useSession } from '../../session/SessionProvider';
import { internalRolesText } from '../utils/labels';
import type { BackOfficeRights } from '../utils/rights';
import { BoSection, Empty } from './BoSection';
import { ReasonDialog } from './ReasonDialog';

type User = BackOfficeAccountUserRowFragment;

function UserState({ user }: { user: User }) {
  if (user.state === 'BLOCKED') return <Chip size="small" color="error" label="Bloqué sur tout le produit" />;
  if (user.blockedInAccount)
    return <Chip size="small" color="error" variant="outlined" label="Bloqué dans ce compte" />;
  if (user.invitationPending) {
    const since = user.invitedAt ? ` depuis le ${formatDate(user.invitedAt)}` : '';
    return <Chip size="small" variant="outlined" label={`Invitation en attente${since}`} />;
  }
  if (user.state === 'PENDING')
    return <Chip size="small" variant="outlined" label="Inscription non validée" />;
  return <Chip size="small" color="success" variant="outlined" label="Actif" />;
}

/** The account's users and invitations, with the actions the staff member's rights allow. */
export function AccountUsersSection(props: {
  accountUuid: string;
  users: User[];
  rights: BackOfficeRights;
  onImpersonate: (user: User) => void;
  onDone: (notice: string) => void;
}) {
  const { users, rights } = props;
  const session = useSession();
  const isAdmin = session.me?.roles.includes('Role_Admin') ?? false;
  const [blocking, setBlocking] = useState<User | null>(null);
  const [unblocking, setUnblocking] = useState<User | null>(null);
  const [resending, setResending] = useState<User | null>(null);
  const [block, blockState] = useBackOfficeBlockUserMutation();
  const [unblock, unblockState] = useBackOfficeUnblockUserMutation();
  const [resend, resendState] = useBackOfficeResendInvitationMutation();

  /** Staff members are acted upon by an administrator only; nobody acts on themselves here. */
  const touchable = (u: User) => (u.internalRoles.length === 0 || isAdmin) && u.uuid !== session.me?.uuid;
  const actionsOf = (u: User) => ({
    impersonate: rights.impersonate && touchable(u) && !u.invitationPending && !u.blockedInAccount,
    resend: rights.resendInvitation && u.invitationPending,
    block: rights.block && touchable(u) && u.state !== 'BLOCKED',
    unblock: rights.block && touchable(u) && u.state === 'BLOCKED',
  });
  const impersonateLabel = rights.impersonateWrite ? 'Agir en tant que' : 'Consulter en tant que';
  const withActions = users.some((u) => Object.values(actionsOf(u)).some(Boolean));
  const showStaff = users.some((u) => u.internalRoles.length > 0);

  return (
    <BoSection title="Utilisateurs" subtitle={`${users.length} personne${users.length > 1 ? 's' : ''}`}>
      {users.length === 0 ? (
        <Empty>Aucun utilisateur dans ce compte.</Empty>
      ) : (
        <Table size="small" aria-label="Utilisateurs du compte">
          <TableHead>
            <TableRow>
              <TableCell>Nom</TableCell>
              <TableCell>Adresse email</TableCell>
              <TableCell>Rôle dans le compte</TableCell>
              {showStaff ? <TableCell>Personnel interne</TableCell> : null}
              <TableCell>État</TableCell>
              {withActions ? <TableCell align="right">Actions</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((u) => {
              const can = actionsOf(u);
              return (
                <TableRow key={u.uuid}>
                  <TableCell>{fullName(u) || '—'}</TableCell>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>{roleLabel(u.role)}</TableCell>
                  {showStaff ? <TableCell>{internalRolesText(u.internalRoles)}</TableCell> : null}
                  <TableCell>
                    <UserState user={u} />
                  </TableCell>
                  {withActions ? (
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                        {can.impersonate ? (
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => props.onImpersonate(u)}
                            aria-label={`${impersonateLabel} ${u.email}`}
                          >
                            {impersonateLabel}
                          </Button>
                        ) : null}
                        {can.resend ? (
                          <Button size="small" onClick={() => setResending(u)}>
                            Renvoyer l’invitation
                          </Button>
                        ) : null}
                        {can.block ? (
                          <Button size="small" color="error" onClick={() => setBlocking(u)}>
                            Bloquer
                          </Button>
                        ) : null}
                        {can.unblock ? (
                          <Button size="small" onClick={() => setUnblocking(u)}>
                            Débloquer
                          </Button>
                        ) : null}
                      </Box>
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <ReasonDialog
        open={!!blocking}
        title={`Bloquer ${blocking?.email ?? ''} ?`}
        confirmLabel="Bloquer"
        danger
        busy={blockState.loading}
        error={blockState.error}
        onClose={() => {
          blockState.reset();
          setBlocking(null);
        }}
        onConfirm={(reason) => {
          const user = blocking!;
          void block({ variables: { uuid: user.uuid, reason } })
            .then(() => {
              setBlocking(null);
              props.onDone(`${user.email} est bloqué sur tout le produit.`);
            })
            .catch(() => undefined);
        }}
      >
        Cette personne ne pourra plus rien faire dans aucun de ses comptes, jusqu’à ce qu’elle soit débloquée.
      </ReasonDialog>
      <ReasonDialog
        open={!!unblocking}
        title={`Débloquer ${unblocking?.email ?? ''} ?`}
        confirmLabel="Débloquer"
        busy={unblockState.loading}
        error={unblockState.error}
        onClose={() => {
          unblockState.reset();
          setUnblocking(null);
        }}
        onConfirm={(reason) => {
          const user = unblocking!;
          void unblock({ variables: { uuid: user.uuid, reason } })
            .then(() => {
              setUnblocking(null);
              props.onDone(`${user.email} est débloqué : il retrouve l’accès à ses comptes.`);
            })
            .catch(() => undefined);
        }}
      >
        Cette personne retrouvera l’accès à tous ses comptes.
      </ReasonDialog>
      <ConfirmDialog
        open={!!resending}
        title={`Renvoyer l’invitation à ${resending?.email ?? ''} ?`}
        confirmLabel="Renvoyer"
        busy={resendState.loading}
        onClose={() => {
          resendState.reset();
          setResending(null);
        }}
        onConfirm={() => {
          const user = resending!;
          void resend({ variables: { accountUuid: props.accountUuid, userUuid: user.uuid } })
            .then((r) => {
              setResending(null);
              props.onDone(
                r.data?.backOfficeResendInvitation
                  ? `Invitation renvoyée à ${user.email}.`
                  : `Invitation renouvelée pour ${user.email}, mais l’email n’a pas pu être envoyé.`,
              );
            })
            .catch(() => undefined);
        }}
      >
        <ErrorAlert error={resendState.error} />
        Un nouveau lien d’invitation est envoyé par email ; l’envoi est enregistré dans le journal d’audit.
      </ConfirmDialog>
    </BoSection>
  );
}
