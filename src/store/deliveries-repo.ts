// Webhook deliveries as the API shows them (the dispatcher owns sending; this is the log).
import { sql, type Selectable } from 'kysely';
import type { Db } from './database.js';
import type { Owner } from './owner.js';
import { ownedPage } from './owned-page.js';
import type { WebhookDeliveriesTable } from './schema.js';

export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export async function listDeliveries(
  db: Db,
  owner: Owner,
  query: { limit: number; startingAfter?: string; status?: string; documentId?: string },
): Promise<{ rows: DeliveryRow[]; hasMore: boolean }> {
  let q = db.selectFrom('webhook_deliveries').selectAll();
  if (query.status) q = q.where('status', '=', query.status);
  if (query.documentId) q = q.where('document_id', '=', query.documentId);
  return ownedPage(q, owner, query);
}

/**
 * Makes a delivery due now; undefined if unknown. A finished one (failed, or succeeded and wanted
 * again) starts a new round of attempts, numbered from 1 again (X-Service-Delivery-Attempt is 1-5);
 * webhook_attempts keeps the earlier ones.
 */
export async function scheduleRetryNow(db: Db, owner: Owner, id: string): Promise<DeliveryRow | undefined> {
  return db
    .updateTable('webhook_deliveries')
    .set({
      status: 'pending',
      next_attempt_at: sql<Date>`now()`,
      attempts: sql<number>`CASE WHEN status = 'pending' THEN attempts ELSE 0 END`,
    })
    .where('id', '=', id)
    .where('account_id', '=', owner.accountId)
    .where('mode', '=', owner.mode)
    .returningAll()
    .executeTakeFirst();
}

export function toDeliveryObject(row: DeliveryRow) {
  return {
    id: row.id,
    event_id: row.event_id,
    event: row.event,
    document_id: row.document_id,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
  };
}

export async function findDelivery(db: Db, owner: Owner, id: string): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', owner.accountId)
    .where('mode', '=', owner.mode)
    .executeTakeFirst();
}

/** Every attempt at a delivery, oldest first (the caller checked the delivery is the owner's). */
export async function listAttempts(db: Db, deliveryId: string) {
  return db.selectFrom('webhook_attempts').selectAll().where('delivery_id', '=', deliveryId).orderBy('started_at').execute();
}
