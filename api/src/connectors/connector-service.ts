import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import { hmacHex } from '../crypto/secret-box';
import type { ApiDeps } from '../deps';
import { fecView } from '../fecs/fec-store';
import { failProducedFec, insertGeneratingFec, toFecView, type FecView } from '../fecs/fec-service';
import { importEnabled } from '../fecs/import-rules';
import { resolveFecFolder } from '../folders/folder-service';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import {
  connectorOf,
  connectorsByUuids,
  deleteConnectorRow,
  fingerprintTaken,
  insertConnector,
  lastImportedFecs,
  pageOfConnectors,
  periodKey,
  updateConnector,
  updateImport,
  type ConnectorRow,
} from './connector-store';
import { CONNECTOR_MSG, CONNECTOR_TOKEN_INVALID } from './messages';
import { ProviderError, type ProviderCompany } from './providers/provider';
import type { ConnectorProviderId, StoredFiscalYear } from './tables';
import { json } from '../db/database';

/** The rules of the connectors (spec §2 « Connecteurs », §3 « Connector token », §8). */

export type ConnectorDeps = Pick<
  ApiDeps,
  'db' | 'secrets' | 'now' | 'fecLifecycle' | 'connectorProviders' | 'connectorQueue'
>;

export const PROVIDERS: { id: ConnectorProviderId; name: string; token_help: string }[] = [
  {
    id: 'pennylane',
    name: 'Pennylane',
    token_help:
      'Dans Pennylane, ouvrez Paramètres › Connectivité › Développeurs et générez un jeton d’API ' +
      '(API Company v2) avec les droits de lecture des exercices et d’export FEC.',
  },
];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const today = (now: Date) => now.toISOString().slice(0, 10);

/** The context a token is sealed under: a sealed value copied onto another row does not open. */
export const sealContext = (uuid: string) => `connector:${uuid}`;

/** Recognises a token added twice to an account without keeping it in clear (HMAC-SHA256, derived key). */
export const tokenFingerprint = (deps: Pick<ApiDeps, 'secrets'>, token: string) =>
  hmacHex(deps.secrets.derivedKey('connector-token-fingerprint'), token);

/** The last 4 characters, so the user recognises the token; nothing more of it ever leaves the API. */
export const tokenHint = (token: string) => token.slice(-4);

export function connectorView(c: ConnectorRow, lastFecs: Map<string, string>, now: Date) {
  const day = today(now);
  const years = ((c.fiscal_years as unknown as StoredFiscalYear[]) ?? []).map((fy) => ({
    label: fy.label,
    start_date: fy.start_date,
    end_date: fy.end_date,
    current: fy.start_date <= day && day <= fy.end_date,
    last_import_fec_uuid: lastFecs.get(periodKey(c.uuid, fy.start_date, fy.end_date)) ?? null,
  }));
  return {
    uuid: c.uuid,
    provider: c.provider,
    token_hint: c.token_hint,
    company_name: c.company_name,
    siren: c.siren,
    activity: c.activity,
    address: c.address,
    fiscal_years: years,
    auto_refresh: c.auto_refresh,
    last_synced_at: iso(c.last_synced_at),
    last_error: c.last_error,
    created_at: iso(c.created_at)!,
  };
}
export type ConnectorView = ReturnType<typeof connectorView>;

async function views(
  deps: Pick<ConnectorDeps, 'db' | 'now'>,
  rows: ConnectorRow[],
): Promise<ConnectorView[]> {
  const last = await lastImportedFecs(
    deps.db,
    rows.map((r) => r.uuid),
  );
  return rows.map((r) => connectorView(r, last, deps.now()));
}

// ---- rights ----

const can = (caller: Caller, action: 'read' | 'manage') =>
  (caller.can as Record<string, Record<string, Record<string, boolean>>>).account?.connectors?.[action] ===
  true;

function requireRight(caller: Caller, action: 'read' | 'manage'): void {
  if (!can(caller, action)) throw forbidden(CONNECTOR_MSG.role);
}

