import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const code = { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 } as const;

/** The partner documentation, in short: how a key is presented, what it costs, how a FEC is sent. */
export function PartnerGuide() {
  return (
    <Paper
      variant="outlined"
      component="section"
      id="documentation-partenaire"
      aria-labelledby="partner-guide-title"
      sx={{ p: 3, mb: 3 }}
    >
      <Typography variant="h6" component="h2" id="partner-guide-title" sx={{ mb: 1 }}>
        Documentation partenaire
      </Typography>
      <Box component="ol" sx={{ pl: 3, '& li': { mb: 1 }, maxWidth: 900 }}>
        <li>
          Présentez la clé dans l’en-tête{' '}
          <Box component="code" sx={code}>
            Authorization: Bearer fak_…
          </Box>{' '}
          de chaque requête à{' '}
          <Box component="code" sx={code}>
            /graphql
          </Box>
          . Elle agit dans ce compte avec les droits de la personne qui l’a créée, limités à ses portées.
        </li>
        <li>
          Chaque requête consomme son coût estimé sur le budget de la clé (10 000 points, rendus à 100 points
          par seconde) : la réponse l’indique dans{' '}
          <Box component="code" sx={code}>
            extensions.cost.budget
          </Box>
          . Budget épuisé : erreur{' '}
          <Box component="code" sx={code}>
            BUDGET_EXHAUSTED
          </Box>{' '}
          (HTTP 429) et en-tête{' '}
          <Box component="code" sx={code}>
            Retry-After
          </Box>
          .
        </li>
        <li>
          Pour importer un FEC (portée « Import de FEC ») : appelez{' '}
          <Box component="code" sx={code}>
            createFecUpload
          </Box>{' '}
          avec une clé d’idempotence et les métadonnées du formulaire d’import, puis envoyez le fichier en{' '}
          <Box component="code" sx={code}>
            PUT
          </Box>{' '}
          (corps brut) sur l’
          <Box component="code" sx={code}>
            uploadUrl
          </Box>{' '}
          rendue, valable 15 minutes. Rejouer la même demande rend le même envoi : un FEC n’est jamais importé
          deux fois.
        </li>
        <li>
          Suivez l’analyse avec{' '}
          <Box component="code" sx={code}>
            fecUpload(uuid)
          </Box>
          , puis lisez ses résultats (portée « Lecture des FEC ») ou générez un rapport (portée « Rapports »).
        </li>
      </Box>
    </Paper>
  );
}
