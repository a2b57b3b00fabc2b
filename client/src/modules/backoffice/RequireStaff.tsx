import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { RequireAuth } from '../session/RequireAuth';
import { useSession } from '../session/SessionProvider';

/** Internal staff acting as themselves only (spec §6); the API and the gateway check each action again. */
export function RequireStaff({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <StaffOnly>{children}</StaffOnly>
    </RequireAuth>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.isStaff || session.me?.impersonated) {
    return <Alert severity="error">Le back-office est réservé au personnel interne.</Alert>;
  }
  return <>{children}</>;
}
