import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useImportNetworkCreditsQuery } from '../../../__generated__/graphql';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { ImportForm } from '../components/ImportForm';
import { useImportLimits } from '../hooks/useImportLimits';
import { IMPORT_MESSAGES } from '../utils/fec-file';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Home page and `/import-fec` (spec §2 "Import FEC"). Kept light (no grid): it is in the first load.
 * Signed out it takes one FEC for later; signed in, the account's rights decide (spec §6).
 */
export default function ImportPage() {
  const session = useSession();
  const limits = useImportLimits();
  const [params] = useSearchParams();
  const folder = params.get('dossier');
  const folderUuid = folder && UUID.test(folder) ? folder : '-1';
  const { me } = session;
  // Spec §6: only who may read the network asks for it (the gateway refuses the others).
  const network = useImportNetworkCreditsQuery({
    skip: !me || !session.can('account', 'network', 'read'),
    fetchPolicy: 'cache-and-network',
  }).data?.network;

  let content;
  if (me === undefined) content = <PageLoader />;
  else if (me && !session.can('fec', 'file', 'import'))
    content = (
      <Alert severity="warning" role="alert">
        {IMPORT_MESSAGES.role} Pour importer des FEC, contactez l&apos;administrateur du compte.
      </Alert>
    );
  else if (me && me.featuresInAccount.import?.enabled === false)
    content = (
      <Alert severity="warning" role="alert">
        {IMPORT_MESSAGES.disabled} Pour l&apos;activer, contactez l&apos;administrateur du compte.
      </Alert>
    );
  // The API refuses a person's upload in such an account (403): say so instead of offering the drop zone.
  else if (me && me.featuresInAccount.import?.apiOnly === true)
    content = (
      <Alert severity="info" role="alert" data-testid="import-api-only">
        L&apos;import de FEC de ce compte se fait uniquement par l&apos;API : vos FEC arrivent depuis votre
        logiciel partenaire.
      </Alert>
    );
  else
    content = (
      <>
        {network?.role === 'MEMBER' && network.withoutImportCredits && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="network-without-credits">
            {IMPORT_MESSAGES.networkWithoutCredits}
          </Alert>
        )}
        <ImportForm anonymous={!me} folderUuid={folderUuid} limits={limits} />
        {me && session.can('account', 'connectors', 'read') && (
          <Typography sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/mon-compte/connecteurs/import">
              Importer depuis un logiciel comptable
            </Link>
          </Typography>
        )}
      </>
    );

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Importer un FEC
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {me
          ? "Déposez vos fichiers des écritures comptables : leur analyse démarre dès la fin de l'import."
          : 'Déposez votre fichier des écritures comptables, puis connectez-vous pour lancer son analyse.'}
      </Typography>
      {content}
    </Box>
  );
}
