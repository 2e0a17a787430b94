// The main document flow on the embedded PGlite database (the default without DATABASE_URL), so
// both storage backends are covered over real HTTP: upload, read, list, delete, quota, replay.
import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { validateResponse } from '../support/openapi-validator.js';
import { QueueOnlyProcessor } from '../../src/services/recognition/document-processor.js';

let t: TestServer;

async function api(
  method: string,
  path: string,
  init: { key?: string; body?: FormData; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const r = await call(`${t.url}${path}`, {
    method,
    key: init.key ?? t.secretKey,
    headers: init.headers ?? {},
    ...(init.body ? { body: init.body } : {}),
  });
  validateResponse({ method, path, status: r.status, contentType: r.headers.get('content-type') ?? undefined, body: r.json ?? r.text });
  return r;
}
const ids = (r: Reply) => r.json.data.map((d: { id: string }) => d.id);

beforeAll(async () => {
  // Documents stay queued so the queued-state answers are deterministic; recognition on PGlite is
  // covered by recognition-pglite.test.ts.
  t = await startTestServer('pglite', {}, { processor: new QueueOnlyProcessor() });
});
afterAll(async () => t?.stop());

describe('main flow on PGlite', () => {
  it('runs on the embedded database', async () => {
    expect(t.server.deps.database.kind).toBe('pglite');
    await access(join(t.dataDir, 'db'));
    const ready = await api('GET', '/readyz');
    expect(ready.json).toEqual({ status: 'ready', checks: { database: true, limiter: true, workers: true, accepting: true } });
  });

  it('uploads, reads, lists newest first, pages through and deletes', async () => {
    const created: string[] = [];
    for (const language of ['uk', 'en', 'uk']) {
      const r = await api('POST', '/v1/documents', { body: form(tinyPng, { language }, `scan-${language}.png`) });
      expect(r.status).toBe(202);
      expect(r.headers.get('location')).toBe(`/v1/documents/${r.json.id}`);
      expect(r.json).toMatchObject({
        status: 'queued',
        livemode: true,
        language,
        filename: `scan-${language}.png`,
        content_type: 'image/png',
      });
      created.push(r.json.id);
    }
    const one = await api('GET', `/v1/documents/${created[1]}`);
    expect(one.json).toMatchObject({ id: created[1], language: 'en', size_bytes: tinyPng.length, result: null });

    const list = await api('GET', '/v1/documents');
    expect(ids(list)).toEqual([...created].reverse());
    const first = await api('GET', '/v1/documents?limit=2');
    expect(first.json.has_more).toBe(true);
    const second = await api('GET', `/v1/documents?limit=2&starting_after=${first.json.next_cursor}`);
    expect([...ids(first), ...ids(second)]).toEqual([...created].reverse());
    expect(second.json).toMatchObject({ has_more: false, next_cursor: null });
    expect(ids(await api('GET', '/v1/documents?status=completed'))).toEqual([]);
    expect((await api('GET', `/v1/documents/${created[0]}/text`)).json.error.code).toBe('not_ready');

    const filesBefore = await readdir(join(t.dataDir, 'uploads'));
    expect(filesBefore).toHaveLength(3);
    const del = await api('DELETE', `/v1/documents/${created[0]}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    expect((await api('GET', `/v1/documents/${created[0]}`)).status).toBe(404);
    expect(await readdir(join(t.dataDir, 'uploads'))).toHaveLength(2);
    expect(ids(await api('GET', '/v1/documents'))).toEqual([created[2], created[1]]);
    // Test mode does not see live documents on this backend either.
    expect(ids(await api('GET', '/v1/documents', { key: t.testKey }))).toEqual([]);
    expect((await api('GET', `/v1/documents/${created[1]}`, { key: t.testKey })).status).toBe(404);
  });

  it('enforces the daily quota, also under concurrency', async () => {
    const acct = await t.createAccount('pro', { docsPerDay: 2 });
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => api('POST', '/v1/documents', { key: acct.secretKey, body: form(tinyPng) })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([202, 202, 429, 429]);
    const refused = replies.find((r) => r.status === 429)!;
    expect(refused.json.error.code).toBe('quota_exceeded');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);
    expect(ids(await api('GET', '/v1/documents', { key: acct.secretKey }))).toHaveLength(2);
    const usage = await api('GET', '/v1/usage', { key: acct.secretKey });
    expect(usage.json).toMatchObject({ documents_today: 2, documents_remaining_today: 0 });
  });

  it('replays an Idempotency-Key and refuses it for a different request', async () => {
    const acct = await t.createAccount('pro');
    const headers = { 'Idempotency-Key': 'pglite-key-1' };
    const a = await api('POST', '/v1/documents', { key: acct.secretKey, headers, body: form(tinyPng, { language: 'en' }) });
    const b = await api('POST', '/v1/documents', { key: acct.secretKey, headers, body: form(tinyPng, { language: 'en' }) });
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(b.json.id).toBe(a.json.id);
    const c = await api('POST', '/v1/documents', { key: acct.secretKey, headers, body: form(tinyPng, { language: 'uk' }) });
    expect(c.status).toBe(409);
    expect(c.json.error.code).toBe('idempotency_conflict');
    expect(ids(await api('GET', '/v1/documents', { key: acct.secretKey }))).toEqual([a.json.id]);
    expect((await api('GET', '/v1/usage', { key: acct.secretKey })).json.documents_today).toBe(1);
  });
});
