import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from './openapi-document';

describe('the committed OpenAPI document', () => {
  it('is what the routes describe today (else run npm run codegen: the gateway types come from it)', async () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as unknown;
    expect(await openApiDocument()).toEqual(committed);
  });
});
