// Every log line the HTTP layer writes about a request carries that request's id (the client's
// X-Request-Id when valid, else a generated one, echoed back in the response header).
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QueueOnlyProcessor } from '../../src/services/recognition/document-processor.js';
import { call, form, tinyPng } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';

const lines: Record<string, any>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer('postgres', {}, { logger: pino({ level: 'info' }, sink), processor: new QueueOnlyProcessor() });
});
afterAll(async () => t?.stop());

it('tags every request log line with the request id', async () => {
  const headers = (id: string) => ({ 'X-Request-Id': id });
  const up = await call(`${t.url}/v1/documents`, {
    method: 'POST',
    key: t.secretKey,
    body: form(tinyPng),
    headers: headers('req-upload-1'),
  });
  expect(up.status).toBe(202);
  expect(up.headers.get('x-request-id')).toBe('req-upload-1');
  const del = await call(`${t.url}/v1/documents/${up.json.id}`, { method: 'DELETE', key: t.secretKey, headers: headers('req-delete-1') });
  expect(del.status).toBe(204);
  await call(`${t.url}/v1/webhooks/secret/rotate`, { method: 'POST', key: t.secretKey, headers: headers('req-rotate-1') });
  const anonymous = await call(`${t.url}/v1/documents/doc_missing`, { key: t.secretKey });
  const generated = anonymous.headers.get('x-request-id');
  expect(generated).toMatch(/^[0-9a-f-]{36}$/);

  const byId = (id: string) => lines.filter((l) => l.requestId === id).map((l) => l.msg);
  expect(byId('req-upload-1')).toEqual(expect.arrayContaining(['document accepted', 'request']));
  expect(byId('req-delete-1')).toEqual(expect.arrayContaining(['document deleted', 'request']));
  expect(byId('req-rotate-1')).toEqual(expect.arrayContaining(['webhook secret rotated', 'request']));
  expect(byId(generated!)).toEqual(['request']);
  // No line written while handling these requests lacks an id: the request-scoped messages.
  const requestScoped = new Set(['request', 'document accepted', 'document deleted', 'webhook secret rotated', 'request failed']);
  for (const line of lines.filter((l) => requestScoped.has(l.msg))) expect(line.requestId, JSON.stringify(line)).toBeTruthy();
});
