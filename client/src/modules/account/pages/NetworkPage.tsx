import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  NetworkPageDocument,
  useNetworkPageAcceptMutation,
  useNetworkPageDeclineMutation,
  useNetworkPageEndMutation,
  useNetworkPageQuery,
  type NetworkAffiliationRowFragment,
  type NetworkViewFragment,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { IMPORT_MESSAGES } from '../../import/utils/fec-file';
import { useSession } from '../../session/SessionProvider';
import { InviteNetworkMemberDialog } from '../components/InviteNetworkMemberDialog';
import { Section } from '../components/Section';

export const NO_IMPORT_CREDITS = IMPORT_MESSAGES.networkWithoutCredits;

/** What the confirmation dialog is about to do. */
type Ending = { kind: 'detach' | 'cancel' | 'leave'; affiliation: NetworkAffiliationRowFragment };

const CONFIRM: Record<Ending['kind'], { title: (name: string) => string; label: string; text: string }> = {
  detach: {
    title: (name) => `Détacher ${name} du réseau ?`,
    label: 'Détacher',
    text: 'Ce compte ne pourra plus utiliser les crédits de votre réseau. Ses FEC et ses analyses ne changent pas.',
  },
  cancel: {
    title: (name) => `Annuler l'invitation de ${name} ?`,
    label: "Annuler l'invitation",
    text: "L'administrateur de ce compte ne pourra plus accepter cette invitation.",
  },
  leave: {
    title: (name) => `Quitter le réseau « ${name} » ?`,
    label: 'Quitter le réseau',
    text: 'Votre compte ne pourra plus utiliser les crédits de la tête du réseau. Vos FEC et vos analyses ne changent pas.',
  },
};

function StatusChip({ affiliation }: { affiliation: NetworkAffiliationRowFragment }) {
  return affiliation.status === 'ACTIVE' ? (
    <Chip size="small" color="success" variant="outlined" label="Membre" />
  ) : (
    <Chip size="small" variant="outlined" label="Invitation envoyée" />
  );
}

