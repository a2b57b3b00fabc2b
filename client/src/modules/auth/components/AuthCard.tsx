import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the public sign-in screens: a centred card with the page title and its success notice. */
export function AuthCard({
  title,
  notice,
  children,
}: {
  title: string;
  notice?: string | null;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 520 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {notice ? (
          <Alert severity="success" sx={{ mb: 1 }}>
            {notice}
          </Alert>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}

/** A notice passed along with `navigate(…, { state: { notice } })` (for example after validation). */
export function noticeFrom(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}
