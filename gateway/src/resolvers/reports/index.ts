import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { can, isAuthenticated } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import type { FecDto } from '../fecs/dto';
import { fecById } from '../fecs/loaders';
import type { ReportDto } from './dto';
import { reportById } from './loaders';
import { generateBodyOf, limitsOf, reportFields } from './mapping';

/** Primes the request's report loader with reports already read (a list, a generation). */
function primeReports(ctx: GatewayContext, reports: ReportDto[]): ReportDto[] {
  const loader = reportById(ctx.loaders);
  for (const r of reports) loader.prime(r.uuid, r);
  return reports;
}

/**
 * `Report.fecs`, in the report's order through the FEC domain's batched loader; null for a FEC deleted
 * since — or no longer readable (a Member's grant withdrawn): the API refuses a whole batch for one such
 * FEC, so the refused ones are asked again alone and answer null, without failing the others.
 */
async function fecsOf(report: ReportDto, ctx: GatewayContext): Promise<(FecDto | null)[]> {
  const loaded = await fecById(ctx.loaders).loadMany(report.fec_uuids);
  return Promise.all(
    loaded.map(async (fec, i) => {
      if (!(fec instanceof Error)) return fec;
      try {
        const { items } = await ctx.api.call('get', '/v1/fecs', { query: { ids: report.fec_uuids[i]! } });
        return items[0] ?? null;
      } catch {
        return null;
      }
    }),
  );
}

/** Resolvers of schema/reports.graphql: « Mes rapports », the wizard's request and limits, deletion. */
export const resolvers: Resolvers = {
  Query: {
    reports: async (_p, { fecUuid, limit, offset }, ctx) => {
      const size = Math.max(1, Math.min(limit ?? 20, 100));
      const from = Math.max(0, offset ?? 0);
      const page = await ctx.api.call('get', '/v1/reports', {
        query: { limit: size, offset: from, fec_uuid: fecUuid ?? undefined },
      });
      return {
        items: primeReports(ctx, page.items),
        pageInfo: {
          total: page.total,
          limit: size,
          offset: from,
          hasNextPage: from + page.items.length < page.total,
        },
      };
    },
    report: (_p, { uuid }, ctx) => reportById(ctx.loaders).load(uuid),
    reportLimits: async (_p, _a, ctx) => limitsOf(await ctx.api.call('get', '/v1/reports/limits')),
  },
  Mutation: {
    generateReport: async (_p, { input }, ctx) => {
      // A partner's retry with the same key answers the reports already asked for (the API's idempotency).
      const { items } = await ctx.api.call('post', '/v1/reports', {
        body: generateBodyOf(input),
        headers: input.idempotencyKey ? { 'Idempotency-Key': input.idempotencyKey } : undefined,
      });
      return { reports: primeReports(ctx, items) };
    },
    deleteReport: async (_p, { uuid }, ctx) =>
      (await ctx.api.call('delete', '/v1/reports/{uuid}', { params: { uuid } })).uuid,
  },
  Report: {
    ...reportFields,
    fecs: (report, _a, ctx) => fecsOf(report, ctx),
  },
};

/**
 * graphql-shield rules (api/PERMISSIONS.md `report.report`): reading and generating by right; deleting is
 * the API's decision (the creator, or an Owner or Manager); the limits for anyone signed in.
 */
export const rules: DomainRules = {
  Query: {
    reports: can('report', 'report', 'read'),
    report: can('report', 'report', 'read'),
    reportLimits: isAuthenticated,
  },
  Mutation: {
    generateReport: can('report', 'report', 'generate'),
    deleteReport: isAuthenticated,
  },
};
