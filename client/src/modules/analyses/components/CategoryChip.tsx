import Chip from '@mui/material/Chip';
import type { ResultCategory } from '../../../__generated__/graphql';
import { CATEGORY_COLORS, CATEGORY_LABELS } from '../utils/labels';

/** A result category as a chip: French label with the code kept visible (« Anomalie (ERROR) »). */
export function CategoryChip({ category, compact = false }: { category: ResultCategory; compact?: boolean }) {
  return (
    <Chip
      size="small"
      color={CATEGORY_COLORS[category]}
      variant={category === 'NA' ? 'outlined' : 'filled'}
      label={compact ? CATEGORY_LABELS[category] : `${CATEGORY_LABELS[category]} (${category})`}
      title={`${CATEGORY_LABELS[category]} (${category})`}
    />
  );
}
