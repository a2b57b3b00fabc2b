import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AnalysisItem } from '../types';
import { CATEGORIES, CATEGORY_LABELS } from '../utils/labels';
import { fecLabel } from '../utils/fec-label';
import { CategoryChip } from './CategoryChip';

/** Number of controls per result category, one column per FEC shown. */
export function SummaryTable({ analyses, id }: { analyses: AnalysisItem[]; id?: string }) {
  const count = (a: AnalysisItem, c: string) => a.summary.find((s) => s.category === c)?.count ?? 0;
  return (
    <Table id={id} size="small" aria-label="Synthèse des résultats par catégorie">
      <TableHead>
        <TableRow>
          <TableCell>Catégorie</TableCell>
          {analyses.map((a) => (
            <TableCell key={a.uuid} align="right">
              {analyses.length > 1 ? fecLabel(a) : 'Contrôles'}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {CATEGORIES.map((c) => (
          <TableRow key={c}>
            <TableCell component="th" scope="row" aria-label={`${CATEGORY_LABELS[c]} (${c})`}>
              <CategoryChip category={c} />
            </TableCell>
            {analyses.map((a) => (
              <TableCell key={a.uuid} align="right">
                {count(a, c)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            Total
          </TableCell>
          {analyses.map((a) => (
            <TableCell key={a.uuid} align="right" sx={{ fontWeight: 600 }}>
              {a.summary.reduce((n, s) => n + s.count, 0)}
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
}
