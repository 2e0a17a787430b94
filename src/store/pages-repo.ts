// A document's stored pages. The layout column is read only where it is served (one page, or a
// document's pages a batch at a time for hOCR and the searchable PDF), never by lists.
import type { Selectable } from 'kysely';
import type { Db } from './database.js';
import type { DocumentPagesTable } from './schema.js';

export type PageRow = Selectable<DocumentPagesTable>;
export type PageSummaryRow = Omit<PageRow, 'layout'>;

const SUMMARY = [
  'document_id',
  'page',
  'text',
  'confidence',
  'method',
  'language',
  'error_code',
  'error_message',
  'created_at',
  'width',
  'height',
  'unit',
  'rotation',
  'dpi',
  'prepared',
  'structure',
] as const;

/** The pages done so far, in page order, without their layout. */
export async function listPageSummaries(db: Db, documentId: string): Promise<PageSummaryRow[]> {
  return db.selectFrom('document_pages').select(SUMMARY).where('document_id', '=', documentId).orderBy('page').execute();
}

/** One page with its layout: a primary-key read, whatever the document's size. */
export async function findPage(db: Db, documentId: string, page: number): Promise<PageRow | undefined> {
  return db.selectFrom('document_pages').selectAll().where('document_id', '=', documentId).where('page', '=', page).executeTakeFirst();
}

/**
 * Reads pages in order for a writer that asks for them one at a time: `batch` rows per query, only
 * one batch held at once. Throws for a page that is not stored.
 */
export function pageReader(db: Db, documentId: string, batch = 50): (page: number) => Promise<PageRow> {
  let rows = new Map<number, PageRow>();
  return async (page) => {
    let row = rows.get(page);
    if (row === undefined) {
      const fetched = await db
        .selectFrom('document_pages')
        .selectAll()
        .where('document_id', '=', documentId)
        .where('page', '>=', page)
        .where('page', '<', page + batch)
        .execute();
      rows = new Map(fetched.map((r) => [r.page, r]));
      row = rows.get(page);
      if (row === undefined) throw new Error(`page ${page} of ${documentId} is not stored`);
    }
    return row;
  };
}

/** The stored pages numbered `first`..`last` with their layouts (the dashboard shows a few at a time). */
export async function listPagesBetween(db: Db, documentId: string, first: number, last: number): Promise<PageRow[]> {
  return db
    .selectFrom('document_pages')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('page', '>=', first)
    .where('page', '<=', last)
    .orderBy('page')
    .execute();
}

/** Every stored page's number and structure, in page order, `batch` rows per query (no layout: Markdown and tables need none). */
export async function* allPageStructures(db: Db, documentId: string, batch = 200): AsyncGenerator<Pick<PageRow, 'page' | 'structure'>> {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('document_pages')
      .select(['page', 'structure'])
      .where('document_id', '=', documentId)
      .where('page', '>', after)
      .orderBy('page')
      .limit(batch)
      .execute();
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.page;
  }
}

/**
 * The number and structure of the pages that have a table, in page order. The pattern matches the
 * structure's JSON (structure-codec.ts) only where its `tables` array is not empty: inside a JSON
 * string a quote is escaped, so a paragraph's text cannot match. A long document of prose costs
 * one index scan, not a decode per page.
 */
export async function pagesWithTables(db: Db, documentId: string): Promise<Array<Pick<PageRow, 'page' | 'structure'>>> {
  return db
    .selectFrom('document_pages')
    .select(['page', 'structure'])
    .where('document_id', '=', documentId)
    .where('structure', 'like', '%"tables":[{%')
    .orderBy('page')
    .execute();
}

/** Every stored page with its layout, in page order, `batch` rows per query. */
export async function* allPages(db: Db, documentId: string, batch = 50): AsyncGenerator<PageRow> {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('document_pages')
      .selectAll()
      .where('document_id', '=', documentId)
      .where('page', '>', after)
      .orderBy('page')
      .limit(batch)
      .execute();
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.page;
  }
}
