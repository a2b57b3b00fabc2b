import { hashPassword } from '../crypto/password-hash';
import { sha256Hex } from '../crypto/secrets';
import { invalidParameter, MSG, notAuthorized } from '../errors';
import { LIMITS, type Input } from '../protocol/input';
import { challengeAttributes, writableAttributes } from '../service/attributes';
import { appClient, checkSecretHash } from '../service/clients';
import type { ServiceContext } from '../service/context';
import { normalizeEmail } from '../service/emails';
import { checkPasswordPolicy } from '../service/password-policy';
import { issueNewSession } from '../tokens/issue';

/**
 * RespondToAuthChallenge for NEW_PASSWORD_REQUIRED: an invited user sets their own password and is
 * signed in. The Session is single use; the email counts as verified (the invitation reached it).
 */
export async function respondToAuthChallenge(ctx: ServiceContext, input: Input): Promise<object> {
  const client = appClient(ctx, input.string('ClientId', LIMITS.clientId));
  const challenge = input.string('ChallengeName');
  const session = input.string('Session', LIMITS.session);
  const responses = input.stringMap('ChallengeResponses');
  if (challenge !== 'NEW_PASSWORD_REQUIRED')
    throw invalidParameter(`Challenge ${challenge} is not supported.`);

  const sessionHash = sha256Hex(session);
  const stored = await ctx.stores.tokens.session(sessionHash);
  const now = ctx.now();
  if (
    !stored ||
    stored.client_id !== client.id ||
    stored.challenge !== challenge ||
    stored.expires_at <= now
  ) {
    throw notAuthorized(MSG.invalidSession);
  }
  const username = responses.USERNAME;
  if (!username) throw invalidParameter('Missing required parameter USERNAME');
  const user = await ctx.stores.users.bySub(stored.sub);
  if (!user || (normalizeEmail(username) !== user.email_normalized && username !== user.sub)) {
    throw notAuthorized(MSG.invalidSession);
  }
  checkSecretHash(client, responses.SECRET_HASH, [username]);
  const password = responses.NEW_PASSWORD;
  if (!password) throw invalidParameter('Missing required parameter NEW_PASSWORD');
  if (password.length > 256 || !LIMITS.password.pattern.test(password)) {
    throw invalidParameter('Invalid value for parameter NEW_PASSWORD');
  }
  checkPasswordPolicy(password, ctx.config.password);
  const { others, email } = writableAttributes(challengeAttributes(responses), { admin: false });
  if (email !== undefined && normalizeEmail(email) !== user.email_normalized) {
    throw invalidParameter('Cannot modify the email attribute while answering a challenge.');
  }
  if (!user.enabled) throw notAuthorized(MSG.userDisabled);
  if (user.status !== 'FORCE_CHANGE_PASSWORD') throw notAuthorized(MSG.invalidSession);

  const passwordHash = await hashPassword(password, ctx.config.password.scrypt);
  await ctx.stores.transaction(async (tx) => {
    if (!(await tx.tokens.deleteSession(sessionHash))) throw notAuthorized(MSG.invalidSession);
    await tx.users.update(
      user.sub,
      {
        password_hash: passwordHash,
        password_set_at: now,
        status: 'CONFIRMED',
        email_verified: true,
        attributes: { ...user.attributes, ...others },
      },
      now,
    );
  });
  const confirmed = (await ctx.stores.users.bySub(user.sub))!;
  return { AuthenticationResult: await issueNewSession(ctx, confirmed, client.id), ChallengeParameters: {} };
}
