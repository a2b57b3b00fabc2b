import { frenchClientErrorHandler, frenchFrameworkErrors } from '../../../platform/http/client-errors';
import { defaultApiConfig } from '../config/config';
import { apiServerOptions } from '../start';

describe('the API server options (npm run api, and the product, which spreads them)', () => {
  it('answer what fails before any route in French', () => {
    const options = apiServerOptions(defaultApiConfig({}));
    expect(options.clientErrorHandler).toBe(frenchClientErrorHandler);
    expect(options.frameworkErrors).toBe(frenchFrameworkErrors);
  });
});
