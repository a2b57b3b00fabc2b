import type { FastifyRequest } from 'fastify';
import type { ApiDb } from '../db/database';

/**
 * Writes one audit line. Every request made while impersonating is logged (app.ts); services also log
 * sensitive actions (deletions, role changes) with a name of their own.
 */
export async function audit(
  db: ApiDb,
  request: FastifyRequest,
  action: string,
  status = 200,
  /** Who acted, when the request was refused before its caller was resolved. */
  who?: { actorUuid: string; accountUuid: string | null },
  /** The reason staff gave for a back-office action. */
  detail?: string,
): Promise<void> {
  const caller = request.caller;
  await db
    .insertInto('audit_log')
    .values({
      actor_uuid: who?.actorUuid ?? caller?.impersonator?.uuid ?? caller?.user.uuid ?? null,
      acting_as_uuid: caller?.impersonator ? caller.user.uuid : null,
      account_uuid: who ? who.accountUuid : (caller?.account.uuid ?? null),
      action,
      method: request.method,
      path: request.url.split('?')[0].slice(0, 500),
      status,
      api_key_uuid: caller?.apiKey?.uuid ?? null,
      detail: detail ?? null,
    })
    .execute();
}
