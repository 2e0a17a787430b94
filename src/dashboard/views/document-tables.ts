// Where a document's tables are, for the document view: each table's number in the document (the
// `k` of GET /v1/documents/{id}/tables/{k}, numbered by services/document-structure-outputs.ts)
// and its page, for the CSV links and for numbering the cells drawn over the pages shown.
import { documentTables } from '../../services/documents/document-structure-outputs.js';
import type { Db } from '../../store/database.js';

export interface TableRef {
  /** 1-based in the document. */
  index: number;
  page: number;
  rows: number;
  columns: number;
}

/** Every table of the document in order (only pages with a table are read). */
export async function tablePlaces(db: Db, documentId: string): Promise<TableRef[]> {
  const refs: TableRef[] = [];
  for await (const { index, page, rows, columns } of documentTables(db, { id: documentId })) refs.push({ index, page, rows, columns });
  return refs;
}

/** The number in the document of page `page`'s first table (its later ones follow on). */
export function firstIndexOnPage(refs: TableRef[], page: number): number {
  return refs.find((r) => r.page === page)?.index ?? refs.filter((r) => r.page < page).length + 1;
}
