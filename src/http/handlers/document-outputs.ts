// The layout served as files: hOCR and the searchable PDF, generated on request from the stored
// layout (and, for the PDF, the original upload), never by recognizing again, and streamed.
// Built on request rather than at completion: ~2 ms a page for a scanned PDF (bench/results/
// searchable-pdf.md), nothing to keep in storage or to invalidate.
import { ApiError } from '../../errors.js';
import { hocrDocument } from '../../layout/hocr.js';
import { searchablePdf } from '../../layout/searchable-pdf.js';
import { toStoredLayout } from '../../services/page-view.js';
import { pageReader } from '../../store/pages-repo.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import { StoredFileMissing, withLocalCopy } from '../../storage/storage.js';
import type { RequestContext } from '../context.js';
import type { AppDeps } from '../deps.js';
import { attachment } from '../content-disposition.js';
import { findOwnedDocument } from './documents.js';

async function completed(ctx: RequestContext, deps: AppDeps, id: string, what: string): Promise<DocumentRow> {
  const row = await findOwnedDocument(ctx, deps, id);
  if (row.status !== 'completed') {
    throw new ApiError('not_ready', `The document is ${row.status}; its ${what} is available once it has completed.`);
  }
  return row;
}

/** Stored layouts in page order, read a batch at a time. */
function layouts(deps: AppDeps, row: DocumentRow) {
  const read = pageReader(deps.database.db, row.id);
  return async (page: number) => toStoredLayout(await read(page));
}

export async function getHocrHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const row = await completed(ctx, deps, params.id!, 'hOCR');
  const body = hocrDocument(row.filename, row.pages_total ?? 0, layouts(deps, row));
  await ctx.stream(200, { 'Content-Type': 'text/html; charset=utf-8' }, body);
}

export async function getPdfHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const row = await completed(ctx, deps, params.id!, 'searchable PDF');
  const started = performance.now();
  try {
    await withLocalCopy(deps.storage, row.storage_path, async (path) => {
      const body = searchablePdf({ path, contentType: row.content_type }, row.pages_total ?? 0, layouts(deps, row));
      const headers = { 'Content-Type': 'application/pdf', 'Content-Disposition': attachment(row.filename, '.pdf') };
      await ctx.stream(200, headers, body);
    });
  } catch (err) {
    // The record outlived its upload (deleted under us): the document is as good as gone.
    if (err instanceof StoredFileMissing) throw new ApiError('not_found', `No document ${row.id} was found.`);
    throw err;
  }
  const ms = Math.round(performance.now() - started);
  deps.logger.info({ requestId: ctx.requestId, documentId: row.id, pages: row.pages_total, ms }, 'searchable PDF sent');
}
