import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useConnectorsDeleteMutation,
  useConnectorsImportMutation,
  useConnectorsRefreshMutation,
  useConnectorsSetAutoRefreshMutation,
  type ConnectorCardFragment,
} from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { FolderPickerDialog } from '../../files/components/FolderPickerDialog';
import { useSession } from '../../session/SessionProvider';
import { AddConnectorDialog } from '../components/AddConnectorDialog';
import { ConnectorCard, type FiscalYear } from '../components/ConnectorCard';
import { useConnectorsPage } from '../hooks/useConnectorsPage';

/**
 * `/mon-compte/connecteurs/import` (spec §2 « Connecteurs »): the account's accounting-software tokens, one
 * card per company, its fiscal years to import (the FEC shows « En cours de génération » in the library
 * while the software produces it), nightly refresh, refresh now, delete.
 */
export default function ConnectorsImportPage() {
  const session = useSession();
  const canRead = session.can('account', 'connectors', 'read');
  const canManage = session.can('account', 'connectors', 'manage');
  const canImport = canRead && session.can('fec', 'file', 'import');
  const page = useConnectorsPage(!canRead);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState<{ connector: ConnectorCardFragment; fy: FiscalYear } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<ConnectorCardFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refetch = { refetchQueries: ['ConnectorsList'] };
  const [importYear] = useConnectorsImportMutation(refetch);
  const [refresh, refreshing] = useConnectorsRefreshMutation();
  const [setAutoRefresh, switching] = useConnectorsSetAutoRefreshMutation();
  const [remove, removing] = useConnectorsDeleteMutation(refetch);

  if (!canRead) return <ErrorAlert error={new Error('Votre rôle ne permet pas de gérer les connecteurs.')} />;
  if (page.loading && !page.data) return <PageLoader label="Chargement des connecteurs" />;

  const actionError = refreshing.error ?? switching.error ?? removing.error;
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Importer depuis un logiciel comptable
        </Typography>
        {canManage && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            Ajouter un jeton
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Un jeton par société : ses exercices sont lus dans le logiciel, et chaque exercice importé devient un
        FEC analysé comme un fichier déposé depuis votre poste.
      </Typography>
      <ErrorAlert error={page.error ?? actionError} />
      {page.connectors.length === 0 ? (
        <Alert severity="info">Aucun connecteur pour le moment.</Alert>
      ) : (
        <Stack spacing={2}>
          {page.connectors.map((c) => (
            <ConnectorCard
              key={c.uuid}
              connector={c}
              canManage={canManage}
              canImport={canImport}
              busy={refreshing.loading || removing.loading}
              onImport={(fy) => setImporting({ connector: c, fy })}
              onRefresh={() =>
                void refresh({ variables: { uuid: c.uuid } })
                  .then(() => setNotice('Informations de la société actualisées.'))
                  .catch(() => undefined)
              }
              onAutoRefresh={(enabled) =>
                void setAutoRefresh({ variables: { uuid: c.uuid, enabled } }).catch(() => undefined)
              }
              onDelete={() => setDeleting(c)}
            />
          ))}
        </Stack>
      )}
      <AddConnectorDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(name) => setNotice(`Connecteur ajouté : ${name}.`)}
      />
      {importing && (
        <FolderPickerDialog
          open
          title={`Importer « ${importing.fy.label} » de ${importing.connector.companyName}`}
          submitLabel="Importer ici"
          onClose={() => setImporting(null)}
          onSubmit={async (folderUuid) => {
            await importYear({
              variables: {
                input: {
                  connectorUuid: importing.connector.uuid,
                  startDate: importing.fy.startDate,
                  endDate: importing.fy.endDate,
                  folderUuid,
                },
              },
            });
            setNotice('Import lancé : le FEC est en cours de génération par le logiciel comptable.');
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer le connecteur ?"
        danger
        busy={removing.loading}
        confirmLabel="Supprimer"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void remove({ variables: { uuid: target.uuid } }).catch(() => undefined);
        }}
      >
        Le jeton de {deleting?.companyName} sera supprimé. Les FEC déjà importés restent dans vos dossiers.
      </ConfirmDialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Box>
  );
}
