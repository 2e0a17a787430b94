// What must hold for each document once the faults are over: it reached its expected end, each
// page is stored exactly once with its own text, its outbox holds exactly the events that end
// calls for (partial blocks covering every page once, then completed or failed), the receiver
// answered every one of them 2xx at least once, and each was sent only after the one before it
// had been answered.
import { expect } from 'vitest';
import { partialBlock } from '../../src/domain/document-result.js';
import { cer } from '../fixtures/ocr/pages.js';
import { call } from './http.js';
import type { FaultCluster } from './fault-cluster.js';
import type { FaultDoc } from './fault-documents.js';
import { validateWebhookPayload } from './openapi-validator.js';
import type { ReceivedHook } from './webhook-receiver.js';

export interface Submitted {
  id: string;
  doc: FaultDoc;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

function expectedEvents(doc: FaultDoc, partialPages: number): string[] {
  if (doc.failCode) return ['document.failed'];
  const total = doc.pages.length;
  const blocks = total > partialPages ? Math.ceil(total / partialPages) : 0;
  return [...Array<string>(blocks).fill('document.partial'), 'document.completed'];
}

async function checkPages(c: FaultCluster, url: string, { id, doc }: Submitted, resultText: string): Promise<void> {
  const r = await call(`${url}/v1/documents/${id}/pages`, { key: c.key });
  expect(r.status, r.text).toBe(200);
  const pages: { page: number; text: string; error: unknown }[] = r.json.data;
  expect(
    pages.map((p) => p.page),
    `${doc.name} ${id}: page numbers`,
  ).toEqual(doc.pages.map((_, i) => i + 1));
  pages.forEach((p, i) => {
    expect(p.error).toBeNull();
    if (!doc.scanned) return expect(p.text).toBe(doc.pages[i]);
    // Its own marker, not a neighbour's: a page stored under the wrong number would show here.
    expect(collapse(p.text), `${doc.name} page ${i + 1}`).toContain(doc.pages[i]!.split('\n')[0]);
    expect(cer(p.text, doc.pages[i]!)).toBeLessThanOrEqual(0.1);
  });
  expect(resultText, `${doc.name} ${id}: text is the pages once each`).toBe(pages.map((p) => p.text).join('\f'));
}

/** Audits one document; returns how many hooks the receiver got for it (redeliveries included). */
export async function auditDocument(
  c: FaultCluster,
  url: string,
  sub: Submitted,
  hooks: readonly ReceivedHook[],
  partialPages: number,
): Promise<number> {
  const { id, doc } = sub;
  const r = await call(`${url}/v1/documents/${id}`, { key: c.key });
  expect(r.status, `${doc.name} ${id} lost: ${r.text}`).toBe(200);
  const got = r.json;
  if (doc.failCode) {
    expect(got, `${doc.name} ${id}`).toMatchObject({ status: 'failed', error: { code: doc.failCode } });
  } else {
    const total = doc.pages.length;
    expect(got, `${doc.name} ${id}`).toMatchObject({ status: 'completed', pages_total: total, pages_done: total, pages_failed: 0 });
    expect(got.result.pages).toBe(total);
    await checkPages(c, url, sub, got.result.text);
  }

  const { rows: outbox } = await c.db.query<{ event: string; event_id: string; status: string; payload: any }>(
    'SELECT event, event_id, status, payload FROM webhook_deliveries WHERE document_id = $1 ORDER BY id',
    [id],
  );
  expect(
    outbox.map((e) => e.event),
    `${doc.name} ${id}: events written`,
  ).toEqual(expectedEvents(doc, partialPages));
  expect(
    outbox.map((e) => e.status),
    `${doc.name} ${id}: deliveries`,
  ).toEqual(outbox.map(() => 'succeeded'));
  const partials = outbox.filter((e) => e.event === 'document.partial').map((e) => e.payload);
  const total = doc.pages.length;
  expect(partials.map((p) => p.page_range)).toEqual(partials.map((_, i) => partialBlock(i, partialPages, total)));
  if (partials.length > 0) expect(partials.map((p) => p.result.text).join('\f')).toBe(got.result.text);

  // Every event arrived and was answered 2xx, nothing unknown arrived, each arrival carried the stored body.
  const mine = hooks.filter((h) => h.body.document_id === id);
  const byId = new Map(outbox.map((e) => [e.event_id, e]));
  for (const h of mine) {
    const stored = byId.get(h.body.event_id);
    expect(stored, `${doc.name} ${id}: unknown event ${h.body.event_id} arrived`).toBeDefined();
    expect(h.headers['x-service-event-id']).toBe(h.body.event_id);
    const { sent_at: _sentAt, ...body } = h.body;
    expect(body).toEqual(stored!.payload);
    validateWebhookPayload(h.body);
  }
  const acknowledged = new Set(mine.filter((h) => h.answered === 200).map((h) => h.body.event_id as string));
  expect(acknowledged, `${doc.name} ${id}: events answered 2xx`).toEqual(new Set(byId.keys()));
  // An event is claimed only once the one before it is no longer due or in flight: after its 2xx,
  // unless an attempt of it failed (then the next may overtake it while it waits for its retry).
  const { rows: failedBefore } = await c.db.query(
    `SELECT 1 FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
      WHERE d.document_id = $1 AND d.event = 'document.partial' AND (a.status_code IS NULL OR a.status_code >= 300)`,
    [id],
  );
  if (failedBefore.length > 0) return mine.length;
  const firstArrival = (eventId: string) => Math.min(...mine.filter((h) => h.body.event_id === eventId).map((h) => h.at));
  const firstAck = (eventId: string) =>
    Math.min(...mine.filter((h) => h.body.event_id === eventId && h.answered === 200).map((h) => h.answeredAt!));
  for (let k = 1; k < outbox.length; k++) {
    const [before, next] = [outbox[k - 1]!, outbox[k]!];
    expect(
      firstArrival(next.event_id),
      `${doc.name} ${id}: ${next.event} ${k + 1} sent before ${before.event} ${k} was answered`,
    ).toBeGreaterThanOrEqual(firstAck(before.event_id));
  }
  return mine.length;
}
