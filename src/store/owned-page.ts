// One page of a list endpoint: an owner's rows (account and mode), newest first by id, after the
// cursor (`startingAfter`, the last id of the previous page). The documents list and the delivery
// log both read their rows this way: the delivery log through kysely's builder (ownedPage), the
// documents list, which busy clients poll, through SQL built once per shape (ownedPageSql).
import { CompiledQuery, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.js';
import type { DatabaseSchema } from './schema.js';
import type { Owner } from './owner.js';

type OwnedTable = 'documents' | 'webhook_deliveries';

interface Page {
  limit: number;
  startingAfter?: string | undefined;
}

export async function ownedPage<T extends OwnedTable, Row>(
  q: SelectQueryBuilder<DatabaseSchema, T, Row>,
  owner: Owner,
  page: Page,
): Promise<{ rows: Row[]; hasMore: boolean }> {
  // The columns exist on every owned table; kysely cannot see that through the type parameter.
  const own = q as unknown as SelectQueryBuilder<DatabaseSchema, OwnedTable, Row>;
  let scoped = own.where('account_id', '=', owner.accountId).where('mode', '=', owner.mode);
  if (page.startingAfter) scoped = scoped.where('id', '<', page.startingAfter);
  // One extra row tells whether another page exists without a count query.
  const rows = await scoped
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** SQL texts by shape (table, filter columns, cursor or not): a handful, each built on first use. */
const texts = new Map<string, string>();

function pageText(table: OwnedTable, columns: string[], cursor: boolean): string {
  const shape = `${table}|${columns.join(',')}|${cursor}`;
  let text = texts.get(shape);
  if (text === undefined) {
    const where = ['"account_id" = $1', '"mode" = $2', ...columns.map((c, i) => `"${c}" = $${i + 4}`)];
    if (cursor) where.push(`"id" < $${columns.length + 4}`);
    text = `select * from "${table}" where ${where.join(' and ')} order by "id" desc limit $3`;
    texts.set(shape, text);
  }
  return text;
}

/**
 * The same page as ownedPage (the same SQL kysely would write), without building the query for
 * every request: `filters` are equality conditions on columns (undefined: not filtered).
 */
export async function ownedPageSql<Row>(
  db: Db,
  table: OwnedTable,
  owner: Owner,
  page: Page,
  filters: Readonly<Record<string, string | undefined>>,
): Promise<{ rows: Row[]; hasMore: boolean }> {
  const columns: string[] = [];
  const values: unknown[] = [owner.accountId, owner.mode, page.limit + 1];
  for (const [column, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    columns.push(column);
    values.push(value);
  }
  if (page.startingAfter) values.push(page.startingAfter);
  const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(pageText(table, columns, !!page.startingAfter), values));
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
