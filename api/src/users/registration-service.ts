import type { ApiDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { activateMembership, createPersonalAccount } from '../memberships/membership-store';
import { MSG } from '../http/messages';
import { IdentityError } from '../identity/identity-port';
import { OTHER } from './profile-options';
import type { ProfileInput } from './schemas';
import type { UserProfile } from './tables';
import { deletePasswordTokens, passwordTokenUser, usePasswordToken } from './password-tokens';
import { deleteIdentityUser } from './user-service';
import {
  createUserWithAccount,
  defaultAccountName,
  isUniqueViolation,
  updateUser,
  userByEmail,
  userByUuid,
  type NewUser,
} from './user-store';

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
  if (known && known.state !== 'invited') throw badRequest(MSG.emailExists);
  // An address someone invited before its owner signed up: the stub made by the invitation never had a
  // password, so the owner signs up for real over it — with an account of their own — and the invitation
  // stays pending until they accept it knowingly (nothing joins them to the inviting account meanwhile).
  if (known) await deleteIdentityUser(deps, known.sub);
  let signed: { sub: string; confirmed: boolean };
  try {
    signed = await deps.identity.signUp(input.email, input.password);
  } catch (error) {
    if (known) await restoreInvitedStub(deps, known.uuid, known.email);
    if (error instanceof IdentityError && error.code === 'UsernameExistsException') {
      throw badRequest(MSG.emailExists);
    }
    if (error instanceof IdentityError && error.code === 'InvalidPasswordException') {
      throw badRequest(MSG.invalidFields, [{ field: 'password', message: MSG.passwordTooShort }]);
    }
    throw error;
  }
  const person = {
    sub: signed.sub,
    email: input.email,
    state: signed.confirmed ? ('registered' as const) : ('pending' as const),
    first_name: input.first_name || null,
    last_name: input.last_name || null,
  };
  let user;
  try {
    user = known
      ? await signUpOverInvitation(deps, known.uuid, person, profile.company ?? undefined)
      : await createUserWithAccount(deps.db, person, profile.company ?? undefined);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MSG.emailExists);
    throw error;
  }
  await updateUser(deps.db, user.uuid, { profile });
  return { uuid: user.uuid, email: user.email, state: person.state, user_confirmed: signed.confirmed };
}

/** The invitation's stub becomes the person: same user (its invitations stay pending), a new account. */
async function signUpOverInvitation(deps: ApiDeps, uuid: string, person: NewUser, accountName?: string) {
  return deps.db.transaction().execute(async (trx) => {
    const accountUuid = await createPersonalAccount(trx, uuid, accountName ?? defaultAccountName(person));
    await updateUser(trx, uuid, {
      sub: person.sub,
      state: person.state,
      first_name: person.first_name,
      last_name: person.last_name,
      current_account_uuid: accountUuid,
    });
    // The invitation links mailed earlier stop working: the person now has a password of their own.
    await deletePasswordTokens(trx, uuid);
    return (await userByUuid(trx, uuid))!;
  });
}

/** A sign-up that failed after the stub's pool user was removed: the invitation must still work. */
async function restoreInvitedStub(deps: ApiDeps, uuid: string, email: string) {
  const sub = await deps.identity.invite(email);
  await updateUser(deps.db, uuid, { sub });
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
