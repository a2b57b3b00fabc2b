import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../session/SessionProvider';

/**
 * The help panel: what a FEC is, how to import it, what the result categories mean, and the way to the
 * full documentation (the guide, the control catalogue, the terms).
 */
export function HelpDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { me } = useSession();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 380, p: 3 }} role="region" aria-label="Aide">
        <Typography variant="h6" gutterBottom>
          Aide
        </Typography>
        <Typography variant="subtitle2">Qu'est-ce qu'un FEC ?</Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Le fichier des écritures comptables (article A47 A-1 du livre des procédures fiscales) reprend
          toutes les écritures d'un exercice. Votre logiciel comptable l'exporte au format texte (.txt ou
          .csv), nommé <code>SIRENFECAAAAMMJJ</code>.
        </Typography>
        <Typography variant="subtitle2">Importer</Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Glissez vos fichiers dans « Importer un FEC », vérifiez la société, le SIREN et l'exercice, acceptez
          les conditions puis lancez l'import. L'analyse démarre aussitôt et son statut s'affiche en direct
          dans « Mes analyses ».
        </Typography>
        <Typography variant="subtitle2">Lire les résultats</Typography>
        <Typography variant="body2" component="div" sx={{ mb: 2 }}>
          Chaque contrôle rend un résultat : <b>OK</b> (conforme), <b>WARNING</b> (point d'attention),{' '}
          <b>ERROR</b> (anomalie), <b>SAVINGS</b> (économie possible), <b>INFO</b> (information), <b>NA</b>{' '}
          (non applicable). Les tableaux montrent les 1 000 premières lignes ; l'export CSV donne le détail
          complet.
        </Typography>
        <Link
          href="https://bofip.impots.gouv.fr/bofip/9028-PGP.html/identifiant=BOI-CF-IOR-60-40-20-20131213"
          target="_blank"
          rel="noopener noreferrer"
        >
          Le format du FEC au BOFiP
        </Link>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Documentation
        </Typography>
        {/* Signed in: the documents table of the account; before that, the guide itself (public). */}
        {me ? (
          <Link component={RouterLink} to="/mon-compte/ma-documentation" onClick={onClose}>
            Guide d&apos;utilisation, catalogue des contrôles et conditions générales
          </Link>
        ) : (
          <Link href="/download/documentation/guide-utilisateur" target="_blank" rel="noopener">
            Guide d&apos;utilisation
          </Link>
        )}
      </Box>
    </Drawer>
  );
}