/** /mon-compte/reseau (spec §2 "network members management", §6): the head's members or the member's head. */
export default function NetworkPage() {
  const session = useSession();
  const client = useApolloClient();
  const canManage = session.can('account', 'network', 'manage');
  const query = useNetworkPageQuery({ fetchPolicy: 'cache-and-network' });
  const [accept, acceptState] = useNetworkPageAcceptMutation();
  const [decline, declineState] = useNetworkPageDeclineMutation();
  const [end, endState] = useNetworkPageEndMutation();
  const [inviting, setInviting] = useState(false);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  /** Every mutation answers the whole network: it replaces the page's query in the cache. */
  const show = (network: NetworkViewFragment) =>
    client.writeQuery({ query: NetworkPageDocument, data: { network } });

  const run = async (task: () => Promise<string>) => {
    setError(null);
    setNotice(null);
    try {
      setNotice(await task());
    } catch (e) {
      setError(e);
    }
  };

  const network = query.data?.network;
  if (!network) {
    return query.error ? <ErrorAlert error={query.error} /> : <PageLoader />;
  }
  const busy = acceptState.loading || declineState.loading || endState.loading;

  const answer = (affiliation: NetworkAffiliationRowFragment, yes: boolean) =>
    void run(async () => {
      if (yes) {
        const { data } = await accept({ variables: { uuid: affiliation.uuid } });
        if (data) show(data.acceptNetworkAffiliation);
        return `Votre compte fait désormais partie du réseau « ${affiliation.accountName} ».`;
      }
      const { data } = await decline({ variables: { uuid: affiliation.uuid } });
      if (data) show(data.declineNetworkAffiliation);
      return `Vous avez refusé l'invitation du réseau « ${affiliation.accountName} ».`;
    });

  const confirmEnd = () => {
    const current = ending;
    setEnding(null);
    if (!current) return;
    void run(async () => {
      const { data } = await end({ variables: { uuid: current.affiliation.uuid } });
      if (data) show(data.endNetworkAffiliation);
      const name = current.affiliation.accountName;
      if (current.kind === 'leave') return `Votre compte a quitté le réseau « ${name} ».`;
      if (current.kind === 'cancel') return `L'invitation de ${name} est annulée.`;
      return `${name} ne fait plus partie de votre réseau.`;
    });
  };

  return (
    <Box>
      {network.withoutImportCredits ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {NO_IMPORT_CREDITS}
        </Alert>
      ) : null}
      <ErrorAlert error={error} onClose={() => setError(null)} />
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}

      {network.invitations.length > 0 ? (
        <Section title="Invitations reçues">
          <Stack spacing={2}>
            {network.invitations.map((i) => (
              <Box
                key={i.uuid}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
                aria-label={`Invitation du réseau ${i.accountName}`}
                role="group"
              >
                <Typography sx={{ flex: 1, minWidth: 240 }}>
                  Le compte « {i.accountName} » invite votre compte à rejoindre son réseau (le{' '}
                  {formatDate(i.createdAt)}). Membre du réseau, votre compte pourra utiliser ses crédits
                  d&apos;import.
                </Typography>
                {canManage ? (
                  <Stack direction="row" spacing={1}>
                    <Button variant="contained" disabled={busy} onClick={() => answer(i, true)}>
                      Accepter
                    </Button>
                    <Button disabled={busy} onClick={() => answer(i, false)}>
                      Refuser
                    </Button>
                  </Stack>
                ) : null}
              </Box>
            ))}
          </Stack>
          {canManage ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Seul l&apos;administrateur du compte peut répondre à une invitation.
            </Typography>
          )}
        </Section>
      ) : null}

      {network.role === 'MEMBER' && network.head ? (
        <Section title="Tête du réseau">
          <Typography sx={{ mb: 2 }}>
            Votre compte fait partie du réseau « {network.head.accountName} » depuis le{' '}
            {formatDate(network.head.acceptedAt ?? network.head.createdAt)}. Quand vos crédits ne suffisent
            pas, ceux de la tête du réseau sont utilisés.
          </Typography>
          {canManage ? (
            <Button
              color="error"
              variant="outlined"
              onClick={() => setEnding({ kind: 'leave', affiliation: network.head! })}
            >
              Quitter le réseau
            </Button>
          ) : null}
        </Section>
      ) : (
        <Section title="Membres du réseau">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
            <Typography sx={{ flex: 1, minWidth: 240 }} color="text.secondary">
              Les comptes membres de votre réseau peuvent utiliser vos crédits d&apos;import quand les leurs
              ne suffisent pas. Vous pouvez détacher un membre à tout moment.
            </Typography>
            {canManage ? (
              <Button variant="contained" onClick={() => setInviting(true)}>
                Inviter un compte
              </Button>
            ) : null}
          </Box>
          {network.members.length === 0 ? (
            <Typography>Aucun compte dans votre réseau.</Typography>
          ) : (
            <Table size="small" aria-label="Membres du réseau">
              <TableHead>
                <TableRow>
                  <TableCell>Compte</TableCell>
                  <TableCell>Adresse invitée</TableCell>
                  <TableCell>Statut</TableCell>
                  <TableCell>Depuis le</TableCell>
                  {canManage ? <TableCell align="right">Actions</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {network.members.map((m) => (
                  <TableRow key={m.uuid}>
                    <TableCell>{m.accountName}</TableCell>
                    <TableCell>{m.email}</TableCell>
                    <TableCell>
                      <StatusChip affiliation={m} />
                    </TableCell>
                    <TableCell>{formatDate(m.acceptedAt ?? m.createdAt)}</TableCell>
                    {canManage ? (
                      <TableCell align="right">
                        <Button
                          size="small"
                          color="error"
                          aria-label={
                            m.status === 'ACTIVE'
                              ? `Détacher ${m.accountName}`
                              : `Annuler l'invitation de ${m.accountName}`
                          }
                          onClick={() =>
                            setEnding({ kind: m.status === 'ACTIVE' ? 'detach' : 'cancel', affiliation: m })
                          }
                        >
                          {m.status === 'ACTIVE' ? 'Détacher' : "Annuler l'invitation"}
                        </Button>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
      )}

      <InviteNetworkMemberDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email, result) => {
          setInviting(false);
          show(result);
          // The same words whether the address already had an account or not.
          setError(null);
          setNotice(`Invitation envoyée à ${email}.`);
        }}
      />
      <ConfirmDialog
        open={!!ending}
        title={ending ? CONFIRM[ending.kind].title(ending.affiliation.accountName) : ''}
        confirmLabel={ending ? CONFIRM[ending.kind].label : undefined}
        danger
        busy={endState.loading}
        onClose={() => setEnding(null)}
        onConfirm={confirmEnd}
      >
        {ending ? CONFIRM[ending.kind].text : ''}
      </ConfirmDialog>
    </Box>
  );
}
