import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { AnalysisItem } from '../types';
import { fecLabel } from '../utils/fec-label';
import { FecInfoPanel } from './FecInfoPanel';
import { FiscalYearSummary } from './FiscalYearSummary';
import { RiskSection } from './RiskSection';
import { SummaryTable } from './SummaryTable';

// The charts library only loads when the synthesis is shown.
const SummaryChart = lazy(() => import('./SummaryChart'));

/** Synthèse view: results per category (table and chart), FEC information and format diagnostics. */
export function SynthesisView({ analyses }: { analyses: AnalysisItem[] }) {
  return (
    // minmax(0, 1fr): a wide table scrolls in its own box instead of widening the page (WCAG 1.4.10 at 320 px).
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <FiscalYearSummary analyses={analyses} />
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="summary-title">
        <Typography id="summary-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Synthèse des résultats par catégorie
        </Typography>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
          {/* When narrow, the table scrolls in this box: the keyboard reaches it to scroll (WCAG 2.1.1). */}
          <Box
            tabIndex={0}
            role="region"
            aria-labelledby="summary-title"
            sx={{ flex: '1 1 320px', minWidth: 0, overflowX: 'auto' }}
          >
            <SummaryTable id="summary-table" analyses={analyses} />
          </Box>
          <Suspense fallback={null}>
            {analyses.map((a) => (
              <SummaryChart
                key={a.uuid}
                summary={a.summary}
                title={`Répartition des contrôles — ${fecLabel(a)}`}
                tableId="summary-table"
              />
            ))}
          </Suspense>
        </Box>
      </Paper>
      <RiskSection analyses={analyses} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // minmax(0, 1fr) as above: the diagnostics table scrolls in its box rather than widen the page.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: `repeat(${analyses.length}, minmax(0, 1fr))` },
        }}
      >
        {analyses.map((a) => (
          <FecInfoPanel key={a.uuid} analysis={a} />
        ))}
      </Box>
    </Box>
  );
}
