import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type {
  FieldErrors,
  UseFormGetValues,
  UseFormRegister,
  UseFormSetValue,
  UseFormWatch,
} from 'react-hook-form';
import { isIsoDate, isSiren, MESSAGES, noHtml } from '../../../shared/forms/validation';
import { useCompanyLookup } from '../hooks/useCompanyLookup';
import { ERP_OTHER, ERPS, REVENUE_TYPES, type FecFormValues, type ImportFormValues } from '../utils/metadata';

type Name = keyof Omit<FecFormValues, 'key'>;

const optionalDate = (v: unknown) => !v || isIsoDate(String(v)) || MESSAGES.invalidDate;
const isNumber = (v: unknown) =>
  !v || Number.isFinite(Number(String(v).replace(/\s/g, '').replace(',', '.'))) || MESSAGES.number;
const isPositiveInteger = (v: unknown) => !v || /^\s*\d+\s*$/.test(String(v)) || MESSAGES.positiveNumber;

/**
 * The fields of one chosen file: company, SIREN, fiscal year, revenue type, and the FEC's
 * "Informations complémentaires" (spec §3 FEC extra fields). Rules and messages of spec §5.
 */
export function FecFields(props: {
  index: number;
  register: UseFormRegister<ImportFormValues>;
  watch: UseFormWatch<ImportFormValues>;
  getValues: UseFormGetValues<ImportFormValues>;
  setValue: UseFormSetValue<ImportFormValues>;
  errors: FieldErrors<ImportFormValues>;
  disabled?: boolean;
  /** Signed out: no directory lookup (the gateway keeps it for signed-in users). */
  anonymous?: boolean;
}) {
  const { index, register, watch, getValues, setValue, disabled, anonymous = false } = props;
  const errors = props.errors.files?.[index];
  const path = (name: Name) => `files.${index}.${name}` as const;
  const erp = watch(path('erp'));
  const lookupHint = useCompanyLookup(
    anonymous ? '' : (watch(path('siren')) ?? ''),
    () => getValues(path('companyName')) ?? '',
    (name) => setValue(path('companyName'), name, { shouldValidate: true }),
  );

  // TextField wired to react-hook-form, with its message under the field.
  const field = (
    name: Name,
    label: string,
    rules: {
      required?: string;
      validate?: Record<string, (v: unknown) => true | string>;
      deps?: string[];
    } = {},
  ) => {
    const { ref, ...rest } = register(path(name), {
      required: rules.required,
      deps: rules.deps as `files.${number}.fiscalStart`[] | undefined,
      validate: { noHtml, ...rules.validate },
    });
    const message = errors?.[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      id: `fec-${index}-${name}`,
      label,
      error: Boolean(message),
      // The message line is always there (a space when empty): a message appearing on blur must not
      // move what is below, or the click that caused the blur (on the terms checkbox) lands beside it.
      helperText: message ?? ' ',
      disabled,
      fullWidth: true,
      size: 'small' as const,
    };
  };
  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } };
  const nativeSelect = {
    select: true,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  };

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
        <TextField
          {...field('companyName', 'Raison sociale', { required: MESSAGES.required })}
          helperText={errors?.companyName?.message ?? lookupHint ?? ' '}
        />
        <TextField
          {...field('siren', 'SIREN', {
            required: MESSAGES.required,
            validate: { siren: (v: unknown) => isSiren(String(v ?? '')) || MESSAGES.siren },
          })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...field('fiscalStart', "Début d'exercice", {
            required: MESSAGES.required,
            validate: {
              date: optionalDate,
              order: (v: unknown) => {
                const end = getValues(path('fiscalEnd'));
                return !v || !end || String(v) <= end || MESSAGES.startAfterEnd;
              },
            },
          })}
          {...dateProps}
        />
        <TextField
          {...field('fiscalEnd', "Fin d'exercice", {
            required: MESSAGES.required,
            validate: { date: optionalDate },
            deps: [path('fiscalStart')],
          })}
          {...dateProps}
        />
        <TextField {...field('revenueType', 'Type de revenus')} {...nativeSelect}>
          <option value="">Non renseigné</option>
          {REVENUE_TYPES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </TextField>
      </Box>
      <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`fec-${index}-extra`}>
          <Typography>Informations complémentaires</Typography>
        </AccordionSummary>
        <AccordionDetails id={`fec-${index}-extra`}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
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
                  validate: {
                    other: (v: unknown) =>
                      getValues(path('erp')) !== ERP_OTHER ||
                      String(v ?? '').trim() !== '' ||
                      MESSAGES.erpOther,
                  },
                })}
              />
            )}
            <TextField
              {...field('accountingResult', 'Résultat comptable (€)', { validate: { number: isNumber } })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              {...field('headcount', 'Effectif en fin de période', {
                validate: { positive: isPositiveInteger },
              })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField {...field('taxReturn', 'Liasse fiscale')} placeholder="ex. 2050, 2033" />
            <TextField
              {...field('taxReturnFilingDate', 'Date de dépôt de la liasse', {
                validate: { date: optionalDate },
              })}
              {...dateProps}
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
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
