// Every operation of the OpenAPI document, called against a real server through a plain fetch
// client typed from the document's generated types (test/support/openapi-client.ts): each answer
// must carry a status the document lists, the calls here expect the success status, and the test
// fails when the document gains an operation this file does not call.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations, openApiClient, type OpenApiClient } from '../support/openapi-client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { writePdf } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { withStoredTable } from '../support/stored-table.js';

const work = makeWorkDir();
let server: TestServer;
let receiver: WebhookReceiver;
let client: OpenApiClient;

beforeAll(async () => {
  [server, receiver] = await Promise.all([startTestServer('postgres', { WEBHOOK_ALLOW_PRIVATE: 'true' }), startWebhookReceiver()]);
  client = openApiClient(server.url, (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey);
}, 60_000);
afterAll(async () => {
  await Promise.all([server?.stop(), receiver?.close()]);
  work.cleanup();
});

async function submitAndComplete(): Promise<string> {
  const path = join(work.dir, 'freight report.pdf');
  writePdf(path, [{ lines: ['Quarterly freight volumes'] }, { lines: ['Regions'] }]);
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(await readFile(path))]), 'freight report.pdf');
  body.set('webhook_url', `${receiver.url}/hooks`);
  const created = await client.call('post', '/v1/documents', { body });
  if (created.status !== 202) throw new Error(`upload: ${created.status} ${created.text}`);
  const id = created.data.id;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const doc = await client.call('get', '/v1/documents/{id}', { path: { id } });
    expect(doc.status).toBe(200);
    if (doc.status === 200 && doc.data.status === 'completed') return id;
    if (Date.now() > deadline) throw new Error(`document ${id} not completed: ${doc.text}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('a client generated from the OpenAPI document', () => {
  it('calls every operation of the document and gets documented, successful answers', { timeout: 120_000 }, async () => {
    const id = await submitAndComplete();
    await withStoredTable(server.server.deps.database.db, id);

    expect((await client.call('get', '/v1/documents', { query: { limit: 10 } })).status).toBe(200);
    const byDocument = { path: { id } };
    expect((await client.call('get', '/v1/documents/{id}/text', byDocument)).status).toBe(200);
    expect((await client.call('get', '/v1/documents/{id}/pages', byDocument)).status).toBe(200);
    expect((await client.call('get', '/v1/documents/{id}/pages/{n}', { path: { id, n: '1' } })).status).toBe(200);
    expect((await client.call('get', '/v1/documents/{id}/pdf', byDocument)).status).toBe(200);
    expect((await client.call('get', '/v1/documents/{id}/hocr', byDocument)).status).toBe(200);
    expect((await client.call('get', '/v1/documents/{id}/markdown', byDocument)).status).toBe(200);
    const tables = await client.call('get', '/v1/documents/{id}/tables', byDocument);
    expect(tables.status === 200 && tables.data.data.length).toBe(1);
    expect((await client.call('get', '/v1/documents/{id}/tables/{k}', { path: { id, k: '1' } })).status).toBe(200);

    // The completion event is in the outbox once the document is completed: list it, retry it.
    const deliveries = await client.call('get', '/v1/webhooks/deliveries', { query: { document_id: id } });
    if (deliveries.status !== 200) throw new Error(`deliveries: ${deliveries.status} ${deliveries.text}`);
    const delivery = deliveries.data.data.find((d) => d.event === 'document.completed');
    expect(delivery, deliveries.text).toBeDefined();
    expect((await client.call('post', '/v1/webhooks/deliveries/{id}/retry', { path: { id: delivery!.id } })).status).toBe(202);
    expect((await client.call('post', '/v1/webhooks/secret/rotate')).status).toBe(200);

    for (const path of ['/v1/account', '/v1/usage', '/v1/languages', '/healthz', '/readyz', '/metrics', '/v1/openapi.json'] as const) {
      expect((await client.call('get', path)).status, path).toBe(200);
    }
    expect((await client.call('delete', '/v1/documents/{id}', byDocument)).status).toBe(204);

    // An operation added to the document without a call here fails the test.
    expect([...client.covered].sort()).toEqual(documentedOperations().sort());
  });
});
