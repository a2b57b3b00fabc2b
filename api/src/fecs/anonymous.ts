import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { startAnalysis } from '../analyses/start-analysis';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { importEnabled } from './import-rules';

/** A fresh anonymous token (given once to the browser) and the hash the database keeps. */
export function newAnonymousToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAnonymousToken(token) };
}

export function hashAnonymousToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * Attaches a FEC imported before sign-in (spec §1, `users/me?fecAnonymous`) to the caller: the token
 * must hash to the one stored with the FEC. The FEC goes to the root folder of the caller's current
 * account, owned by the caller, and its analysis (held back while anonymous) is queued. Idempotent: a
 * second call with the same token answers attached for the same account and changes nothing.
 * A wrong token, an unknown FEC, a FEC attached elsewhere or a caller who may not import → false.
 */
export async function attachAnonymousFec(
  deps: ApiDeps,
  caller: Caller,
  input: { token: string; fecUuid: string },
): Promise<{ attached: boolean; fecUuid: string | null }> {
  const refused = { attached: false, fecUuid: null };
  if (!input.token || !/^[0-9a-f-]{36}$/i.test(input.fecUuid)) return refused;
  const fec = await deps.db
    .selectFrom('fecs')
    .select(['uuid', 'account_uuid', 'anonymous_token_hash'])
    .where('uuid', '=', input.fecUuid)
    .executeTakeFirst();
  if (!fec?.anonymous_token_hash || !sameHash(fec.anonymous_token_hash, hashAnonymousToken(input.token))) {
    return refused;
  }
  if (fec.account_uuid !== null) {
    return fec.account_uuid === caller.account.uuid ? { attached: true, fecUuid: fec.uuid } : refused;
  }
  if (caller.readOnly || !caller.can.fec.file.import || !importEnabled(caller.account)) return refused;

  // Guarded on `account_uuid is null` so two concurrent `users/me` attach (and analyse) it once.
  const updated = await deps.db
    .updateTable('fecs')
    .set({ account_uuid: caller.account.uuid, owner_uuid: caller.user.uuid, folder_uuid: null })
    .where('uuid', '=', fec.uuid)
    .where('account_uuid', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    const again = await deps.db
      .selectFrom('fecs')
      .select('account_uuid')
      .where('uuid', '=', fec.uuid)
      .executeTakeFirst();
    return again?.account_uuid === caller.account.uuid ? { attached: true, fecUuid: fec.uuid } : refused;
  }
  await startAnalysis(deps, {
    accountUuid: caller.account.uuid,
    fecUuids: [fec.uuid],
    createdBy: caller.user.uuid,
  });
  return { attached: true, fecUuid: fec.uuid };
}