/** Importing a fiscal year: reading connectors and importing FECs (spec §6), in an account that imports. */
function requireImport(caller: Caller): void {
  if (!can(caller, 'read') || !caller.can.fec?.file?.import) throw forbidden(CONNECTOR_MSG.role);
  if (!importEnabled(caller.account)) throw forbidden(MSG.importDisabled);
}

/** The caller's connector, or 404 — another account's too (its existence is not told). */
async function requireConnector(deps: Pick<ConnectorDeps, 'db'>, caller: Caller, uuid: string) {
  const row = await connectorOf(deps.db, caller.account.uuid, uuid);
  if (!row) throw notFound(CONNECTOR_MSG.notFound);
  return row;
}

// ---- the software's answers ----

/** A provider's failure as the API answers it (spec §8): 401 token, 404 nothing for this year, 502 down. */
export function providerRefusal(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error.failure === 'unauthorized') {
    return new ApiError(401, CONNECTOR_MSG.tokenInvalid, { code: CONNECTOR_TOKEN_INVALID });
  }
  if (error.failure === 'not_found') return new ApiError(404, CONNECTOR_MSG.noFile);
  return new ApiError(502, CONNECTOR_MSG.unavailable);
}

/** « Exercice 2025 », or « Exercice 2024-2025 » when it spans two calendar years. */
export function fiscalYearLabel(start: string, end: string): string {
  const a = start.slice(0, 4);
  const b = end.slice(0, 4);
  return a === b ? `Exercice ${b}` : `Exercice ${a}-${b}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The company as stored, or 400 « Informations manquantes » (no name, no usable fiscal year). */
function companyColumns(company: ProviderCompany) {
  const years = company.fiscalYears
    .filter((fy) => DATE.test(fy.start_date) && DATE.test(fy.end_date) && fy.start_date <= fy.end_date)
    .map((fy) => ({
      label: fy.label?.trim() || fiscalYearLabel(fy.start_date, fy.end_date),
      start_date: fy.start_date,
      end_date: fy.end_date,
    }))
    .sort((x, y) => y.start_date.localeCompare(x.start_date));
  if (!company.name?.trim() || years.length === 0) throw badRequest(CONNECTOR_MSG.missingInfo);
  return {
    company_name: company.name.trim().slice(0, 255),
    siren: company.siren,
    activity: company.activity?.slice(0, 255) ?? null,
    address: company.address?.slice(0, 500) ?? null,
    fiscal_years: json(years),
  };
}

async function identify(
  deps: Pick<ConnectorDeps, 'connectorProviders'>,
  provider: ConnectorProviderId,
  token: string,
) {
  try {
    return await deps.connectorProviders[provider].identify(token);
  } catch (error) {
    throw providerRefusal(error);
  }
}

/** The token of a connector, opened for one call to the software (never logged, never answered). */
export const openToken = (deps: Pick<ApiDeps, 'secrets'>, c: Pick<ConnectorRow, 'uuid' | 'token_sealed'>) =>
  deps.secrets.open(c.token_sealed, sealContext(c.uuid));

/** Writes what went wrong with the software on the connector (shown on its card). */
async function noteFailure(deps: Pick<ConnectorDeps, 'db'>, uuid: string, refusal: unknown) {
  if (refusal instanceof ApiError && (refusal.status === 401 || refusal.status === 502)) {
    await updateConnector(deps.db, uuid, { last_error: refusal.message });
  }
}

// ---- routes ----

export function listProviders(caller: Caller) {
  requireRight(caller, 'read');
  return PROVIDERS;
}

/** `GET v1/connectors`: a page of the account's connectors (or a batch by ids: one foreign id → 403). */
export async function listConnectors(
  deps: Pick<ConnectorDeps, 'db' | 'now'>,
  caller: Caller,
  query: { ids?: string[]; limit: number; offset: number },
) {
  requireRight(caller, 'read');
  if (query.ids) {
    const rows = await connectorsByUuids(deps.db, query.ids);
    if (rows.some((r) => r.account_uuid !== caller.account.uuid)) throw forbidden(CONNECTOR_MSG.role);
    const order = new Map(query.ids.map((u, i) => [u, i]));
    rows.sort((a, b) => order.get(a.uuid)! - order.get(b.uuid)!);
    return { items: await views(deps, rows), total: rows.length, limit: rows.length, offset: 0 };
  }
  const page = await pageOfConnectors(deps.db, caller.account.uuid, query.limit, query.offset);
  return {
    items: await views(deps, page.items),
    total: page.total,
    limit: query.limit,
    offset: query.offset,
  };
}

export async function getConnector(deps: Pick<ConnectorDeps, 'db' | 'now'>, caller: Caller, uuid: string) {
  requireRight(caller, 'read');
  return (await views(deps, [await requireConnector(deps, caller, uuid)]))[0];
}

/**
 * `POST v1/connectors`: the token is checked with the software (401), refused if this account has it
 * already (400), its company must have a name and fiscal years (400), then it is sealed at rest.
 */
export async function addConnector(
  deps: ConnectorDeps,
  caller: Caller,
  input: { provider: ConnectorProviderId; token: string },
): Promise<ConnectorView> {
  requireRight(caller, 'manage');
  const token = input.token.trim();
  if (!token) throw new ApiError(401, CONNECTOR_MSG.tokenInvalid, { code: CONNECTOR_TOKEN_INVALID });
  const fingerprint = tokenFingerprint(deps, token);
  if (await fingerprintTaken(deps.db, caller.account.uuid, fingerprint))
    throw badRequest(CONNECTOR_MSG.duplicate);
  const company = companyColumns(await identify(deps, input.provider, token));
  const uuid = randomUUID();
  try {
    await insertConnector(deps.db, {
      uuid,
      account_uuid: caller.account.uuid,
      provider: input.provider,
      token_sealed: deps.secrets.seal(token, sealContext(uuid)),
      token_fingerprint: fingerprint,
      token_hint: tokenHint(token),
      ...company,
      auto_refresh: false,
      next_refresh_at: null,
      last_synced_at: deps.now(),
      last_error: null,
      created_by: caller.user.uuid,
    });
  } catch (error) {
    // The same token added twice at once: the unique index decides.
    if (await fingerprintTaken(deps.db, caller.account.uuid, fingerprint))
      throw badRequest(CONNECTOR_MSG.duplicate);
    throw error;
  }
  return getConnector(deps, caller, uuid);
}

/** Reads the company again from the software; its failure is written on the connector and answered. */
export async function syncConnector(deps: ConnectorDeps, connector: ConnectorRow): Promise<void> {
  let company;
  try {
    company = companyColumns(await identify(deps, connector.provider, openToken(deps, connector)));
  } catch (error) {
    await noteFailure(deps, connector.uuid, error);
    if (error instanceof ApiError && error.status === 400) {
      await updateConnector(deps.db, connector.uuid, { last_error: error.message });
    }
    throw error;
  }
  await updateConnector(deps.db, connector.uuid, {
    ...company,
    last_synced_at: deps.now(),
    last_error: null,
  });
}

export async function refreshConnector(deps: ConnectorDeps, caller: Caller, uuid: string) {
  requireRight(caller, 'manage');
  await syncConnector(deps, await requireConnector(deps, caller, uuid));
  return getConnector(deps, caller, uuid);
}

/** The next nightly refresh: 02:00 UTC after `now` (03:00 or 04:00 in Paris, when nobody imports). */
export function nextNight(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 2, 0, 0));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

export async function setAutoRefresh(deps: ConnectorDeps, caller: Caller, uuid: string, enabled: boolean) {
  requireRight(caller, 'manage');
  await requireConnector(deps, caller, uuid);
  await updateConnector(deps.db, uuid, {
    auto_refresh: enabled,
    next_refresh_at: enabled ? nextNight(deps.now()) : null,
  });
  return getConnector(deps, caller, uuid);
}

/** Deletes the connector and its sealed token; the FECs it imported stay. */
export async function deleteConnector(deps: ConnectorDeps, caller: Caller, uuid: string) {
  requireRight(caller, 'manage');
  await requireConnector(deps, caller, uuid);
  // Its imports go with it (cascade): a FEC still being produced would wait forever, so it ends now.
  const producing = await deps.db
    .selectFrom('connector_imports')
    .select('fec_uuid')
    .where('connector_uuid', '=', uuid)
    .where('status', '=', 'generating')
    .where('fec_uuid', 'is not', null)
    .execute();
  for (const p of producing) await failProducedFec(deps.db, p.fec_uuid!);
  if (!(await deleteConnectorRow(deps.db, caller.account.uuid, uuid))) throw notFound(CONNECTOR_MSG.notFound);
  return { uuid };
}

/** The legal file name of a FEC (SirenFECAAAAMMJJ.txt), as the desktop import reads it back. */
export const producedFileName = (siren: string | null, end: string) =>
  `${siren ?? '000000000'}FEC${end.replaceAll('-', '')}.txt`;

/**
 * `POST v1/connectors/:uuid/imports`: asks the software for the FEC of one of the connector's fiscal years
 * (its 401 or 404 answered at once), records the FEC with status `generating` and the import, and queues
 * the job that waits for the file and imports it as a desktop upload would. A re-import is a new FEC.
 */
export async function importFiscalYear(
  deps: ConnectorDeps,
  caller: Caller,
  uuid: string,
  input: { start_date: string; end_date: string; folder_uuid?: string; revenue_type?: string },
): Promise<{ fec: FecView }> {
  requireImport(caller);
  const connector = await requireConnector(deps, caller, uuid);
  const years = (connector.fiscal_years as unknown as StoredFiscalYear[]) ?? [];
  if (!years.some((fy) => fy.start_date === input.start_date && fy.end_date === input.end_date)) {
    throw notFound(CONNECTOR_MSG.noFile);
  }
  const folder = await resolveFecFolder(deps.db, caller, input.folder_uuid ?? '-1');
  let exportId: string;
  try {
    exportId = await deps.connectorProviders[connector.provider].startFecExport(openToken(deps, connector), {
      start: input.start_date,
      end: input.end_date,
    });
  } catch (error) {
    const refusal = providerRefusal(error);
    await noteFailure(deps, connector.uuid, refusal);
    throw refusal;
  }
  const fecUuid = randomUUID();
  const importUuid = randomUUID();
  const revenueType = input.revenue_type ?? 'BIC';
  await deps.db.transaction().execute(async (trx) => {
    await insertGeneratingFec(trx, deps, {
      uuid: fecUuid,
      accountUuid: caller.account.uuid,
      ownerUuid: caller.user.uuid,
      folderUuid: folder,
      originalName: producedFileName(connector.siren, input.end_date),
      meta: {
        company_name: connector.company_name,
        siren: connector.siren,
        revenue_type: revenueType as never,
        fiscal_start: input.start_date,
        fiscal_end: input.end_date,
      },
    });
    await trx
      .insertInto('connector_imports')
      .values({
        uuid: importUuid,
        connector_uuid: connector.uuid,
        account_uuid: caller.account.uuid,
        kind: 'manual',
        fec_uuid: fecUuid,
        start_date: input.start_date,
        end_date: input.end_date,
        folder_uuid: folder,
        owner_uuid: caller.user.uuid,
        revenue_type: revenueType,
        export_id: exportId,
        status: 'generating',
        attempts: 0,
      })
      .execute();
  });
  // If the process dies before the job is sent, the recovery sweep finds the waiting import and sends it.
  const jobId = await deps.connectorQueue.send({ importUuid });
  await updateImport(deps.db, importUuid, { job_id: jobId });
  return { fec: toFecView((await fecView(deps.db, caller, fecUuid))!) };
}
