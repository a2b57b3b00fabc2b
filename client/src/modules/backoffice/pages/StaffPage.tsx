import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useBackOfficeInviteStaffMutation,
  useBackOfficeSetStaffRolesMutation,
  useBackOfficeStaffQuery,
  type StaffMemberFieldsFragment,
  type UserState,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { INTERNAL_ROLE_CODES, internalRoleLabel } from '../utils/labels';

const STATE_LABELS: Record<UserState, string> = {
  INVITED: 'Invitation envoyée',
  PENDING: 'En attente de confirmation',
  REGISTERED: 'Actif',
  BLOCKED: 'Bloqué',
};

function RolesField({ value, onChange }: { value: string[]; onChange: (roles: string[]) => void }) {
  return (
    <FormGroup>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Rôles internes
      </FormLabel>
      {INTERNAL_ROLE_CODES.map((code) => (
        <FormControlLabel
          key={code}
          label={internalRoleLabel(code)}
          control={
            <Checkbox
              checked={value.includes(code)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, code] : value.filter((r) => r !== code))
              }
            />
          }
        />
      ))}
    </FormGroup>
  );
}

/** /back-office/personnel: internal staff and their roles; an Admin grants, revokes and invites. */
export default function StaffPage() {
  const session = useSession();
  const mayManage = session.can('backoffice', 'staff', 'manage');
  const { data, loading, error, refetch } = useBackOfficeStaffQuery({
    skip: !session.can('backoffice', 'staff', 'read'),
    fetchPolicy: 'network-only',
  });
  const [setRoles, setting] = useBackOfficeSetStaffRolesMutation();
  const [invite, inviting] = useBackOfficeInviteStaffMutation();
  const [editing, setEditing] = useState<StaffMemberFieldsFragment | null>(null);
  const [roles, setRolesDraft] = useState<string[]>([]);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);

  if (!session.can('backoffice', 'staff', 'read')) {
    return <Alert severity="info">Seul un administrateur gère le personnel interne.</Alert>;
  }
  if (loading && !data) return <PageLoader />;
  const staff = data?.backOfficeStaff ?? [];

  const saveRoles = async () => {
    if (!editing) return;
    await setRoles({ variables: { uuid: editing.uuid, roles } });
    setDone(
      roles.length
        ? `Rôles de ${editing.email} enregistrés.`
        : `${editing.email} ne fait plus partie du personnel interne.`,
    );
    setEditing(null);
    await refetch();
  };
  const sendInvitation = async () => {
    const result = await invite({ variables: { email: email.trim(), roles } });
    setDone(
      result.data?.backOfficeInviteStaff.emailSent
        ? `Invitation envoyée à ${email.trim()}.`
        : `Accès ouvert à ${email.trim()}, mais l'email n'a pas pu partir.`,
    );
    setInviteOpen(false);
    await refetch();
  };

  return (
    <Stack spacing={2}>
      <ErrorAlert error={error} />
      {done ? (
        <Alert severity="success" onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">
          {staff.length} membre{staff.length > 1 ? 's' : ''} du personnel interne
        </Typography>
        {mayManage ? (
          <Button
            variant="contained"
            onClick={() => {
              setEmail('');
              setRolesDraft([]);
              inviting.reset();
              setInviteOpen(true);
            }}
          >
            Inviter un membre du personnel
          </Button>
        ) : null}
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Personnel interne">
          <TableHead>
            <TableRow>
              <TableCell>Nom</TableCell>
              <TableCell>Adresse email</TableCell>
              <TableCell>État</TableCell>
              <TableCell>Rôles internes</TableCell>
              <TableCell>Depuis le</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {staff.map((m) => {
              const self = m.uuid === session.me?.uuid;
              return (
                <TableRow key={m.uuid}>
                  <TableCell>{[m.firstName, m.lastName].filter(Boolean).join(' ') || '—'}</TableCell>
                  <TableCell>{m.email}</TableCell>
                  <TableCell>{STATE_LABELS[m.state]}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {m.internalRoles.map((r) => (
                        <Chip key={r} size="small" label={internalRoleLabel(r)} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>{formatDate(m.createdAt)}</TableCell>
                  <TableCell align="right">
                    {mayManage && !self ? (
                      <Button
                        size="small"
                        onClick={() => {
                          setRolesDraft(m.internalRoles);
                          setting.reset();
                          setEditing(m);
                        }}
                      >
                        Modifier les rôles
                      </Button>
                    ) : self ? (
                      <Typography variant="body2" color="text.secondary">
                        Vous
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        aria-labelledby="staff-roles-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="staff-roles-title">Rôles internes de {editing?.email}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={setting.error} />
          <RolesField value={roles} onChange={setRolesDraft} />
          {roles.length === 0 ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              Sans rôle, cette personne n'aura plus accès au back-office.
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Annuler</Button>
          <Button
            variant="contained"
            disabled={setting.loading}
            onClick={() => void saveRoles().catch(() => undefined)}
          >
            Enregistrer
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={inviteOpen}
        onClose={() => setInviteOpen(false)}
        aria-labelledby="staff-invite-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="staff-invite-title">Inviter un membre du personnel</DialogTitle>
        <DialogContent>
          <ErrorAlert error={inviting.error} />
          <TextField
            label="Adresse email"
            type="email"
            fullWidth
            margin="normal"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <RolesField value={roles} onChange={setRolesDraft} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setInviteOpen(false)}>Annuler</Button>
          <Button
            variant="contained"
            disabled={inviting.loading || !email.trim() || roles.length === 0}
            onClick={() => void sendInvitation().catch(() => undefined)}
          >
            Envoyer l'invitation
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
