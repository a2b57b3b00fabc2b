import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  useFilesFecExtraQuery,
  useFilesUpdateFecMutation,
  type FilesFecExtraFragment,
} from '../../../__generated__/graphql';
import { formatDecimal, parseDecimal } from '../../../shared/format';
import { isIsoDate, MESSAGES, noHtml } from '../../../shared/forms/validation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { ERP_OTHER, ERPS } from '../../import/utils/metadata';

interface ExtraForm {
  fiscalStart: string;
  fiscalEnd: string;
  erp: string;
  erpOther: string;
  accountingResult: string;
  headcount: string;
  taxReturn: string;
  taxReturnFilingDate: string;
  vatOnDebits: '' | 'true' | 'false';
  lettering: '' | 'true' | 'false';
}

const toForm = (fec: FilesFecExtraFragment | null | undefined): ExtraForm => ({
  fiscalStart: fec?.fiscalStart ?? '',
  fiscalEnd: fec?.fiscalEnd ?? '',
  ...extraForm(fec?.extra),
});

const extraForm = (
  extra: FilesFecExtraFragment['extra'] | undefined,
): Omit<ExtraForm, 'fiscalStart' | 'fiscalEnd'> => ({
  erp: extra?.erp ?? '',
  erpOther: extra?.erpOther ?? '',
  // Shown as a French reader writes it (`122 473,44`), read back by parseDecimal.
  accountingResult: formatDecimal(extra?.accountingResult),
  headcount: extra?.headcount === null || extra?.headcount === undefined ? '' : String(extra.headcount),
  taxReturn: extra?.taxReturn ?? '',
  taxReturnFilingDate: extra?.taxReturnFilingDate ?? '',
  vatOnDebits:
    extra?.vatOnDebits === null || extra?.vatOnDebits === undefined
      ? ''
      : extra.vatOnDebits
        ? 'true'
        : 'false',
  lettering:
    extra?.lettering === null || extra?.lettering === undefined ? '' : extra.lettering ? 'true' : 'false',
});

const nullIfBlank = (v: string) => (v.trim() === '' ? null : v.trim());
const bool = (v: string) => (v === '' ? null : v === 'true');

/**
 * Spec §3 "FEC extra fields": shown to whoever may read them, editable with `fec.extra.edit`. The fiscal
 * dates (issue 14) are the FEC's own metadata: whoever may write the FEC corrects them (`fiscalEditable`,
 * `editable` by default), then re-runs the analysis.
 */
