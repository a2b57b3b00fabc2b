import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LockedBanner } from '../../billing/components/LockedBanner';
import { UnlockedNotice } from '../../billing/components/UnlockedNotice';
import { CreateEcfMissionDialog } from '../../ecf/components/CreateEcfMissionDialog';
import { ReportWizardDialog } from '../../reports/components/ReportWizardDialog';
import { useSession } from '../../session/SessionProvider';
import { SignInNotice } from '../../session/SignInNotice';
import { LedgerLinkContext, type OpenLedger } from '../../statements/components/LedgerLinkContext';
import { StatementsTab, type StatementsTabView } from '../../statements/components/StatementsTab';
import { errorCode } from '../../../shared/errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { AnalysisActions } from '../components/AnalysisActions';
import { AnalysisStatusPanel } from '../components/AnalysisStatusPanel';
import { CompareDialog } from '../components/CompareDialog';
import { DetailView } from '../components/DetailView';
import { FiscalYearCorrection } from '../components/FiscalYearCorrection';
import { ReviewSummary } from '../components/ReviewSummary';
import { SynthesisView } from '../components/SynthesisView';
import { useAnalysesStatus } from '../hooks/useAnalysesStatus';
import { useAnalysisRoute } from '../hooks/useAnalysisRoute';
import { fecLabel } from '../utils/fec-label';
import { STATUS_LABELS } from '../utils/labels';
import {
  MESSAGE_MAX_SELECTED,
  MESSAGE_NONE_SELECTED,
  STATEMENT_VIEWS,
  analysisUrl,
  type AnalysisView,
} from '../utils/route-state';

/** « Retour » from a ledger says where it goes back to. */
const BACK_LABELS: Partial<Record<AnalysisView, string>> = {
  balance: 'Retour à la balance',
  detail: 'Retour au détail',
  'etats-financiers': 'Retour aux états financiers',
  liasse: 'Retour à la liasse fiscale',
  'grand-livre': 'Retour au grand livre précédent',
  synthese: 'Retour à la synthèse',
};

/**
 * Analysis results (spec §2): synthesis and detail views of 1 to 3 analyses, all state in the URL.
 * Only statuses and summaries load first; control results and a control's rows come on demand.
 */
