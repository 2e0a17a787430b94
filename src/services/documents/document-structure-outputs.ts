// A completed document's structure served whole (API.md "GET /v1/documents/{id}/markdown",
// "/tables", "/tables/{k}"): one implementation for the API and the dashboard's downloads. Like the
// layout outputs (document-outputs.ts), generated on request from the stored pages and streamed a
// page at a time: nothing extra to store or to invalidate.
import type { StoredPageLayout } from '../../layout/page-layout.js';
import type { PageStructure, Table } from '../../structure/model.js';
import { markdownDocument } from '../../structure/writers/markdown.js';
import { documentStyleOf, toPageStructure } from './page-view.js';
import { allPageStructures, pagesWithTables, type PageRow } from '../../store/pages-repo.js';
import { decodeStructure } from '../../structure/structure-codec.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import type { Db } from '../../store/database.js';

/** A table as /tables lists it: the page's table object with its place in the document. */
type DocumentTable = { object: 'table'; index: number; page: number } & Table;

/**
 * Every stored page's final structure, in page order (only the selected pages are stored, so a
 * page range needs nothing here). Reads a batch of pages at a time, holds one page's structure.
 */
async function* pageStructures(db: Db, row: DocumentRow): AsyncGenerator<{ page: number; structure: PageStructure }> {
  const style = documentStyleOf(row);
  for await (const page of allPageStructures(db, row.id)) yield { page: page.page, structure: toPageStructure(page, style) };
}

export function markdownOutput(db: Db, row: DocumentRow): AsyncIterable<string> {
  return markdownDocument(pageStructures(db, row));
}

/**
 * The document's tables in page order, numbered from 1 across the document: the one numbering of
 * /tables/{k}, the dashboard's links and its drawn cells. Tables do not depend on the document's
 * style, so only pages with a table are read and nothing is finalized.
 */
export async function* documentTables(db: Db, row: Pick<DocumentRow, 'id'>): AsyncGenerator<DocumentTable> {
  let index = 0;
  for (const { page, structure } of await pagesWithTables(db, row.id)) {
    for (const table of decodeStructure(structure).tables) yield { object: 'table', index: ++index, page, ...table };
  }
}

/** Table `k` (1-based in the document); undefined past the last. */
export async function tableAt(db: Db, row: DocumentRow, k: number): Promise<DocumentTable | undefined> {
  for await (const table of documentTables(db, row)) if (table.index === k) return table;
  return undefined;
}

/** GET /tables as JSON text, streamed: a long document's tables are never all held at once. */
export async function* tablesJson(db: Db, row: DocumentRow): AsyncGenerator<string> {
  yield '{"object":"list","data":[';
  let first = true;
  for await (const table of documentTables(db, row)) {
    yield `${first ? '' : ','}\n${JSON.stringify(table)}`;
    first = false;
  }
  yield first ? ']}\n' : '\n]}\n';
}

/**
 * Where a stored page's tables stand, for the hOCR writer's ocr_table areas (layout/ knows nothing
 * of structure). Tables do not depend on the document's style, so the page's own structure will do.
 */
export function tableAreas(row: Pick<PageRow, 'structure'>): NonNullable<StoredPageLayout['tables']> {
  return toPageStructure(row, null).tables.map((table) => ({ bbox: table.bbox }));
}
