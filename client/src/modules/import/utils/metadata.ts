/** The per-file form values of the import screen and the `metadata` object the API reads (UPLOAD_FIELDS). */
/** The schema's enum RevenueType (schema/fecs.graphql). */
export type RevenueType = 'BIC' | 'BNC' | 'BA' | 'IS' | 'IR' | 'AUTRE';

export interface FecFormValues {
  /** Local key of the chosen file (not sent). */
  key: string;
  companyName: string;
  siren: string;
  revenueType: RevenueType | '';
  fiscalStart: string;
  fiscalEnd: string;
  erp: string;
  erpOther: string;
  accountingResult: string;
  headcount: string;
  taxReturn: string;
  taxReturnFilingDate: string;
  /** '' not given, 'true' / 'false'. */
  vatOnDebits: '' | 'true' | 'false';
  lettering: '' | 'true' | 'false';
}

export interface ImportFormValues {
  files: FecFormValues[];
  terms: boolean;
}

export const REVENUE_TYPES: { value: RevenueType; label: string }[] = [
  { value: 'BIC', label: 'BIC – Bénéfices industriels et commerciaux' },
  { value: 'BNC', label: 'BNC – Bénéfices non commerciaux' },
  { value: 'BA', label: 'BA – Bénéfices agricoles' },
  { value: 'IS', label: 'IS – Impôt sur les sociétés' },
  { value: 'IR', label: 'IR – Impôt sur le revenu' },
  { value: 'AUTRE', label: 'Autre' },
];

/** The value of `erp` that asks for `erp_other` (the API's `autre`). */
export const ERP_OTHER = 'autre';
export const ERPS: { value: string; label: string }[] = [
  { value: 'sage', label: 'Sage' },
  { value: 'cegid', label: 'Cegid' },
  { value: 'ebp', label: 'EBP' },
  { value: 'quadratus', label: 'Quadratus' },
  { value: 'acd', label: 'ACD' },
  { value: 'coala', label: 'Coala' },
  { value: 'isacompta', label: 'Isacompta' },
  { value: 'pennylane', label: 'Pennylane' },
  { value: 'tiime', label: 'Tiime' },
  { value: 'inqom', label: 'Inqom' },
  { value: 'sap', label: 'SAP' },
  { value: 'oracle', label: 'Oracle' },
  { value: 'dynamics', label: 'Microsoft Dynamics' },
  { value: 'odoo', label: 'Odoo' },
  { value: ERP_OTHER, label: 'Autre' },
];

export const erpLabel = (value: string | null | undefined) =>
  value ? (ERPS.find((e) => e.value === value.toLowerCase())?.label ?? value) : '';

export function emptyFecValues(key: string, from: Partial<FecFormValues> = {}): FecFormValues {
  return {
    key,
    companyName: '',
    siren: '',
    revenueType: '',
    fiscalStart: '',
    fiscalEnd: '',
    erp: '',
    erpOther: '',
    accountingResult: '',
    headcount: '',
    taxReturn: '',
    taxReturnFilingDate: '',
    vatOnDebits: '',
    lettering: '',
    ...from,
  };
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());
const bool = (v: '' | 'true' | 'false') => (v === '' ? null : v === 'true');
const num = (v: string) => {
  const t = v.replace(/\s/g, '').replace(',', '.');
  return t === '' ? null : Number(t);
};

/** One entry of the JSON `metadata` list (snake_case, AAAA-MM-JJ dates, the API's `autre`). */
export function toApiMetadata(v: FecFormValues) {
  return {
    company_name: text(v.companyName),
    siren: text(v.siren.replace(/[\s.]/g, '')),
    revenue_type: v.revenueType === '' ? null : v.revenueType === 'AUTRE' ? 'autre' : v.revenueType,
    fiscal_start: text(v.fiscalStart),
    fiscal_end: text(v.fiscalEnd),
    erp: text(v.erp),
    erp_other: v.erp === ERP_OTHER ? text(v.erpOther) : null,
    accounting_result: num(v.accountingResult),
    headcount: num(v.headcount),
    tax_return: text(v.taxReturn),
    tax_return_filing_date: text(v.taxReturnFilingDate),
    vat_on_debits: bool(v.vatOnDebits),
    lettering: bool(v.lettering),
  };
}
export type ApiMetadata = ReturnType<typeof toApiMetadata>;
