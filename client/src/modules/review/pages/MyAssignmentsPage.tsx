import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useMyAssignmentsQuery, type MyAssignmentsQuery } from '../../../__generated__/graphql';
import { formatDate, formatDateTime } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { analysisUrl } from '../../analyses/utils/route-state';

type Assignment = MyAssignmentsQuery['myAssignments']['items'][number];

/** The control's detail in the latest analysis of the dossier the person may read. */
export function assignmentUrl(a: Assignment): string {
  const folderUuid = a.analysis.fecs[0]?.folderUuid ?? '-1';
  return analysisUrl({
    base: { kind: 'library', root: 'mes-dossiers', folderUuid },
    view: 'detail',
    controlId: a.controlId,
    analysisIds: [a.analysisUuid],
  });
}

const dossierName = (a: Assignment) =>
  [
    a.dossier.companyName ?? a.analysis.fecs[0]?.originalName ?? 'FEC',
    a.dossier.siren ? `SIREN ${a.dossier.siren}` : null,
    a.dossier.fiscalEnd ? `exercice clos le ${formatDate(a.dossier.fiscalEnd)}` : null,
  ]
    .filter(Boolean)
    .join(' — ');

/** « Mes travaux » (issue 37): the controls assigned to me, across the dossiers of the account. */
export default function MyAssignmentsPage() {
  const { data, loading, error } = useMyAssignmentsQuery({
    variables: { limit: 100, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <PageLoader label="Chargement de vos travaux" />;
  const items = data?.myAssignments.items ?? [];
  const total = data?.myAssignments.pageInfo.total ?? 0;

  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Mes travaux
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Les contrôles qui vous sont affectés, tous dossiers confondus.
      </Typography>
      <ErrorAlert error={error} />
      {!error && items.length === 0 ? (
        <Alert severity="info">Aucun contrôle ne vous est affecté pour le moment.</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Contrôles qui me sont affectés">
            <TableHead>
              <TableRow>
                <TableCell>Contrôle</TableCell>
                <TableCell>Dossier</TableCell>
                <TableCell>Statut</TableCell>
                <TableCell>Affecté par</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((a) => (
                <TableRow key={`${a.dossier.uuid}-${a.controlId}`}>
                  <TableCell>
                    <Link component={RouterLink} to={assignmentUrl(a)}>
                      {a.controlId} — {a.controlLabel}
                    </Link>
                  </TableCell>
                  <TableCell>{dossierName(a)}</TableCell>
                  <TableCell>{a.review.statusLabel}</TableCell>
                  <TableCell>
                    {a.review.assignedBy?.displayName ?? '—'}
                    {a.review.assignedAt ? `, le ${formatDateTime(a.review.assignedAt)}` : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {total > items.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {items.length} contrôles affichés sur {total}.
        </Typography>
      )}
    </Box>
  );
}
