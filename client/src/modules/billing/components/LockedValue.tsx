import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/**
 * What a locked control shows instead of an amount (the API sends null, never 0): a lock and « — ».
 * Screen readers hear « Montant verrouillé ».
 */
export function LockedValue({ label = 'Montant verrouillé' }: { label?: string }) {
  return (
    <Tooltip title="Débloquez le FEC pour voir ce montant">
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-testid="locked-amount"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
      >
        <LockOutlined sx={{ fontSize: 16 }} aria-hidden />
        <span aria-hidden>—</span>
      </Box>
    </Tooltip>
  );
}
