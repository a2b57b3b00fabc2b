import type { Caller } from '../auth/caller';
import type { FeaturesInAccount } from '../auth/account-features';
import type { ApiDb } from '../db/database';
import { ApiError, badRequest, conflict, forbidden } from '../http/errors';
import { MSG } from '../http/messages';
import type { CertificateModel } from '../reports/documents/certificate';
import type { ReportFormatPart } from '../reports/documents/report-model';
import { brandingOf } from '../reports/report-model-builder';
import { requireAnalysis } from './analysis-service';
import { normaliseStoredReport } from './stored-report';
import { ymdOf } from './summary';

/**
 * The conformity certificate of an analysis (issue 17): same rights as reading its results (the caller can
 * read the FEC); a single analysis with results only, of an unlocked FEC (the certificate is part of the
 * full analysis).
 */

interface StoredFormatReport {
  file?: { siren?: string | null };
  fiscalYear?: { start: number; end: number };
  format?: ReportFormatPart;
}

const RUNNING = ['waitstart', 'inprogress', 'generating'];

export async function certificateOf(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  now: () => Date = () => new Date(),
): Promise<{ model: CertificateModel; fileName: string }> {
  const { analysis, fecs, locked } = await requireAnalysis(db, caller, uuid);
  if (analysis.kind !== 'single') throw badRequest(MSG.certificateMulti);
  if (RUNNING.includes(analysis.status))
    throw new ApiError(409, MSG.analysisNotFinished, { analysis_status: analysis.status });
  const report = normaliseStoredReport(analysis.report as unknown as StoredFormatReport | null);
  // A postcondition failure still has its results; an analysis that failed or could not run has none.
  if (!['done', 'postcondition'].includes(analysis.status) || !report?.format)
    throw conflict(MSG.certificateNoResults);
  if (locked) throw forbidden(MSG.certificateLocked);
  const fec = fecs[0]!;
  const base = fec.original_name.replace(/\.[^.]+$/, '') || 'fec';
  const model: CertificateModel = {
    name: `${base}-certificat-conformite`,
    generatedAt: now(),
    author: caller.account.name,
    accountName: caller.account.name,
    branding: brandingOf(caller.account.features_in_account as unknown as FeaturesInAccount),
    fileName: fec.original_name,
    companyName: fec.company_name,
    siren: fec.siren ?? report.file?.siren ?? null,
    fiscalStart: ymdOf(fec.fiscal_start) ?? report.fiscalYear?.start ?? null,
    fiscalEnd: ymdOf(fec.fiscal_end) ?? report.fiscalYear?.end ?? null,
    analysedAt: analysis.finished_at ? new Date(analysis.finished_at) : null,
    format: { ...report.format, diagnostics: report.format.diagnostics ?? [] },
  };
  return { model, fileName: `${base}-certificat-conformite.pdf` };
}
