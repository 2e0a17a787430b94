// One page of a list endpoint: an owner's rows (account and mode), newest first by id, after the
// cursor (`startingAfter`, the last id of the previous page), through kysely's builder. The
// documents list, which busy clients poll, reads its pages in batches instead (documents-list.ts).
import type { SelectQueryBuilder } from 'kysely';
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
