import type { FecSort } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { FecDto, FecPageDto } from './dto';
import { fecById } from './loaders';

export interface FecListArgs {
  folderUuid?: string | null;
  ids?: readonly string[] | null;
  limit?: number | null;
  offset?: number | null;
  sort?: FecSort | null;
}

/** `FecSort` → the API's `sort` (`-` prefix for descending); absent: the API's default, newest first. */
export function apiSort(sort: FecSort | null | undefined): string | undefined {
  if (!sort) return undefined;
  return `${sort.descending ? '-' : ''}${sort.field.toLowerCase()}`;
}

export function primeFecs(ctx: GatewayContext, items: readonly FecDto[]): void {
  const loader = fecById(ctx.loaders);
  for (const fec of items) loader.prime(fec.uuid, fec);
}

/**
 * A page of FECs in one API call (`GET v1/fecs`): of a folder, of ids, or all. Each item carries its
 * latest analysis summary, so nothing under it costs another call for that.
 */
export async function fecPage(ctx: GatewayContext, args: FecListArgs): Promise<FecPageDto> {
  const limit = args.limit ?? 50;
  const offset = args.offset ?? 0;
  if (args.ids) {
    if (!args.ids.length) return { items: [], total: 0, limit, offset: 0 };
    const { items } = await ctx.api.call('get', '/v1/fecs', { query: { ids: args.ids.join(',') } });
    primeFecs(ctx, items);
    // Keep the order asked for; unknown uuids are left out.
    const byUuid = new Map(items.map((f) => [f.uuid, f]));
    const ordered = args.ids.flatMap((id) => byUuid.get(id) ?? []);
    return { items: ordered, total: ordered.length, limit: ordered.length, offset: 0 };
  }
  const answer = await ctx.api.call('get', '/v1/fecs', {
    query: { folder: args.folderUuid ?? undefined, limit, offset, sort: apiSort(args.sort) },
  });
  primeFecs(ctx, answer.items);
  return { items: answer.items, total: answer.total, limit, offset };
}

const FOLDER_PAGES = Symbol('folderFecPages');

/**
 * A folder's page of FECs, called once per request and arguments: `folder(uuid)` starts it beside its
 * own call (folders/prefetch.ts) and `Folder.fecs` then finds it under way.
 */
export function folderFecPage(
  ctx: GatewayContext,
  folderUuid: string,
  args: Pick<FecListArgs, 'limit' | 'offset' | 'sort'>,
): Promise<FecPageDto> {
  const pages = ctx.loaders.get(FOLDER_PAGES, () => new Map<string, Promise<FecPageDto>>());
  const key = JSON.stringify([folderUuid, args.limit ?? 50, args.offset ?? 0, apiSort(args.sort) ?? null]);
  let page = pages.get(key);
  if (!page) {
    page = fecPage(ctx, { folderUuid, limit: args.limit, offset: args.offset, sort: args.sort });
    pages.set(key, page);
  }
  return page;
}
