import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel, GridRowId, GridSortModel } from '@mui/x-data-grid';
import { Suspense, useCallback, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import {
  useRerunReviewWorkLazyQuery,
  useFilesDeleteFecMutation,
  useFilesGenerateCorrectedFecMutation,
  useFilesMoveFecMutation,
  useFilesRerunAnalysisMutation,
  useFilesRunMultiAnalysisMutation,
  type FilesFecRowFragment,
} from '../../../__generated__/graphql';
import { lazyPage } from '../../../app/lazy-page';
import { RERUN_KEEPS_WORK, hasReviewWork } from '../../analyses/utils/review';
import { errorMessage } from '../../../shared/errors';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { SecondPass } from '../../../shared/ui/SecondPass';
import { UnlockFecDialog } from '../../billing/components/UnlockFecDialog';
import { ReportWizardDialog } from '../../reports/components/ReportWizardDialog';
import type { WizardFec } from '../../reports/utils/wizard-fec';
import { useSession } from '../../session/SessionProvider';
import { FecAccessDialog } from '../components/FecAccessDialog';
import { FecActionsMenu, type FecAction } from '../components/FecActionsMenu';
import { FecExtraDialog } from '../components/FecExtraDialog';
import { FolderActions } from '../components/FolderActions';
import { FolderPickerDialog } from '../components/FolderPickerDialog';
import { FolderTree, ROOT_NAME, ROOT_UUID } from '../components/FolderTree';
import { useFolderPage } from '../hooks/useFolderPage';
import { toFecSort } from '../utils/sort';
import { MAX_SELECTION, SELECTION_MESSAGE } from '../utils/status';

/**
 * "Mes analyses" (spec §2): the folder tree on the left, the current folder's FECs on the right.
 * `/mes-dossiers/:folderUuid` and `/mes-fecs/:folderUuid` show the same page.
 */
export default function FilesPage() {
  const { folderUuid = ROOT_UUID } = useParams();
  // A new folder starts on its first page with nothing selected.
  return <FolderView key={folderUuid} folderUuid={folderUuid} />;
}

const refetchQueries = ['FilesFolderPage'];

// The grid (MUI X Data Grid, most of this page's code) in its own chunk, asked for as soon as this page's
// code runs: the page's heading and folders do not wait for it, and it loads while the folder does.
const FecGrid = lazyPage(() => import('../components/FecGrid').then((m) => ({ default: m.FecGrid })));
void FecGrid.load().catch(() => undefined);

const pageBox = { p: { xs: 1, md: 2 } };
/** Where the grid comes (its minimum height), while it is drawn in a second pass. */
const gridPlaceholder = (
  <Box sx={{ minHeight: 400 }}>
    <PageLoader />
  </Box>
);
/** The page's h1 first, then the folders' h2 (WCAG 1.3.1: headings in order). */
const heading = (
  <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
    Mes analyses
  </Typography>
);

function FolderView({ folderUuid }: { folderUuid: string }) {
  const session = useSession();
  const { can } = session;
  const navigate = useNavigate();
  const base = useLocation().pathname.startsWith('/mes-fecs') ? 'mes-fecs' : 'mes-dossiers';
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [selection, setSelection] = useState<GridRowId[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ fec: FilesFecRowFragment; anchor: HTMLElement } | null>(null);
  const [dialog, setDialog] = useState<{ action: FecAction; fec: FilesFecRowFragment } | null>(null);
  // The report wizard's FECs (null: closed; empty: the user picks them among the folder's).
  const [reportFecs, setReportFecs] = useState<WizardFec[] | null>(null);
  // Names of the rows seen so far: a selection kept across pages still shows its file names.
  const fecNames = useRef(new Map<string, string>());

  const page = useFolderPage(
    folderUuid,
    { limit: pagination.pageSize, offset: pagination.page * pagination.pageSize },
    toFecSort(sortModel),
  );
  const [rerun] = useFilesRerunAnalysisMutation({ refetchQueries });
  const [readWork] = useRerunReviewWorkLazyQuery({ fetchPolicy: 'network-only' });
  const [generateCorrected] = useFilesGenerateCorrectedFecMutation({ refetchQueries });
  const [moveFec] = useFilesMoveFecMutation({ refetchQueries: [...refetchQueries, 'FilesFolderChildren'] });
  const [deleteFec, deleteState] = useFilesDeleteFecMutation({ refetchQueries });
  const [runMulti, multiState] = useFilesRunMultiAnalysisMutation();

  for (const fec of page.fecs) fecNames.current.set(fec.uuid, fec.originalName);

  const go = useCallback((uuid: string) => navigate(`/${base}/${uuid}`), [navigate, base]);
  const onOpenActions = useCallback(
    (fec: FilesFecRowFragment, anchor: HTMLElement) => setMenu({ fec, anchor }),
    [],
  );
  const onSelectionRefused = useCallback(() => setNotice(SELECTION_MESSAGE), []);

  const startRerun = async (fec: FilesFecRowFragment) => {
    await rerun({ variables: { fecUuid: fec.uuid } });
    setNotice(`Analyse de ${fec.originalName} relancée.`);
  };

  const onAction = async (action: FecAction, fec: FilesFecRowFragment) => {
    try {
      if (action === 'analysis' && fec.latestAnalysisUuid)
        navigate(`/${base}/${folderUuid}/analyse/detail/${fec.latestAnalysisUuid}`);
      else if (action === 'report') setReportFecs([{ uuid: fec.uuid, name: fec.originalName }]);
      else if (action === 'rerun') {
        // Review work on the dossier: asked first, as on the analysis page.
        const work = fec.latestAnalysisUuid
          ? await readWork({ variables: { uuid: fec.latestAnalysisUuid } })
          : null;
        if (hasReviewWork(work?.data)) setDialog({ action, fec });
        else await startRerun(fec);
      } else if (action === 'corrected') {
        await generateCorrected({ variables: { fecUuid: fec.uuid } });
        setNotice('Génération du FEC corrigé lancée.');
      } else setDialog({ action, fec });
    } catch (error) {
      setNotice(errorMessage(error));
    }
  };

  const startMulti = async () => {
    try {
      const result = await runMulti({ variables: { fecUuids: selection.map(String) } });
      const uuid = result.data?.runMultiAnalysis.uuid;
      if (uuid) navigate(`/${base}/${folderUuid}/multi-analyse/synthese/${uuid}`);
    } catch (error) {
      setNotice(errorMessage(error));
    }
  };

  const folder = page.data?.folder;
  // The page's h1 comes with the page, not with its data: the same element stays once the folder loads.
  if (page.loading && !page.data)
    return (
      <Box sx={pageBox}>
        {heading}
        <PageLoader />
      </Box>
    );
  if (!folder)
    return (
      <Box sx={{ p: 3 }}>
        <ErrorAlert error={page.error ?? new Error("Ce répertoire n'existe pas.")} />
        <Button component={RouterLink} to={`/${base}/${ROOT_UUID}`}>
          Retour à la racine
        </Button>
      </Box>
    );

  const openPath = [...folder.path.map((p) => p.uuid), folder.uuid];
  const canMulti = can('analysis', 'multi', 'run');
  const canReport = can('report', 'report', 'generate');
  const reportSelection = () =>
    setReportFecs(
      selection.map((id) => ({ uuid: String(id), name: fecNames.current.get(String(id)) ?? String(id) })),
    );

  return (
    <Box sx={pageBox}>
      {heading}
      {/* Side by side on a desktop, stacked on a narrow or zoomed screen (WCAG 1.4.10: reflow). */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          alignItems: { xs: 'stretch', md: 'flex-start' },
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            width: { xs: 'auto', md: 280 },
            flexShrink: 0,
            p: 1,
            maxHeight: { xs: 240, md: 'none' },
            overflowY: 'auto',
          }}
        >
          <Typography variant="subtitle2" component="h2" sx={{ px: 1, py: 0.5 }}>
            Répertoires
          </Typography>
          <FolderTree
            label="Arborescence des répertoires"
            selectedUuid={folder.uuid}
            onSelect={go}
            openPath={openPath}
          />
        </Paper>

        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Breadcrumbs aria-label="Chemin du répertoire" sx={{ mb: 1 }}>
            {folder.uuid !== ROOT_UUID && (
              <Link component={RouterLink} to={`/${base}/${ROOT_UUID}`} underline="hover">
                {ROOT_NAME}
              </Link>
            )}
            {folder.path.map((p) => (
              <Link key={p.uuid} component={RouterLink} to={`/${base}/${p.uuid}`} underline="hover">
                {p.name}
              </Link>
            ))}
            <Typography color="text.primary" aria-current="page">
              {folder.uuid === ROOT_UUID ? ROOT_NAME : folder.name}
            </Typography>
          </Breadcrumbs>

          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <FolderActions
              folder={folder}
              can={can}
              notify={setNotice}
              onCreated={() => undefined}
              onDeleted={(parent) => go(parent)}
            />
            {can('fec', 'file', 'export') && (
              <Button
                component="a"
                href={`/download/fecs/export.csv?folder=${encodeURIComponent(folder.uuid)}`}
              >
                Exporter en CSV
              </Button>
            )}
            {can('fec', 'file', 'export') && (
              <Button
                component="a"
                href={`/download/fecs/export.xlsx?folder=${encodeURIComponent(folder.uuid)}`}
              >
                Exporter en Excel
              </Button>
            )}
            {can('fec', 'file', 'import') && (
              <Button
                component={RouterLink}
                to={folder.uuid === ROOT_UUID ? '/import-fec' : `/import-fec?dossier=${folder.uuid}`}
              >
                Importer un FEC
              </Button>
            )}
          </Stack>

          {(canMulti || canReport) && (
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              {canMulti && (
                <Button
                  variant="contained"
                  disabled={selection.length < 1 || selection.length > MAX_SELECTION || multiState.loading}
                  onClick={() => void startMulti()}
                >
                  Analyse multiple
                </Button>
              )}
              {/* Bulk action: the selection's FECs, or (nothing selected) a choice among the folder's. */}
              {canReport && (
                <Button variant="outlined" onClick={reportSelection}>
                  Générer des rapports
                </Button>
              )}
              {canMulti && (
                <Typography variant="body2" color="text.secondary" role="status">
                  {selection.length === 0
                    ? 'Sélectionnez de 1 à 3 FEC pour une analyse multiple.'
                    : `${selection.length} FEC sélectionné${selection.length > 1 ? 's' : ''} sur 3 au maximum.`}
                </Typography>
              )}
            </Stack>
          )}

          <ErrorAlert error={page.error} />
          {page.running && (
            <Alert severity="info" sx={{ mb: 1 }}>
              Analyse en cours : la liste se met à jour automatiquement.
            </Alert>
          )}
          {folder.fecs.pageInfo.total === 0 && folder.children.length === 0 ? (
            <Alert severity="info">Ce répertoire est vide.</Alert>
          ) : (
            <SecondPass placeholder={gridPlaceholder}>
              <Suspense fallback={gridPlaceholder}>
                <FecGrid
                  rows={page.fecs}
                  total={folder.fecs.pageInfo.total}
                  loading={page.loading}
                  pagination={pagination}
                  onPaginationChange={setPagination}
                  sortModel={sortModel}
                  onSortChange={setSortModel}
                  selection={selection}
                  onSelectionChange={setSelection}
                  onSelectionRefused={onSelectionRefused}
                  onOpenActions={onOpenActions}
                />
              </Suspense>
            </SecondPass>
          )}
        </Box>
      </Box>

      <FecActionsMenu
        anchor={menu?.anchor ?? null}
        fec={menu?.fec ?? null}
        can={can}
        onClose={() => setMenu(null)}
        onAction={(action, fec) => void onAction(action, fec)}
      />
      {reportFecs && (
        <ReportWizardDialog
          initialFecs={reportFecs}
          folderUuid={folder.uuid}
          onClose={() => setReportFecs(null)}
        />
      )}
      {dialog?.action === 'unlock' && (
        <UnlockFecDialog
          fecUuid={dialog.fec.uuid}
          fecName={dialog.fec.originalName}
          onClose={() => setDialog(null)}
          onUnlocked={setNotice}
        />
      )}
      {dialog?.action === 'extra' && (
        <FecExtraDialog
          fecUuid={dialog.fec.uuid}
          fileName={dialog.fec.originalName}
          editable={dialog.fec.canWrite && can('fec', 'extra', 'edit')}
          fiscalEditable={dialog.fec.canWrite}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.action === 'access' && (
        <FecAccessDialog
          fecUuid={dialog.fec.uuid}
          fileName={dialog.fec.originalName}
          manage={can('fec', 'access', 'manage')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.action === 'move' && (
        <FolderPickerDialog
          open
          title={`Déplacer « ${dialog.fec.originalName} »`}
          onClose={() => setDialog(null)}
          onSubmit={async (target) => {
            await moveFec({ variables: { uuid: dialog.fec.uuid, folderUuid: target } });
            setSelection((s) => s.filter((id) => id !== dialog.fec.uuid));
          }}
        />
      )}
      <ConfirmDialog
        open={dialog?.action === 'rerun'}
        title="Relancer l'analyse ?"
        confirmLabel="Relancer l'analyse"
        onConfirm={() => {
          const fec = dialog!.fec;
          setDialog(null);
          startRerun(fec).catch((error: unknown) => setNotice(errorMessage(error)));
        }}
        onClose={() => setDialog(null)}
      >
        {RERUN_KEEPS_WORK}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.action === 'delete'}
        title="Supprimer le FEC"
        confirmLabel="Supprimer"
        danger
        busy={deleteState.loading}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const fec = dialog!.fec;
          setDialog(null);
          try {
            await deleteFec({ variables: { uuid: fec.uuid } });
            setSelection((s) => s.filter((id) => id !== fec.uuid));
            setNotice(`${fec.originalName} supprimé.`);
          } catch (error) {
            setNotice(errorMessage(error));
          }
        }}
      >
        Supprimer « {dialog?.fec.originalName} », ses analyses et ses fichiers ? Cette action est définitive.
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
