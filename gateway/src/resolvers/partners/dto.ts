import type { ApiData } from '../../upstream/api-client';

/** An API key as the API answers it (`GET v1/api-keys`): the parent of the schema's `ApiKey`. */
export type ApiKeyDto = ApiData<'/v1/api-keys', 'get'>['items'][number];
/** A prepared FEC upload (`GET v1/fec-uploads/{uuid}`): the parent of the schema's `FecUpload`. */
export type FecUploadDto = ApiData<'/v1/fec-uploads/{uuid}', 'get'>;
