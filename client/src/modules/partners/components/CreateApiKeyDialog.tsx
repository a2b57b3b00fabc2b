import ContentCopy from '@mui/icons-material/ContentCopy';
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
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useApiKeyCreateMutation, type ApiKeyScope } from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { scopeLabel } from './scope-labels';

export const SECRET_WARNING = 'Copiez cette clé maintenant : elle ne sera plus affichée.';

/**
 * Creating a key: a name and its scopes (each with what it allows, from the gateway), then the secret, shown
 * once with a copy button — the API keeps only its hash, so closing the dialog loses it for good.
 */
export function CreateApiKeyDialog(props: {
  open: boolean;
  scopes: { scope: ApiKeyScope; description: string }[];
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ApiKeyScope[]>([]);
  const [touched, setTouched] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [create, state] = useApiKeyCreateMutation({ refetchQueries: ['ApiKeysList'] });

  const nameError = touched && (name.trim().length < 1 || name.trim().length > 100);
  const scopeError = touched && chosen.length === 0;

  const close = () => {
    setName('');
    setChosen([]);
    setTouched(false);
    setSecret(null);
    setCopied(false);
    state.reset();
    props.onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (name.trim().length < 1 || name.trim().length > 100 || chosen.length === 0) return;
    try {
      const res = await create({ variables: { input: { name: name.trim(), scopes: chosen } } });
      setSecret(res.data?.createApiKey.secret ?? null);
    } catch {
      // shown below from state.error
    }
  };

  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };

  const toggle = (scope: ApiKeyScope) =>
    setChosen((current) =>
      current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope],
    );

  return (
    <Dialog
      open={props.open}
      onClose={secret ? undefined : close}
      aria-labelledby="create-key-title"
      fullWidth
    >
      <DialogTitle id="create-key-title">{secret ? 'Clé d’API créée' : 'Nouvelle clé d’API'}</DialogTitle>
      <DialogContent>
        {secret ? (
          <Stack spacing={2}>
            <Alert severity="warning">{SECRET_WARNING}</Alert>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                value={secret}
                label="Clé d’API"
                fullWidth
                slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
              />
              <Tooltip title={copied ? 'Copiée' : 'Copier'}>
                <IconButton aria-label="Copier la clé" onClick={copy}>
                  <ContentCopy />
                </IconButton>
              </Tooltip>
            </Stack>
            {copied && <Typography variant="body2">La clé est copiée dans le presse-papiers.</Typography>}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Nom de la clé"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={nameError}
              helperText={
                nameError
                  ? 'Le nom de la clé doit faire de 1 à 100 caractères.'
                  : 'Le logiciel partenaire qui l’utilisera.'
              }
              required
              autoFocus
            />
            <FormControl error={scopeError} component="fieldset">
              <FormLabel component="legend">Portées</FormLabel>
              <FormGroup>
                {props.scopes.map((s) => (
                  <FormControlLabel
                    key={s.scope}
                    control={<Checkbox checked={chosen.includes(s.scope)} onChange={() => toggle(s.scope)} />}
                    label={
                      <span>
                        <strong>{scopeLabel(s.scope)}</strong> — {s.description}
                      </span>
                    }
                  />
                ))}
              </FormGroup>
              {scopeError && <FormHelperText>Choisissez au moins une portée.</FormHelperText>}
            </FormControl>
            {state.error && <Alert severity="error">{errorMessage(state.error)}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {secret ? (
          <Button variant="contained" onClick={close}>
            J’ai copié la clé
          </Button>
        ) : (
          <>
            <Button onClick={close}>Annuler</Button>
            <Button variant="contained" onClick={submit} disabled={state.loading}>
              Créer la clé
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
