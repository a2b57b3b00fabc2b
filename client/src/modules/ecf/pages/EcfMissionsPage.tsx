import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useEcfMissionsQuery, type EcfMissionState } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { CreateEcfMissionDialog } from '../components/CreateEcfMissionDialog';
import { STATE_COLORS, STATE_LABELS, ecfMissionUrl, fiscalYear } from '../utils/labels';

export const ECF_PAGE_SIZE = 20;
const STATES = Object.keys(STATE_LABELS) as EcfMissionState[];
const stateOf = (v: string | null): EcfMissionState | null =>
  v && (STATES as string[]).includes(v) ? (v as EcfMissionState) : null;

/** « Missions ECF » (issue 38): the account's examens de conformité fiscale, their state and progress. */
export default function EcfMissionsPage() {
  const { can } = useSession();
  const [search, setSearch] = useSearchParams();
  const state = stateOf(search.get('etat'));
  const page = Math.max(0, Number(search.get('page') ?? 0) || 0);
  const [creating, setCreating] = useState(false);
  const { data, loading, error } = useEcfMissionsQuery({
    variables: { state, limit: ECF_PAGE_SIZE, offset: page * ECF_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.ecfMissions.items ?? [];
  const total = data?.ecfMissions.pageInfo.total ?? 0;
  const canCreate = can('analysis', 'ecf', 'create');

  const update = (next: { etat?: string | null; page?: number }) => {
    const params = new URLSearchParams(search);
    if (next.etat !== undefined) {
      if (next.etat) params.set('etat', next.etat);
      else params.delete('etat');
      params.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 0) params.set('page', String(next.page));
      else params.delete('page');
    }
    setSearch(params);
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Missions ECF
        </Typography>
        {canCreate && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            Nouvelle mission ECF
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Examens de conformité fiscale du compte : les dix points du chemin d&apos;audit, leurs conclusions et
        le compte rendu de mission.
      </Typography>
      <TextField
        select
        size="small"
        label="État"
        value={state ?? ''}
        onChange={(e) => update({ etat: e.target.value || null })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 200 }}
      >
        <option value="">Tous les états</option>
        {STATES.map((s) => (
          <option key={s} value={s}>
            {STATE_LABELS[s]}
          </option>
        ))}
      </TextField>
      <ErrorAlert error={error} />
      {loading && !data ? (
        <PageLoader label="Chargement des missions ECF" />
      ) : !error && items.length === 0 ? (
        <Alert severity="info">
          {state
            ? `Aucune mission à l'état « ${STATE_LABELS[state]} ».`
            : 'Aucune mission ECF pour le moment. Ouvrez-en une depuis l’analyse d’un FEC débloqué (bouton « Mission ECF »)' +
              (canCreate ? ' ou avec « Nouvelle mission ECF ».' : '.')}
        </Alert>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Missions ECF">
              <TableHead>
                <TableRow>
                  <TableCell>Entreprise</TableCell>
                  <TableCell>Exercice</TableCell>
                  <TableCell>État</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>Avancement</TableCell>
                  <TableCell>Prestataire</TableCell>
                  <TableCell>Ouverte le</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((m) => (
                  <TableRow key={m.uuid} hover>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={ecfMissionUrl(m.uuid)}>
                        {m.companyName}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {[m.siren ? `SIREN ${m.siren}` : null, m.fecName].filter(Boolean).join(' — ')}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {fiscalYear(m.fiscalEnd)}
                      {m.fiscalEnd && (
                        <Typography variant="body2" color="text.secondary">
                          clos le {formatDate(m.fiscalEnd)}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={STATE_COLORS[m.state]} label={m.stateLabel} />
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2">
                        {m.progress.concluded}/{m.progress.total} points conclus
                      </Typography>
                      <LinearProgress
                        variant="determinate"
                        value={(100 * m.progress.concluded) / Math.max(1, m.progress.total)}
                        aria-label={`${m.companyName} : ${m.progress.label}`}
                        sx={{ mt: 0.5, height: 6, borderRadius: 1 }}
                      />
                    </TableCell>
                    <TableCell>
                      {m.providerFirmName}
                      <Typography variant="body2" color="text.secondary">
                        {m.signatoryName}
                      </Typography>
                    </TableCell>
                    <TableCell>{formatDate(m.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {total > ECF_PAGE_SIZE && (
            <TablePagination
              component="div"
              count={total}
              page={page}
              rowsPerPage={ECF_PAGE_SIZE}
              rowsPerPageOptions={[ECF_PAGE_SIZE]}
              onPageChange={(_e, p) => update({ page: p })}
            />
          )}
        </Paper>
      )}
      {creating && <CreateEcfMissionDialog open onClose={() => setCreating(false)} />}
    </Box>
  );
}
