// The layout served as files by the API: hOCR and the searchable PDF (services/document-outputs.ts
// generates them, for the dashboard's downloads too).
import { ApiError } from '../../errors.js';
import { hocrOutput, withSearchablePdf } from '../../services/documents/document-outputs.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import type { RequestContext } from '../context.js';
import type { AppDeps } from '../deps.js';
import { attachment } from '../content-disposition.js';
import { findOwnedDocument } from './documents.js';

/** The caller's document once it has completed (its outputs are final); 409 not_ready before. */
export async function completed(ctx: RequestContext, deps: AppDeps, id: string, what: string): Promise<DocumentRow> {
  const row = await findOwnedDocument(ctx, deps, id);
  if (row.status !== 'completed') {
    throw new ApiError('not_ready', `The document is ${row.status}; its ${what} is available once it has completed.`);
  }
  return row;
}

export async function getHocrHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const row = await completed(ctx, deps, params.id!, 'hOCR');
  await ctx.stream(200, { 'Content-Type': 'text/html; charset=utf-8' }, hocrOutput(deps.database.db, row));
}

export async function getPdfHandler(ctx: RequestContext, deps: AppDeps, params: Record<string, string>) {
  const row = await completed(ctx, deps, params.id!, 'searchable PDF');
  const started = performance.now();
  const headers = { 'Content-Type': 'application/pdf', 'Content-Disposition': attachment(row.filename, '.pdf') };
  const sent = await withSearchablePdf(deps.storage, deps.database.db, row, (body) => ctx.stream(200, headers, body));
  if (!sent) throw new ApiError('not_found', `No document ${row.id} was found.`);
  const ms = Math.round(performance.now() - started);
  deps.logger.info({ requestId: ctx.requestId, documentId: row.id, pages: row.pages_total, ms }, 'searchable PDF sent');
}
