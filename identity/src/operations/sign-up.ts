import { randomUUID } from 'node:crypto';
import { hashPassword } from '../crypto/password-hash';
import { invalidParameter, isCognitoError, MSG, usernameExists } from '../errors';
import { signUpCodeMessage } from '../mailer/messages';
import { LIMITS, type Input } from '../protocol/input';
import { writableAttributes } from '../service/attributes';
import { appClient, checkSecretHash } from '../service/clients';
import { chargeCodeSend, codeTtlSeconds, issueCode } from '../service/codes';
import type { ServiceContext } from '../service/context';
import { deliver } from '../service/deliver';
import { emailDelivery, normalizeEmail, requireEmail } from '../service/emails';
import { checkPasswordPolicy } from '../service/password-policy';
import { isUniqueViolation } from '../store/db';

/**
 * SignUp: a pending (UNCONFIRMED) user and a code by email. Signing up again while still unconfirmed
 * replaces the password and sends a new code — nobody proved owning the address yet, so this stops an
 * address being squatted by an abandoned sign-up (Cognito would answer UsernameExistsException).
 */
export async function signUp(ctx: ServiceContext, input: Input): Promise<object> {
  const client = appClient(ctx, input.string('ClientId', LIMITS.clientId));
  const username = input.string('Username', LIMITS.username);
  const password = input.string('Password', LIMITS.password);
  checkSecretHash(client, input.optionalString('SecretHash', LIMITS.secretHash), [username]);
  const email = requireEmail(username, 'Username should be an email.');
  const { others, email: attributeEmail } = writableAttributes(input.attributes('UserAttributes') ?? [], {
    admin: false,
  });
  if (attributeEmail !== undefined && normalizeEmail(attributeEmail) !== normalizeEmail(email)) {
    throw invalidParameter('The email attribute must be the username.');
  }
  checkPasswordPolicy(password, ctx.config.password);
  const normalized = normalizeEmail(email);

  const existing = await ctx.stores.users.byEmail(normalized);
  if (existing && existing.status !== 'UNCONFIRMED') throw usernameExists(MSG.emailExists);
  await chargeCodeSend(ctx, 'signup', normalized);
  const passwordHash = await hashPassword(password, ctx.config.password.scrypt);
  const now = ctx.now();

  let sub: string;
  try {
    sub = await ctx.stores.transaction(async (tx) => {
      const current = await tx.users.byEmail(normalized);
      if (current && current.status !== 'UNCONFIRMED') throw usernameExists(MSG.emailExists);
      if (current) {
        await tx.users.update(
          current.sub,
          { email, password_hash: passwordHash, password_set_at: now, attributes: others },
          now,
        );
        return current.sub;
      }
      const newSub = randomUUID();
      await tx.users.insert(
        {
          sub: newSub,
          email,
          email_normalized: normalized,
          email_verified: false,
          pending_email: null,
          status: 'UNCONFIRMED',
          enabled: true,
          password_hash: passwordHash,
          password_set_at: now,
          attributes: others,
        },
        now,
      );
      return newSub;
    });
  } catch (error) {
    if (!isCognitoError(error) && isUniqueViolation(error)) throw usernameExists(MSG.emailExists);
    throw error;
  }

  const user = await ctx.stores.users.bySub(sub);
  const code = await issueCode(ctx, user!, 'signup');
  await deliver(ctx, signUpCodeMessage(email, code, codeTtlSeconds(ctx, 'signup')));
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: emailDelivery(email) };
}
