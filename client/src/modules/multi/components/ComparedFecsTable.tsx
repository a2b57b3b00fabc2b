import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMultiAnalysisPageComparedQuery } from '../../../__generated__/graphql';
import { formatDate, formatEuros, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { CATEGORIES, CATEGORY_LABELS, CONFORMITY_LABELS } from '../../analyses/utils/labels';
import type { FecColumn } from '../utils/columns';

/** One column per FEC compared: its identity, figures and the result counts of its own analysis. */
export function ComparedFecsTable({ columns }: { columns: FecColumn[] }) {
  const ids = columns.map((c) => c.analysisUuid).filter((x): x is string => !!x);
  const { data, error } = useMultiAnalysisPageComparedQuery({ variables: { ids }, skip: ids.length === 0 });
  const analysisOf = (c: FecColumn) => data?.analyses.items.find((a) => a.uuid === c.analysisUuid);
  const line = (label: string, value: (c: FecColumn) => React.ReactNode) => (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {columns.map((c) => (
        <TableCell key={c.fecUuid}>{value(c)}</TableCell>
      ))}
    </TableRow>
  );
  return (
    <>
      <ErrorAlert error={error} />
      <Table size="small" aria-label="FEC comparés">
        <TableHead>
          <TableRow>
            <TableCell />
            {columns.map((c) => (
              <TableCell key={c.fecUuid} component="th" scope="col">
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {line('Société', (c) => c.company)}
          {line('SIREN', (c) => c.siren ?? '—')}
          {line('Exercice', (c) =>
            c.fiscalStart || c.fiscalEnd ? `${formatDate(c.fiscalStart)} – ${formatDate(c.fiscalEnd)}` : '—',
          )}
          {line('Lignes', (c) => formatInteger(analysisOf(c)?.report?.lines) || '—')}
          {line('Total débit', (c) => formatEuros(analysisOf(c)?.report?.totals?.debitEuros) || '—')}
          {line('Total crédit', (c) => formatEuros(analysisOf(c)?.report?.totals?.creditEuros) || '—')}
          {line('Conformité du format', (c) => {
            const conformity = analysisOf(c)?.report?.conformity;
            return conformity ? CONFORMITY_LABELS[conformity] : '—';
          })}
          {CATEGORIES.map((cat) => (
            <TableRow key={cat}>
              <TableCell component="th" scope="row">
                {`Contrôles ${CATEGORY_LABELS[cat]} (${cat})`}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.fecUuid}>
                  {analysisOf(c)?.summary.find((s) => s.category === cat)?.count ?? '—'}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
