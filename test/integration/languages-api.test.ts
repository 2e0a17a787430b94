// OCR_LANGUAGES decides what the server reads: GET /v1/languages lists exactly the named packs
// (any valid key, no scope), `language` accepts their ISO codes and nothing else, even packs that
// are installed on the machine but not named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { validateResponse } from '../support/openapi-validator.js';
import { ConfigError, loadConfig } from '../../src/config/config.js';

let t: TestServer;
let plain: TestServer;

async function api(server: TestServer, method: string, path: string, key?: string, body?: FormData): Promise<Reply> {
  const r = await call(`${server.url}${path}`, { method, ...(key ? { key } : {}), ...(body ? { body } : {}) });
  validateResponse({ method, path, status: r.status, contentType: r.headers.get('content-type') ?? undefined, body: r.json ?? r.text });
  return r;
}

beforeAll(async () => {
  // spa is installed by the test setup but not named here: it must not be offered.
  [t, plain] = await Promise.all([
    startTestServer('postgres', { OCR_LANGUAGES: 'eng,ukr,deu,fra,pol,rus', OCR_THREADS: '0' }),
    startTestServer('postgres', { OCR_THREADS: '0' }),
  ]);
}, 60_000);
afterAll(async () => Promise.all([t?.stop(), plain?.stop()]));

describe('GET /v1/languages', () => {
  it('lists the OCR_LANGUAGES packs in order, with name and script', async () => {
    const r = await api(t, 'GET', '/v1/languages', t.secretKey);
    expect(r.status).toBe(200);
    expect(r.json.object).toBe('list');
    expect(r.json.data.map((l: { code: string }) => l.code)).toEqual(['en', 'uk', 'de', 'fr', 'pl', 'ru']);
    expect(r.json.data[1]).toEqual({ code: 'uk', tesseract: 'ukr', name: 'Ukrainian', script: 'Cyrillic' });
    expect(r.json.data[2]).toEqual({ code: 'de', tesseract: 'deu', name: 'German', script: 'Latin' });
  });

  it('defaults to eng,ukr', async () => {
    const r = await api(plain, 'GET', '/v1/languages', plain.testKey);
    expect(r.json.data.map((l: { code: string }) => l.code)).toEqual(['en', 'uk']);
  });

  it('needs a valid key but no scope', async () => {
    expect((await api(t, 'GET', '/v1/languages')).status).toBe(401);
    const { key } = await t.createKey('default', 'restricted', ['webhooks:manage']);
    expect((await api(t, 'GET', '/v1/languages', key)).status).toBe(200);
    // The same key is refused where a scope is needed.
    expect((await api(t, 'GET', '/v1/account', key)).status).toBe(403);
  });
});

describe('language on upload', () => {
  it('accepts every listed code and refuses installed packs that are not listed', async () => {
    for (const code of ['de', 'fr', 'pl', 'ru', 'uk', 'en']) {
      const body = form(tinyPng);
      body.set('language', code);
      expect((await api(t, 'POST', '/v1/documents', t.secretKey, body)).status, code).toBe(202);
    }
    const body = form(tinyPng);
    body.set('language', 'es');
    const refused = await api(t, 'POST', '/v1/documents', t.secretKey, body);
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('unsupported_language');
    expect(refused.json.error.message).toContain('de');
  });
});

describe('OCR_LANGUAGES', () => {
  it('refuses packs docrec cannot map to an ISO code, naming the variable', () => {
    expect(() => loadConfig({ OCR_LANGUAGES: 'eng,klingon' })).toThrow(ConfigError);
    expect(() => loadConfig({ OCR_LANGUAGES: 'eng,klingon' })).toThrow(/OCR_LANGUAGES.*klingon/);
    expect(loadConfig({ OCR_LANGUAGES: ' ENG , deu,eng' }).ocrLanguages).toEqual(['eng', 'deu']);
    expect(loadConfig({}).ocrLanguages).toEqual(['eng', 'ukr']);
  });
});
