import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useReportsDeleteMutation, type ReportsRowFragment } from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { ReportsGrid } from '../components/ReportsGrid';
import { ReportWizardDialog } from '../components/ReportWizardDialog';
import { useReportsPage } from '../hooks/useReportsPage';

/**
 * « Mes rapports » (spec §2): the account's reports (a Member's own), their live status, downloads and
 * deletion, and the generation wizard. `/mes-rapports/:folder`: the folder the wizard picks FECs in
 * (`-1`: the whole library).
 */
export default function ReportsPage() {
  const { folder = '-1' } = useParams();
  const session = useSession();
  const { can, me } = session;
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [wizard, setWizard] = useState(false);
  const [deleting, setDeleting] = useState<ReportsRowFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canRead = can('report', 'report', 'read');
  const page = useReportsPage(
    { limit: pagination.pageSize, offset: pagination.page * pagination.pageSize },
    !canRead,
  );
  const [deleteReport, deleteState] = useReportsDeleteMutation({ refetchQueries: ['ReportsList'] });

  // The API decides too: the creator, or whoever may write every FEC of the account (Owner, Manager).
  const writeAll = can('fec', 'file', 'write_all');
  const canDelete = useCallback(
    (row: ReportsRowFragment) => writeAll || (!!me && row.creatorUuid === me.uuid),
    [writeAll, me],
  );
  const onDelete = useCallback((row: ReportsRowFragment) => setDeleting(row), []);

  if (!canRead) {
    return <ErrorAlert error={new Error("Vous n'avez pas accès à cette page.")} />;
  }
  if (page.loading && !page.data) return <PageLoader label="Chargement des rapports" />;
  const canGenerate = can('report', 'report', 'generate');
  const openWizard = () => setWizard(true);

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Mes rapports
        </Typography>
        {canGenerate && page.total > 0 && (
          <Button variant="contained" startIcon={<Add />} onClick={openWizard}>
            Générer un rapport
          </Button>
        )}
      </Stack>
      <ErrorAlert error={page.error} />
      {page.running && (
        <Alert severity="info" sx={{ mb: 1 }} role="status">
          Génération en cours : la liste se met à jour automatiquement.
        </Alert>
      )}
      {page.total === 0 && !page.error ? (
        <Alert
          severity="info"
          action={
            canGenerate ? (
              <Button color="inherit" size="small" onClick={openWizard}>
                Générer un rapport
              </Button>
            ) : undefined
          }
        >
          Aucun rapport pour le moment.
          {canGenerate ? ' Générez-en un à partir de vos FEC analysés.' : ''}
        </Alert>
      ) : (
        <ReportsGrid
          rows={page.reports}
          total={page.total}
          loading={page.loading}
          pagination={pagination}
          onPaginationChange={setPagination}
          canDelete={canDelete}
          onDelete={onDelete}
        />
      )}

      {wizard && <ReportWizardDialog initialFecs={[]} folderUuid={folder} onClose={() => setWizard(false)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Supprimer le rapport"
        confirmLabel="Supprimer"
        danger
        busy={deleteState.loading}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const report = deleting!;
          setDeleting(null);
          try {
            await deleteReport({ variables: { uuid: report.uuid } });
            setNotice(`Rapport « ${report.name} » supprimé.`);
          } catch (error) {
            setNotice(errorMessage(error));
          }
        }}
      >
        Supprimer le rapport « {deleting?.name} » et ses fichiers ? Cette action est définitive.
      </ConfirmDialog>
      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Box>
  );
}
