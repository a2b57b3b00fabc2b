import type { ApiData } from '../../upstream/api-client';

/** A user as the API answers it (`users/{id}`, `users?ids=`): what the GraphQL `User` resolves from. */
export type UserDto = ApiData<'/v1/users/{id}', 'get'>;
