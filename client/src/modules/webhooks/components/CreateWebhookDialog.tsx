import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useWebhookCreateMutation, type WebhookEvent } from '../../../__generated__/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { EVENT_LABELS, EVENTS } from '../utils/labels';

/**
 * « Ajouter un point de réception »: URL and events, then the signing secret — shown once, with a copy
 * button and a warning (the API never gives it again).
 */
export function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<WebhookEvent[]>(['ANALYSIS_DONE', 'REPORT_DONE']);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [create, { loading }] = useWebhookCreateMutation({ refetchQueries: ['WebhooksList'] });

  const close = () => {
    setUrl('https://');
    setEvents(['ANALYSIS_DONE', 'REPORT_DONE']);
    setSecret(null);
    setCopied(false);
    setProblem(null);
    onClose();
  };

  const toggle = (event: WebhookEvent) =>
    setEvents((current) =>
      current.includes(event)
        ? current.filter((e) => e !== event)
        : EVENTS.filter((e) => e === event || current.includes(e)),
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (events.length === 0) return;
    try {
      const result = await create({ variables: { input: { url: url.trim(), events } } });
      setSecret(result.data?.createWebhook.secret ?? null);
    } catch (error) {
      setProblem(error);
    }
  };

  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };

  const urlError = problem ? fieldErrors(problem).find((f) => f.field === 'url')?.message : undefined;
  const noEvent = events.length === 0;

  return (
    <Dialog
      open={open}
      onClose={secret ? undefined : close}
      aria-labelledby="webhook-create-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="webhook-create-title">
        {secret ? 'Point de réception enregistré' : 'Ajouter un point de réception'}
      </DialogTitle>
      {secret ? (
        <>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              Copiez ce secret maintenant : il ne sera plus affiché. Il sert à vérifier la signature (en-tête
              X-FEC-Signature) de chaque envoi.
            </Alert>
            <TextField
              label="Secret de signature"
              value={secret}
              fullWidth
              slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
            />
            {copied && (
              <Typography role="status" variant="body2" sx={{ mt: 1 }}>
                Secret copié dans le presse-papiers.
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={copy}>Copier le secret</Button>
            <Button variant="contained" onClick={close}>
              J'ai copié le secret
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <TextField
                label="Adresse (URL HTTPS)"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                required
                fullWidth
                autoFocus
                error={!!urlError}
                helperText={urlError ?? 'Chaque événement y est envoyé en POST, au format JSON, signé.'}
                slotProps={{ htmlInput: { maxLength: 2048 } }}
              />
              <FormControl error={noEvent} component="fieldset" variant="standard">
                <FormLabel component="legend">Événements envoyés</FormLabel>
                <FormGroup>
                  {EVENTS.map((event) => (
                    <FormControlLabel
                      key={event}
                      control={<Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />}
                      label={EVENT_LABELS[event]}
                    />
                  ))}
                </FormGroup>
                {noEvent && <FormHelperText>Choisissez au moins un événement.</FormHelperText>}
              </FormControl>
              {problem && !urlError ? (
                <Alert severity="error" role="alert">
                  {errorMessage(problem)}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Annuler</Button>
            <Button type="submit" variant="contained" disabled={loading || noEvent}>
              Enregistrer
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
