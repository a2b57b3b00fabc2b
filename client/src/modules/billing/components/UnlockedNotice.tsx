import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/**
 * The message once a FEC is unlocked. Its button went away with the FEC's banner, so the message takes the
 * keyboard's focus when nothing else has it (WCAG 2.4.3), and is read as a status (4.1.3).
 */
export function UnlockedNotice(props: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) ref.current?.focus();
  }, [props.message]);
  return (
    <Alert ref={ref} tabIndex={-1} severity="success" role="status" onClose={props.onClose} sx={{ my: 1 }}>
      {props.message}
    </Alert>
  );
}
