import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng } from '../support/http.js';

describe.each(['postgres', 'pglite'] as const)('harness on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => t?.stop());

  it('accepts an upload and lists it', async () => {
    const created = await call(`${t.url}/v1/documents`, { method: 'POST', key: t.secretKey, body: form(tinyPng) });
    expect(created.status).toBe(202);
    const list = await call(`${t.url}/v1/documents`, { key: t.secretKey });
    expect(list.json.data.map((d: { id: string }) => d.id)).toEqual([created.json.id]);
  });
});
