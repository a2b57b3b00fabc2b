import type { ApiData } from '../../upstream/api-client';

/**
 * A FEC as the API lists it (`GET v1/fecs`, also `GET v1/fecs/{uuid}` and the mutations): it carries
 * `latest_analysis` (uuid, status, summary per category, dates), read in the same SQL query as the list.
 */
export type FecDto = ApiData<'/v1/fecs', 'get'>['items'][number];
export type FecExtraDto = FecDto['extra'];
export type LatestAnalysisDto = NonNullable<FecDto['latest_analysis']>;

/** A page of FECs with the values of its PageInfo. */
export interface FecPageDto {
  items: FecDto[];
  total: number;
  limit: number;
  offset: number;
}
