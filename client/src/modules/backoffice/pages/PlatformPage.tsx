import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  BackOfficePlatformDocument,
  useBackOfficePlatformQuery,
  useBackOfficeSetLogLevelMutation,
  useBackOfficeSetMaintenanceMutation,
  type LogLevel,
} from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { LOG_LEVEL_OPTIONS, logLevelLabel } from './log-levels';

/** /back-office/plateforme: maintenance and its message, the log level (Admin, Ope change; others read). */
export default function PlatformPage() {
  const session = useSession();
  const mayMaintain = session.can('backoffice', 'platform', 'maintenance');
  const mayLog = session.can('backoffice', 'platform', 'log_level');
  const { data, loading, error } = useBackOfficePlatformQuery({ fetchPolicy: 'network-only' });
  // The settings have no id to be normalised by: each answer replaces the page's query in the cache.
  const [setMaintenance, maintenance] = useBackOfficeSetMaintenanceMutation({
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({
          query: BackOfficePlatformDocument,
          data: { backOfficePlatform: answer.backOfficeSetMaintenance },
        });
    },
  });
  const [setLogLevel, logLevel] = useBackOfficeSetLogLevelMutation({
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({
          query: BackOfficePlatformDocument,
          data: { backOfficePlatform: answer.backOfficeSetLogLevel },
        });
    },
  });
  const settings = data?.backOfficePlatform;
  const [message, setMessage] = useState('');
  const [level, setLevel] = useState<LogLevel | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!settings) return;
    setMessage(settings.maintenanceMessage ?? '');
    setLevel(settings.logLevel ?? '');
  }, [settings]);

  if (loading && !settings) return <PageLoader />;
  if (!settings) return <ErrorAlert error={error} />;

  const switchMaintenance = async (on: boolean) => {
    setConfirming(false);
    setSaved(null);
    await setMaintenance({ variables: { on, message: on ? message.trim() || null : null } });
    setSaved(on ? 'Le produit est en maintenance.' : 'Le produit est de nouveau en service.');
  };
  const saveLevel = async () => {
    if (!level) return;
    setSaved(null);
    await setLogLevel({ variables: { level } });
    setSaved('Niveau de journalisation enregistré.');
  };

  return (
    <Stack spacing={3}>
      {!mayMaintain && !mayLog ? (
        <Alert severity="info">Votre rôle permet de consulter ces réglages, pas de les modifier.</Alert>
      ) : null}
      {saved ? (
        <Alert severity="success" onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      ) : null}
      <ErrorAlert error={maintenance.error ?? logLevel.error} />

      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="maintenance-title">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" id="maintenance-title">
            Maintenance
          </Typography>
          <Chip
            data-testid="maintenance-state"
            label={settings.maintenance ? 'En maintenance' : 'En service'}
            color={settings.maintenance ? 'warning' : 'success'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Pendant la maintenance, les clients voient l'avis de maintenance et ne peuvent plus utiliser le
          produit ; le personnel interne continue de travailler et peut se connecter.
        </Typography>
        {mayMaintain ? (
          <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <TextField
              label="Message affiché aux clients"
              placeholder="Le service est momentanément indisponible pour maintenance. Merci de réessayer dans quelques minutes."
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              multiline
              minRows={2}
              // Read-only rather than disabled during a maintenance: the message in force stays legible
              // (greyed text fails WCAG 1.4.3) and readable by a screen reader.
              slotProps={{ htmlInput: { maxLength: 500, readOnly: settings.maintenance } }}
              helperText={
                settings.maintenance
                  ? 'Message de la maintenance en cours : sortez de la maintenance pour le changer.'
                  : 'Facultatif : sans message, les clients lisent le message par défaut.'
              }
            />
            <Box>
              {settings.maintenance ? (
                <Button
                  variant="contained"
                  color="success"
                  disabled={maintenance.loading}
                  onClick={() => void switchMaintenance(false).catch(() => undefined)}
                >
                  Sortir de la maintenance
                </Button>
              ) : (
                <Button
                  variant="contained"
                  color="warning"
                  disabled={maintenance.loading}
                  onClick={() => setConfirming(true)}
                >
                  Mettre en maintenance
                </Button>
              )}
            </Box>
          </Stack>
        ) : (
          <Typography data-testid="maintenance-message">
            Message aux clients : {settings.maintenanceMessage || 'message par défaut'}
          </Typography>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="log-title">
        <Typography variant="h6" component="h2" id="log-title" sx={{ mb: 2 }}>
          Journalisation
        </Typography>
        {mayLog ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              select
              label="Niveau de journalisation"
              value={level}
              onChange={(e) => setLevel(e.target.value as LogLevel)}
              sx={{ minWidth: 360 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {level === '' ? <option value="">Configuration du serveur</option> : null}
              {LOG_LEVEL_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={!level || level === settings.logLevel || logLevel.loading}
              onClick={() => void saveLevel().catch(() => undefined)}
            >
              Enregistrer
            </Button>
          </Stack>
        ) : (
          <Typography data-testid="log-level">
            Niveau de journalisation : {logLevelLabel(settings.logLevel)}
          </Typography>
        )}
      </Paper>

      {settings.updatedAt ? (
        <Typography variant="body2" color="text.secondary">
          Dernière modification le {formatDateTime(settings.updatedAt)}
          {settings.updatedByEmail ? ` par ${settings.updatedByEmail}` : ''}.
        </Typography>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title="Mettre le produit en maintenance ?"
        confirmLabel="Mettre en maintenance"
        danger
        busy={maintenance.loading}
        onConfirm={() => void switchMaintenance(true).catch(() => undefined)}
        onClose={() => setConfirming(false)}
      >
        Les clients ne pourront plus utiliser le produit jusqu'à la fin de la maintenance.
      </ConfirmDialog>
    </Stack>
  );
}
