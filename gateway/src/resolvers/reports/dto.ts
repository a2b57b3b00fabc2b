import type { ApiData } from '../../upstream/api-client';

/** A report as the API answers it (`GET v1/reports/{uuid}`): the parent of the schema's `Report`. */
export type ReportDto = ApiData<'/v1/reports/{uuid}', 'get'>;
