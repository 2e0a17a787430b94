// The searchable PDF of a document (API.md "GET /v1/documents/{id}/pdf"): a PDF upload keeps its
// own bytes and gains an incremental update with the text layer; an image upload becomes a new
// PDF, one page per image. Both stream page by page, asking for one page's layout at a time.
import type { StoredPageLayout } from './page-layout.js';
import { imagePdf } from './image-pages.js';
import { updatedPdf } from './pdf-update.js';

export function searchablePdf(source: { path: string; contentType: string }, pages: readonly number[],
  pageLayout: (page: number) => Promise<StoredPageLayout>): AsyncGenerator<Uint8Array> {
  return source.contentType === 'application/pdf'
    ? updatedPdf(source.path, pages, pageLayout)
    : imagePdf(source, pages, pageLayout);
}
