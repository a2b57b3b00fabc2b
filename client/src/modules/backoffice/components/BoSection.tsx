import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled block of the account view, with an optional action on the right of its title. */
export function BoSection(props: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2.5, mb: 3 }} aria-label={props.title}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        {props.subtitle ? (
          <Typography variant="body2" color="text.secondary">
            {props.subtitle}
          </Typography>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {props.action}
      </Box>
      {props.children}
    </Paper>
  );
}

/** « Aucun … » under a title when a list is empty. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** The API sends the 100 latest items of each list: « 3 analyses », or « les 100 dernières » when cut. */
export function countText(count: number, one: string, cut: string): string | undefined {
  if (count === 0) return undefined;
  if (count >= 100) return cut;
  return `${count} ${one}${count > 1 ? 's' : ''}`;
}
