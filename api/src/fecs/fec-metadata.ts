import { z } from 'zod';
import { isValidSiren } from '../../../engine/src/index';
import type { FieldError } from '../http/errors';
import { MSG } from '../http/messages';
import { isoDate, safeText } from '../http/validators';
import type { FecExtra } from './tables';

export const REVENUE_TYPES = ['BIC', 'BNC', 'BA', 'IS', 'IR', 'autre'] as const;
/** The ERP value that asks for `erp_other` (spec §5: "Other ERP must be specified"). */
export const ERP_OTHER = 'autre';

/** Multipart fields arrive as strings: '' means "not given"; JSON may send null to clear. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();

const sirenField = z
  .string({ error: MSG.sirenInvalid })
  .transform((v) => v.replace(/[\s.]/g, ''))
  .refine((v) => /^\d{9}$/.test(v) && isValidSiren(v), { error: MSG.sirenInvalid });

const numberField = (positive: boolean) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? Number(v.replace(/\s/g, '').replace(',', '.')) : v),
    z
      .number({ error: positive ? MSG.positiveNumberOnly : MSG.numberOnly })
      .refine(Number.isFinite, { error: MSG.numberOnly })
      .refine((n) => !positive || n >= 0, { error: MSG.positiveNumberOnly }),
  );

const booleanField = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    if (['true', '1', 'on', 'oui', 'yes'].includes(s)) return true;
    if (['false', '0', 'off', 'non', 'no'].includes(s)) return false;
    return v;
  },
  z.boolean({ error: MSG.invalidField }),
);

/** The editable metadata of a FEC (spec §3), the same at upload (multipart) and on PUT (JSON). */
export const fecMetadataShape = {
  company_name: nullable(safeText(255)).describe('Raison sociale'),
  siren: nullable(sirenField).describe('SIREN (9 chiffres, clé de Luhn)'),
  revenue_type: nullable(z.enum(REVENUE_TYPES, { error: MSG.invalidField })).describe('Type de revenus'),
  fiscal_start: nullable(isoDate).describe('Début d’exercice, AAAA-MM-JJ'),
  fiscal_end: nullable(isoDate).describe('Fin d’exercice, AAAA-MM-JJ'),
  erp: nullable(safeText(100)).describe(`Logiciel comptable (\`${ERP_OTHER}\` demande \`erp_other\`)`),
  erp_other: nullable(safeText(255)),
  accounting_result: nullable(numberField(false)).describe('Résultat comptable'),
  headcount: nullable(numberField(true).pipe(z.number().int({ error: MSG.numberOnly }))).describe(
    'Effectif en fin de période',
  ),
  tax_return: nullable(safeText(50)).describe('Liasse fiscale'),
  tax_return_filing_date: nullable(isoDate).describe('Date de dépôt de la liasse, AAAA-MM-JJ'),
  vat_on_debits: nullable(booleanField).describe('TVA sur les débits'),
  lettering: nullable(booleanField).describe('Lettrage des écritures'),
};

export const fecMetadataSchema = z.object(fecMetadataShape);
export type FecMetadata = z.infer<typeof fecMetadataSchema>;

export const EXTRA_KEYS = [
  'erp',
  'erp_other',
  'accounting_result',
  'headcount',
  'tax_return',
  'tax_return_filing_date',
  'vat_on_debits',
  'lettering',
] as const satisfies readonly (keyof FecExtra)[];

/** Rules across fields, checked on the values the FEC will have (given ones over stored ones). */
export function crossFieldErrors(values: {
  fiscal_start?: string | null;
  fiscal_end?: string | null;
  erp?: string | null;
  erp_other?: string | null;
}): FieldError[] {
  const errors: FieldError[] = [];
  if (values.fiscal_start && values.fiscal_end && values.fiscal_start > values.fiscal_end) {
    errors.push({ field: 'fiscal_start', message: MSG.datesOrder });
  }
  if (values.erp?.toLowerCase() === ERP_OTHER && !values.erp_other) {
    errors.push({ field: 'erp_other', message: MSG.erpOther });
  }
  return errors;
}

/** Zod issues as the API's field errors, `prefix` naming which file's fields they are. */
export function fieldErrors(error: z.ZodError, prefix = ''): FieldError[] {
  return error.issues.map((issue) => ({
    field: prefix + (issue.path.join('.') || ''),
    message: issue.message,
  }));
}
