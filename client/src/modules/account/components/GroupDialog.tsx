import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAccessPageGroupCandidatesQuery } from '../../../__generated__/graphql';
import { rules } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { FormTextField } from '../../auth/components/FormTextField';
import { fullName } from '../utils/roles';

export interface GroupValues {
  name: string;
  memberUuids: string[];
}

/** Create a group (name and members), rename it (name) or set its members (members). */
export function GroupDialog(props: {
  title: string;
  submitLabel: string;
  initial: GroupValues;
  withName: boolean;
  withMembers: boolean;
  onClose: () => void;
  onSubmit: (values: GroupValues) => Promise<void>;
}) {
  const { control, handleSubmit } = useForm<GroupValues>({ defaultValues: props.initial });
  const candidates = useAccessPageGroupCandidatesQuery({ skip: !props.withMembers });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      await props.onSubmit({ ...values, name: values.name.trim() });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  });

  const users = candidates.data?.users.items ?? [];
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="group-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="group-title">{props.title}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={error ?? candidates.error} />
          {props.withName ? (
            <FormTextField
              control={control}
              name="name"
              label="Nom du groupe"
              autoFocus
              rules={{
                ...rules.required,
                validate: {
                  ...rules.required.validate,
                  blank: (v: unknown) => String(v ?? '').trim() !== '' || rules.required.required,
                },
              }}
            />
          ) : null}
          {props.withMembers ? (
            <Controller
              control={control}
              name="memberUuids"
              render={({ field }) => (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
                  <FormLabel component="legend">Membres</FormLabel>
                  {users.length === 0 && !candidates.loading ? (
                    <Typography variant="body2">Aucun utilisateur dans le compte.</Typography>
                  ) : null}
                  <FormGroup sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
                    {users.map((u) => {
                      const name = fullName(u);
                      return (
                        <FormControlLabel
                          key={u.uuid}
                          label={name ? `${name} (${u.email})` : u.email}
                          control={
                            <Checkbox
                              checked={field.value.includes(u.uuid)}
                              onChange={(e) =>
                                field.onChange(
                                  e.target.checked
                                    ? [...field.value, u.uuid]
                                    : field.value.filter((id) => id !== u.uuid),
                                )
                              }
                            />
                          }
                        />
                      );
                    })}
                  </FormGroup>
                </Box>
              )}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
