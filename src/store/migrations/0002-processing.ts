// Recognition bookkeeping: how many document.partial blocks were already written to the outbox, so
// a block is announced exactly once even when another instance resumes the document.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE documents ADD COLUMN partial_blocks integer NOT NULL DEFAULT 0`.execute(db);
  // The claim query looks for queued documents in creation order and for expired leases. It
  // replaces 0001's index on lease_expires_at, which every lease renewal would have to update.
  await sql`CREATE INDEX documents_claim ON documents (status, id) WHERE status IN ('queued', 'processing')`.execute(db);
  await sql`DROP INDEX documents_queue`.execute(db);
}
