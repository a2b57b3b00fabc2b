/**
 * `npm start`: the whole product on http://127.0.0.1:8080 (PORT) — see README "Two commands".
 */
import { startProduct } from './start';

const product = await startProduct();
const lines = [
  '',
  `  FEC Analyse est prêt : ${product.url}`,
  `  GraphQL : ${product.url}/graphql · API : ${product.url}/api/docs/json · identité : ${product.url}/identity`,
];
if (product.demo) lines.push(`  Compte de démonstration : ${product.demo.email} / ${product.demo.password}`);
process.stdout.write(lines.join('\n') + '\n\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    product.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
