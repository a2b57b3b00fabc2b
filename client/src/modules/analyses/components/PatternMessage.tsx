import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MergedControl } from '../utils/controls';
import { patternOf } from '../utils/pattern';
import { PatternChip } from './PatternChip';

/**
 * Under a control's name in the tree, where a count would be: « Constat systémique » and the finding in
 * one sentence, on the tree item's whole width.
 */
export function PatternMessage({ control }: { control: MergedControl }) {
  const pattern = patternOf(control);
  if (!pattern) return null;
  return (
    <Box sx={{ pb: 0.5 }}>
      <PatternChip />
      <Typography
        variant="caption"
        component="span"
        color="text.secondary"
        sx={{ display: 'block', mt: 0.25 }}
      >
        {pattern.message}
      </Typography>
    </Box>
  );
}
