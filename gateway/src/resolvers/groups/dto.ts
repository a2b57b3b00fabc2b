import type { ApiData } from '../../upstream/api-client';

/** A group as the API answers it (`groups`, `groups?ids=`). */
export type GroupDto = ApiData<'/v1/groups', 'get'>[number];

/** One grant of `fecs/{uuid}/access`. */
export type FecAccessEntryDto = ApiData<'/v1/fecs/{uuid}/access', 'get'>[number];

/** One group grant of `fecs/{uuid}/access/groups`. */
export type FecGroupAccessEntryDto = ApiData<'/v1/fecs/{uuid}/access/groups', 'get'>[number];
