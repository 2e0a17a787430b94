// The outbox: webhook events written in the same transaction as the document change they
// announce, so an event exists exactly when its state change committed. The dispatcher delivers
// them; `sent_at` is added per attempt, the rest of the body is fixed here.
import { newId } from '../domain/ids.js';
import { targetOf } from '../domain/webhook-target.js';
import type { Db } from './database.js';
import type { DocumentRow } from './documents-repo.js';

export interface EventResult {
  text: string;
  confidence: number;
  pages: number;
  language: string | null;
}

export type EventFields =
  | { event: 'document.completed'; completedAt: Date; result: EventResult }
  | { event: 'document.failed'; completedAt: Date; error: { code: string; message: string } }
  | { event: 'document.partial'; result: EventResult; pageRange: { first: number; last: number }; pagesTotal: number };

/** The body of every attempt but `sent_at` (API.md "Webhooks"). */
export function eventPayload(doc: DocumentRow, eventId: string, fields: EventFields): Record<string, unknown> {
  const base = {
    event: fields.event,
    event_id: eventId,
    livemode: doc.mode === 'live',
    document_id: doc.id,
    created_at: doc.created_at.toISOString(),
  };
  switch (fields.event) {
    case 'document.completed':
      return { ...base, status: 'completed', completed_at: fields.completedAt.toISOString(), result: fields.result };
    case 'document.failed':
      return { ...base, status: 'failed', completed_at: fields.completedAt.toISOString(), result: null, error: fields.error };
    case 'document.partial':
      return {
        ...base,
        status: 'processing',
        completed_at: null,
        result: fields.result,
        page_range: fields.pageRange,
        pages_total: fields.pagesTotal,
      };
  }
}

/** Writes the event for a document with a webhook_url (none without one); call inside the state change's transaction. */
export async function enqueueEvent(trx: Db, doc: DocumentRow, fields: EventFields): Promise<string | undefined> {
  if (doc.webhook_url === null) return undefined;
  const eventId = newId('evt');
  await trx
    .insertInto('webhook_deliveries')
    .values({
      id: newId('dlv'),
      event_id: eventId,
      event: fields.event,
      account_id: doc.account_id,
      mode: doc.mode,
      document_id: doc.id,
      url: doc.webhook_url,
      target: targetOf(doc.webhook_url),
      payload: JSON.stringify(eventPayload(doc, eventId, fields)),
      status: 'pending',
      next_attempt_at: new Date(),
    })
    .execute();
  return eventId;
}
