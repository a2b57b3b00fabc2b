import type { ApiDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { activateMembership } from '../memberships/membership-store';
import { MSG } from '../http/messages';
import { IdentityError } from '../identity/identity-port';
import { invitationLinkMessage } from './invitation-messages';
import { OTHER } from './profile-options';
import type { ProfileInput } from './schemas';
import type { UserProfile } from './tables';
import { createPasswordToken, passwordLinkUrl, passwordTokenUser, usePasswordToken } from './password-tokens';
import { createUserWithAccount, isUniqueViolation, updateUser, userByEmail, userByUuid } from './user-store';

export interface Registration extends ProfileInput {
  email: string;
  password: string;
}

function initialProfile(input: ProfileInput): UserProfile {
  const { first_name: _f, last_name: _l, ...fields } = input;
  const profile: UserProfile = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') (profile as Record<string, unknown>)[key] = value;
  }
  const missing: { field: string; message: string }[] = [];
  if (profile.organization_type === OTHER && !profile.organizationType_other) {
    missing.push({ field: 'organizationType_other', message: MSG.required });
  }
  if (profile.position === OTHER && !profile.position_other) {
    missing.push({ field: 'position_other', message: MSG.required });
  }
  if (missing.length) throw badRequest(MSG.invalidFields, missing);
  return profile;
}

/**
 * `auth/register` (spec §4): the identity service signs the user up and emails a code; the API keeps the
 * user as 'pending' with an account of their own where they are Owner.
 */
export async function register(deps: ApiDeps, input: Registration) {
  const profile = initialProfile(input);
  const known = await userByEmail(deps.db, input.email);
  if (known?.state === 'invited') {
    // Someone invited this address before its owner signed up: the owner gets the link again, to their
    // own mailbox only; the invitation (and whatever it was for) is not lost.
    await resendInvitationLink(deps, known.uuid, known.email);
    throw badRequest(MSG.invitationPendingForEmail);
  }
  if (known) throw badRequest(MSG.emailExists);
  let signed: { sub: string; confirmed: boolean };
  try {
    signed = await deps.identity.signUp(input.email, input.password);
  } catch (error) {
    if (error instanceof IdentityError && error.code === 'UsernameExistsException') {
      throw badRequest(MSG.emailExists);
    }
    if (error instanceof IdentityError && error.code === 'InvalidPasswordException') {
      throw badRequest(MSG.invalidFields, [{ field: 'password', message: MSG.passwordTooShort }]);
    }
    throw error;
  }
  let user;
  try {
    user = await createUserWithAccount(
      deps.db,
      {
        sub: signed.sub,
        email: input.email,
        state: signed.confirmed ? 'registered' : 'pending',
        first_name: input.first_name || null,
        last_name: input.last_name || null,
      },
      profile.company ?? undefined,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MSG.emailExists);
    throw error;
  }
  await updateUser(deps.db, user.uuid, { profile });
  return { uuid: user.uuid, email: user.email, state: user.state, user_confirmed: signed.confirmed };
}

/** `auth/confirm`: the emailed code validates the sign-up; the user becomes 'registered'. */
export async function confirm(deps: ApiDeps, email: string, code: string) {
  await deps.identity.confirmSignUp(email, code);
  const user = await userByEmail(deps.db, email);
  if (user && user.state === 'pending') await updateUser(deps.db, user.uuid, { state: 'registered' });
  return { email, confirmed: true };
}

/**
 * `group/users/password/{token}`: an invited user chooses their password with the one-time link. The
 * identity service sets it as permanent (the user is confirmed there), then the link is spent.
 */
export async function setPasswordWithToken(deps: ApiDeps, token: string, password: string) {
  const now = deps.now();
  const link = await passwordTokenUser(deps.db, token, now);
  const user = link && (await userByUuid(deps.db, link.user_uuid));
  if (!link || !user) throw notFound(MSG.passwordLinkInvalid);
  if (!(await usePasswordToken(deps.db, token, now))) throw notFound(MSG.passwordLinkInvalid);
  await deps.identity.setPassword(user.sub, password);
  await updateUser(deps.db, user.uuid, { state: 'registered' });
  // Choosing the password from an account's invitation link is accepting that invitation.
  if (link.account_uuid) {
    await activateMembership(deps.db, link.account_uuid, user.uuid);
    if (!user.current_account_uuid) {
      await updateUser(deps.db, user.uuid, { current_account_uuid: link.account_uuid });
    }
  }
  return { email: user.email, state: 'registered' };
}

/** A new one-time link for an invited address that never chose its password (earlier links stop working). */
async function resendInvitationLink(deps: ApiDeps, userUuid: string, email: string) {
  const pending = await deps.db
    .selectFrom('memberships')
    .select('account_uuid')
    .where('user_uuid', '=', userUuid)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const token = await createPasswordToken(deps.db, userUuid, pending?.account_uuid ?? null, deps.now());
  await deps.mail.send(
    invitationLinkMessage(email, passwordLinkUrl(deps.config.appUrl, token), {
      inviter: null,
      accountName: null,
    }),
  );
}
