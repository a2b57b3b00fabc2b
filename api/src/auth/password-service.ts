import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit';
import type { ApiDeps } from '../deps';
import { unauthorized } from '../http/errors';
import { userBySub } from '../users/user-store';
import { accessTokenOf } from './authenticate';
import type { Caller } from './caller';
import { requireOwnPerson } from './own-person';
import { endEverySession } from './sessions-ended';

type PasswordDeps = Pick<ApiDeps, 'db' | 'identity' | 'revocations' | 'sessionsEnded' | 'now' | 'log'>;

/**
 * The pool's own sign-ins of the person end too (AdminUserGlobalSignOut): their refresh tokens give no new
 * access token. Logged, not raised: the password is already changed and the API refuses the sessions anyway
 * (its cut-off lasts the longest access-token lifetime).
 */
async function signOutAtPool(deps: PasswordDeps, sub: string): Promise<void> {
  try {
    await deps.identity.signOutEverywhere(sub);
  } catch (error) {
    deps.log?.warn({ err: error }, 'password: the identity service did not sign the user out everywhere');
  }
}

/**
 * `POST v1/auth/password/reset`: the emailed code and a new password (ConfirmForgotPassword), then every
 * session the person had — whoever held them, a thief included — is ended at the API (every process, within
 * API_REVOCATION_REFRESH_MS) and at the pool, and their partner keys made from those sessions are suspended
 * for review (partners/session-review.ts). The identity service never tells the API (nor would AWS Cognito):
 * the product's flow does, here.
 */
export async function resetPassword(
  deps: PasswordDeps,
  request: FastifyRequest,
  input: { email: string; code: string; password: string },
) {
  await deps.identity.confirmForgotPassword(input.email, input.code, input.password);
  const pooled = await deps.identity.getUser(input.email);
  if (pooled) {
    await endEverySession(deps, pooled.sub, 'password_reset');
    await signOutAtPool(deps, pooled.sub);
    const user = await userBySub(deps.db, pooled.sub);
    // No caller on this public route: the line is the person's own.
    if (user) {
      await audit(deps.db, request, `user.password_reset ${user.uuid}`, 200, {
        actorUuid: user.uuid,
        accountUuid: null,
      });
    }
  }
  return { reset: true as const, signed_out_everywhere: true as const };
}

/**
 * `POST v1/auth/password/change`: the person, with their previous password, chooses a new one; every session
 * of theirs ends, this one included (the gateway signs the browser in again with the new password), and the
 * partner keys made from those sessions are listed for review. Never someone acting as them, never a key.
 */
export async function changePassword(
  deps: PasswordDeps,
  request: FastifyRequest,
  caller: Caller,
  input: { previous_password: string; proposed_password: string },
) {
  requireOwnPerson(caller);
  const token = accessTokenOf(request);
  const claims = request.accessClaims;
  if (!token || !claims) throw unauthorized();
  await deps.identity.changePassword(token, input.previous_password, input.proposed_password);
  await endEverySession(deps, claims.sub, 'password_change');
  await signOutAtPool(deps, claims.sub);
  await audit(deps.db, request, `user.password_change ${caller.user.uuid}`, 200);
  return { changed: true as const, signed_out_everywhere: true as const };
}
