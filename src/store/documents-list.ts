// One page of an owner's documents (account and mode), newest first by id, after the cursor
// (`startingAfter`, the last id of the previous page), optionally of one status. Busy clients
// poll it: the pages asked for in one turn of the event loop are read by one statement
// (turn-batch.ts), each page still its own owner's rows with its own limit, cursor and status.
import { CompiledQuery } from 'kysely';
import type { Db } from './database.js';
import type { DocumentRow } from './documents-repo.js';
import type { Owner } from './owner.js';
import { perTurnBatches } from './turn-batch.js';
import { storedDocumentJsonSql } from './document-json.js';
import { prepared } from './prepared-statements.js';

interface DocumentListQuery {
  limit: number;
  startingAfter?: string;
  status?: string;
}

interface PageRead {
  owner: Owner;
  query: DocumentListQuery;
  /** Whole rows, or each document's id and its API object in JSON (document-json.ts). */
  as: 'rows' | 'json';
}

interface Page<Row> {
  rows: Row[];
  hasMore: boolean;
}

type JsonRow = { id: string; json: string };

/** What a read selects and which optional conditions it has: reads of one shape share a statement. */
const shapeOf = ({ query, as }: PageRead) => `${as}|${query.status !== undefined}|${query.startingAfter !== undefined}`;

/** SQL texts by shape, each built on first use. */
const texts = new Map<string, string>();

/**
 * The pages of a batch as one statement: one row of parameters per read (`item`, its position
 * in the batch), and for each the same index scan a single page would make (documents_account_list),
 * limited to its own limit + 1: the extra row tells whether another page exists.
 */
function batchText(read: PageRead): string {
  const shape = shapeOf(read);
  let text = texts.get(shape);
  if (text === undefined) {
    const columns = ['account_id', 'mode', 'lim'];
    const types = ['text[]', 'text[]', 'int[]'];
    const where = ['x."account_id" = q.account_id', 'x."mode" = q.mode'];
    if (read.query.status !== undefined) {
      columns.push('status');
      types.push('text[]');
      where.push('x."status" = q.status');
    }
    if (read.query.startingAfter !== undefined) {
      columns.push('after');
      types.push('text[]');
      where.push('x."id" < q.after');
    }
    text =
      `select ${read.as === 'rows' ? 'd.*' : `d.id, ${storedDocumentJsonSql(false)} as json`}, q.item as batch_item from unnest(${types.map((t, i) => `$${i + 1}::${t}`).join(', ')}) ` +
      `with ordinality as q(${columns.join(', ')}, item) cross join lateral ` +
      `(select * from "documents" x where ${where.join(' and ')} order by x."id" desc limit q.lim) d ` +
      'order by q.item, d."id" desc';
    // Named only where the columns are listed: a prepared `d.*` would fail once a migration adds a column.
    texts.set(shape, read.as === 'json' ? prepared(text) : text);
  }
  return text;
}

function parameters(batch: ReadonlyArray<PageRead>): unknown[] {
  const values: unknown[] = [batch.map((r) => r.owner.accountId), batch.map((r) => r.owner.mode), batch.map((r) => r.query.limit + 1)];
  if (batch[0]!.query.status !== undefined) values.push(batch.map((r) => r.query.status));
  if (batch[0]!.query.startingAfter !== undefined) values.push(batch.map((r) => r.query.startingAfter));
  return values;
}

/** The pages of reads of one shape, in their order, from one statement. */
async function readPages<Row>(db: Db, reads: PageRead[]): Promise<Page<Row>[]> {
  const sql = CompiledQuery.raw(batchText(reads[0]!), parameters(reads));
  const { rows } = await db.executeQuery<Row & { batch_item: string }>(sql);
  const byItem: Row[][] = reads.map(() => []);
  // item is a bigint: pg hands it over as a string.
  for (const row of rows) byItem[Number(row.batch_item) - 1]!.push(row);
  return reads.map((read, i) => ({ rows: byItem[i]!.slice(0, read.query.limit), hasMore: byItem[i]!.length > read.query.limit }));
}

const batchedPage = perTurnBatches<PageRead, Page<unknown>>(readPages, { max: 100, shapeOf });

export function listDocuments(db: Db, owner: Owner, query: DocumentListQuery): Promise<Page<DocumentRow>> {
  return batchedPage(db, { owner, query, as: 'rows' }) as Promise<Page<DocumentRow>>;
}

/** The same page as each document's id and its API object (without text) in JSON. */
export function listDocumentsJson(db: Db, owner: Owner, query: DocumentListQuery): Promise<Page<JsonRow>> {
  return batchedPage(db, { owner, query, as: 'json' }) as Promise<Page<JsonRow>>;
}
