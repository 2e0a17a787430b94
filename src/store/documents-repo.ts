// Documents and their pages. Every query is scoped by account and mode, so live and test data
// never mix and another account's document is simply "not found".
//
// The two reads clients poll (one document here, the list in documents-list.ts) run SQL written
// once, not built by kysely's query builder on every request: building and compiling a query
// costs more CPU than the rest of such a request's JavaScript. The SQL is what the builder would write.
import { CompiledQuery, sql } from 'kysely';
import type { Db } from './database.js';
import type { DocumentsTable } from './schema.js';
import { perTurnBatches } from './turn-batch.js';
import { storedDocumentJsonSql } from './document-json.js';
import { prepared } from './prepared-statements.js';
import type { Owner } from './owner.js';
import type { Selectable } from 'kysely';

export type DocumentRow = Selectable<DocumentsTable>;

const FIND_DOCUMENT = 'select * from "documents" where "id" = $1 and "account_id" = $2 and "mode" = $3';
/** Many (id, account, mode) lookups in one query: the same rows, each still scoped by its owner. */
const findDocumentsSql = (columns: string) =>
  `select ${columns} from unnest($1::text[], $2::text[], $3::text[]) as q(id, account_id, mode) ` +
  'join "documents" d on d."id" = q.id and d."account_id" = q.account_id and d."mode" = q.mode';
const FIND_DOCUMENTS = findDocumentsSql('d.*');
const FIND_DOCUMENTS_JSON = prepared(findDocumentsSql(`d.id, d.account_id, d.mode, ${storedDocumentJsonSql(true)} as json`));

interface Lookup {
  owner: Owner;
  id: string;
}

/** Each lookup's row (scoped by its own owner), or undefined, in their order. */
async function lookUp<Row extends { id: string; account_id: string; mode: string }>(
  db: Db,
  text: string,
  lookups: Lookup[],
): Promise<(Row | undefined)[]> {
  const values = [lookups.map((l) => l.id), lookups.map((l) => l.owner.accountId), lookups.map((l) => l.owner.mode)];
  const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(text, values));
  const found = new Map(rows.map((row) => [`${row.id} ${row.account_id} ${row.mode}`, row]));
  return lookups.map((l) => found.get(`${l.id} ${l.owner.accountId} ${l.owner.mode}`));
}

const batchedLookup = perTurnBatches<Lookup, DocumentRow | undefined>(
  async (db, lookups) =>
    lookups.length === 1 ? [await findOne(db, lookups[0]!.owner, lookups[0]!.id)] : lookUp(db, FIND_DOCUMENTS, lookups),
  { max: 100 },
);

type JsonRow = { id: string; account_id: string; mode: string; json: string };
const batchedJsonLookup = perTurnBatches<Lookup, JsonRow | undefined>((db, lookups) => lookUp(db, FIND_DOCUMENTS_JSON, lookups), {
  max: 100,
});

/**
 * One document of an owner. The lookups requests make in one turn of the event loop go to the
 * database as one query (turn-batch.ts); inside a transaction it is read alone, on it.
 */
export function findDocument(db: Db, owner: Owner, id: string): Promise<DocumentRow | undefined> {
  return batchedLookup(db, { owner, id });
}

/** One document of an owner as the API's document object, text included, in JSON (document-json.ts); batched alike. */
export async function findDocumentJson(db: Db, owner: Owner, id: string): Promise<string | undefined> {
  return (await batchedJsonLookup(db, { owner, id }))?.json;
}

async function findOne(db: Db, owner: Owner, id: string): Promise<DocumentRow | undefined> {
  const { rows } = await db.executeQuery<DocumentRow>(CompiledQuery.raw(FIND_DOCUMENT, [id, owner.accountId, owner.mode]));
  return rows[0];
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
