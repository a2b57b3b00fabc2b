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

/**
 * A field of the view: read from the parent when it has it — synchronously, no promise (a FEC list's 50
 * summaries are read this way) — else from the full view.
 */
function field<K extends keyof AnalysisDto>(
  a: AnalysisParent,
  ctx: GatewayContext,
  key: K,
): AnalysisDto[K] | Promise<AnalysisDto[K]> {
  return key in a ? (a as AnalysisDto)[key] : fullAnalysis(a, ctx).then((full) => full[key]);
}

/** `fn` of a value, or of a promise's value once it settles. */
function map<T, R>(value: T | Promise<T>, fn: (value: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(fn) : fn(value);
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
export function controlsOf(
  uuid: string,
  args: { category?: string | null; theme?: string | null; search?: string | null },
  rows: boolean,
  ctx: GatewayContext,
) {
  const key = controlsKey(uuid, { category: args.category, theme: args.theme, search: args.search, rows });
  return controlsLoader(ctx.loaders)
    .load(key)
    .then((controls) => controls ?? []);
}

export const Analysis: AnalysisResolvers = {
  uuid: (a) => a.uuid,
  kind: (a, _args, ctx) => map(field(a, ctx, 'kind'), (kind) => upper<AnalysisKind>(kind)),
  status: (a, _args, ctx) => map(field(a, ctx, 'status'), (status) => upper<AnalysisStatus>(status)),
  error: (a, _args, ctx) => field(a, ctx, 'error'),
  createdAt: (a, _args, ctx) => field(a, ctx, 'created_at'),
  startedAt: (a, _args, ctx) => field(a, ctx, 'started_at'),
  finishedAt: (a, _args, ctx) => field(a, ctx, 'finished_at'),
  summary: (a, _args, ctx) => map(field(a, ctx, 'summary'), summaryOf),
  report: async (a, _args, ctx) => {
    const full = await fullAnalysis(a, ctx);
    return full.kind === 'multi' ? null : reportOf(full.report, full.locked);
  },
  correctedStatus: (a, _args, ctx) => map(field(a, ctx, 'corrected_status'), correctedStatus),
  correctedError: (a, _args, ctx) => field(a, ctx, 'corrected_error'),
  correctedTester: (a, _args, ctx) => map(field(a, ctx, 'corrected_summary'), correctedTesterOf),
  certificateUrl: async (a, _args, ctx) => (await downloads(a, ctx)).certificateUrl,
  diagnosticsCsvUrl: async (a, _args, ctx) => (await downloads(a, ctx)).diagnosticsCsvUrl,
  locked: (a, _args, ctx) => field(a, ctx, 'locked'),
  controls: (a, args, ctx, info) => controlsOf(a.uuid, args, selectsAny(info, ROW_FIELDS), ctx),
};
