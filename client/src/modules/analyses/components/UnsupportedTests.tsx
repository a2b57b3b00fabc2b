import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AnalysisItem } from '../types';

/**
 * The journal-entry tests auditors run (ISA 240 / NEP 240) that a FEC cannot support, and why: said
 * once on the synthesis, so that no one takes their absence for a clean result.
 */
export function UnsupportedTests({ analyses }: { analyses: AnalysisItem[] }) {
  // The same list for every FEC: the first one that carries it.
  const tests = analyses.find((a) => (a.report?.unsupportedTests.length ?? 0) > 0)?.report?.unsupportedTests;
  if (!tests) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="unsupported-title">
      <Typography id="unsupported-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Ce que le FEC ne permet pas de contrôler
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {tests.map((t) => (
          <li key={t.test}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {t.test}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              {' '}
              — {t.reason}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
