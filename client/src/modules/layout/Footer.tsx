import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** The pages' footer: the accessibility statement is one click away from every page, sign-in included. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Link component={RouterLink} to="/accessibilite" variant="body2">
        Accessibilité : partiellement conforme
      </Link>
    </Box>
  );
}
