/**
 * `npm run api`: the product API on port 3000 (API_PORT) with its analysis workers, on PGlite in ./data
 * unless DATABASE_URL is set, with the identity service embedded under /identity unless IDENTITY_URL is set.
 * `npm run worker` (API_ROLE=worker): the background jobs only, with `GET /health` on API_PORT.
 */
import { embeddedIdentitySettings, startApiServer } from './start';

if (process.argv.includes('--show-config')) {
  // The settings a gateway (or `identity/`'s clients) needs, as environment lines: `npm run api -- --show-config`.
  const settings = await embeddedIdentitySettings();
  for (const [name, value] of Object.entries(settings)) process.stdout.write(`${name}=${value ?? ''}\n`);
  process.exit(0);
}

const server = await startApiServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'API stopping');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
