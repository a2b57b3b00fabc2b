import type {
  AnalysisStatus,
  FecExtraResolvers,
  FecInput,
  FecPageResolvers,
  FecResolvers,
  RevenueType,
} from '../../__generated__/resolvers-types';
import type { ApiBody } from '../../upstream/api-client';
import { loadFolder } from '../folders/folder';
import { ROOT } from '../folders/dto';

const STATUSES = new Set<string>([
  'WAITSTART',
  'INPROGRESS',
  'DONE',
  'NOTDONE',
  'GENERATING',
  'ERROR',
  'POSTCONDITION',
]);
const REVENUE_TYPES = new Set<string>(['BIC', 'BNC', 'BA', 'IS', 'IR', 'AUTRE']);

/** The API's lowercase status (spec §4) → the enum; an unknown value reads as null rather than failing. */
export function statusOf(value: string | null | undefined): AnalysisStatus | null {
  const upper = value?.toUpperCase();
  return upper && STATUSES.has(upper) ? (upper as AnalysisStatus) : null;
}

export function revenueTypeOf(value: string | null | undefined): RevenueType | null {
  const upper = value?.toUpperCase();
  return upper && REVENUE_TYPES.has(upper) ? (upper as RevenueType) : null;
}

type FecBody = ApiBody<'/v1/fecs/{uuid}', 'put'>;

const INPUT_KEYS: Record<keyof FecInput, keyof FecBody> = {
  companyName: 'company_name',
  siren: 'siren',
  revenueType: 'revenue_type',
  fiscalStart: 'fiscal_start',
  fiscalEnd: 'fiscal_end',
  erp: 'erp',
  erpOther: 'erp_other',
  accountingResult: 'accounting_result',
  headcount: 'headcount',
  taxReturn: 'tax_return',
  taxReturnFilingDate: 'tax_return_filing_date',
  vatOnDebits: 'vat_on_debits',
  lettering: 'lettering',
};

/** `FecInput` → the API's body: only the keys given (an absent field is kept, null clears it). */
export function fecBody(input: FecInput): FecBody {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input) as [keyof FecInput, unknown][]) {
    if (value === undefined || !(key in INPUT_KEYS)) continue;
    body[INPUT_KEYS[key]] = key === 'revenueType' && value === 'AUTRE' ? 'autre' : value;
  }
  return body as FecBody;
}

export const Fec: FecResolvers = {
  uuid: (f) => f.uuid,
  originalName: (f) => f.original_name,
  companyName: (f) => f.company_name,
  siren: (f) => f.siren,
  revenueType: (f) => revenueTypeOf(f.revenue_type),
  createdAt: (f) => f.created_at,
  lineCount: (f) => f.line_count,
  size: (f) => f.size,
  fiscalStart: (f) => f.fiscal_start,
  fiscalEnd: (f) => f.fiscal_end,
  offer: (f) => f.offer,
  priceHt: (f) => (f.price_ht_cents === null ? null : f.price_ht_cents / 100),
  status: (f) => statusOf(f.status),
  locked: (f) => f.locked,
  folderUuid: (f) => f.folder_uuid,
  folder: async (f, _args, ctx) => {
    const folder = await loadFolder(ctx, f.folder_uuid || ROOT);
    if (!folder) throw new Error(`folder ${f.folder_uuid} of FEC ${f.uuid} not found`);
    return folder;
  },
  ownerUuid: (f) => f.owner_uuid,
  extra: (f) => f.extra ?? {},
  sha256: (f) => f.sha256,
  canWrite: (f) => f.write,
  latestAnalysisUuid: (f) => f.analysis_uuid,
  downloadUrl: (f) => `/download/fecs/${encodeURIComponent(f.uuid)}`,
};

export const FecExtra: FecExtraResolvers = {
  erp: (e) => e.erp ?? null,
  erpOther: (e) => e.erp_other ?? null,
  accountingResult: (e) => e.accounting_result ?? null,
  headcount: (e) => e.headcount ?? null,
  taxReturn: (e) => e.tax_return ?? null,
  taxReturnFilingDate: (e) => e.tax_return_filing_date ?? null,
  vatOnDebits: (e) => e.vat_on_debits ?? null,
  lettering: (e) => e.lettering ?? null,
};

export const FecPage: FecPageResolvers = {
  items: (p) => p.items,
  pageInfo: (p) => ({
    total: p.total,
    limit: p.limit,
    offset: p.offset,
    hasNextPage: p.offset + p.items.length < p.total,
  }),
};
