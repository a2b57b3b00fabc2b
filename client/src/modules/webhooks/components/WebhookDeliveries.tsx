import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useWebhookDeliveriesQuery, useWebhookDeliveryReplayMutation } from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDateTime } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { EVENT_LABELS, STATUS_COLORS, STATUS_LABELS } from '../utils/labels';

const PAGE = 20;

/**
 * The deliveries of one endpoint, newest first: status, attempts, the receiver's last answer, and
 * « Renvoyer » (same body, new signature). Polled while one is pending, so retries show up.
 */
export function WebhookDeliveries({ webhookUuid, canManage }: { webhookUuid: string; canManage: boolean }) {
  const query = useWebhookDeliveriesQuery({ variables: { uuid: webhookUuid, limit: PAGE, offset: 0 } });
  const [replay, replayState] = useWebhookDeliveryReplayMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const items = query.data?.webhook?.deliveries.items ?? [];
  const pending = items.some((d) => d.status === 'PENDING');
  const { startPolling, stopPolling } = query;
  // A pending delivery changes on its own (retries): re-read every few seconds until none is.
  useEffect(() => {
    if (pending) startPolling(3000);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  if (query.error) return <ErrorAlert error={query.error} />;
  if (query.loading && !query.data)
    return <Typography variant="body2">Chargement des livraisons…</Typography>;
  if (items.length === 0) return <Typography variant="body2">Aucune livraison pour le moment.</Typography>;

  const onReplay = async (uuid: string) => {
    setProblem(null);
    try {
      await replay({ variables: { uuid } });
      await query.refetch();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <>
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)} sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <Table size="small" aria-label="Livraisons">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Événement</TableCell>
            <TableCell>Statut</TableCell>
            <TableCell align="right">Essais</TableCell>
            <TableCell align="right">Dernier code</TableCell>
            <TableCell>Dernière erreur</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((d) => (
            <TableRow key={d.uuid}>
              <TableCell>{formatDateTime(d.createdAt)}</TableCell>
              <TableCell>{EVENT_LABELS[d.event]}</TableCell>
              <TableCell>
                <Chip size="small" label={STATUS_LABELS[d.status]} color={STATUS_COLORS[d.status]} />
              </TableCell>
              <TableCell align="right">{d.attempts}</TableCell>
              <TableCell align="right">{d.lastStatusCode ?? '—'}</TableCell>
              <TableCell>
                {d.lastError ?? '—'}
                {d.status === 'PENDING' && d.nextAttemptAt && d.attempts > 0 ? (
                  <Typography variant="caption" component="div">
                    Prochain essai vers {formatDateTime(d.nextAttemptAt)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">
                {canManage && (
                  <Button
                    size="small"
                    onClick={() => onReplay(d.uuid)}
                    disabled={d.status === 'PENDING' || replayState.loading}
                    aria-label={`Renvoyer la livraison du ${formatDateTime(d.createdAt)}`}
                  >
                    Renvoyer
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
