import type {
  GenerateReportInput,
  ReportFile,
  ReportFormat,
  ReportLimits,
  ReportResolvers,
  ReportStatus,
  ResultCategory,
} from '../../__generated__/resolvers-types';
import type { ApiBody, ApiData } from '../../upstream/api-client';
import type { ReportDto } from './dto';

/** The API's snake_case reports → the schema's types (schema/reports.graphql), and the wizard's input back. */

type ApiFormat = ReportDto['formats'][number];
type LimitsDto = ApiData<'/v1/reports/limits', 'get'>;

export const formatOf = (f: ApiFormat) => f.toUpperCase() as ReportFormat;
/** `PDF` → `pdf` (the API's spelling). */
export const apiFormat = (f: ReportFormat) => f.toLowerCase() as ApiFormat;

/** The gateway's download route for a report's file (session cookies or a bearer token). */
export const reportFileUrl = (uuid: string, format: ApiFormat) => `/download/reports/${uuid}.${format}`;

export function fileOf(report: Pick<ReportDto, 'uuid'>, f: ReportDto['files'][number]): ReportFile {
  return {
    format: formatOf(f.format),
    fileName: f.file_name,
    size: f.size,
    url: reportFileUrl(report.uuid, f.format),
  };
}

/** Every field of `Report` but `fecs` (the FEC domain's loader), read off the API's view. */
export const reportFields = {
  uuid: (r: ReportDto) => r.uuid,
  name: (r: ReportDto) => r.name,
  status: (r: ReportDto) => r.status.toUpperCase() as ReportStatus,
  progress: (r: ReportDto) => r.progress,
  error: (r: ReportDto) => r.error,
  formats: (r: ReportDto) => r.formats.map(formatOf),
  files: (r: ReportDto) => r.files.map((f) => fileOf(r, f)),
  fecUuids: (r: ReportDto) => r.fec_uuids,
  merged: (r: ReportDto) => r.merged,
  byCycle: (r: ReportDto) => r.by_cycle,
  categories: (r: ReportDto) => r.categories as ResultCategory[],
  themes: (r: ReportDto) => r.themes,
  controlIds: (r: ReportDto) => r.control_ids,
  internalNotes: (r: ReportDto) => r.internal_notes,
  creatorName: (r: ReportDto) => r.creator_name,
  creatorUuid: (r: ReportDto) => r.creator_uuid,
  createdAt: (r: ReportDto) => r.created_at,
  finishedAt: (r: ReportDto) => r.finished_at,
  expiresAt: (r: ReportDto) => r.expires_at,
} satisfies Omit<ReportResolvers, 'fecs'>;

export function limitsOf(l: LimitsDto): ReportLimits {
  return {
    maxMerged: l.max_merged,
    maxFecs: l.max_fecs,
    nameMaxLength: l.name_max_length,
    keptDays: l.kept_days,
  };
}

export function generateBodyOf(input: GenerateReportInput): ApiBody<'/v1/reports', 'post'> {
  return {
    name: input.name,
    fec_uuids: input.fecUuids,
    merge: input.merge ?? undefined,
    by_cycle: input.byCycle ?? undefined,
    categories: input.categories ?? undefined,
    themes: input.themes ?? undefined,
    control_ids: input.controlIds ?? undefined,
    formats: input.formats.map(apiFormat),
    internal_notes: input.internalNotes ?? undefined,
  };
}
