import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useMultiAnalysisPageQuery } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { AnalysisStatusPanel } from '../../analyses/components/AnalysisStatusPanel';
import { CategoryChip } from '../../analyses/components/CategoryChip';
import { POLL_MS } from '../../analyses/hooks/useAnalysesStatus';
import { isRunning, STATUS_LABELS } from '../../analyses/utils/labels';
import { LockedBanner } from '../../billing/components/LockedBanner';
import { UnlockedNotice } from '../../billing/components/UnlockedNotice';
import { ComparedFecsTable } from '../components/ComparedFecsTable';
import { ComparisonControls } from '../components/ComparisonControls';
import { fecColumns, latestYearWithPrevious, MODE_LABELS } from '../utils/columns';

/** Multi-analysis (spec §2): one company over several fiscal years, or several companies over one year. */
export default function MultiAnalysisPage() {
  const { folderUuid = '-1', analysisUuid = '' } = useParams();
  const root = useLocation().pathname.startsWith('/mes-fecs/') ? 'mes-fecs' : 'mes-dossiers';
  const { data, loading, error, startPolling, stopPolling } = useMultiAnalysisPageQuery({
    variables: { uuid: analysisUuid },
  });
  const multi = data?.multiAnalysis;
  const running = isRunning(multi?.status);
  useEffect(() => {
    if (!running) return undefined;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);
  const columns = useMemo(() => (multi ? fecColumns(multi) : []), [multi]);
  const [unlocked, setUnlocked] = useState<string | null>(null);

  const back = (
    <Button component={RouterLink} to={`/${root}/${folderUuid}`} size="small" sx={{ mb: 1 }}>
      Retour au dossier
    </Button>
  );
  if (loading && !data) return <PageLoader label="Chargement de la multi-analyse" />;
  if (error && !data)
    return (
      <Box sx={{ p: { xs: 1, md: 3 } }}>
        {back}
        <ErrorAlert error={error} />
      </Box>
    );
  if (!multi)
    return (
      <Box sx={{ p: { xs: 1, md: 3 } }}>
        {back}
        <Alert severity="error">Cette analyse n'est pas une multi-analyse.</Alert>
      </Box>
    );

  const analysisIds = columns.map((c) => c.analysisUuid).filter(Boolean);
  // The latest year's statements show N-1 beside N (its own FEC's page, in that FEC's folder).
  const statementsYear = latestYearWithPrevious(multi, columns);
  const statementsFolder =
    multi.fecs.find((f) => f.uuid === statementsYear?.fecUuid)?.folderUuid ?? folderUuid;
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Multi-analyse
        </Typography>
        <Chip label={STATUS_LABELS[multi.status]} aria-label={`Statut : ${STATUS_LABELS[multi.status]}`} />
      </Box>
      <Typography sx={{ mb: 1 }}>
        Mode : <strong>{MODE_LABELS[multi.mode]}</strong>
        {multi.finishedAt ? ` — terminée le ${formatDateTime(multi.finishedAt)}` : ''}
      </Typography>

      <AnalysisStatusPanel status={multi.status} error={multi.error} createdAt={multi.createdAt} />

      {/* Spec §4: a compared FEC under the free offer hides its amounts and rows; unlocking it is here too. */}
      {unlocked && <UnlockedNotice message={unlocked} onClose={() => setUnlocked(null)} />}
      {multi.fecs
        .filter((f) => f.locked)
        .map((f) => (
          <LockedBanner
            key={f.uuid}
            fecUuid={f.uuid}
            fecName={f.originalName}
            showName
            onUnlocked={setUnlocked}
          />
        ))}

      {multi.status === 'DONE' && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Paper
            variant="outlined"
            sx={{ p: 2, overflowX: 'auto' }}
            component="section"
            aria-labelledby="multi-fecs"
          >
            <Typography id="multi-fecs" variant="h6" component="h2" sx={{ mb: 1 }}>
              FEC comparés
            </Typography>
            <ComparedFecsTable columns={columns} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {analysisIds.length > 0 && (
                <Button component={RouterLink} to={`/mes-analyses/synthese/tous/${analysisIds.join(',')}`}>
                  Voir les résultats côte à côte
                </Button>
              )}
              {statementsYear && (
                <Button
                  component={RouterLink}
                  to={`/${root}/${statementsFolder}/analyse/etats-financiers/${statementsYear.analysisUuid}`}
                >
                  États financiers N / N-1
                </Button>
              )}
            </Box>
          </Paper>
          <Paper
            variant="outlined"
            sx={{ p: 2, overflowX: 'auto' }}
            component="section"
            aria-labelledby="multi-controls"
          >
            <Typography id="multi-controls" variant="h6" component="h2" sx={{ mb: 1 }}>
              Contrôles de comparaison
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              {multi.summary
                .filter((s) => s.count > 0)
                .map((s) => (
                  <Box key={s.category} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <CategoryChip category={s.category} /> {s.count}
                  </Box>
                ))}
            </Box>
            <ComparisonControls uuid={multi.uuid} controls={multi.controls} />
          </Paper>
        </Box>
      )}
    </Box>
  );
}
