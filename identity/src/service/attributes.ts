import { invalidParameter, notAuthorized } from '../errors';
import type { UserRow } from '../store';

export interface AttributeType {
  Name: string;
  Value: string;
}

/** Cognito's standard attributes a user or an admin may write (email handled apart). */
const STANDARD = new Set([
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'address',
]);

/** The attributes as Cognito lists them: sub, email, email_verified, then the others. */
export function userAttributes(user: UserRow): AttributeType[] {
  const list: AttributeType[] = [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.email_verified) },
  ];
  for (const [name, value] of Object.entries(user.attributes ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    list.push({ Name: name, Value: value });
  }
  return list;
}

/**
 * Splits written attributes into the stored map and an optional new email. `sub` and `email_verified`
 * are not writable by users; custom attributes are accepted under `custom:`.
 */
export function writableAttributes(
  attributes: AttributeType[],
  options: { admin: boolean },
): { others: Record<string, string>; email?: string; emailVerified?: boolean } {
  const others: Record<string, string> = {};
  let email: string | undefined;
  let emailVerified: boolean | undefined;
  for (const { Name, Value } of attributes) {
    if (Name === 'sub') throw invalidParameter('Cannot modify an immutable attribute: sub');
    if (Name === 'email') {
      email = Value;
    } else if (Name === 'email_verified') {
      if (!options.admin) throw notAuthorized('A client attempted to write unauthorized attribute');
      emailVerified = Value === 'true';
    } else if (STANDARD.has(Name) || /^custom:[\w.-]{1,20}$/.test(Name)) {
      others[Name] = Value;
    } else {
      throw invalidParameter(`Attribute does not exist in the schema.`);
    }
  }
  return { others, email, emailVerified };
}

/** `userAttributes.given_name` entries of a NEW_PASSWORD_REQUIRED answer, as attributes. */
export function challengeAttributes(responses: Record<string, string>): AttributeType[] {
  return Object.entries(responses)
    .filter(([key]) => key.startsWith('userAttributes.'))
    .map(([key, value]) => ({ Name: key.slice('userAttributes.'.length), Value: value }));
}
