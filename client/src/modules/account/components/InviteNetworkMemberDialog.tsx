import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNetworkPageInviteMutation, type NetworkViewFragment } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { FormTextField } from '../../auth/components/FormTextField';
import { fieldRules } from '../../auth/utils/rules';

/** « Inviter un compte »: the address of the administrator of the account to bring into the network. */
export function InviteNetworkMemberDialog(props: {
  open: boolean;
  onClose: () => void;
  onInvited: (email: string, network: NetworkViewFragment) => void;
}) {
  const { control, handleSubmit, reset } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [invite, { loading }] = useNetworkPageInviteMutation();
  const [error, setError] = useState<unknown>(null);

  const close = () => {
    reset();
    setError(null);
    props.onClose();
  };

  const submit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const { data } = await invite({ variables: { email: email.trim() } });
      if (data) {
        reset();
        props.onInvited(email.trim(), data.inviteNetworkMember);
      }
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Dialog open={props.open} onClose={close} aria-labelledby="network-invite-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="network-invite-title">Inviter un compte</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Saisissez l&apos;adresse email de l&apos;administrateur du compte à inviter. Le compte rejoindra
            votre réseau lorsqu&apos;il aura accepté l&apos;invitation ; il pourra alors utiliser vos crédits
            d&apos;import quand les siens ne suffisent pas.
          </DialogContentText>
          <ErrorAlert error={error} />
          <FormTextField
            control={control}
            name="email"
            label="Adresse email de l'administrateur"
            type="email"
            autoComplete="off"
            rules={fieldRules.email}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            Envoyer l&apos;invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
