import type { AnalysisStatus, MultiAnalysisMode, Resolvers } from '../../__generated__/resolvers-types';
import { can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { controlsOf, ROW_FIELDS } from '../analyses/analysis';
import type { AnalysisDto } from '../analyses/dto';
import { fecsOf } from '../analyses/fec';
import { analysisLoader } from '../analyses/loaders';
import { fecById } from '../fecs/loaders';
import { dateOf, summaryOf, upper } from '../analyses/mapping';
import { selectsAny } from '../analyses/selection';

/** The multi-analysis report: its mode (known from the start) and, once done, the FECs compared. */
interface MultiReport {
  mode?: 'one_company_several_years' | 'several_companies_one_year';
  fecs?: Array<{
    fec_uuid: string;
    analysis_uuid: string;
    siren: string | null;
    fiscalYear?: { start: number; end: number };
  }>;
}

const reportOf = (a: AnalysisDto) => (a.report ?? {}) as MultiReport;

/** Mode: as the API recorded it; for an older record, from the SIRENs compared. */
function modeOf(a: AnalysisDto): MultiAnalysisMode {
  const report = reportOf(a);
  if (report.mode) return upper<MultiAnalysisMode>(report.mode);
  const sirens = (report.fecs ?? []).map((f) => f.siren);
  const same = sirens.length > 0 && sirens.every((s) => s !== null && s === sirens[0]);
  return same ? 'ONE_COMPANY_SEVERAL_YEARS' : 'SEVERAL_COMPANIES_ONE_YEAR';
}

/** Resolvers of the multi domain (schema/multi.graphql): comparison of 1 to 3 FECs. */
export const resolvers: Resolvers = {
  Query: {
    multiAnalysis: async (_parent, { uuid }, ctx) => {
      const a = await analysisLoader(ctx.loaders).load(uuid);
      return a && a.kind === 'multi' ? a : null;
    },
  },
  Mutation: {
    runMultiAnalysis: (_parent, { fecUuids }, ctx) =>
      ctx.api.call('post', '/v1/multi-analyses', { body: { fec_uuids: fecUuids } }),
  },
  MultiAnalysis: {
    status: (a) => upper<AnalysisStatus>(a.status),
    mode: (a) => modeOf(a),
    fecs: (a, _args, ctx) => fecsOf(a.fec_uuids, ctx),
    compared: (a) =>
      (reportOf(a).fecs ?? []).map((f) => ({
        fecUuid: f.fec_uuid,
        analysisUuid: f.analysis_uuid,
        siren: f.siren,
        fiscalStart: dateOf(f.fiscalYear?.start),
        fiscalEnd: dateOf(f.fiscalYear?.end),
      })),
    createdAt: (a) => a.created_at,
    finishedAt: (a) => a.finished_at,
    summary: (a) => summaryOf(a.summary),
    controls: (a, args, ctx, info) => controlsOf(a.uuid, args, selectsAny(info, ROW_FIELDS), ctx),
    analysis: (a) => a,
  },
  MultiAnalysisFec: {
    // The SIREN declared on the FEC, as everywhere else in the product: a multi-analysis run before issue 35
    // kept the one of the file name (« 111111111 »). The stored one when the FEC is gone.
    siren: async (f, _args, ctx) => (await fecById(ctx.loaders).load(f.fecUuid))?.siren || f.siren || null,
    fec: (f, _args, ctx) => fecById(ctx.loaders).load(f.fecUuid),
  },
};

/** graphql-shield rules: reading needs a token (the API checks the FECs); running needs the right. */
export const rules: DomainRules = {
  Query: { multiAnalysis: isAuthenticated },
  Mutation: { runMultiAnalysis: can('analysis', 'multi', 'run') },
};
