import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

/** Below this width the product asks for a tablet in landscape or a desktop (spec §2 notices). */
export const SMALL_SCREEN_MAX_WIDTH = 767;

export function useSmallScreen(): boolean {
  const query = `(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`;
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

export function SmallScreenNotice() {
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="info" data-testid="small-screen-notice">
        <AlertTitle>Écran trop petit</AlertTitle>
        Cette page n'est pas disponible sur un petit écran. Utilisez une tablette en mode paysage ou un
        ordinateur.
      </Alert>
    </Box>
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

export function NotConnectedNotice() {
  return (
    <Alert severity="error" data-testid="offline-notice" sx={{ borderRadius: 0 }}>
      Vous n'êtes pas connecté à Internet. Vos actions reprendront dès le retour de la connexion.
    </Alert>
  );
}
