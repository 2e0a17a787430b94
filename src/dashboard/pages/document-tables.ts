// Where a document's tables are, for the document page: each table's number in the document (the
// `k` of GET /v1/documents/{id}/tables/{k}: page order, then order on the page, as
// services/document-structure-outputs.ts numbers them) and its page, for the CSV links and for
// numbering the cells drawn over the pages shown. Lighter than that service's documentTables(),
// which reads every page whole: this runs on every view of the document's page.
import { decodeStructure } from '../../structure/structure-codec.js';
import type { Db } from '../../store/database.js';

export interface TableRef {
  /** 1-based in the document. */
  index: number;
  page: number;
  rows: number;
  columns: number;
}

/**
 * Every table of the document in order. Reads only the structure column, and only of pages whose
 * encoding (structure-codec.ts: JSON with a `tables` array) has a table in it: a long document of
 * prose costs one index scan, not a decode per page. Inside a JSON string a quote is escaped, so
 * the pattern cannot match a paragraph's text.
 */
export async function tablePlaces(db: Db, documentId: string): Promise<TableRef[]> {
  const rows = await db.selectFrom('document_pages').select(['page', 'structure'])
    .where('document_id', '=', documentId).where('structure', 'like', '%"tables":[{%').orderBy('page').execute();
  const refs: TableRef[] = [];
  for (const row of rows) {
    for (const table of decodeStructure(row.structure).tables) {
      refs.push({ index: refs.length + 1, page: row.page, rows: table.rows, columns: table.columns });
    }
  }
  return refs;
}

/** The number in the document of page `page`'s first table (its later ones follow on). */
export function firstIndexOnPage(refs: TableRef[], page: number): number {
  return (refs.find((r) => r.page === page)?.index) ?? refs.filter((r) => r.page < page).length + 1;
}
