import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  useConnectorsAddMutation,
  useConnectorsProvidersQuery,
  type ConnectorProviderId,
} from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

/**
 * Adds a company's token (spec §8): the software is chosen, where to find the token is said, and the
 * token is typed once — it is checked by the API and never shown again (only its last 4 characters).
 */
export function AddConnectorDialog(props: {
  open: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const providers = useConnectorsProvidersQuery({ skip: !props.open }).data?.connectorProviders ?? [];
  const [provider, setProvider] = useState<ConnectorProviderId>('PENNYLANE');
  const [token, setToken] = useState('');
  const [add, state] = useConnectorsAddMutation({ refetchQueries: ['ConnectorsList'] });
  const help = providers.find((p) => p.id === provider)?.tokenHelp;

  const close = () => {
    setToken('');
    state.reset();
    props.onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const res = await add({ variables: { input: { provider, token } } });
      setToken('');
      props.onAdded(res.data?.addConnectorToken.companyName ?? '');
      props.onClose();
    } catch {
      // shown by ErrorAlert below
    }
  };

  return (
    <Dialog open={props.open} onClose={close} aria-labelledby="add-connector-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="add-connector-title">Ajouter un jeton de logiciel comptable</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="normal"
            label="Logiciel comptable"
            value={provider}
            onChange={(e) => setProvider(e.target.value as ConnectorProviderId)}
          >
            {(providers.length ? providers : [{ id: 'PENNYLANE' as const, name: 'Pennylane' }]).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          {help && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="token-help">
              {help}
            </Typography>
          )}
          <TextField
            fullWidth
            margin="normal"
            label="Jeton d’API"
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            helperText="Le jeton est chiffré ; seuls ses 4 derniers caractères seront affichés."
          />
          <ErrorAlert error={state.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={!token.trim() || state.loading}>
            Ajouter
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
