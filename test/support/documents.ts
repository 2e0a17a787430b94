// Helpers for recognition tests: upload a real file, wait for a terminal status, read the outbox.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { expect } from 'vitest';
import { call, form, type Reply } from './http.js';
import type { TestServer } from './server.js';
import type { Db } from '../../src/store/database.js';

export async function uploadFile(
  t: Pick<TestServer, 'url' | 'secretKey'>,
  path: string,
  fields: Record<string, string> = {},
  key = t.secretKey,
): Promise<Reply> {
  const bytes = await readFile(path);
  const r = await call(`${t.url}/v1/documents`, { method: 'POST', key, body: form(bytes, fields, basename(path)) });
  expect(r.status, r.text).toBe(202);
  return r;
}

export async function getDocument(t: Pick<TestServer, 'url' | 'secretKey'>, id: string, key = t.secretKey): Promise<any> {
  const r = await call(`${t.url}/v1/documents/${id}`, { key });
  expect(r.status, r.text).toBe(200);
  return r.json;
}

/** Polls until the document is completed or failed (or `until` holds). */
export async function waitForDocument(
  t: Pick<TestServer, 'url' | 'secretKey'>,
  id: string,
  opts: { timeoutMs?: number; key?: string; until?: (doc: any) => boolean; intervalMs?: number } = {},
): Promise<any> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  const done = opts.until ?? ((d: any) => d.status === 'completed' || d.status === 'failed');
  for (;;) {
    const doc = await getDocument(t, id, opts.key);
    if (done(doc)) return doc;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${doc.status} (${doc.pages_done}/${doc.pages_total})`);
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 100));
  }
}

export interface OutboxRow {
  event: string;
  event_id: string;
  status: string;
  url: string;
  payload: any;
}

/** The outbox rows written for a document, in the order they were written. */
export async function outboxFor(db: Db, documentId: string): Promise<OutboxRow[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select(['event', 'event_id', 'status', 'url', 'payload'])
    .where('document_id', '=', documentId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload }));
}

/** Uploads a file with `key` and waits until it is completed or failed. */
export async function recognizedDocument(url: string, key: string, path: string, timeoutMs = 150_000): Promise<{ id: string; doc: any }> {
  const id = (await uploadFile({ url, secretKey: key }, path)).json.id;
  return { id, doc: await waitForDocument({ url, secretKey: key }, id, { timeoutMs, intervalMs: 250 }) };
}
