import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  useBackOfficeAccountQuery,
  type BackOfficeAccountUserRowFragment,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import type { UsurpationTarget } from '../../session/usurpation';
import { AccountBillingSection } from '../components/AccountBillingSection';
import { AccountAnalysesSection, AccountFecsSection } from '../components/AccountFecsSection';
import { AccountUsersSection } from '../components/AccountUsersSection';
import { AuditLogSection } from '../components/AuditLogSection';
import { ImpersonateDialog, type ImpersonationNames } from '../components/ImpersonateDialog';
import { backOfficeRights } from '../utils/rights';

/** /back-office/comptes/:uuid: one account as staff see it, and the actions their role allows. */
export default function AccountPage() {
  const { uuid = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const rights = backOfficeRights(session);
  const query = useBackOfficeAccountQuery({ variables: { uuid }, fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<string | null>(null);
  const [impersonating, setImpersonating] = useState<{
    target: UsurpationTarget;
    names: ImpersonationNames;
  } | null>(null);
  const detail = query.data?.backOfficeAccount;

  if (!detail) return query.error ? <ErrorAlert error={query.error} /> : <PageLoader />;
  const emails = new Map(detail.users.map((u) => [u.uuid, u.email]));
  const done = (text: string) => {
    setNotice(text);
    void query.refetch();
  };
  const impersonate = (user: BackOfficeAccountUserRowFragment) =>
    setImpersonating({
      target: { accountUuid: detail.uuid, userUuid: user.uuid },
      names: { userEmail: user.email, accountName: detail.name },
    });

  return (
    <Box>
      <Button
        component={RouterLink}
        to="/back-office/comptes"
        startIcon={<ArrowBack />}
        size="small"
        sx={{ mb: 1 }}
      >
        Retour à la recherche
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {detail.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Compte créé le {formatDate(detail.createdAt)}
          {detail.networkParentUuid ? ' · membre d’un réseau' : ''}
        </Typography>
      </Box>
      {!rights.block && !rights.resendInvitation && !rights.grantCredits ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {rights.impersonate
            ? 'Votre rôle permet de consulter ce compte et de le voir comme l’un de ses utilisateurs, en lecture seule, pas de le modifier.'
            : 'Votre rôle permet de consulter ce compte, pas de le modifier.'}
        </Alert>
      ) : null}
      {notice ? (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      <ErrorAlert error={query.error} />
      <AccountUsersSection
        accountUuid={detail.uuid}
        users={detail.users}
        rights={rights}
        onImpersonate={impersonate}
        onDone={done}
      />
      <AccountFecsSection detail={detail} />
      <AccountAnalysesSection detail={detail} />
      <AccountBillingSection detail={detail} canGrant={rights.grantCredits} onDone={done} />
      <AuditLogSection lines={detail.auditLog} emailOf={(id) => emails.get(id)} />
      <ImpersonateDialog
        target={impersonating?.target ?? null}
        names={impersonating?.names}
        onClose={() => setImpersonating(null)}
        onStarted={() => {
          setImpersonating(null);
          navigate('/mes-dossiers/-1');
        }}
      />
    </Box>
  );
}
