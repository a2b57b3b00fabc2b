import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import {
  useWebhookDeleteMutation,
  useWebhookSetEnabledMutation,
  useWebhooksListQuery,
  type WebhooksRowFragment,
} from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { Section } from '../../account/components/Section';
import { EVENT_LABELS } from '../utils/labels';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { WebhookDeliveries } from './WebhookDeliveries';

/**
 * Webhooks (issue 13), in « Connecteurs › Export »: the account's receiving endpoints (URL, events,
 * active or suspended, creation date), their deliveries, creation and deletion. Owner and Manager only
 * (`account.integrations`); nothing is shown to other roles.
 */
export default function WebhooksSection() {
  const { can } = useSession();
  const canRead = can('account', 'integrations', 'read');
  const canManage = can('account', 'integrations', 'manage');
  const list = useWebhooksListQuery({ variables: { limit: 100, offset: 0 }, skip: !canRead });
  const [setEnabled] = useWebhookSetEnabledMutation({ refetchQueries: ['WebhooksList'] });
  const [remove, removeState] = useWebhookDeleteMutation({ refetchQueries: ['WebhooksList'] });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WebhooksRowFragment | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);

  if (!canRead) return null;
  const items = list.data?.webhooks.items ?? [];

  const toggle = async (w: WebhooksRowFragment) => {
    setProblem(null);
    try {
      await setEnabled({ variables: { uuid: w.uuid, enabled: !w.enabled } });
    } catch (error) {
      setProblem(error);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    try {
      await remove({ variables: { uuid: target.uuid } });
      setNotice('Point de réception supprimé.');
    } catch (error) {
      setNotice(errorMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Section title="Webhooks">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Recevez un appel HTTPS signé quand une analyse se termine ou qu'un rapport est prêt, pour enchaîner
        vos traitements sans interroger l'API.
      </Typography>
      {canManage && (
        <Button startIcon={<Add />} variant="outlined" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
          Ajouter un point de réception
        </Button>
      )}
      <ErrorAlert error={list.error ?? problem} onClose={problem ? () => setProblem(null) : undefined} />
      {list.loading && !list.data ? (
        <Typography variant="body2">Chargement des points de réception…</Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2">Aucun point de réception pour le moment.</Typography>
      ) : (
        <Table size="small" aria-label="Points de réception">
          <TableHead>
            <TableRow>
              <TableCell>Adresse</TableCell>
              <TableCell>Événements</TableCell>
              <TableCell>Actif</TableCell>
              <TableCell>Créé le</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((w) => (
              <Fragment key={w.uuid}>
                <TableRow>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{w.url}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {w.events.map((e) => (
                        <Chip key={e} size="small" label={EVENT_LABELS[e]} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={w.enabled}
                      onChange={() => toggle(w)}
                      disabled={!canManage}
                      slotProps={{ input: { 'aria-label': `Actif : ${w.url}` } }}
                    />
                  </TableCell>
                  <TableCell>{formatDate(w.createdAt)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => setOpen(open === w.uuid ? null : w.uuid)}
                      endIcon={open === w.uuid ? <ExpandLess /> : <ExpandMore />}
                      aria-expanded={open === w.uuid}
                      aria-label={`Livraisons de ${w.url}`}
                    >
                      Livraisons
                    </Button>
                    {canManage && (
                      <Tooltip title="Supprimer">
                        <IconButton aria-label={`Supprimer ${w.url}`} onClick={() => setDeleting(w)}>
                          <DeleteOutline />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={5} sx={{ py: 0, borderBottom: open === w.uuid ? undefined : 0 }}>
                    <Collapse in={open === w.uuid} unmountOnExit>
                      <Box sx={{ py: 2 }}>
                        <WebhookDeliveries webhookUuid={w.uuid} canManage={canManage} />
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
      <CreateWebhookDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={!!deleting}
        title="Supprimer le point de réception"
        confirmLabel="Supprimer"
        danger
        busy={removeState.loading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Plus aucun événement ne sera envoyé à {deleting?.url} ; les livraisons en attente sont abandonnées.
      </ConfirmDialog>
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />
    </Section>
  );
}
