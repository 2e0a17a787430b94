// /metrics gauges read at scrape time: the queue (documents queued / processing, from the shared
// database) and worker-pool utilisation; plus the limiter fallback counter's presence.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QueueOnlyProcessor } from '../../src/services/recognition/document-processor.js';
import { call, form, tinyPng } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer('postgres', {}, { processor: new QueueOnlyProcessor() });
});
afterAll(async () => t?.stop());

const scrape = async () => (await fetch(`${t.url}/metrics`)).text();
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

it('reports queued documents and pool utilisation', async () => {
  expect(value(await scrape(), 'docrec_documents{status="queued"}')).toBe(0);
  for (let i = 0; i < 3; i++) {
    const r = await call(`${t.url}/v1/documents`, { method: 'POST', key: t.secretKey, body: form(tinyPng) });
    expect(r.status).toBe(202);
  }
  const text = await scrape();
  expect(value(text, 'docrec_documents{status="queued"}')).toBe(3);
  expect(value(text, 'docrec_documents{status="processing"}')).toBe(0);
  expect(value(text, 'docrec_pool_utilisation')).toBe(0);
  expect(text).toMatch(/^# TYPE docrec_rate_limiter_fallbacks_total counter$/m);
  expect(text).toMatch(/^# TYPE docrec_webhook_attempts_total counter$/m);
});
