/** Writes the API's OpenAPI document to api/openapi.json (`npm run codegen`). */
import { writeFile } from 'node:fs/promises';
import { openApiDocument } from './openapi-document';

const target = new URL('../openapi.json', import.meta.url);
await writeFile(target, JSON.stringify(await openApiDocument(), null, 2) + '\n');
process.stdout.write(`OpenAPI document written to ${target.pathname}\n`);
