// The served OpenAPI document against API.md: OpenAPI 3.1.0 with a bearer scheme, exactly the
// documented endpoints with their scopes, every error code under its status, the required
// response headers, and the three webhook events.
import { describe, it, expect } from 'vitest';
import { openApiDocument } from '../../src/http/openapi/openapi.js';
import { errorRegistry } from '../../src/errors.js';

type Json = Record<string, any>;
const doc = openApiDocument as unknown as Json;
const operations = (): [string, string, Json][] =>
  Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]) => [path, method, op as Json] as [string, string, Json]),
  );

// API.md, endpoint by endpoint, with the scope each requires (null: unauthenticated).
const endpoints: [string, string, string | null][] = [
  ['post', '/v1/documents', 'documents:write'],
  ['get', '/v1/documents', 'documents:read'],
  ['get', '/v1/documents/{id}', 'documents:read'],
  ['get', '/v1/documents/{id}/text', 'documents:read'],
  ['get', '/v1/documents/{id}/pages', 'documents:read'],
  ['get', '/v1/documents/{id}/pages/{n}', 'documents:read'],
  ['get', '/v1/documents/{id}/pdf', 'documents:read'],
  ['get', '/v1/documents/{id}/hocr', 'documents:read'],
  ['get', '/v1/documents/{id}/markdown', 'documents:read'],
  ['get', '/v1/documents/{id}/tables', 'documents:read'],
  ['get', '/v1/documents/{id}/tables/{k}', 'documents:read'],
  ['delete', '/v1/documents/{id}', 'documents:write'],
  ['get', '/v1/webhooks/deliveries', 'webhooks:manage'],
  ['post', '/v1/webhooks/deliveries/{id}/retry', 'webhooks:manage'],
  ['post', '/v1/webhooks/secret/rotate', 'webhooks:manage'],
  ['get', '/v1/account', 'account:read'],
  ['get', '/v1/usage', 'account:read'],
  ['get', '/v1/languages', 'any_key'],
  ['get', '/healthz', null],
  ['get', '/readyz', null],
  ['get', '/metrics', null],
  ['get', '/v1/openapi.json', null],
];

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1.0 with a bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Served as JSON: nothing may be lost in serialisation (undefined values, functions).
    expect(JSON.parse(JSON.stringify(doc))).toStrictEqual(doc);
  });

  it('has exactly the endpoints of API.md, with their scopes', () => {
    const documented = operations()
      .map(([path, method]) => `${method} ${path}`)
      .sort();
    expect(documented).toEqual(endpoints.map(([method, path]) => `${method} ${path}`).sort());
    for (const [method, path, scope] of endpoints) {
      const op = doc.paths[path][method];
      if (scope === 'any_key') {
        expect(op.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
        expect(op['x-required-scope']).toBeUndefined();
        expect(op.responses['403']).toBeUndefined();
      } else if (scope === null) {
        expect(op.security, `${method} ${path}`).toEqual([]);
        expect(op['x-required-scope']).toBeUndefined();
      } else {
        expect(op['x-required-scope'], `${method} ${path}`).toBe(scope);
        expect(op.security).toEqual([{ bearerAuth: [scope] }]);
        expect(op.description).toContain(scope);
      }
    }
  });

  it('lists every registry code in the Error enum and uses each under its status', () => {
    const codeEnum: string[] = doc.components.schemas.Error.properties.error.properties.code.enum;
    expect([...codeEnum].sort()).toEqual(Object.keys(errorRegistry).sort());
    const usedCodes = new Set<string>();
    for (const [, , op] of operations()) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const narrowed = response.content?.['application/json']?.schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum;
        for (const code of narrowed ?? []) {
          expect(errorRegistry[code as keyof typeof errorRegistry].status, `${code} under ${status}`).toBe(Number(status));
          usedCodes.add(code);
        }
      }
    }
    expect([...usedCodes].sort()).toEqual(Object.keys(errorRegistry).sort());
  });

  it('documents X-Request-Id on every response and the headers API.md requires', () => {
    for (const [path, method, op] of operations()) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const names = Object.keys(response.headers ?? {});
        expect(names, `${method} ${path} ${status}`).toContain('X-Request-Id');
        if (status === '429' || (status === '503' && path !== '/readyz')) expect(names).toContain('Retry-After');
        if (status === '405') expect(names).toContain('Allow');
        if (status === '401') expect(names).toContain('WWW-Authenticate');
        if (op.security.length > 0 && !['401', '405'].includes(status)) expect(names).toContain('X-RateLimit-Remaining');
      }
    }
    expect(Object.keys(doc.paths['/v1/documents'].post.responses['202'].headers)).toContain('Location');
  });

  it('describes the three webhook events', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(['document.completed', 'document.failed', 'document.partial']);
  });
});
