import type { ApiData } from '../../upstream/api-client';

/** The current account's network as the API answers it (`GET /v1/network`). */
export type NetworkDto = ApiData<'/v1/network', 'get'>;

/** One affiliation of the network (head, member or invitation). */
export type AffiliationDto = NetworkDto['members'][number];
