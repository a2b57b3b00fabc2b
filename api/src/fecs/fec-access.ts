import type { Selectable } from 'kysely';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { grantedTo } from './fec-store';
import type { FecsTable } from './tables';

export type FecRow = Selectable<FecsTable>;
export type FecAccessMode = 'read' | 'write';

/**
 * Whether `caller` may read or write `fec` (spec §6): the FEC must belong to the caller's account;
 * Owners, Managers (and Supervisors for reading) see every FEC of the account; a Member only those
 * granted to their email or to a group they are in (`grantedTo`) — and writes only with a write grant.
 * The FEC's owner always may.
 */
export async function mayAccessFec(
  db: ApiDb,
  caller: Caller,
  fec: FecRow,
  mode: FecAccessMode,
): Promise<boolean> {
  if (fec.account_uuid !== caller.account.uuid) return false;
  const file = caller.can.fec.file;
  if (mode === 'read' ? file.read_all : file.write_all) return true;
  if (fec.owner_uuid === caller.user.uuid) return true;
  const granted = await db
    .selectFrom('fecs')
    .select('fecs.uuid')
    .where('fecs.uuid', '=', fec.uuid)
    .where(grantedTo(caller, mode))
    .executeTakeFirst();
  return Boolean(granted);
}

/** The FEC, or 403 'Vous n'avez pas accès à ce Fec.' (another account's, or not granted), 404 unknown. */
export async function requireFec(
  db: ApiDb,
  caller: Caller,
  uuid: string,
  mode: FecAccessMode,
): Promise<FecRow> {
  const fec = await db.selectFrom('fecs').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!fec) throw notFound(MSG.fecNotFound);
  if (!(await mayAccessFec(db, caller, fec, mode))) throw forbidden(MSG.fecForbidden);
  return fec;
}

/**
 * Batch form: every FEC of `uuids` the caller may access; any FEC of `uuids` that exists but is not
 * accessible → 403 for the whole call; unknown ids are left out (the gateway's loaders answer null).
 */
export async function requireFecs(
  db: ApiDb,
  caller: Caller,
  uuids: string[],
  mode: FecAccessMode,
): Promise<FecRow[]> {
  if (uuids.length === 0) return [];
  const rows = await db.selectFrom('fecs').selectAll().where('uuid', 'in', uuids).execute();
  for (const fec of rows) {
    if (!(await mayAccessFec(db, caller, fec, mode))) throw forbidden(MSG.fecForbidden);
  }
  return rows;
}
