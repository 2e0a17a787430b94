// Retention (DOCUMENT_RETENTION): the sweep looks up finished documents by when they finished, and
// deletes every delivery of the documents it removes (not only pending ones, as DELETE does).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX documents_finished ON documents (completed_at) WHERE status IN ('completed', 'failed')
  `.execute(db);
  await sql`CREATE INDEX webhook_deliveries_document ON webhook_deliveries (document_id)`.execute(db);
}
