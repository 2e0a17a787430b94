// A completed document's layout served as files (hOCR, the searchable PDF, JSON with every page's
// layout): one implementation for the API's endpoints and the dashboard's downloads. All are
// generated on request from the stored layout (and, for the PDF, the original upload), never by
// recognizing again, and streamed: ~2 ms a page for a scanned PDF (bench/results/
// searchable-pdf.md), nothing to keep in storage or to invalidate.
import { hocrDocument } from '../../layout/hocr.js';
import { firstSelected } from '../../domain/page-ranges.js';
import { searchablePdf } from '../../layout/pdf/searchable-pdf.js';
import { documentStyleOf, toPageObject, toStoredLayout } from './page-view.js';
import { tableAreas } from './document-structure-outputs.js';
import { toDocumentObject } from './document-view.js';
import { allPages, pageReader } from '../../store/pages-repo.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import type { Db } from '../../store/database.js';
import { StoredFileMissing, withLocalCopy, type Storage } from '../../storage/storage.js';

/** The numbers of the document's pages that were read: all, or those its `pages` selected. */
function pageNumbers(row: DocumentRow): number[] {
  return firstSelected(row.pages_selected, row.pages_total ?? 0);
}

/** Stored layouts in page order, read a batch at a time. */
function layouts(db: Db, row: DocumentRow) {
  const read = pageReader(db, row.id);
  return async (page: number) => {
    const stored = await read(page);
    return { ...toStoredLayout(stored), tables: tableAreas(stored) };
  };
}

export function hocrOutput(db: Db, row: DocumentRow): AsyncIterable<string | Uint8Array> {
  return hocrDocument(row.filename, pageNumbers(row), layouts(db, row));
}

/**
 * Runs `send` with the searchable PDF while the upload's local copy is held. False when the upload
 * is gone (the record outlived it: deleted under us), so the document is as good as gone.
 */
export async function withSearchablePdf(
  storage: Storage,
  db: Db,
  row: DocumentRow,
  send: (body: AsyncIterable<Uint8Array>) => Promise<void>,
): Promise<boolean> {
  try {
    await withLocalCopy(storage, row.storage_path, (path) =>
      send(searchablePdf({ path, contentType: row.content_type }, pageNumbers(row), layouts(db, row), row.pages_selected !== null)),
    );
    return true;
  } catch (err) {
    if (err instanceof StoredFileMissing) return false;
    throw err;
  }
}

/** The document object with `pages`: every stored page as GET /v1/documents/{id}/pages/{n} gives it. */
export async function* documentJson(db: Db, row: DocumentRow): AsyncGenerator<string> {
  const head = JSON.stringify(toDocumentObject(row, { includeText: true }));
  yield `${head.slice(0, -1)},"pages":[`;
  let first = true;
  const style = documentStyleOf(row);
  for await (const page of allPages(db, row.id)) {
    yield `${first ? '' : ','}\n${JSON.stringify(toPageObject(page, style))}`;
    first = false;
  }
  yield '\n]}\n';
}
