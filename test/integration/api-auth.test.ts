// Authentication, scopes and data isolation over real HTTP against PostgreSQL: refused keys
// (with no database lookup for forged ones), revoked keys, restricted scopes, live/test
// separation and other accounts' documents.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { validateResponse } from '../support/openapi-validator.js';
import { generateApiKey } from '../../src/domain/api-keys.js';
import { revokeApiKey } from '../../src/store/accounts-repo.js';
import { CACHE_TTL_MS } from '../../src/services/accounts/principal-lookup.js';

let t: TestServer;

async function api(method: string, path: string, init: { key?: string; auth?: string; body?: FormData } = {}): Promise<Reply> {
  const headers: Record<string, string> = init.auth !== undefined ? { Authorization: init.auth } : {};
  const r = await call(`${t.url}${path}`, {
    method,
    headers,
    ...(init.key ? { key: init.key } : {}),
    ...(init.body ? { body: init.body } : {}),
  });
  validateResponse({ method, path, status: r.status, contentType: r.headers.get('content-type') ?? undefined, body: r.json ?? r.text });
  return r;
}
const upload = (key: string) => api('POST', '/v1/documents', { key, body: form(tinyPng) });
const ids = (r: Reply) => r.json.data.map((d: { id: string }) => d.id);
function expectUnauthorized(r: Reply) {
  expect(r.status).toBe(401);
  expect(r.json).toEqual({ error: { code: 'unauthorized', message: 'Invalid or missing API key.' } });
  expect(r.headers.get('www-authenticate')).toBe('Bearer');
}

beforeAll(async () => {
  t = await startTestServer('postgres');
});
afterAll(async () => t?.stop());

