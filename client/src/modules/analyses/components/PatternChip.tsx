import Chip from '@mui/material/Chip';

/** Marks a control whose finding holds for the whole file (one finding, not one per entry). */
export function PatternChip() {
  return (
    <Chip
      size="small"
      variant="outlined"
      color="primary"
      label="Constat systémique"
      title="Un fait qui vaut pour tout le fichier, compté une fois"
    />
  );
}
