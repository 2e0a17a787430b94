// POST /v1/documents input validation over real HTTP against PostgreSQL: multipart shape, format
// sniffing, language, webhook_url (SSRF guard), size limit, aborted uploads and Idempotency-Key.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { validateResponse } from '../support/openapi-validator.js';

const PNG_SIG = Buffer.from('89504e470d0a1a0a', 'hex');
const pngOf = (size: number) => Buffer.concat([PNG_SIG, randomBytes(size - PNG_SIG.length)]);
let t: TestServer, open: TestServer, small: TestServer;

async function post(s: TestServer, body: FormData | string, headers: Record<string, string> = {}, key = s.secretKey): Promise<Reply> {
  const r = await call(`${s.url}/v1/documents`, { method: 'POST', key, body, headers });
  validateResponse({
    method: 'POST',
    path: '/v1/documents',
    status: r.status,
    contentType: r.headers.get('content-type') ?? undefined,
    body: r.json,
  });
  return r;
}
const expectError = (r: Reply, status: number, code: string, param?: string) => {
  expect({ status: r.status, code: r.json?.error?.code }).toEqual({ status, code });
  if (param !== undefined) expect(r.json.error.param).toBe(param);
};
const uploads = (s: TestServer) => readdir(join(s.dataDir, 'uploads'));
beforeAll(async () => {
  [t, open, small] = await Promise.all([
    startTestServer('postgres'),
    startTestServer('postgres', { WEBHOOK_ALLOW_PRIVATE: 'true' }),
    startTestServer('postgres', { MAX_FILE_BYTES: '1000' }),
  ]);
});
afterAll(async () => Promise.all([t?.stop(), open?.stop(), small?.stop()]));

