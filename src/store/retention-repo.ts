// Deleting documents past DOCUMENT_RETENTION. One instance at a time does it (an advisory lock per
// schema, so deployments sharing a PostgreSQL database do not hold each other up), and rows another
// transaction holds (a DELETE by the API) are skipped rather than waited for.
import { sql } from 'kysely';
import type { Db } from './database.js';

interface ExpiredDocument {
  id: string;
  storage_path: string;
}

/**
 * Deletes up to `limit` documents that finished more than `retentionMs` ago (pages cascade), with
 * all their deliveries (attempts cascade). Undefined when another instance is sweeping right now.
 */
export async function deleteExpiredDocuments(db: Db, retentionMs: number, limit: number): Promise<ExpiredDocument[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ held: boolean }>`
      SELECT pg_try_advisory_xact_lock(hashtext(current_schema() || ':docrec-retention')) AS held`.execute(trx);
    if (!lock.rows[0]?.held) return undefined;
    const deleted = await sql<ExpiredDocument>`
      DELETE FROM documents WHERE id IN (
        SELECT id FROM documents
        WHERE status IN ('completed', 'failed')
          AND completed_at < now() - ${retentionMs} * interval '1 millisecond'
        ORDER BY completed_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, storage_path`.execute(trx);
    const ids = deleted.rows.map((r) => r.id);
    if (ids.length > 0) await trx.deleteFrom('webhook_deliveries').where('document_id', 'in', ids).execute();
    return deleted.rows;
  });
}
