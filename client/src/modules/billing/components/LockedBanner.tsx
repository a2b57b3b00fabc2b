import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { UnlockActions } from './UnlockActions';

/**
 * Above a locked FEC's results (spec §4): the synthesis stays visible; detail rows, amounts at stake and
 * exports wait for an unlock with credits or a purchase.
 */
export function LockedBanner(props: {
  fecUuid: string;
  fecName: string;
  /** Shown when several FECs are compared. */
  showName?: boolean;
  onUnlocked?: (message: string) => void;
}) {
  return (
    <Alert
      severity="warning"
      icon={<LockOutlined />}
      data-testid="locked-banner"
      sx={{ my: 2, '& .MuiAlert-message': { width: '100%' } }}
      role="region"
      aria-label={`Résultats verrouillés : ${props.fecName}`}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Résultats verrouillés (offre Découverte){props.showName ? ` — ${props.fecName}` : ''}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        La synthèse par catégorie et le résultat de chaque contrôle sont visibles. Le détail des lignes, les
        montants en jeu, les exports CSV, le FEC corrigé et les rapports sont disponibles une fois le FEC
        débloqué.
      </Typography>
      <UnlockActions fecUuid={props.fecUuid} fecName={props.fecName} onUnlocked={props.onUnlocked} />
    </Alert>
  );
}