describe('authentication (postgres)', () => {
  it('refuses missing, garbage, forged and unknown keys with 401 unauthorized', async () => {
    const good = await api('GET', '/v1/documents', { key: t.secretKey });
    expect(good.status).toBe(200);
    const last = t.secretKey.at(-1) === 'A' ? 'B' : 'A';
    const wrongChecksum = t.secretKey.slice(0, -1) + last;
    const cases = [
      undefined,
      'Bearer garbage',
      `Bearer ${wrongChecksum}`,
      `Bearer ${generateApiKey('secret')}`,
      `Basic ${Buffer.from(`${t.secretKey}:`).toString('base64')}`,
      t.secretKey,
      'Bearer ',
      `Bearer ${t.secretKey}x`,
    ];
    for (const auth of cases) {
      for (const [method, path] of [
        ['GET', '/v1/documents'],
        ['GET', '/v1/account'],
        ['DELETE', '/v1/documents/doc_x'],
      ] as const) {
        expectUnauthorized(await api(method, path, auth === undefined ? {} : { auth }));
      }
    }
    expectUnauthorized(await api('POST', '/v1/documents', { auth: `Bearer ${wrongChecksum}`, body: form(tinyPng) }));
    expect(await readdir(join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('looks up well-formed keys only: a wrong checksum costs no database query', async () => {
    const principals = t.server.deps.principals;
    const original = principals.findByKeyHash.bind(principals);
    let calls = 0;
    principals.findByKeyHash = (hash: string) => {
      calls++;
      return original(hash);
    };
    try {
      const forged = t.testKey.slice(0, -2) + (t.testKey.endsWith('zz') ? 'yy' : 'zz');
      expectUnauthorized(await api('GET', '/v1/documents', { auth: `Bearer ${forged}` }));
      expectUnauthorized(await api('GET', '/v1/documents', { auth: 'Bearer svc_sk_short' }));
      expect(calls).toBe(0);
      expectUnauthorized(await api('GET', '/v1/documents', { key: generateApiKey('restricted') }));
      expect(calls).toBe(1);
      expect((await api('GET', '/v1/documents', { key: t.secretKey })).status).toBe(200);
      expect(calls).toBe(2); // the wrapper is really in the path
    } finally {
      principals.findByKeyHash = original;
    }
  });

  it('refuses a revoked key', async () => {
    const { id, key } = await t.createKey('default', 'secret');
    expect((await api('GET', '/v1/account', { key })).status).toBe(200);
    expect(await revokeApiKey(t.server.deps.database.db, id)).toBe(true);
    // Principals are cached for CACHE_TTL_MS: revocation takes effect within that, not at once.
    const revokedAt = Date.now();
    await expect
      .poll(async () => (await api('GET', '/v1/account', { key })).status, { timeout: CACHE_TTL_MS + 3000, interval: 1000 })
      .toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(CACHE_TTL_MS + 3000);
    expectUnauthorized(await api('GET', '/v1/account', { key }));
    expectUnauthorized(await api('POST', '/v1/documents', { key, body: form(tinyPng) }));
  });

  it('answers 403 insufficient_scope naming the missing scope', async () => {
    const { key } = await t.createKey('default', 'restricted', ['documents:read']);
    expect(key.startsWith('svc_rk_')).toBe(true);
    expect((await api('GET', '/v1/documents', { key })).status).toBe(200);
    const post = await api('POST', '/v1/documents', { key, body: form(tinyPng) });
    expect(post.status).toBe(403);
    expect(post.json.error.code).toBe('insufficient_scope');
    expect(post.json.error.required_scope).toBe('documents:write');
    expect(post.json.error.message).toContain('documents:write');
    expect(post.headers.get('x-ratelimit-limit')).toBe('60');
    const account = await api('GET', '/v1/account', { key });
    expect(account.status).toBe(403);
    expect(account.json.error).toMatchObject({ code: 'insufficient_scope', required_scope: 'account:read' });
    expect(account.json.error.message).toContain('account:read');
    const del = await api('DELETE', '/v1/documents/doc_01ARZ3NDEKTSV4RRFFQ69G5FAV', { key });
    expect(del.json.error).toMatchObject({ code: 'insufficient_scope', required_scope: 'documents:write' });
    const usage = await api('GET', '/v1/usage', { key });
    expect(usage.json.error.required_scope).toBe('account:read');
  });
});

describe('live/test and account isolation (postgres)', () => {
  it('keeps live and test documents apart in both directions (404, not 403)', async () => {
    const live = (await upload(t.secretKey)).json;
    const test = (await upload(t.testKey)).json;
    expect(live.livemode).toBe(true);
    expect(test.livemode).toBe(false);
    expect((await api('GET', `/v1/documents/${test.id}`, { key: t.testKey })).json.livemode).toBe(false);

    for (const [key, foreign] of [
      [t.secretKey, test.id],
      [t.testKey, live.id],
    ] as const) {
      for (const suffix of ['', '/text', '/pages']) {
        const r = await api('GET', `/v1/documents/${foreign}${suffix}`, { key });
        expect(r.status).toBe(404);
        expect(r.json.error.code).toBe('not_found');
      }
      const del = await api('DELETE', `/v1/documents/${foreign}`, { key });
      expect(del.status).toBe(404);
      expect(del.json.error.code).toBe('not_found');
    }
    const liveList = ids(await api('GET', '/v1/documents?limit=100', { key: t.secretKey }));
    const testList = ids(await api('GET', '/v1/documents?limit=100', { key: t.testKey }));
    expect(liveList).toContain(live.id);
    expect(liveList).not.toContain(test.id);
    expect(testList).toEqual([test.id]);
    // The refused cross-mode DELETEs deleted nothing.
    expect((await api('GET', `/v1/documents/${live.id}`, { key: t.secretKey })).status).toBe(200);
    expect((await api('GET', `/v1/documents/${test.id}`, { key: t.testKey })).status).toBe(200);

    const liveAccount = await api('GET', '/v1/account', { key: t.secretKey });
    const testAccount = await api('GET', '/v1/account', { key: t.testKey });
    expect(liveAccount.json.livemode).toBe(true);
    expect(testAccount.json.livemode).toBe(false);
    expect(testAccount.json.id).toBe(liveAccount.json.id);
    expect((await api('GET', '/v1/usage', { key: t.testKey })).json.livemode).toBe(false);
  });

  it("answers 404 for another account's document", async () => {
    const other = await t.createAccount('pro');
    const mine = (await upload(t.secretKey)).json;
    const theirs = (await upload(other.secretKey)).json;
    for (const [key, id] of [
      [other.secretKey, mine.id],
      [t.secretKey, theirs.id],
    ] as const) {
      expect((await api('GET', `/v1/documents/${id}`, { key })).json.error.code).toBe('not_found');
      expect((await api('DELETE', `/v1/documents/${id}`, { key })).status).toBe(404);
    }
    expect(ids(await api('GET', '/v1/documents', { key: other.secretKey }))).toEqual([theirs.id]);
    expect(ids(await api('GET', '/v1/documents?limit=100', { key: t.secretKey }))).not.toContain(theirs.id);
    expect((await api('GET', `/v1/documents/${theirs.id}`, { key: other.secretKey })).status).toBe(200);
  });
});
