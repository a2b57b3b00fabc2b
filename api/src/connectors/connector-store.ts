import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ApiDb } from '../db/database';
import type { ConnectorImportsTable, ConnectorsTable } from './tables';

export type ConnectorRow = Selectable<ConnectorsTable>;
export type ConnectorImportRow = Selectable<ConnectorImportsTable>;

/** SQL of the connectors (connectors, connector_imports). Every read of a connector names its account. */

export async function insertConnector(db: ApiDb, row: Insertable<ConnectorsTable>): Promise<void> {
  await db.insertInto('connectors').values(row).execute();
}

export function connectorOf(db: ApiDb, accountUuid: string, uuid: string) {
  return db
    .selectFrom('connectors')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

export function connectorByUuid(db: ApiDb, uuid: string) {
  return db.selectFrom('connectors').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export function fingerprintTaken(db: ApiDb, accountUuid: string, fingerprint: string) {
  return db
    .selectFrom('connectors')
    .select('uuid')
    .where('account_uuid', '=', accountUuid)
    .where('token_fingerprint', '=', fingerprint)
    .executeTakeFirst();
}

export async function pageOfConnectors(db: ApiDb, accountUuid: string, limit: number, offset: number) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('connectors')
      .selectAll()
      .where('account_uuid', '=', accountUuid)
      .orderBy('created_at', 'desc')
      .orderBy('uuid')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('connectors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_uuid', '=', accountUuid)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** Connectors by uuid, whatever their account (the service refuses a batch naming another's). */
export function connectorsByUuids(db: ApiDb, uuids: string[]) {
  if (!uuids.length) return Promise.resolve([] as ConnectorRow[]);
  return db.selectFrom('connectors').selectAll().where('uuid', 'in', uuids).execute();
}

export async function updateConnector(db: ApiDb, uuid: string, values: Updateable<ConnectorsTable>) {
  await db.updateTable('connectors').set(values).where('uuid', '=', uuid).execute();
}

export async function deleteConnectorRow(db: ApiDb, accountUuid: string, uuid: string): Promise<boolean> {
  const done = await db
    .deleteFrom('connectors')
    .where('account_uuid', '=', accountUuid)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return Number(done.numDeletedRows) > 0;
}

/** The latest import of each (connector, period) that produced a FEC still there: `last_import_fec_uuid`. */
export async function lastImportedFecs(db: ApiDb, connectorUuids: string[]) {
  if (!connectorUuids.length) return new Map<string, string>();
  const rows = await db
    .selectFrom('connector_imports')
    .select(['connector_uuid', 'start_date', 'end_date', 'fec_uuid'])
    .where('connector_uuid', 'in', connectorUuids)
    .where('fec_uuid', 'is not', null)
    .orderBy('created_at', 'desc')
    .execute();
  const out = new Map<string, string>();
  for (const r of rows) {
    const key = periodKey(r.connector_uuid, r.start_date, r.end_date);
    if (!out.has(key)) out.set(key, r.fec_uuid!);
  }
  return out;
}

export const periodKey = (connector: string, start: string, end: string) => `${connector}|${start}|${end}`;

export async function insertImport(db: ApiDb, row: Insertable<ConnectorImportsTable>): Promise<void> {
  await db.insertInto('connector_imports').values(row).execute();
}

export function importByUuid(db: ApiDb, uuid: string) {
  return db.selectFrom('connector_imports').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function updateImport(db: ApiDb, uuid: string, values: Updateable<ConnectorImportsTable>) {
  await db.updateTable('connector_imports').set(values).where('uuid', '=', uuid).execute();
}

/**
 * Takes an import for one run: still `generating`, nobody beating on it (or a beat older than
 * `staleBefore`: its worker died), attempts left. Counts the attempt; null when another worker has it.
 */
export function claimImport(
  db: ApiDb,
  uuid: string,
  jobId: string,
  now: Date,
  staleBefore: Date,
  maxAttempts: number,
) {
  return db
    .updateTable('connector_imports')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), heartbeat_at: now, job_id: jobId }))
    .where('uuid', '=', uuid)
    .where('status', '=', 'generating')
    .where('attempts', '<', maxAttempts)
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)]))
    .returningAll()
    .executeTakeFirst();
}

/** The last file imported for a period (a nightly refresh compares its SHA-256). */
export function lastImportedFile(db: ApiDb, connectorUuid: string, start: string, end: string) {
  return db
    .selectFrom('connector_imports')
    .select(['file_sha256', 'folder_uuid', 'owner_uuid', 'revenue_type', 'fec_uuid'])
    .where('connector_uuid', '=', connectorUuid)
    .where('start_date', '=', start)
    .where('end_date', '=', end)
    .where('status', 'in', ['done', 'unchanged'])
    .where('file_sha256', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
