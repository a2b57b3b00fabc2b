import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { ApiKeysSection } from '../components/ApiKeysSection';
import { PartnerGuide } from '../components/PartnerGuide';
import WebhooksSection from '../../webhooks/components/WebhooksSection';

/**
 * « Connecteurs › Export » (`/mon-compte/connecteurs/export`, issue 13): what partner software uses to reach
 * the account — API keys, then webhooks. Owner and Manager
 * (`account.integrations`); the gateway and the API refuse the others as well.
 */
export default function ExportConnectorsPage() {
  const { can } = useSession();
  if (!can('account', 'integrations', 'read')) {
    return (
      <ErrorAlert error={new Error("Votre rôle ne permet pas de gérer les clés d'API et les webhooks.")} />
    );
  }
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Clés d’API et webhooks
      </Typography>
      <Typography variant="body1" sx={{ mb: 3, maxWidth: 900 }}>
        Un logiciel partenaire (logiciel comptable, outil de votre cabinet) accède à ce compte avec une clé
        d’API : il importe des FEC, lit les analyses et génère des rapports, dans la limite des portées de la
        clé et de vos propres droits. Les webhooks le préviennent quand une analyse ou un rapport est prêt.{' '}
        <Link href="#documentation-partenaire">Lire la documentation partenaire</Link>.
      </Typography>
      <ApiKeysSection canManage={can('account', 'integrations', 'manage')} />
      <WebhooksSection />
      <PartnerGuide />
    </Box>
  );
}
