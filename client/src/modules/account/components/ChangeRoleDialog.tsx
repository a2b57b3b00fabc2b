import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  useAccessPageChangeRoleMutation,
  type AccessUserRowFragment,
  type UserRole,
} from '../../../__generated__/graphql';
import { MESSAGES } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { FormSelectField } from '../../auth/components/FormTextField';
import type { RoleChoice } from './InviteUserDialog';

/**
 * Changes a user's role; promoting to administrator needs a confirmed user (the API says so, spec §4),
 * so an invitation not yet accepted is offered the other roles only.
 */
export function ChangeRoleDialog(props: {
  user: AccessUserRowFragment;
  roles: RoleChoice[];
  onClose: () => void;
  onChanged: (user: AccessUserRowFragment) => void;
}) {
  const roles =
    props.user.state === 'INVITED' ? props.roles.filter((r) => r.role !== 'ROLE_OWNER') : props.roles;
  const { control, handleSubmit } = useForm<{ role: string }>({
    defaultValues: { role: props.user.role ?? '' },
  });
  const role = useWatch({ control, name: 'role' });
  const [changeRole, { loading }] = useAccessPageChangeRoleMutation();
  const [error, setError] = useState<unknown>(null);

  const submit = handleSubmit(async (v) => {
    setError(null);
    try {
      const { data } = await changeRole({ variables: { uuid: props.user.uuid, role: v.role as UserRole } });
      if (data) props.onChanged(data.changeUserRole);
    } catch (e) {
      setError(e);
    }
  });

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="role-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="role-title">Changer le rôle de {props.user.email}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={error} />
          <FormSelectField
            control={control}
            name="role"
            label="Nouveau rôle"
            emptyLabel="Choisir un rôle"
            options={roles.map((r) => ({ value: r.role, label: r.label }))}
            rules={{ required: MESSAGES.required }}
          />
          {role === 'ROLE_OWNER' ? (
            <Alert severity="info">
              Seul un utilisateur qui a validé son compte peut devenir administrateur du compte.
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            Changer le rôle
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
