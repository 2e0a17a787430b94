// Webhook dispatch:
// - webhook_attempts: one row per attempt (the delivery log's detail: when, how long, what came back);
// - webhook_deliveries.target: host[:port] of the URL, which per-target sending limits count by;
// - the due index ordered as the claim query reads it (next_attempt_at, id), replacing 0001's;
// - an index for "earlier pending events of the same document", which the claim query asks so that
//   one document's events go out in the order they were written.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook_attempts (
      delivery_id text NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
      attempt integer NOT NULL,
      started_at timestamptz NOT NULL,
      duration_ms integer NOT NULL,
      status_code integer,
      error text,
      instance text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, started_at)`.execute(db);
  await sql`ALTER TABLE webhook_deliveries ADD COLUMN target text NOT NULL DEFAULT ''`.execute(db);
  await sql`
    UPDATE webhook_deliveries
    SET target = lower(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#]*)'))`.execute(db);
  await sql`
    CREATE INDEX webhook_deliveries_due_order ON webhook_deliveries (next_attempt_at, id)
    WHERE status = 'pending'`.execute(db);
  await sql`DROP INDEX webhook_deliveries_due`.execute(db);
  await sql`
    CREATE INDEX webhook_deliveries_document_pending ON webhook_deliveries (document_id, id)
    WHERE status = 'pending'`.execute(db);
}
