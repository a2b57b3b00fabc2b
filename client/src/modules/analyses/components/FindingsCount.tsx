import Box from '@mui/material/Box';
import { formatInteger } from '../../../shared/format';
import type { ControlItem } from '../types';
import { otherFindings } from '../utils/pattern';
import { PatternChip } from './PatternChip';

/** A control's findings: its count, or « Constat systémique » (one finding) and any others beside it. */
export function FindingsCount({ result }: { result: Pick<ControlItem, 'count' | 'pattern'> }) {
  if (!result.pattern) return <>{formatInteger(result.count)}</>;
  const others = otherFindings(result.count);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <PatternChip />
      {others && <span>{others}</span>}
    </Box>
  );
}