export default function AnalysisPage() {
  const { state, update } = useAnalysisRoute();
  const { analyses, loading, error, data, refetch } = useAnalysesStatus(state.analysisIds);
  const [comparing, setComparing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [openingEcf, setOpeningEcf] = useState(false);
  const { can, me } = useSession();
  const location = useLocation();
  const [unlocked, setUnlocked] = useState<string | null>(null);
  const selectControl = useCallback((controlId: string) => update({ controlId }), [update]);
  const navigate = useNavigate();
  // The ledger remembers where it was opened from: « Retour » goes back there (filters and page kept).
  const openLedger = useCallback<OpenLedger>(
    (account, aux) =>
      navigate(analysisUrl({ ...state, view: 'grand-livre', account, aux: aux ?? null }), {
        state: { backTo: state.view },
      }),
    [navigate, state],
  );
  const backTo = (location.state as { backTo?: AnalysisView } | null)?.backTo;
  const backFromLedger = useCallback(() => {
    if (backTo) navigate(-1);
    else update({ view: 'balance' });
  }, [backTo, navigate, update]);

  if (state.analysisIds.length === 0) {
    return <Alert severity="error">{MESSAGE_NONE_SELECTED}</Alert>;
  }
  if (loading && !data) return <PageLoader label="Chargement de l'analyse" />;
  if (error && !data) {
    // /mes-analyses/… has no guard (a shared link): an anonymous visitor is offered to sign in and return.
    if (!me && errorCode(error) === 'UNAUTHENTICATED') {
      return <SignInNotice from={location.pathname + location.search} what="cette analyse" />;
    }
    return <ErrorAlert error={error} />;
  }

  const main = analyses[0];
  if (!main) return <Alert severity="error">Cette analyse n'existe pas.</Alert>;
  const fec = main.fecs[0];
  const folderUuid = state.base.kind === 'library' ? state.base.folderUuid : (fec?.folderUuid ?? '-1');
  const root = state.base.kind === 'library' ? state.base.root : 'mes-dossiers';
  const done = analyses.filter((a) => a.status === 'DONE');
  // The accountant's views read one analysis of one FEC.
  const statementsOf =
    done.length === 1 && analyses.length === 1 && done[0]!.kind === 'SINGLE' ? done[0]! : null;
  const view: AnalysisView = STATEMENT_VIEWS.includes(state.view) && !statementsOf ? 'synthese' : state.view;
  const notDone = analyses.filter((a) => a.status !== 'DONE');
  // Spec §4: a FEC analysed under the free offer shows its synthesis, its detail waits for an unlock.
  // The report wizard starts on the FECs shown (1 to 3: merging them is then one switch away).
  const reportFecs = done
    .filter((a) => a.kind === 'SINGLE')
    .flatMap((a) => a.fecs.map((f) => ({ uuid: f.uuid, name: f.originalName })))
    .filter((f, i, all) => all.findIndex((o) => o.uuid === f.uuid) === i);
  const lockedFecs = done
    .flatMap((a) => a.fecs.filter((f) => f.locked))
    .filter((f, i, all) => all.findIndex((o) => o.uuid === f.uuid) === i);

  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Button component={RouterLink} to={`/${root}/${folderUuid}`} size="small" sx={{ mb: 1 }}>
        Retour au dossier
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {analyses.length > 1 ? 'Comparaison des analyses' : "Résultats de l'analyse"}
        </Typography>
        {analyses.length === 1 && (
          <Chip label={STATUS_LABELS[main.status]} aria-label={`Statut : ${STATUS_LABELS[main.status]}`} />
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {analyses.map((a) => fecLabel(a)).join(' · ')}
      </Typography>

      {state.overLimit && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {MESSAGE_MAX_SELECTED}
        </Alert>
      )}
      {analyses.length < state.analysisIds.length && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Certaines analyses demandées n'existent pas.
        </Alert>
      )}
      {main.kind === 'MULTI' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Cette analyse est une multi-analyse.{' '}
          <RouterLink to={`/${root}/${folderUuid}/multi-analyse/synthese/${main.uuid}`}>
            Voir la multi-analyse
          </RouterLink>
        </Alert>
      )}

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {analyses.length === 1 && (
          <AnalysisActions
            analysis={main}
            onRerun={(uuid) => update({ analysisIds: [uuid] })}
            onCorrectedStarted={() => refetch()}
          />
        )}
        <Button variant="outlined" onClick={() => setComparing(true)}>
          Comparer des FEC
        </Button>
        {can('report', 'report', 'generate') && reportFecs.length > 0 && (
          <Button variant="outlined" onClick={() => setReporting(true)}>
            Générer un rapport
          </Button>
        )}
        {/* Issue 38: an ECF mission rests on one finished analysis of an unlocked FEC. */}
        {can('analysis', 'ecf', 'create') && statementsOf && !statementsOf.locked && (
          <Button variant="outlined" onClick={() => setOpeningEcf(true)}>
            Mission ECF
          </Button>
        )}
      </Box>

      {/* Side by side: one row of actions per FEC, each saying which FEC it acts on. */}
      {analyses.length > 1 &&
        analyses.map((a) => (
          <AnalysisActions
            key={a.uuid}
            analysis={a}
            label={fecLabel(a)}
            onRerun={(uuid) =>
              update({ analysisIds: state.analysisIds.map((id) => (id === a.uuid ? uuid : id)) })
            }
            onCorrectedStarted={() => refetch()}
          />
        ))}

      {analyses.length === 1 && main.kind === 'SINGLE' && main.status === 'DONE' && (
        <ReviewSummary analysisUuid={main.uuid} />
      )}

      {unlocked && <UnlockedNotice message={unlocked} onClose={() => setUnlocked(null)} />}
      {lockedFecs.map((f) => (
        <LockedBanner
          key={f.uuid}
          fecUuid={f.uuid}
          fecName={f.originalName}
          showName={analyses.length > 1}
          onUnlocked={setUnlocked}
        />
      ))}

      {notDone.map((a) => (
        <AnalysisStatusPanel
          key={a.uuid}
          status={a.status}
          error={a.error}
          createdAt={a.createdAt}
          startedAt={a.startedAt}
          label={analyses.length > 1 ? fecLabel(a) : undefined}
        >
          <FiscalYearCorrection
            analysis={a}
            // The synthesis then tells the year the new analysis ran on.
            onRerun={(uuid) =>
              update({
                analysisIds: state.analysisIds.map((id) => (id === a.uuid ? uuid : id)),
                view: 'synthese',
              })
            }
          />
        </AnalysisStatusPanel>
      ))}

      {done.length > 0 && (
        <>
          <Tabs
            value={view}
            onChange={(_e, next: AnalysisView) => update({ view: next })}
            aria-label="Vue des résultats"
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="synthese" label="Synthèse" />
            <Tab value="detail" label="Détail" />
            {statementsOf && <Tab value="balance" label="Balance" />}
            {statementsOf && <Tab value="grand-livre" label="Grand livre" />}
            {statementsOf && <Tab value="etats-financiers" label="États financiers" />}
            {statementsOf && <Tab value="liasse" label="Liasse fiscale" />}
          </Tabs>
          {view === 'synthese' ? (
            <SynthesisView analyses={done} />
          ) : view === 'detail' ? (
            <LedgerLinkContext.Provider value={statementsOf && !statementsOf.locked ? openLedger : null}>
              <DetailView analyses={done} selectedId={state.controlId} onSelect={selectControl} />
            </LedgerLinkContext.Provider>
          ) : (
            statementsOf && (
              <StatementsTab
                view={view as StatementsTabView}
                analysis={statementsOf}
                account={state.account ?? null}
                aux={state.aux ?? null}
                onOpenLedger={openLedger}
                onBack={backFromLedger}
                backLabel={BACK_LABELS[backTo ?? 'balance'] ?? 'Retour'}
              />
            )
          )}
        </>
      )}

      {reporting && (
        <ReportWizardDialog
          initialFecs={reportFecs}
          folderUuid={folderUuid}
          onClose={() => setReporting(false)}
        />
      )}
      {openingEcf && statementsOf?.fecs[0] && (
        <CreateEcfMissionDialog
          open
          fec={{
            uuid: statementsOf.fecs[0].uuid,
            name: statementsOf.fecs[0].originalName,
            companyName: statementsOf.fecs[0].companyName,
            siren: statementsOf.fecs[0].siren,
          }}
          analysisUuid={statementsOf.uuid}
          onClose={() => setOpeningEcf(false)}
        />
      )}
      {comparing && (
        <CompareDialog
          open
          folderUuid={folderUuid}
          selected={state.analysisIds}
          current={analyses}
          onClose={() => setComparing(false)}
          onApply={(analysisIds) => {
            setComparing(false);
            update({ analysisIds });
          }}
        />
      )}
    </Box>
  );
}
