import type { ApiConfig } from '../../config/config';
import { pennylaneProvider } from './pennylane';
import type { ConnectorProviders } from './provider';

/** Every accounting software's adapter, at the addresses configuration gives. */
export function connectorProvidersFromConfig(config: Pick<ApiConfig, 'connectors'>): ConnectorProviders {
  return { pennylane: pennylaneProvider({ baseUrl: config.connectors.pennylaneApiUrl }) };
}
