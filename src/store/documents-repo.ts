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
/** Many (id, account, mode) lookups in one query: the same rows, each still scoped by its owner. */
const FIND_DOCUMENTS =
  'select d.* from unnest($1::text[], $2::text[], $3::text[]) as q(id, account_id, mode) ' +
  'join "documents" d on d."id" = q.id and d."account_id" = q.account_id and d."mode" = q.mode';
const BATCH_MAX = 100;

interface Lookup {
  owner: Owner;
  id: string;
  resolve(row: DocumentRow | undefined): void;
  reject(err: unknown): void;
}

/** Lookups made in the same turn of the event loop, per database handle, waiting to be sent together. */
const pending = new WeakMap<Db, Lookup[]>();

/**
 * One document of an owner. Outside a transaction, the lookups of one event-loop turn (clients
 * polling many documents at once arrive together) go to the database as one query: one round
 * trip and one statement for the batch instead of one each.
 */
export function findDocument(db: Db, owner: Owner, id: string): Promise<DocumentRow | undefined> {
  if (db.isTransaction) return findOne(db, owner, id);
  return new Promise((resolve, reject) => {
    let batch = pending.get(db);
    if (batch === undefined) {
      pending.set(db, (batch = []));
      process.nextTick(() => {
        pending.delete(db);
        void sendBatch(db, batch!);
      });
    }
    batch.push({ owner, id, resolve, reject });
  });
}

async function findOne(db: Db, owner: Owner, id: string): Promise<DocumentRow | undefined> {
  const { rows } = await db.executeQuery<DocumentRow>(CompiledQuery.raw(FIND_DOCUMENT, [id, owner.accountId, owner.mode]));
  return rows[0];
}

function sendBatch(db: Db, batch: Lookup[]): Promise<void[]> {
  const parts: Lookup[][] = [];
  for (let start = 0; start < batch.length; start += BATCH_MAX) parts.push(batch.slice(start, start + BATCH_MAX));
  return Promise.all(parts.map((part) => sendPart(db, part)));
}

async function sendPart(db: Db, part: Lookup[]): Promise<void> {
  try {
    if (part.length === 1) return part[0]!.resolve(await findOne(db, part[0]!.owner, part[0]!.id));
    const values = [part.map((l) => l.id), part.map((l) => l.owner.accountId), part.map((l) => l.owner.mode)];
    const { rows } = await db.executeQuery<DocumentRow>(CompiledQuery.raw(FIND_DOCUMENTS, values));
    const found = new Map(rows.map((row) => [`${row.id} ${row.account_id} ${row.mode}`, row]));
    for (const l of part) l.resolve(found.get(`${l.id} ${l.owner.accountId} ${l.owner.mode}`));
  } catch (err) {
    for (const l of part) l.reject(err);
  }
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
