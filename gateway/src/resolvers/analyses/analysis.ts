import type { AnalysisKind, AnalysisResolvers, AnalysisStatus } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { gatewayError } from '../../errors';
import type { AnalysisDto, AnalysisParent } from './dto';
import { analysisLoader, controlsKey, controlsLoader } from './loaders';
import { correctedStatus, correctedTesterOf, downloadsOf, reportOf, summaryOf, upper } from './mapping';
import { selectsAny } from './selection';

/** The full view: the parent itself when it is one, else one batched read (a FEC's summary item). */
export async function fullAnalysis(a: AnalysisParent, ctx: GatewayContext): Promise<AnalysisDto> {
  if ('report' in a && 'kind' in a && 'created_at' in a) return a as AnalysisDto;
  const loaded = await analysisLoader(ctx.loaders).load(a.uuid);
  if (!loaded) throw gatewayError("Cette analyse n'existe pas.", 'NOT_FOUND', { status: 404 });
  return loaded;
}

/** A field of the view, read from the parent when it has it (no call), else from the full view. */
async function field<K extends keyof AnalysisDto>(a: AnalysisParent, ctx: GatewayContext, key: K) {
  return key in a ? (a as AnalysisDto)[key] : (await fullAnalysis(a, ctx))[key];
}

/** The analysis' file addresses, from the parent's fields when it has them (a FEC's summary item). */
async function downloads(a: AnalysisParent, ctx: GatewayContext) {
  const [kind, status, locked] = await Promise.all([
    field(a, ctx, 'kind'),
    field(a, ctx, 'status'),
    field(a, ctx, 'locked'),
  ]);
  return downloadsOf({ uuid: a.uuid, kind, status, locked });
}

/** Fields whose reading needs the detail rows fetched with the results. */
export const ROW_FIELDS = ['rows', 'truncated', 'truncatedMessage'] as const;

/** Control results of one analysis through the batch loader (filters and rows in the key). */
export async function controlsOf(
  uuid: string,
  args: { category?: string | null; theme?: string | null; search?: string | null },
  rows: boolean,
  ctx: GatewayContext,
) {
  const key = controlsKey(uuid, { category: args.category, theme: args.theme, search: args.search, rows });
  return (await controlsLoader(ctx.loaders).load(key)) ?? [];
}

export const Analysis: AnalysisResolvers = {
  uuid: (a) => a.uuid,
  kind: async (a, _args, ctx) => upper<AnalysisKind>(await field(a, ctx, 'kind')),
  status: async (a, _args, ctx) => upper<AnalysisStatus>(await field(a, ctx, 'status')),
  error: (a, _args, ctx) => field(a, ctx, 'error'),
  createdAt: (a, _args, ctx) => field(a, ctx, 'created_at'),
  startedAt: (a, _args, ctx) => field(a, ctx, 'started_at'),
  finishedAt: (a, _args, ctx) => field(a, ctx, 'finished_at'),
  summary: async (a, _args, ctx) => summaryOf(await field(a, ctx, 'summary')),
  report: async (a, _args, ctx) => {
    const full = await fullAnalysis(a, ctx);
    return full.kind === 'multi' ? null : reportOf(full.report, full.locked);
  },
  correctedStatus: async (a, _args, ctx) => correctedStatus(await field(a, ctx, 'corrected_status')),
  correctedError: (a, _args, ctx) => field(a, ctx, 'corrected_error'),
  correctedTester: async (a, _args, ctx) => correctedTesterOf(await field(a, ctx, 'corrected_summary')),
  certificateUrl: async (a, _args, ctx) => (await downloads(a, ctx)).certificateUrl,
  diagnosticsCsvUrl: async (a, _args, ctx) => (await downloads(a, ctx)).diagnosticsCsvUrl,
  locked: (a, _args, ctx) => field(a, ctx, 'locked'),
  controls: (a, args, ctx, info) => controlsOf(a.uuid, args, selectsAny(info, ROW_FIELDS), ctx),
};
