// The searchable PDF of a document (API.md "GET /v1/documents/{id}/pdf"): a PDF upload keeps its
// own bytes and gains an incremental update with the text layer; an image upload becomes a new
// PDF, one page per image. Both stream page by page, asking for one page's layout at a time.
import type { StoredPageLayout } from '../page-layout.js';
import { imagePdf } from './image-pages.js';
import { updatedPdf } from './pdf-update.js';
import { withPdfSubset } from './pdf-subset.js';

/** `subset`: the document was read with a `pages` selection, so only `pages` are in the PDF. */
export function searchablePdf(
  source: { path: string; contentType: string },
  pages: readonly number[],
  pageLayout: (page: number) => Promise<StoredPageLayout>,
  subset = false,
): AsyncGenerator<Uint8Array> {
  if (source.contentType !== 'application/pdf') return imagePdf(source, pages, pageLayout);
  if (!subset) return updatedPdf(source.path, pages, pageLayout);
  // The copy's page k is selected page pages[k-1]: its layout is that page's.
  const renumbered = pages.map((_, i) => i + 1);
  return withPdfSubset(source.path, pages, (copy) => updatedPdf(copy, renumbered, (k) => pageLayout(pages[k - 1]!)));
}
