import { ssoDomainExists } from '../accounts/account-store';
import type { ApiDeps } from '../deps';
import { ApiError, badRequest, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { IdentityError } from '../identity/identity-port';
import { OTHER } from './profile-options';
import type { ProfileInput } from './schemas';
import type { UserProfile } from './tables';
import { passwordTokenUser, usePasswordToken } from './password-tokens';
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
  if (await userByEmail(deps.db, input.email)) throw badRequest(MSG.emailExists);
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
  const userUuid = await passwordTokenUser(deps.db, token, now);
  const user = userUuid && (await userByUuid(deps.db, userUuid));
  if (!user) throw notFound(MSG.passwordLinkInvalid);
  await deps.identity.setPassword(user.sub, password);
  if (!(await usePasswordToken(deps.db, token, now))) throw notFound(MSG.passwordLinkInvalid);
  if (user.state !== 'blocked') await updateUser(deps.db, user.uuid, { state: 'registered' });
  return { email: user.email, state: user.state === 'blocked' ? 'blocked' : 'registered' };
}

/** `group/users/check_email_sso`: whether an account declares single sign-on for the email's domain. */
export async function checkEmailSso(deps: ApiDeps, email: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain) throw new ApiError(400, MSG.email);
  return { sso: await ssoDomainExists(deps.db, domain) };
}
