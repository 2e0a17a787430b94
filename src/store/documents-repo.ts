// Documents and their pages. Every query is scoped by account and mode, so live and test data
// never mix and another account's document is simply "not found".
//
// The two reads clients poll (one document, the list) run SQL written once, not built by kysely's
// query builder on every request: building and compiling a query costs more CPU than the rest of
// such a request's JavaScript. The SQL is what the builder would write.
import { CompiledQuery, sql } from 'kysely';
import type { Db } from './database.js';
import type { DocumentsTable } from './schema.js';
import { ownedPageSql } from './owned-page.js';
import type { Owner } from './owner.js';
import type { Selectable } from 'kysely';

export type DocumentRow = Selectable<DocumentsTable>;

const FIND_DOCUMENT = 'select * from "documents" where "id" = $1 and "account_id" = $2 and "mode" = $3';

export async function findDocument(db: Db, owner: Owner, id: string): Promise<DocumentRow | undefined> {
  const { rows } = await db.executeQuery<DocumentRow>(CompiledQuery.raw(FIND_DOCUMENT, [id, owner.accountId, owner.mode]));
  return rows[0];
}

export async function listDocuments(
  db: Db,
  owner: Owner,
  query: { limit: number; startingAfter?: string; status?: string },
): Promise<{ rows: DocumentRow[]; hasMore: boolean }> {
  return ownedPageSql<DocumentRow>(db, 'documents', owner, query, { status: query.status });
}

/** Deletes the record (pages cascade) and cancels its pending deliveries; returns the upload path. */
export async function deleteDocument(db: Db, owner: Owner, id: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('documents')
      .where('id', '=', id)
      .where('account_id', '=', owner.accountId)
      .where('mode', '=', owner.mode)
      .returning('storage_path')
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom('webhook_deliveries').where('document_id', '=', id).where('status', '=', 'pending').execute();
    return row.storage_path;
  });
}

/**
 * Adds one document to the account's count for `day`, unless that would pass `limit`
 * (null: unlimited). The row lock of the upsert serialises concurrent uploads of one account,
 * so the quota cannot be overrun. Returns false when the quota is used up.
 */
export async function countDocumentAgainstQuota(db: Db, owner: Owner, day: string, limit: number | null): Promise<boolean> {
  if (limit !== null && limit <= 0) return false;
  const guard = limit === null ? sql`` : sql`WHERE usage_daily.documents < ${limit}`;
  const result = await sql<{ documents: number }>`
    INSERT INTO usage_daily (account_id, mode, day, documents, pages)
    VALUES (${owner.accountId}, ${owner.mode}, ${day}, 1, 0)
    ON CONFLICT (account_id, mode, day)
    DO UPDATE SET documents = usage_daily.documents + 1 ${guard}
    RETURNING documents`.execute(db);
  return result.rows.length > 0;
}

export async function usageOn(db: Db, owner: Owner, day: string): Promise<{ documents: number; pages: number }> {
  const row = await db
    .selectFrom('usage_daily')
    .select(['documents', 'pages'])
    .where('account_id', '=', owner.accountId)
    .where('mode', '=', owner.mode)
    .where('day', '=', day)
    .executeTakeFirst();
  return { documents: Number(row?.documents ?? 0), pages: Number(row?.pages ?? 0) };
}

/** Documents and pages per UTC day from `fromDay` on (days without usage are absent). */
export async function usageSince(db: Db, owner: Owner, fromDay: string) {
  const rows = await db
    .selectFrom('usage_daily')
    // As text: pg would turn a date into a local-midnight Date, PGlite into something else.
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'documents', 'pages'])
    .where('account_id', '=', owner.accountId)
    .where('mode', '=', owner.mode)
    .where('day', '>=', fromDay)
    .execute();
  return rows.map((r) => ({ day: r.day, documents: Number(r.documents), pages: Number(r.pages) }));
}
