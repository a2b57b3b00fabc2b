import { renderDocx } from './docx';
import { renderPdf } from './pdf';
import type { ReportFormat, ReportRenderer } from './report-model';
import { renderXlsx } from './xlsx';

/** One renderer per format: what the report job runs (the tests pass their own map to the job instead). */
export type ReportRenderers = Record<ReportFormat, ReportRenderer>;

export const REPORT_RENDERERS: ReportRenderers = { pdf: renderPdf, docx: renderDocx, xlsx: renderXlsx };

/** The file extension of each format (also the download route's `:format`). */
export const REPORT_EXTENSIONS: Record<ReportFormat, string> = { pdf: 'pdf', docx: 'docx', xlsx: 'xlsx' };
