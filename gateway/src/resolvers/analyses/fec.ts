import type { FecResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { FecDto } from '../fecs/dto';
import type { AnalysisParent } from './dto';
import { fecById } from '../fecs/loaders';
import { analysisLoader, latestAnalysisLoader } from './loaders';

/**
 * `Fec.latestAnalysis`: the summary the FEC list item carries (no call); else the analysis by the FEC's
 * `analysis_uuid` (batched); else, for a parent that has neither, the latest one by FEC (batched).
 */
export function latestAnalysisOf(fec: FecDto, ctx: GatewayContext) {
  const item = fec as Partial<Pick<FecDto, 'latest_analysis' | 'analysis_uuid'>> & { uuid: string };
  if (item.latest_analysis) return item.latest_analysis as unknown as AnalysisParent;
  if (item.latest_analysis === null) return null;
  if (item.analysis_uuid) return analysisLoader(ctx.loaders).load(item.analysis_uuid);
  if (item.analysis_uuid === null) return null;
  return latestAnalysisLoader(ctx.loaders).load(item.uuid);
}

export const Fec: FecResolvers = {
  latestAnalysis: (fec, _args, ctx) => latestAnalysisOf(fec, ctx),
  analyses: async (fec, _args, ctx) => {
    const { items } = await ctx.api.call('get', '/v1/analyses', { query: { fec: fec.uuid } });
    return items;
  },
};

/** The FECs of an analysis, in its order (the FEC domain's batched read, shared by the whole query). */
export async function fecsOf(uuids: string[], ctx: GatewayContext): Promise<FecDto[]> {
  const fecs = await fecById(ctx.loaders).loadMany(uuids);
  const failed = fecs.find((f) => f instanceof Error);
  if (failed) throw failed;
  return (fecs as (FecDto | null)[]).filter((f): f is FecDto => f !== null);
}
