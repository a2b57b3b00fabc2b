import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useApiKeyKeepMutation,
  type ApiKeyReviewReason,
  type ApiKeysRowFragment,
} from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDateTime } from '../../../shared/format';

const REASONS: Record<ApiKeyReviewReason, string> = {
  PASSWORD_RESET: 'le mot de passe de son créateur a été réinitialisé',
  PASSWORD_CHANGE: 'son créateur a changé son mot de passe',
  SIGNED_OUT_EVERYWHERE: 'son créateur s’est déconnecté partout',
};

/** The sign-in a key was created from, in a sentence (what lets the owner recognise it, or not). */
export function creationSession(key: ApiKeysRowFragment): string {
  const from = key.createdFrom;
  if (!from) return 'Session de création inconnue (clé antérieure à cet enregistrement).';
  if (from.via === 'IMPERSONATION') return 'Créée par le support agissant pour son créateur.';
  const parts = [
    `Créée le ${formatDateTime(key.createdAt)} depuis la connexion du ${formatDateTime(from.signedInAt)}`,
  ];
  if (from.session) parts.push(`session ${from.session}`);
  if (from.ip) parts.push(`adresse ${from.ip}`);
  if (from.userAgent) parts.push(from.userAgent);
  return `${parts.join(' · ')}.`;
}

/**
 * Keys « à vérifier » (issue 34): made from a session of their creator that was cut since (a password reset or
 * change, a « déconnexion partout »), so possibly by someone who had stolen it. The owner recognises each by
 * the session that made it and keeps it (« Conserver ») or revokes it; after a reset they stay suspended until
 * then.
 */
export function ApiKeysReview({
  keys,
  canManage,
  onRevoke,
}: {
  keys: ApiKeysRowFragment[];
  canManage: boolean;
  onRevoke: (key: ApiKeysRowFragment) => void;
}) {
  const [keep, keepState] = useApiKeyKeepMutation({ refetchQueries: ['ApiKeysList'] });
  const toReview = keys.filter((k) => k.review && !k.revokedAt);
  if (toReview.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-labelledby="api-keys-review-title">
      <AlertTitle id="api-keys-review-title">
        {toReview.length === 1 ? 'Une clé d’API à vérifier' : `${toReview.length} clés d’API à vérifier`}
      </AlertTitle>
      <Typography variant="body2">
        Ces clés ont été créées depuis une session qui a été coupée depuis : si vous ne les reconnaissez pas,
        quelqu’un d’autre a pu les créer. Conservez celles que vous reconnaissez, révoquez les autres.
      </Typography>
      {keepState.error && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {errorMessage(keepState.error)}
        </Typography>
      )}
      <List dense disablePadding sx={{ mt: 1 }}>
        {toReview.map((key) => (
          <ListItem
            key={key.uuid}
            disableGutters
            data-testid={`api-key-review-${key.uuid}`}
            sx={{ display: 'block' }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {key.name} <span style={{ fontFamily: 'monospace', fontWeight: 400 }}>({key.prefix}…)</span>
              </Typography>
              {key.review!.suspended && <Chip size="small" color="error" label="Suspendue" />}
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                À vérifier depuis le {formatDateTime(key.review!.since)} : {REASONS[key.review!.reason]}.
              </Typography>
              {canManage && (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={keepState.loading}
                    onClick={() => void keep({ variables: { uuid: key.uuid } }).catch(() => undefined)}
                  >
                    Conserver
                  </Button>
                  <Button size="small" color="error" variant="outlined" onClick={() => onRevoke(key)}>
                    Révoquer
                  </Button>
                </Stack>
              )}
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {creationSession(key)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
