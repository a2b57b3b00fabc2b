import type { ApiDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { activateMembership, createPersonalAccount, renameAccount } from '../memberships/membership-store';
import { MSG } from '../http/messages';
import { IdentityError } from '../identity/identity-port';
import { OTHER } from './profile-options';
import type { ProfileInput } from './schemas';
import type { UserProfile } from './tables';
import type { UserRow } from '../auth/caller';
import { deletePasswordTokens, passwordTokenUser, usePasswordToken } from './password-tokens';
import { deleteIdentityUser } from './user-service';
import {
  createUserWithAccount,
  defaultAccountName,
  isUniqueViolation,
  registerUnprovenSignUp,
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
 *
 * An unconfirmed sign-up never holds an address against its owner (identity/README.md): registering again
 * while the user is still pending replaces it — new password at the pool, new names and profile here.
 * Whatever the earlier sign-up was, nobody proved owning the address; the code goes to the address.
 */
export async function register(deps: ApiDeps, input: Registration) {
  const profile = initialProfile(input);
  const known = await userByEmail(deps.db, input.email);
  if (known && known.state !== 'invited' && known.state !== 'pending') throw badRequest(MSG.emailExists);
  // An address someone invited before its owner signed up: the stub made by the invitation never had a
  // password, so the owner signs up for real over it — with an account of their own — and the invitation
  // stays pending until they accept it knowingly (nothing joins them to the inviting account meanwhile).
  if (known?.state === 'invited') await deleteIdentityUser(deps, known.sub);
  let signed: { sub: string; confirmed: boolean };
  try {
    // A pending user: the pool replaces its sign-up while it is unconfirmed, or says the address is taken.
    signed = await signUpReplacingUnconfirmed(deps, input.email, input.password, known);
  } catch (error) {
    if (known?.state === 'invited') await restoreInvitedStub(deps, known.uuid, known.email);
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
    user = !known
      ? await createUserWithAccount(deps.db, person, profile.company ?? undefined)
      : known.state === 'invited'
        ? await signUpOverInvitation(deps, known.uuid, person, profile.company ?? undefined)
        : await replacePendingSignUp(deps, known, person, profile.company ?? undefined);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MSG.emailExists);
    throw error;
  }
  await updateUser(deps.db, user.uuid, { profile });
  return { uuid: user.uuid, email: user.email, state: person.state, user_confirmed: signed.confirmed };
}

/**
 * The embedded pool replaces an unconfirmed sign-up itself; AWS Cognito answers UsernameExistsException,
 * so an unconfirmed pool user behind a pending API user is deleted and signed up anew.
 */
async function signUpReplacingUnconfirmed(
  deps: ApiDeps,
  email: string,
  password: string,
  known: UserRow | undefined,
) {
  try {
    return await deps.identity.signUp(email, password);
  } catch (error) {
    if (!(error instanceof IdentityError && error.code === 'UsernameExistsException')) throw error;
    if (known?.state !== 'pending') throw error;
    const pooled = await deps.identity.getUser(email);
    if (pooled?.status !== 'UNCONFIRMED') throw error;
    await deleteIdentityUser(deps, pooled.sub);
    return deps.identity.signUp(email, password);
  }
}

/**
 * The invitation's stub becomes the person: same user (its invitations stay pending), a new account. The
 * invitation links mailed earlier keep working until the sign-up is confirmed: they went to the address, so
 * whoever uses one proves it — which signing up does not (issue 34: a squatter signing up over an invited
 * address must not void them).
 */
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
    return (await userByUuid(trx, uuid))!;
  });
}

/**
 * A pending user signs up again: the new sign-up replaces the old one — names, and the name of the account
 * the old one created (nobody could sign in to it: it is empty). Invitations to the address stay pending.
 */
async function replacePendingSignUp(deps: ApiDeps, known: UserRow, person: NewUser, accountName?: string) {
  return deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, known.uuid, {
      sub: person.sub,
      state: person.state,
      first_name: person.first_name,
      last_name: person.last_name,
    });
    if (known.current_account_uuid) {
      await renameAccount(trx, known.current_account_uuid, accountName ?? defaultAccountName(person));
    }
    return (await userByUuid(trx, known.uuid))!;
  });
}

/** A sign-up that failed after the stub's pool user was removed: the invitation must still work. */
async function restoreInvitedStub(deps: ApiDeps, uuid: string, email: string) {
  const sub = await deps.identity.invite(email);
  await updateUser(deps.db, uuid, { sub });
}

/**
 * `auth/confirm`: the emailed code validates the sign-up; the user becomes 'registered'. When the code was
 * re-sent, it proved the address but not the pending password, which the pool dropped (RESET_REQUIRED):
 * `password_required` tells the person to choose theirs with a reset code.
 */
export async function confirm(deps: ApiDeps, email: string, code: string) {
  await deps.identity.confirmSignUp(email, code);
  const user = await userByEmail(deps.db, email);
  const pooled = await deps.identity.getUser(email);
  const passwordRequired = pooled?.status === 'RESET_REQUIRED';
  if (user && user.state === 'pending') {
    if (passwordRequired) await registerUnprovenSignUp(deps.db, user);
    else await updateUser(deps.db, user.uuid, { state: 'registered' });
  }
  // The sign-up's own code confirmed the password chosen with it: the person has theirs now, and accepts
  // invitations after signing in. Links that set a password stop working. Without one, a link still
  // lets them choose it (and accept that invitation).
  if (user && !passwordRequired) await deletePasswordTokens(deps.db, user.uuid);
  return { email, confirmed: true, password_required: passwordRequired };
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
  // Over a pending sign-up (maybe a squatter's): the link proved the address, not what was typed there.
  if (user.state === 'pending') await registerUnprovenSignUp(deps.db, user);
  else await updateUser(deps.db, user.uuid, { state: 'registered' });
  // Choosing the password from an account's invitation link is accepting that invitation.
  if (link.account_uuid) {
    await activateMembership(deps.db, link.account_uuid, user.uuid);
    if (!user.current_account_uuid) {
      await updateUser(deps.db, user.uuid, { current_account_uuid: link.account_uuid });
    }
  }
  return { email: user.email, state: 'registered' };
}
