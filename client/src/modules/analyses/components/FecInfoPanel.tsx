import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, formatEuros, formatInteger } from '../../../shared/format';
import type { AnalysisItem } from '../types';
import { diagnosticLabel, isBeyondTester } from '../utils/labels';
import { fecLabel } from '../utils/fec-label';
import { ConformityPanel } from './ConformityPanel';

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {value || '—'}
      </Typography>
    </>
  );
}

/**
 * What the engine read in the FEC: company, fiscal year, lines, totals, the two conformity verdicts (the
 * official tool's and ours), and every format diagnostic with the rule it comes from.
 */
export function FecInfoPanel({ analysis }: { analysis: AnalysisItem }) {
  const fec = analysis.fecs[0];
  const r = analysis.report;
  const start = r?.fiscalStart ?? fec?.fiscalStart;
  const end = r?.fiscalEnd ?? fec?.fiscalEnd;
  const title = `Informations du FEC ${fecLabel(analysis)}`;
  const testerCodes = (r?.tester?.reasons ?? []).map((x) => x.code);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Item label="Société" value={fec?.companyName} />
        <Item label="SIREN" value={fec?.siren} />
        <Item label="Fichier" value={fec?.originalName} />
        <Item label="Exercice" value={start || end ? `${formatDate(start)} – ${formatDate(end)}` : ''} />
        <Item label="Lignes" value={formatInteger(r?.lines ?? fec?.lineCount)} />
        <Item label="Écritures" value={formatInteger(r?.entries)} />
        <Item label="Total débit" value={formatEuros(r?.totals?.debitEuros)} />
        <Item label="Total crédit" value={formatEuros(r?.totals?.creditEuros)} />
        <Item label="Analyse terminée le" value={formatDateTime(analysis.finishedAt)} />
      </Box>
      {r && <ConformityPanel analysis={analysis} />}
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        Diagnostics de format
      </Typography>
      {!r || r.diagnosticCounts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aucun diagnostic de format.
        </Typography>
      ) : (
        // Codes such as DATE_HORS_EXERCICE do not wrap: at 320 px the table scrolls in its own box, which
        // the keyboard reaches to scroll (WCAG 2.1.1).
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={`Diagnostics de format — ${fecLabel(analysis)}`}
          sx={{ overflowX: 'auto' }}
        >
          <Table size="small" aria-label={`Diagnostics de format — ${fecLabel(analysis)}`}>
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Diagnostic</TableCell>
                <TableCell>Règle</TableCell>
                <TableCell align="right">Occurrences</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...r.diagnosticCounts]
                .sort((a, b) => b.count - a.count)
                .map((d) => (
                  <TableRow key={d.code}>
                    <TableCell>{d.code}</TableCell>
                    <TableCell>{diagnosticLabel(d.code)}</TableCell>
                    <TableCell>
                      {isBeyondTester(d.code, testerCodes) ? "Au-delà de l'outil officiel" : 'Outil officiel'}
                    </TableCell>
                    <TableCell align="right">{formatInteger(d.count)}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
