import Paper from '@mui/material/Paper';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useApiKeyRevokeMutation,
  useApiKeysListQuery,
  type ApiKeysRowFragment,
} from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { ApiKeysReview } from './ApiKeysReview';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { scopeLabel } from './scope-labels';

/**
 * The account's API keys (Owner, Manager): name, prefix, scopes, creator, last use, state; creation (the
 * secret shown once) and revocation after a confirmation — a revoked key is refused at once.
 */
export function ApiKeysSection({ canManage }: { canManage: boolean }) {
  const list = useApiKeysListQuery({ fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeysRowFragment | null>(null);
  const [revoke, revokeState] = useApiKeyRevokeMutation({ refetchQueries: ['ApiKeysList'] });
  const keys = list.data?.apiKeys.items ?? [];

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke({ variables: { uuid: revoking.uuid } });
      setRevoking(null);
    } catch {
      // shown in the dialog from revokeState.error
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="api-keys-title" sx={{ p: 3, mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" id="api-keys-title" sx={{ flexGrow: 1 }}>
          Clés d’API
        </Typography>
        {canManage && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            Créer une clé
          </Button>
        )}
      </Stack>
      {list.error && <ErrorAlert error={list.error} />}
      <ApiKeysReview keys={keys} canManage={canManage} onRevoke={setRevoking} />
      {list.loading && !list.data ? (
        <PageLoader label="Chargement des clés d’API" />
      ) : keys.length === 0 ? (
        <Alert severity="info">Aucune clé d’API pour ce compte.</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Clés d’API">
            <TableHead>
              <TableRow>
                <TableCell>Nom</TableCell>
                <TableCell>Préfixe</TableCell>
                <TableCell>Portées</TableCell>
                <TableCell>Créée par</TableCell>
                <TableCell>Dernière utilisation</TableCell>
                <TableCell>État</TableCell>
                {canManage && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key.uuid} data-testid={`api-key-${key.uuid}`}>
                  <TableCell>{key.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}…</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                      {key.scopes.map((s) => (
                        <Chip key={s} size="small" label={scopeLabel(s)} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>{key.createdBy ?? '—'}</TableCell>
                  <TableCell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Jamais'}</TableCell>
                  <TableCell>
                    {key.revokedAt ? (
                      <Chip
                        size="small"
                        color="default"
                        label={`Révoquée le ${formatDateTime(key.revokedAt)}`}
                      />
                    ) : key.review?.suspended ? (
                      <Chip size="small" color="error" label="Suspendue : à vérifier" />
                    ) : key.review ? (
                      <Chip size="small" color="warning" label="Active : à vérifier" />
                    ) : (
                      <Chip size="small" color="success" label="Active" />
                    )}
                  </TableCell>
                  {canManage && (
                    <TableCell align="right">
                      {!key.revokedAt && (
                        <Button color="error" size="small" onClick={() => setRevoking(key)}>
                          Révoquer
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CreateApiKeyDialog
        open={creating}
        scopes={list.data?.apiKeyScopes ?? []}
        onClose={() => setCreating(false)}
      />
      <ConfirmDialog
        open={!!revoking}
        title="Révoquer cette clé ?"
        confirmLabel="Révoquer"
        danger
        busy={revokeState.loading}
        onConfirm={confirmRevoke}
        onClose={() => {
          revokeState.reset();
          setRevoking(null);
        }}
      >
        La clé « {revoking?.name} » ({revoking?.prefix}…) sera refusée immédiatement : le logiciel qui
        l’utilise ne pourra plus accéder au compte.
        {revokeState.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(revokeState.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
