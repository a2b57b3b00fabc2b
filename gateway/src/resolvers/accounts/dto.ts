import type { Me } from '../../context';
import type { ApiData } from '../../upstream/api-client';

/** An account as the API answers it (`accounts`, `accounts/current`, `users/me/current-account`). */
export type AccountDto = ApiData<'/v1/accounts/current', 'get'>;
/** `features_in_account` as stored: `branding.<key>.value`, `import`, `sso`, and room for more. */
export type FeaturesDto = AccountDto['features_in_account'];
/** `current_account` of `users/me`. */
export type CurrentAccountDto = Me['current_account'];
/** `fecAttached` of `users/me`: the outcome of attaching the anonymous FEC. */
export type FecAttachedDto = NonNullable<Me['fecAttached']>;
