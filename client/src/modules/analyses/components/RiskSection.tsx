import Box from '@mui/material/Box';
import type { AnalysisItem } from '../types';
import { RiskCard } from './RiskCard';
import { UnsupportedTests } from './UnsupportedTests';

/** The synthesis' risk part: one « Risque du FEC » card per FEC shown, then what a FEC cannot tell. */
export function RiskSection({ analyses }: { analyses: AnalysisItem[] }) {
  const single = analyses.filter((a) => a.kind === 'SINGLE');
  if (single.length === 0) return null;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', xl: `repeat(${single.length}, minmax(0, 1fr))` },
        }}
      >
        {single.map((a) => (
          <RiskCard key={a.uuid} analysis={a} named={analyses.length > 1} />
        ))}
      </Box>
      <UnsupportedTests analyses={single} />
    </>
  );
}
