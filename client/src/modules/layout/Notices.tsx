import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** Below this width, on a touch screen, the product suggests a tablet in landscape or a desktop (spec §2 notices). */
export const SMALL_SCREEN_MAX_WIDTH = 767;

/**
 * A phone: a small screen with a coarse pointer. A desktop zoomed to 200 % has as few CSS pixels but a mouse:
 * it gets no notice (WCAG 1.4.4, 1.4.10: zoomed pages reflow, they are never swapped for a notice).
 */
export const SMALL_SCREEN_QUERY = `(max-width: ${SMALL_SCREEN_MAX_WIDTH}px) and (pointer: coarse)`;

const SMALL_SCREEN_DISMISSED = 'fec.smallScreenNoticeDismissed';

export function useSmallScreen(): boolean {
  const query = SMALL_SCREEN_QUERY;
  const [small, setSmall] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const onChange = () => setSmall(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return small;
}

/** The small-screen notice, until the user passes it (kept passed for the browser tab's session). */
export function useSmallScreenNotice(): { shown: boolean; dismiss: () => void } {
  const small = useSmallScreen();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(SMALL_SCREEN_DISMISSED) === 'true');
  return {
    shown: small && !dismissed,
    dismiss: () => {
      sessionStorage.setItem(SMALL_SCREEN_DISMISSED, 'true');
      setDismissed(true);
    },
  };
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** A notice above the page, never instead of it: the page below works and reflows. */
export function SmallScreenNotice({ onClose }: { onClose: () => void }) {
  return (
    <Alert
      severity="info"
      data-testid="small-screen-notice"
      onClose={onClose}
      closeText="Masquer ce message"
      sx={{ mb: 2 }}
    >
      <AlertTitle>Écran trop petit</AlertTitle>
      Cette page est conçue pour un écran plus grand. Utilisez une tablette en mode paysage ou un ordinateur
      pour plus de confort.
    </Alert>
  );
}

export const DEFAULT_MAINTENANCE_TEXT =
  'Le service est momentanément indisponible pour maintenance. Merci de réessayer dans quelques minutes.';

/** The maintenance notice, with the message staff wrote when they turned maintenance on (issue 15). */
export function MaintenanceNotice({ message }: { message?: string | null }) {
  return (
    <Alert severity="warning" data-testid="maintenance-notice" sx={{ borderRadius: 0 }}>
      <AlertTitle>Maintenance en cours</AlertTitle>
      {message || DEFAULT_MAINTENANCE_TEXT}
    </Alert>
  );
}

/** In place of the page while the product is in maintenance (the page stays mounted, hidden). */
export function MaintenancePanel() {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 6, textAlign: 'center' }} data-testid="maintenance-panel">
      <Typography variant="h5" component="h1" gutterBottom>
        Le produit est en maintenance
      </Typography>
      <Typography color="text.secondary">
        Vos fichiers et vos analyses sont conservés. Cette page reprendra d'elle-même dès la fin de la
        maintenance.
      </Typography>
    </Box>
  );
}

export function NotConnectedNotice() {
  return (
    <Alert severity="error" data-testid="offline-notice" sx={{ borderRadius: 0 }}>
      Vous n'êtes pas connecté à Internet. Vos actions reprendront dès le retour de la connexion.
    </Alert>
  );
}