export function FecExtraDialog(props: {
  fecUuid: string;
  fileName: string;
  editable: boolean;
  fiscalEditable?: boolean;
  onClose: () => void;
}) {
  const query = useFilesFecExtraQuery({
    variables: { uuid: props.fecUuid },
    fetchPolicy: 'cache-and-network',
  });
  const [update, updateState] = useFilesUpdateFecMutation();
  const { register, handleSubmit, watch, getValues, formState } = useForm<ExtraForm>({
    values: toForm(query.data?.fec),
  });
  const erp = watch('erp');
  const fiscalEditable = props.fiscalEditable ?? props.editable;
  const readOnly = !props.editable && !fiscalEditable;

  const field = (
    name: keyof ExtraForm,
    label: string,
    validate: Record<string, (v: unknown) => true | string> = {},
    deps?: (keyof ExtraForm)[],
  ) => {
    const { ref, ...rest } = register(name, { validate: { noHtml, ...validate }, deps });
    const message = formState.errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      label,
      id: `extra-${name}`,
      fullWidth: true,
      size: 'small' as const,
      error: Boolean(message),
      helperText: message,
      disabled: name === 'fiscalStart' || name === 'fiscalEnd' ? !fiscalEditable : !props.editable,
    };
  };
  const dateField = { type: 'date', slotProps: { inputLabel: { shrink: true } } };
  const isDate = (v: unknown) => !v || isIsoDate(String(v)) || MESSAGES.invalidDate;
  const nativeSelect = {
    select: true,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  };

  const submit = handleSubmit(async (v) => {
    const fiscal = { fiscalStart: nullIfBlank(v.fiscalStart), fiscalEnd: nullIfBlank(v.fiscalEnd) };
    await update({
      variables: {
        uuid: props.fecUuid,
        // Without the extra right, only the dates are sent (the API refuses extra fields then).
        input: !props.editable
          ? fiscal
          : {
              ...(fiscalEditable ? fiscal : {}),
              erp: nullIfBlank(v.erp),
              erpOther: v.erp === ERP_OTHER ? nullIfBlank(v.erpOther) : null,
              accountingResult: parseDecimal(v.accountingResult),
              headcount: v.headcount.trim() === '' ? null : Number(v.headcount),
              taxReturn: nullIfBlank(v.taxReturn),
              taxReturnFilingDate: nullIfBlank(v.taxReturnFilingDate),
              vatOnDebits: bool(v.vatOnDebits),
              lettering: bool(v.lettering),
            },
      },
    });
    props.onClose();
  });

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="fec-extra-title" fullWidth maxWidth="md">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="fec-extra-title">Informations complémentaires – {props.fileName}</DialogTitle>
        <DialogContent>
          {query.loading && !query.data ? (
            <PageLoader />
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, pt: 1 }}>
              <TextField
                {...field('fiscalStart', "Début d'exercice", {
                  date: isDate,
                  order: (v) => {
                    const end = getValues('fiscalEnd');
                    return !v || !end || String(v) <= end || MESSAGES.startAfterEnd;
                  },
                })}
                {...dateField}
              />
              <TextField
                {...field('fiscalEnd', "Fin d'exercice", { date: isDate }, ['fiscalStart'])}
                {...dateField}
              />
              {fiscalEditable && (
                <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1 }}>
                  Après une correction de l&apos;exercice, relancez l&apos;analyse pour qu&apos;elle porte sur
                  ces dates.
                </Typography>
              )}
              <TextField {...field('erp', 'Logiciel comptable')} {...nativeSelect}>
                <option value="">Non renseigné</option>
                {ERPS.map((e) => (
                  <option key={e.value} value={e.value}>
                    {e.label}
                  </option>
                ))}
              </TextField>
              {erp === ERP_OTHER && (
                <TextField
                  {...field('erpOther', 'Autre logiciel comptable', {
                    other: (v) => String(v ?? '').trim() !== '' || MESSAGES.erpOther,
                  })}
                />
              )}
              <TextField
                {...field('accountingResult', 'Résultat comptable (€)', {
                  number: (v) => !Number.isNaN(parseDecimal(String(v ?? ''))) || MESSAGES.number,
                })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                {...field('headcount', 'Effectif en fin de période', {
                  positive: (v) => !v || /^\s*\d+\s*$/.test(String(v)) || MESSAGES.positiveNumber,
                })}
              />
              <TextField {...field('taxReturn', 'Liasse fiscale')} />
              <TextField
                {...field('taxReturnFilingDate', 'Date de dépôt de la liasse', {
                  date: (v) => !v || isIsoDate(String(v)) || MESSAGES.invalidDate,
                })}
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField {...field('vatOnDebits', 'TVA sur les débits')} {...nativeSelect}>
                <option value="">Non renseigné</option>
                <option value="true">Oui</option>
                <option value="false">Non</option>
              </TextField>
              <TextField {...field('lettering', 'Lettrage des écritures')} {...nativeSelect}>
                <option value="">Non renseigné</option>
                <option value="true">Oui</option>
                <option value="false">Non</option>
              </TextField>
            </Box>
          )}
          <ErrorAlert error={query.error ?? updateState.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{readOnly ? 'Fermer' : 'Annuler'}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={updateState.loading}>
              Enregistrer
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
