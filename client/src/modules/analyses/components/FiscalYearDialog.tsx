import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import {
  useAnalysisCorrectFiscalYearMutation,
  useAnalysisPageRerunMutation,
} from '../../../__generated__/graphql';
import { isIsoDate, MESSAGES } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

interface Dates {
  fiscalStart: string;
  fiscalEnd: string;
}

/**
 * « Corriger l'exercice et relancer »: the FEC's dates, pre-filled with those the entries show, saved
 * on the FEC, then a new analysis (issue 14).
 */
export function FiscalYearDialog(props: {
  fecUuid: string;
  fileName: string;
  initial: Dates;
  onClose: () => void;
  onRerun: (analysisUuid: string) => void;
}) {
  const { register, handleSubmit, getValues, formState } = useForm<Dates>({ defaultValues: props.initial });
  const [save, saving] = useAnalysisCorrectFiscalYearMutation();
  const [rerun, rerunning] = useAnalysisPageRerunMutation();
  const busy = saving.loading || rerunning.loading || formState.isSubmitting;

  const dateField = (
    name: keyof Dates,
    label: string,
    validate: Record<string, (v: string) => true | string>,
  ) => {
    const { ref, ...rest } = register(name, {
      required: MESSAGES.required,
      validate: { date: (v) => isIsoDate(v) || MESSAGES.invalidDate, ...validate },
      deps: name === 'fiscalEnd' ? ['fiscalStart'] : undefined,
    });
    const message = formState.errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      id: `fiscal-year-${name}`,
      label,
      type: 'date',
      size: 'small' as const,
      error: Boolean(message),
      helperText: message,
      slotProps: { inputLabel: { shrink: true } },
    };
  };

  const submit = handleSubmit(async (dates) => {
    try {
      await save({ variables: { fecUuid: props.fecUuid, ...dates } });
      const { data } = await rerun({ variables: { fecUuid: props.fecUuid } });
      if (data) props.onRerun(data.rerunAnalysis.uuid);
    } catch {
      // Shown by ErrorAlert.
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby="fiscal-year-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="fiscal-year-title">Corriger l&apos;exercice – {props.fileName}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Les dates proposées sont celles que montrent les écritures du fichier. Elles seront enregistrées
            sur le FEC et l&apos;analyse relancée sur cet exercice.
          </DialogContentText>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...dateField('fiscalStart', "Début d'exercice", {
                order: (v) =>
                  !v || !getValues('fiscalEnd') || v <= getValues('fiscalEnd') || MESSAGES.startAfterEnd,
              })}
              fullWidth
            />
            <TextField {...dateField('fiscalEnd', "Fin d'exercice", {})} fullWidth />
          </Stack>
          <ErrorAlert error={saving.error ?? rerunning.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Enregistrer et relancer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
