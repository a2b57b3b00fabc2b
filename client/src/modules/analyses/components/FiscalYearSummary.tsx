import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAnalysisFiscalYearQuery } from '../../../__generated__/graphql';
import type { AnalysisItem } from '../types';
import { fecLabel } from '../utils/fec-label';
import { fiscalYearLine, otherSuggestedYear, outliersLine, periodOf } from '../utils/fiscal-year';

/** One analysis: the year its controls ran on and where it comes from, its outliers (issue 14). */
function FiscalYearOf({ analysis, named }: { analysis: AnalysisItem; named: boolean }) {
  const { data } = useAnalysisFiscalYearQuery({ variables: { uuid: analysis.uuid } });
  const fy = data?.analysis?.report?.fiscalYear;
  // An analysis older than the fiscal-year report keeps the « Exercice » of its information panel.
  if (!fy) return null;
  const outliers = outliersLine(fy.outliers, fy.outliersUnit);
  const other = fy.source === 'DATA' ? null : otherSuggestedYear(fy);
  return (
    <Box>
      <Typography sx={{ fontWeight: 500 }}>
        {named ? `${fecLabel(analysis)} : ` : ''}
        {fiscalYearLine(fy)}
      </Typography>
      {(outliers || other) && (
        <Typography variant="body2" color="text.secondary">
          {[
            outliers,
            other ? `les écritures montrent plutôt l'exercice ${periodOf(other.start, other.end)}` : null,
          ]
            .filter(Boolean)
            .join(' ; ')
            .replace(/^./, (c) => c.toUpperCase())}
          .
        </Typography>
      )}
    </Box>
  );
}

/** Synthesis header: the fiscal year each shown analysis decided, and how. */
export function FiscalYearSummary({ analyses }: { analyses: AnalysisItem[] }) {
  const single = analyses.filter((a) => a.kind === 'SINGLE');
  if (single.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Exercice analysé"
      sx={{ px: 2, py: 1.5, display: 'grid', gap: 1 }}
    >
      {single.map((a) => (
        <FiscalYearOf key={a.uuid} analysis={a} named={single.length > 1} />
      ))}
    </Paper>
  );
}
