/**
 * `npm run gateway`: the GraphQL gateway on port 4000 (GATEWAY_PORT) at /graphql, over the product API
 * (API_URL) and the identity pool (IDENTITY_URL, or AWS Cognito).
 */
import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config';

const config = gatewayConfigFromEnv();
const app = await buildGateway({
  config,
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.accesstoken'],
  },
});
await app.listen({ host: config.host, port: config.port });
app.log.info(
  { url: `http://${config.host}:${config.port}/graphql`, api: config.apiUrl },
  'passerelle GraphQL prête',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
