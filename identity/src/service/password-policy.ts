import type { PasswordPolicy } from '../config';
import { invalidPassword, MSG } from '../errors';

/** Cognito's checks, in Cognito's order, with its English messages (the gateway translates them). */
export function checkPasswordPolicy(password: string, policy: PasswordPolicy): void {
  const fail = (reason: string) => invalidPassword(MSG.passwordPolicyPrefix + reason);
  if ([...password].length < policy.minLength) throw fail('Password not long enough');
  if (policy.requireLowercase && !/\p{Ll}/u.test(password))
    throw fail('Password must have lowercase characters');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password))
    throw fail('Password must have uppercase characters');
  if (policy.requireNumbers && !/[0-9]/.test(password)) throw fail('Password must have numeric characters');
  if (policy.requireSymbols && !/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(password)) {
    throw fail('Password must have symbol characters');
  }
}
