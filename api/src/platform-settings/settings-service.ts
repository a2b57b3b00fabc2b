import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { forbidden } from '../http/errors';
import { MSG } from '../http/messages';
import { LOG_LEVELS, type LogLevel } from './log-levels';
import { readSettings, writeSetting } from './settings-store';

export interface PlatformSettings {
  maintenance: boolean;
  /** What customers read while the product is in maintenance (null: the default notice). */
  maintenance_message: string | null;
  /** null: each process keeps the level of its configuration (API_LOG_LEVEL, LOG_LEVEL). */
  log_level: LogLevel | null;
  updated_at: string | null;
  updated_by_email: string | null;
}

export const DEFAULT_SETTINGS: PlatformSettings = {
  maintenance: false,
  maintenance_message: null,
  log_level: null,
  updated_at: null,
  updated_by_email: null,
};

/** How long a process trusts what it read: another process's change is seen within this delay. */
export const SETTINGS_CACHE_MS = 2000;

const cache = new WeakMap<ApiDb, { at: number; value: PlatformSettings }>();

async function load(db: ApiDb): Promise<PlatformSettings> {
  const rows = await readSettings(db);
  const settings = { ...DEFAULT_SETTINGS };
  let latest: { at: number; email: string | null } | null = null;
  for (const row of rows) {
    if (row.key === 'maintenance') {
      const v = row.value as { on?: boolean; message?: string | null };
      settings.maintenance = v?.on === true;
      settings.maintenance_message = v?.message ?? null;
    } else if (row.key === 'log_level') {
      const v = row.value as string;
      settings.log_level = (LOG_LEVELS as readonly string[]).includes(v) ? (v as LogLevel) : null;
    }
    const at = new Date(row.updated_at).getTime();
    if (!latest || at > latest.at) latest = { at, email: row.updated_by_email };
  }
  if (latest) {
    settings.updated_at = new Date(latest.at).toISOString();
    settings.updated_by_email = latest.email;
  }
  return settings;
}

/**
 * The shared settings, read from the database at most every SETTINGS_CACHE_MS by this process: every
 * process (API, workers, gateway through the API) sees a change within that delay, with PGlite and
 * PostgreSQL alike (no LISTEN/NOTIFY needed).
 */
export async function platformSettings(db: ApiDb, now = Date.now()): Promise<PlatformSettings> {
  const hit = cache.get(db);
  if (hit && now - hit.at < SETTINGS_CACHE_MS) return hit.value;
  const value = await load(db);
  cache.set(db, { at: now, value });
  return value;
}

/** Forgets what this process read (after its own change, and in tests). */
export function forgetPlatformSettings(db: ApiDb): void {
  cache.delete(db);
}

/** Internal staff acting as themselves (not while impersonating, never a partner key). */
export function isStaffAsSelf(caller: Caller | undefined): boolean {
  return Boolean(caller && !caller.apiKey && !caller.impersonator && caller.internalRoles.length > 0);
}

type Right = 'maintenance' | 'log_level';

function requirePlatformRight(caller: Caller, right: Right | null) {
  if (!isStaffAsSelf(caller)) throw forbidden(MSG.backOfficeOnly);
  if (!caller.can.backoffice.app.access) throw forbidden(MSG.backOfficeOnly);
  if (right && !caller.can.backoffice.platform[right]) throw forbidden(MSG.backOfficeRole);
}

/** The settings as the back-office shows them (every internal role reads them). */
export async function readPlatform(db: ApiDb, caller: Caller) {
  requirePlatformRight(caller, null);
  forgetPlatformSettings(db);
  return platformSettings(db);
}

/** Turns maintenance on or off (Role_Admin, Role_Ope), audited with the actor and the message. */
export async function setMaintenance(
  db: ApiDb,
  request: FastifyRequest,
  caller: Caller,
  on: boolean,
  message: string | null,
) {
  requirePlatformRight(caller, 'maintenance');
  const text = on ? message?.trim() || null : null;
  await writeSetting(db, 'maintenance', { on, message: text }, caller.user.uuid);
  forgetPlatformSettings(db);
  await audit(
    db,
    request,
    `backoffice.platform.maintenance ${on ? 'on' : 'off'}`,
    200,
    { actorUuid: caller.user.uuid, accountUuid: null },
    text ?? undefined,
  );
  return platformSettings(db);
}

/** Sets the log level of every process (Role_Admin, Role_Ope), audited with the actor. */
export async function setLogLevel(db: ApiDb, request: FastifyRequest, caller: Caller, level: LogLevel) {
  requirePlatformRight(caller, 'log_level');
  await writeSetting(db, 'log_level', level, caller.user.uuid);
  forgetPlatformSettings(db);
  await audit(db, request, `backoffice.platform.log_level ${level}`, 200, {
    actorUuid: caller.user.uuid,
    accountUuid: null,
  });
  return platformSettings(db);
}
