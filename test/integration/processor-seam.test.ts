// The seam the recognition pipeline plugs into: it is started with the server, told about each
// committed document and each deletion, and asked for readiness by /readyz.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng } from '../support/http.js';
import type { DocumentProcessor } from '../../src/services/recognition/document-processor.js';

class RecordingProcessor implements DocumentProcessor {
  events: string[] = [];
  isReady = true;
  async start() {
    this.events.push('start');
  }
  notify(id: string) {
    this.events.push(`notify ${id}`);
  }
  cancel(id: string) {
    this.events.push(`cancel ${id}`);
  }
  ready() {
    return this.isReady;
  }
  async stop() {
    this.events.push('stop');
  }
}

describe('document processor seam (postgres)', () => {
  const processor = new RecordingProcessor();
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('postgres', {}, { processor });
  });
  afterAll(async () => t?.stop());

  it('is notified of committed documents only, and of deletions', async () => {
    const created = await call(`${t.url}/v1/documents`, { method: 'POST', key: t.secretKey, body: form(tinyPng) });
    expect(created.status).toBe(202);
    const refused = await call(`${t.url}/v1/documents`, { method: 'POST', key: t.secretKey, body: form(Buffer.from('text')) });
    expect(refused.status).toBe(415);
    const deleted = await call(`${t.url}/v1/documents/${created.json.id}`, { method: 'DELETE', key: t.secretKey });
    expect(deleted.status).toBe(204);
    expect(processor.events).toEqual(['start', `notify ${created.json.id}`, `cancel ${created.json.id}`]);
  });

  it('makes /readyz answer 503 while the processor is not ready', async () => {
    processor.isReady = false;
    const notReady = await call(`${t.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.json.checks.workers).toBe(false);
    processor.isReady = true;
    expect((await call(`${t.url}/readyz`)).status).toBe(200);
  });
});
