// The server side of the webhooks bench (run.ts): a docrec server (_kit/bench-server.ts; recognition
// replaced by the queue-only processor so no OCR work competes, WEBHOOK_ALLOW_PRIVATE so it may
// deliver to loopback), one document uploaded through the API with the receiver as webhook_url,
// clones of it, and the events of each layout, written with the outbox's own enqueueEvent.
import { newId } from '../../src/domain/ids.js';
import { QueueOnlyProcessor } from '../../src/services/recognition/document-processor.js';
import { currentWebhookSecret } from '../../src/store/accounts-repo.js';
import type { Db } from '../../src/store/database.js';
import type { DocumentRow } from '../../src/store/documents-repo.js';
import { enqueueEvent, type EventFields } from '../../src/store/outbox-repo.js';
import { startBenchServer } from '../_kit/bench-server.js';
import type { PacedWrk } from './paced-wrk.js';
import type { Receiver } from './receiver.js';

export type Backend = 'postgres' | 'pglite';

/** One target is the usual case (one receiver URL); one document's events are sent one at a time by design. */
export type Layout = 'documents-1-target' | 'documents-many-targets' | 'one-document';
export const LAYOUTS: Layout[] = ['documents-1-target', 'documents-many-targets', 'one-document'];

/** Receiver ports in the many-targets layout. */
export const TARGETS = 8;

/** The server, its database, the receiver and load it is measured with, the account's webhook secret,
 * the document uploaded through the API (the latency windows GET it) and clones of it. */
export type Rig = Awaited<ReturnType<typeof startRig>>;

/** A 1x1 grayscale PNG: enough for the upload's magic-byte sniff. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');

/** A document.completed event whose attempt body is about 1 KB, as for a short recognized page. */
const text = 'Invoice 2026-0417. Payment due within 30 days of receipt. '.repeat(12).trim();
export const eventFields = (): EventFields => ({
  event: 'document.completed',
  completedAt: new Date(),
  result: { text, confidence: 0.93, pages: 1, language: 'en' },
});

export async function startRig(backend: Backend, adminUrl: string, receiver: Receiver, wrk: PacedWrk, clones: number) {
  const bench = await startBenchServer({
    databaseUrl: backend === 'postgres' ? adminUrl : undefined,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
    processor: () => new QueueOnlyProcessor(),
  });
  try {
    const auth = { Authorization: `Bearer ${bench.key}` };
    const form = new FormData();
    form.set('file', new Blob([tinyPng]), 'bench.png');
    form.set('webhook_url', receiver.url(0));
    const res = await fetch(`${bench.server.url}/v1/documents`, { method: 'POST', headers: auth, body: form });
    const created = (await res.json()) as { id?: string };
    if (res.status !== 202 || !created.id) throw new Error(`upload answered ${res.status}: ${JSON.stringify(created)}`);
    const documentUrl = `${bench.server.url}/v1/documents/${created.id}`;
    const check = await fetch(documentUrl, { headers: auth });
    if (check.status !== 200) throw new Error(`GET ${documentUrl} answered ${check.status}: ${await check.text()}`);
    await check.arrayBuffer();

    const db = bench.server.deps.database.db;
    const template = await db.selectFrom('documents').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    const docs = Array.from({ length: clones }, () => ({ ...template, id: newId('doc'), status: 'completed', completed_at: new Date() }));
    for (let i = 0; i < docs.length; i += 500)
      await db
        .insertInto('documents')
        .values(docs.slice(i, i + 500))
        .execute();
    const secret = await currentWebhookSecret(db, template.account_id, template.mode as 'live' | 'test');
    return { bench, db, receiver, wrk, secret, template, documentUrl, docs };
  } catch (err) {
    await bench.stop();
    throw err;
  }
}

/** The documents of one run's `n` events: which document each is for, and where it goes. */
export function layoutEvents(rig: Rig, layout: Layout, n: number): DocumentRow[] {
  switch (layout) {
    case 'documents-1-target':
      return rig.docs.slice(0, n).map((d) => ({ ...d, webhook_url: rig.receiver.url(0) }));
    case 'documents-many-targets':
      return rig.docs.slice(0, n).map((d, i) => ({ ...d, webhook_url: rig.receiver.url(i % TARGETS) }));
    case 'one-document':
      return Array.from({ length: n }, () => rig.template);
  }
}

/** One transaction, as the server writes events with their state change: all visible at commit. */
export async function enqueue(rig: Rig, events: DocumentRow[]): Promise<void> {
  await rig.db.transaction().execute(async (trx) => {
    for (const doc of events) await enqueueEvent(trx, doc, eventFields());
  });
}

/** Deliveries whose status is (or, with '<>', is not) `status`. */
export async function countDeliveries(db: Db, op: '=' | '<>', status: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', op, status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function waitDrained(db: Db, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while ((await countDeliveries(db, '=', 'pending')) > 0) {
    if (performance.now() > deadline) throw new Error(`deliveries still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
