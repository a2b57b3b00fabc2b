/**
 * `npm run identity`: the identity service on its own, on port 9229 (IDENTITY_PORT), over PostgreSQL
 * when DATABASE_URL is set, else PGlite in ./data/pglite. `--show-config` prints what a client needs
 * (pool, client ids and secrets, admin key) to standard output and exits: they never go to the log.
 */
import { databaseOptionsFromEnv, openDatabase } from '../../platform/db';
import { buildIdentityApp, LOG_REDACT } from './app';
import { configFromEnv } from './config';

async function main(): Promise<void> {
  const { config, server } = configFromEnv();
  const database = await openDatabase(databaseOptionsFromEnv());
  const { app, service } = await buildIdentityApp({
    db: database.db,
    schema: server.schema,
    config,
    smtp: server.smtpUrl ? { url: server.smtpUrl, from: server.mailFrom } : undefined,
    logger: { level: server.logLevel, redact: LOG_REDACT },
    trustProxy: server.trustProxy,
  });
  app.addHook('onClose', async () => database.close());

  if (process.argv.includes('--show-config')) {
    const c = service.config;
    process.stdout.write(
      JSON.stringify(
        {
          endpoint: c.publicBaseUrl,
          region: c.region,
          userPoolId: c.poolId,
          clients: c.clients.map((client) => ({
            kind: client.kind,
            clientId: client.id,
            clientSecret: client.secret,
          })),
          admin: { accessKeyId: c.admin.accessKeyId, secretAccessKey: c.admin.key },
        },
        null,
        2,
      ) + '\n',
    );
    await app.close();
    return;
  }

  await app.listen({ host: server.host, port: server.port });
  app.log.info(
    {
      database: database.kind,
      mailer: service.context.mailer.kind,
      issuer: `${config.publicBaseUrl}/${config.poolId}`,
    },
    'identity service ready',
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'identity service stopping');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error('identity service failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
