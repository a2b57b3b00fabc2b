import type {
  AddConnectorTokenInput,
  ConnectorFiscalYearResolvers,
  ConnectorProvider,
  ConnectorProviderId,
  ConnectorResolvers,
  ImportFromConnectorInput,
} from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import type { ApiBody, ApiData } from '../../upstream/api-client';
import { ApiClientError } from '../../upstream/api-errors';
import type { ConnectorDto, ConnectorFiscalYearDto } from './dto';

/** The API's snake_case connectors → the schema's types (schema/connectors.graphql), and inputs back. */

type ProviderDto = ApiData<'/v1/connectors/providers', 'get'>[number];
type ApiProvider = ProviderDto['id'];

export const providerOf = (p: ApiProvider) => p.toUpperCase() as ConnectorProviderId;
export const apiProvider = (p: ConnectorProviderId) => p.toLowerCase() as ApiProvider;

export const providerView = (p: ProviderDto): ConnectorProvider => ({
  id: providerOf(p.id),
  name: p.name,
  tokenHelp: p.token_help,
});

/** Every field of `Connector`, read off the API's view. */
export const connectorFields = {
  uuid: (c: ConnectorDto) => c.uuid,
  provider: (c: ConnectorDto) => providerOf(c.provider),
  tokenHint: (c: ConnectorDto) => c.token_hint,
  companyName: (c: ConnectorDto) => c.company_name,
  siren: (c: ConnectorDto) => c.siren,
  activity: (c: ConnectorDto) => c.activity,
  address: (c: ConnectorDto) => c.address,
  fiscalYears: (c: ConnectorDto) => c.fiscal_years,
  autoRefresh: (c: ConnectorDto) => c.auto_refresh,
  lastSyncedAt: (c: ConnectorDto) => c.last_synced_at,
  lastError: (c: ConnectorDto) => c.last_error,
  createdAt: (c: ConnectorDto) => c.created_at,
} satisfies ConnectorResolvers;

/** Every field of `ConnectorFiscalYear` but `lastImport` (the FEC domain's loader). */
export const fiscalYearFields = {
  label: (fy: ConnectorFiscalYearDto) => fy.label,
  startDate: (fy: ConnectorFiscalYearDto) => fy.start_date,
  endDate: (fy: ConnectorFiscalYearDto) => fy.end_date,
  current: (fy: ConnectorFiscalYearDto) => fy.current,
} satisfies Omit<ConnectorFiscalYearResolvers, 'lastImport'>;

export const addBodyOf = (input: AddConnectorTokenInput): ApiBody<'/v1/connectors', 'post'> => ({
  provider: apiProvider(input.provider),
  token: input.token,
});

export const importBodyOf = (
  input: ImportFromConnectorInput,
): ApiBody<'/v1/connectors/{uuid}/imports', 'post'> => ({
  start_date: input.startDate,
  end_date: input.endDate,
  folder_uuid: input.folderUuid ?? undefined,
  revenue_type: (input.revenueType === 'AUTRE' ? 'autre' : (input.revenueType ?? undefined)) as ApiBody<
    '/v1/connectors/{uuid}/imports',
    'post'
  >['revenue_type'],
});

/**
 * The API's 401 about a connector's token is not about the user's session: it becomes
 * `CONNECTOR_TOKEN_INVALID` (status 401), never UNAUTHENTICATED — on that code the client signs out.
 */
export async function connectorCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof ApiClientError &&
      error.code === 401 &&
      error.data.code === 'CONNECTOR_TOKEN_INVALID'
    ) {
      throw gatewayError(error.message, 'CONNECTOR_TOKEN_INVALID', { status: 401 });
    }
    throw error;
  }
}
