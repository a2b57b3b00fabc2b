import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import {
  useMultiAnalysisPageControlRowsQuery,
  type MultiAnalysisPageQuery,
} from '../../../__generated__/graphql';
import { formatCents, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { CategoryChip } from '../../analyses/components/CategoryChip';
import { cellText, columnsOf, TRUNCATED_MESSAGE, type DetailRow } from '../../analyses/utils/rows';
import { LockedValue } from '../../billing/components/LockedValue';

export const LOCKED_MESSAGE =
  'Un FEC comparé est verrouillé (offre Découverte) : débloquez-le pour voir le détail des constats.';

type Control = NonNullable<MultiAnalysisPageQuery['multiAnalysis']>['controls'][number];

/** The findings of one comparison control, fetched when the user opens them. */
function ControlRows({ uuid, controlId }: { uuid: string; controlId: string }) {
  const { data, loading, error } = useMultiAnalysisPageControlRowsQuery({
    variables: { uuid, search: controlId },
  });
  if (loading && !data) return <Typography variant="body2">Chargement du détail…</Typography>;
  if (error) return <ErrorAlert error={error} />;
  const control = data?.multiAnalysis?.controls.find((c) => c.controlId === controlId);
  // A compared FEC under the free offer: its findings exist but their rows are hidden, never « none ».
  if (control?.locked) return <Alert severity="info">{control.truncatedMessage || LOCKED_MESSAGE}</Alert>;
  const rows = (control?.rows ?? []) as DetailRow[];
  if (rows.length === 0) return <Typography variant="body2">Aucun constat.</Typography>;
  const columns = columnsOf(rows);
  return (
    <>
      {control?.truncated && <Alert severity="warning">{TRUNCATED_MESSAGE}</Alert>}
      <Table size="small" aria-label={`Détail du contrôle ${controlId}`}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.field}>{c.headerName}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c.field}>{cellText(c, r[c.field])}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The comparison controls (AN-CONTINUITE, EVOLUTION…): one row each, detail on demand. */
export function ComparisonControls({ uuid, controls }: { uuid: string; controls: Control[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (controls.length === 0)
    return <Typography color="text.secondary">Aucun contrôle de comparaison.</Typography>;
  return (
    <Table size="small" aria-label="Contrôles de comparaison">
      <TableHead>
        <TableRow>
          <TableCell>Contrôle</TableCell>
          <TableCell>Résultat</TableCell>
          <TableCell align="right">Constats</TableCell>
          <TableCell align="right">Montant en jeu</TableCell>
          <TableCell>Explication</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {controls.map((c) => (
          <Fragment key={c.controlId}>
            <TableRow>
              <TableCell component="th" scope="row">
                <strong>{c.controlId}</strong> — {c.label}
                {c.description && (
                  <Typography variant="body2" color="text.secondary">
                    {c.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <CategoryChip category={c.result} />
              </TableCell>
              <TableCell align="right">{formatInteger(c.count)}</TableCell>
              <TableCell align="right">
                {c.amount === null || c.amount === undefined ? <LockedValue /> : formatCents(c.amount)}
              </TableCell>
              <TableCell>{c.reason ?? ''}</TableCell>
              <TableCell>
                {c.total > 0 && (
                  <Button
                    size="small"
                    aria-expanded={open === c.controlId}
                    onClick={() => setOpen(open === c.controlId ? null : c.controlId)}
                    aria-label={`${open === c.controlId ? 'Masquer' : 'Voir'} le détail de ${c.controlId}`}
                  >
                    {open === c.controlId ? 'Masquer le détail' : 'Voir le détail'}
                  </Button>
                )}
              </TableCell>
            </TableRow>
            {open === c.controlId && (
              <TableRow>
                <TableCell colSpan={6}>
                  <ControlRows uuid={uuid} controlId={c.controlId} />
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
