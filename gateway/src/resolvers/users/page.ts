import type { PageInfo } from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';

/** The API's page bounds (limit 1–500, offset ≥ 0), refused here with its own French message. */
export function checkPage(limit: number, offset: number): void {
  const fields: { field: string; message: string }[] = [];
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    fields.push({ field: 'limit', message: 'Format incorrect.' });
  if (!Number.isInteger(offset) || offset < 0) fields.push({ field: 'offset', message: 'Format incorrect.' });
  if (fields.length)
    throw gatewayError('Certains champs sont invalides', 'BAD_USER_INPUT', { status: 400, fields });
}

/** PageInfo of a list that was read whole (groups: the API answers them all). */
export function pageOf<T>(all: T[], limit: number, offset: number): { items: T[]; pageInfo: PageInfo } {
  const items = all.slice(offset, offset + limit);
  return {
    items,
    pageInfo: { total: all.length, limit, offset, hasNextPage: offset + items.length < all.length },
  };
}
