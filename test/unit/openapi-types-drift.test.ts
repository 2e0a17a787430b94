// The committed openapi-typescript types (test/support/generated/openapi-types.ts), which the
// typed client of test/integration/openapi-client.test.ts is checked against, are what the
// document gives now: regenerated here from the TypeScript document with the same code as
// `npm run openapi:types`, so the types never drift from the contract.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/http/openapi/openapi.js';
import { generateTypes } from '../support/openapi-artifacts.mjs';

describe('generated OpenAPI types', () => {
  it('match the document (run `npm run openapi:types` after changing it)', { timeout: 30_000 }, async () => {
    const committed = await readFile(new URL('../support/generated/openapi-types.ts', import.meta.url), 'utf8');
    const fresh = await generateTypes(openApiDocument);
    expect(fresh === committed, 'test/support/generated/openapi-types.ts is stale: run `npm run openapi:types`').toBe(true);
  });
});