describe('upload validation (postgres)', () => {
  it('refuses a missing file part, a non-multipart body and unsupported bytes', async () => {
    expectError(await post(t, form(undefined, { language: 'en' })), 400, 'invalid_request', 'file');
    expectError(await post(t, JSON.stringify({ file: 'x' }), { 'Content-Type': 'application/json' }), 400, 'invalid_request');
    expectError(await post(t, 'file=abc', { 'Content-Type': 'application/x-www-form-urlencoded' }), 400, 'invalid_request');
    expectError(await post(t, form(Buffer.from('just some plain text, not an image'), {}, 'fake.png')), 415, 'unsupported_media_type');
    expect(await uploads(t)).toEqual([]);
  });

  it('accepts uk and en and refuses an unknown language listing the supported codes', async () => {
    for (const language of ['uk', 'en']) {
      const r = await post(t, form(tinyPng, { language }));
      expect(r.status).toBe(202);
      expect(r.json.language).toBe(language);
    }
    const bad = await post(t, form(tinyPng, { language: 'xx' }));
    expectError(bad, 400, 'unsupported_language', 'language');
    expect(bad.json.error.message).toContain('en');
    expect(bad.json.error.message).toContain('uk');
    expect(bad.json.error.message).toMatch(/\ben, uk\b/);
  });

  it('refuses a webhook_url that is not an absolute http(s) URL', async () => {
    for (const webhook_url of ['ftp://x', 'not a url', '/relative/hook']) {
      expectError(await post(t, form(tinyPng, { webhook_url })), 400, 'invalid_request', 'webhook_url');
    }
  });

  it('refuses private, loopback and numeric-loopback webhook targets unless allowed', async () => {
    const targets = ['http://127.0.0.1/hook', 'http://10.0.0.1/', 'http://[::1]/', 'http://2130706433/', 'http://localhost:9/x'];
    for (const webhook_url of targets) {
      expectError(await post(t, form(tinyPng, { webhook_url })), 422, 'webhook_url_forbidden', 'webhook_url');
    }
    for (const webhook_url of targets) {
      const r = await post(open, form(tinyPng, { webhook_url }));
      expect(r.status).toBe(202);
      expect(r.json.webhook_url).toBe(new URL(webhook_url).toString());
    }
    const pub = await post(t, form(tinyPng, { webhook_url: 'https://93.184.215.14/hook' }));
    expect(pub.status).toBe(202);
    expect(pub.json.webhook_url).toBe('https://93.184.215.14/hook');
  });

  it('enforces MAX_FILE_BYTES exactly and keeps nothing of a refused upload', async () => {
    for (const size of [1001, 64 * 1024]) {
      expectError(await post(small, form(pngOf(size))), 413, 'file_too_large');
      const until = Date.now() + 1000;
      while ((await uploads(small)).length > 0 && Date.now() < until) await sleep(20);
      expect(await uploads(small)).toEqual([]);
    }
    const ok = await post(small, form(pngOf(1000)));
    expect(ok.status).toBe(202);
    expect(ok.json.size_bytes).toBe(1000);
    expect(await uploads(small)).toHaveLength(1);
  });

  it('deletes the partial file when the client aborts mid-upload', async () => {
    const port = Number(new URL(t.url).port);
    const before = (await uploads(t)).sort();
    const docsBefore = (await call(`${t.url}/v1/documents?limit=100`, { key: t.secretKey })).json.data.length;
    const boundary = 'abortBoundary123';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const sock = net.connect(port, '127.0.0.1');
    sock.on('error', () => {});
    sock.write(
      `POST /v1/documents HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.secretKey}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 600000\r\n\r\n`,
    );
    sock.write(head);
    sock.write(pngOf(256 * 1024)); // under half of the promised body, no closing boundary
    // The partial file exists on disk while the upload is in flight...
    const until = Date.now() + 3000;
    let during = await uploads(t);
    while (during.length === before.length && Date.now() < until) {
      await sleep(10);
      during = await uploads(t);
    }
    expect(during.length).toBe(before.length + 1);
    sock.destroy();
    // ...and is gone within a second of the abort.
    const deadline = Date.now() + 1000;
    let after = (await uploads(t)).sort();
    while (after.length !== before.length && Date.now() < deadline) {
      await sleep(20);
      after = (await uploads(t)).sort();
    }
    expect(after).toEqual(before);
    const list = await call(`${t.url}/v1/documents?limit=100`, { key: t.secretKey });
    expect(list.json.data).toHaveLength(docsBefore);
  });

  it('replays an Idempotency-Key once, refuses it for another request and refuses a 256-char key', async () => {
    const acct = await t.createAccount('pro');
    const headers = { 'Idempotency-Key': 'order-42' };
    const first = await post(t, form(tinyPng, { language: 'en' }), headers, acct.secretKey);
    const second = await post(t, form(tinyPng, { language: 'en' }), headers, acct.secretKey);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.json.id).toBe(first.json.id);
    expect(second.headers.get('location')).toBe(`/v1/documents/${first.json.id}`);
    const list = await call(`${t.url}/v1/documents`, { key: acct.secretKey });
    expect(list.json.data.map((d: { id: string }) => d.id)).toEqual([first.json.id]);
    const usage = await call(`${t.url}/v1/usage`, { key: acct.secretKey });
    validateResponse({ method: 'GET', path: '/v1/usage', status: usage.status, body: usage.json });
    expect(usage.json.documents_today).toBe(1);
    expect(usage.json.documents_remaining_today).toBe(999);

    expectError(await post(t, form(pngOf(100), { language: 'en' }), headers, acct.secretKey), 409, 'idempotency_conflict');
    expectError(await post(t, form(tinyPng, { language: 'uk' }), headers, acct.secretKey), 409, 'idempotency_conflict');
    expectError(await post(t, form(tinyPng), { 'Idempotency-Key': 'k'.repeat(256) }, acct.secretKey), 400, 'invalid_request');
    const max = await post(t, form(tinyPng), { 'Idempotency-Key': 'k'.repeat(255) }, acct.secretKey);
    expect(max.status).toBe(202);
    const after = await call(`${t.url}/v1/usage`, { key: acct.secretKey });
    expect(after.json.documents_today).toBe(2);
  });
});
