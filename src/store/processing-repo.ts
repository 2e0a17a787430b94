// The recognition queue is the documents table itself: a document is claimed by writing a lease
// (owner + expiry) on it, renewed while the owner works; an expired lease puts it back up for any
// instance. Every write the owner makes checks it still holds the lease, so a document taken over
// by another instance is never written twice.
import { sql } from 'kysely';
import type { Db } from './database.js';
import type { DocumentRow } from './documents-repo.js';

/** Claims up to `limit` documents: queued ones first come first served, then abandoned ones. */
export async function claimDocuments(db: Db, owner: string, leaseMs: number, limit: number): Promise<DocumentRow[]> {
  if (limit <= 0) return [];
  const claimed = await sql<DocumentRow>`
    UPDATE documents SET
      status = 'processing',
      started_at = COALESCE(started_at, now()),
      lease_owner = ${owner},
      lease_expires_at = now() + ${leaseMs} * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM documents
      WHERE status = 'queued' OR (status = 'processing' AND (lease_expires_at IS NULL OR lease_expires_at < now()))
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`.execute(db);
  return claimed.rows.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Extends the leases still held; returns the ids among `ids` this owner still holds. */
export async function renewLeases(db: Db, owner: string, ids: string[], leaseMs: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('documents')
    .set({ lease_expires_at: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'processing')
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Gives documents back at once (shutdown): another instance may claim them without waiting. */
export async function releaseLeases(db: Db, owner: string): Promise<number> {
  const rows = await db
    .updateTable('documents')
    .set({ lease_owner: null, lease_expires_at: null })
    .where('lease_owner', '=', owner)
    .where('status', '=', 'processing')
    .returning('id')
    .execute();
  return rows.length;
}

/** Records the page count found on opening; false when the lease is gone. */
export async function setPagesTotal(db: Db, owner: string, id: string, pages: number): Promise<boolean> {
  const row = await db
    .updateTable('documents')
    .set({ pages_total: pages })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'processing')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function storedPageNumbers(db: Db, id: string): Promise<Set<number>> {
  const rows = await db.selectFrom('document_pages').select('page').where('document_id', '=', id).execute();
  return new Set(rows.map((r) => r.page));
}

/** Locks the document row for the rest of the transaction if `owner` still holds its lease. */
export async function lockOwned(trx: Db, owner: string, id: string): Promise<DocumentRow | undefined> {
  return trx
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'processing')
    .forUpdate()
    .executeTakeFirst();
}

/** Documents queued or processing, by status (the claim index serves this). */
export async function countActiveDocuments(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('documents')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('status', 'in', ['queued', 'processing'])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
