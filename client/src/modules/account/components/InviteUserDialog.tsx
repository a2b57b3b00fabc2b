import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useAccessPageInviteUserMutation,
  type AccessPageInviteUserMutation,
  type UserRole,
} from '../../../__generated__/graphql';
import { MESSAGES } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { FormSelectField, FormTextField } from '../../auth/components/FormTextField';
import { fieldRules } from '../../auth/utils/rules';

export interface RoleChoice {
  role: UserRole;
  label: string;
}

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

/**
 * "Inviter un utilisateur": email, names and a role among those the inviter may give. Administrators
 * are made by promotion, never by invitation (schema `InviteUserInput.role`).
 */
export function InviteUserDialog(props: {
  open: boolean;
  roles: RoleChoice[];
  onClose: () => void;
  onInvited: (result: AccessPageInviteUserMutation['inviteUser']) => void;
}) {
  const roles = props.roles.filter((r) => r.role !== 'ROLE_OWNER');
  const { control, handleSubmit, reset } = useForm<Values>({
    defaultValues: { email: '', firstName: '', lastName: '', role: '' },
  });
  const [invite, { loading }] = useAccessPageInviteUserMutation({ refetchQueries: ['AccessPageUsers'] });
  const [error, setError] = useState<unknown>(null);

  const close = () => {
    reset();
    setError(null);
    props.onClose();
  };

  const submit = handleSubmit(async (v) => {
    setError(null);
    try {
      const { data } = await invite({
        variables: {
          input: {
            email: v.email.trim(),
            role: v.role as UserRole,
            ...(v.firstName.trim() ? { firstName: v.firstName.trim() } : {}),
            ...(v.lastName.trim() ? { lastName: v.lastName.trim() } : {}),
          },
        },
      });
      if (data) {
        reset();
        props.onInvited(data.inviteUser);
      }
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Dialog open={props.open} onClose={close} aria-labelledby="invite-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="invite-title">Inviter un utilisateur</DialogTitle>
        <DialogContent>
          <ErrorAlert error={error} />
          <FormTextField
            control={control}
            name="email"
            label="Adresse email"
            type="email"
            autoComplete="off"
            rules={fieldRules.email}
          />
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="firstName"
                label="Prénom"
                rules={fieldRules.optionalText}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="lastName" label="Nom" rules={fieldRules.optionalText} />
            </Grid>
          </Grid>
          <FormSelectField
            control={control}
            name="role"
            label="Rôle"
            emptyLabel="Choisir un rôle"
            options={roles.map((r) => ({ value: r.role, label: r.label }))}
            rules={{ required: MESSAGES.required }}
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
