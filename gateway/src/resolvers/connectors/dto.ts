import type { ApiData } from '../../upstream/api-client';

/** A connector as the API answers it (`GET v1/connectors/{uuid}`): the parent of the schema's `Connector`. */
export type ConnectorDto = ApiData<'/v1/connectors/{uuid}', 'get'>;
/** One fiscal year of a connector: the parent of `ConnectorFiscalYear` (`lastImport` through the FEC loader). */
export type ConnectorFiscalYearDto = ConnectorDto['fiscal_years'][number];
/** `POST v1/connectors/{uuid}/imports`: the parent of `ConnectorImport`. */
export type ConnectorImportDto = ApiData<'/v1/connectors/{uuid}/imports', 'post'>;
