import type {
  ApiKeyCreatedVia,
  ApiKeyResolvers,
  ApiKeyReviewReason,
  ApiKeyScope,
  CreateFecUploadInput,
  FecUploadStatus,
} from '../../__generated__/resolvers-types';
import type { ApiBody } from '../../upstream/api-client';
import type { ApiKeyDto, FecUploadDto } from './dto';

/** The API's snake_case partner objects → schema/partners.graphql, and the inputs back. */

type ApiScope = ApiKeyDto['scopes'][number];

const SCOPES: Record<ApiScope, ApiKeyScope> = {
  'fecs:read': 'FECS_READ',
  'fecs:import': 'FECS_IMPORT',
  reports: 'REPORTS',
  review: 'REVIEW',
  ecf: 'ECF',
};
export const scopeOf = (s: ApiScope): ApiKeyScope => SCOPES[s];
export const apiScope = (s: ApiKeyScope): ApiScope =>
  (Object.keys(SCOPES) as ApiScope[]).find((k) => SCOPES[k] === s)!;

export const apiKeyFields = {
  uuid: (k: ApiKeyDto) => k.uuid,
  name: (k: ApiKeyDto) => k.name,
  prefix: (k: ApiKeyDto) => k.prefix,
  scopes: (k: ApiKeyDto) => k.scopes.map(scopeOf),
  createdBy: (k: ApiKeyDto) => k.created_by,
  createdAt: (k: ApiKeyDto) => k.created_at,
  lastUsedAt: (k: ApiKeyDto) => k.last_used_at,
  revokedAt: (k: ApiKeyDto) => k.revoked_at,
  budgetCapacity: (k: ApiKeyDto) => k.budget_capacity,
  budgetRefillPerSecond: (k: ApiKeyDto) => k.budget_refill_per_second,
  createdFrom: (k: ApiKeyDto) =>
    k.created_from && {
      via: k.created_from.via.toUpperCase() as ApiKeyCreatedVia,
      session: k.created_from.session,
      signedInAt: k.created_from.signed_in_at,
      ip: k.created_from.ip,
      userAgent: k.created_from.user_agent,
    },
  review: (k: ApiKeyDto) =>
    k.review && {
      reason: k.review.reason.toUpperCase() as ApiKeyReviewReason,
      since: k.review.since,
      suspended: k.review.suspended,
    },
} satisfies ApiKeyResolvers;

/**
 * The gateway's upload route for a prepared upload: the API's signed path (`/v1/fec-uploads/{uuid}/file?…`)
 * becomes `/upload/fec-uploads/{uuid}?…`, relative to the origin of `/graphql` (upload-route.ts forwards it).
 */
export function uploadUrlOf(u: Pick<FecUploadDto, 'upload_path'>): string {
  const [path, query = ''] = u.upload_path.split('?');
  const uuid = path.replace(/^\/v1\/fec-uploads\//, '').replace(/\/file$/, '');
  return `/upload/fec-uploads/${uuid}${query ? `?${query}` : ''}`;
}

export const uploadStatusOf = (u: FecUploadDto) => u.status.toUpperCase() as FecUploadStatus;

export function fecUploadBodyOf(input: CreateFecUploadInput): ApiBody<'/v1/fec-uploads', 'post'> {
  return {
    idempotency_key: input.idempotencyKey,
    file_name: input.fileName,
    terms_accepted: input.termsAccepted,
    folder_uuid: input.folderUuid ?? undefined,
    company_name: input.companyName ?? undefined,
    siren: input.siren ?? undefined,
    revenue_type: input.revenueType
      ? input.revenueType === 'AUTRE'
        ? 'autre'
        : input.revenueType
      : undefined,
    fiscal_start: input.fiscalStart ?? undefined,
    fiscal_end: input.fiscalEnd ?? undefined,
  };
}
