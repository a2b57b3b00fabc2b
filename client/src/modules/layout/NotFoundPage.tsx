import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Paper sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page introuvable
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        L'adresse demandée n'existe pas ou n'est plus disponible.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Retour à l'accueil
      </Button>
    </Paper>
  );
}
