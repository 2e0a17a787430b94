// A document's files in the dashboard: its page images (for the document view) and its downloads,
// made by the same code as the API's (services/document-outputs.ts), named after the upload.
import { DashboardError, notFound } from '../respond.js';
import { securityHeaders } from '../security.js';
import { ownCompletedDocument, ownDocument } from './own-document.js';
import { findPage } from '../../store/pages-repo.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import { documentJson, hocrOutput, withSearchablePdf } from '../../services/documents/document-outputs.js';
import { attachment } from '../../http/content-disposition.js';
import type { SignedInCall } from '../dashboard-call.js';

const PAGE_NUMBER = /^[1-9][0-9]{0,8}$/;
/** A page image never changes (documents are not edited): the browser keeps it, for this user only. */
const imageCache = 'private, max-age=31536000, immutable';

const download = (doc: DocumentRow, type: string, extension: string) => ({
  ...securityHeaders,
  'Content-Type': type,
  'Content-Disposition': attachment(doc.filename || doc.id, extension),
});

/** A recognized page rendered as displayed, the image the word boxes are drawn over. */
export async function pageImage(call: SignedInCall): Promise<void> {
  const { ctx, deps } = call;
  const doc = await ownDocument(call);
  const n = call.params.n!;
  const row = PAGE_NUMBER.test(n) ? await findPage(deps.database.db, doc.id, Number(n)) : undefined;
  // Only pages that were read have an image: a failed page was refused for a reason (too large).
  if (!row || row.error_code !== null) throw notFound();
  const preview = await deps.previews.render(doc.storage_path, row.page);
  if (preview.ok) {
    return ctx.send(200, preview.png, { ...securityHeaders, 'Content-Type': 'image/png', 'Cache-Control': imageCache });
  }
  if (preview.reason === 'missing') throw notFound();
  if (preview.reason === 'busy') {
    throw new DashboardError(503, 'Busy', 'Many page images are being drawn right now. Reload the page in a few seconds.');
  }
  deps.logger.warn({ requestId: ctx.requestId, documentId: doc.id, page: row.page, reason: preview.message }, 'page image not rendered');
  throw new DashboardError(422, 'No image for this page', 'This page cannot be shown as an image; its text is still on the document page.');
}

export async function downloadText(call: SignedInCall): Promise<void> {
  const doc = await ownCompletedDocument(call, 'text');
  call.ctx.send(200, doc.result_text ?? '', download(doc, 'text/plain; charset=utf-8', '.txt'));
}

/** The document object with every page done so far and its layout, as the API gives them. */
export async function downloadJson(call: SignedInCall): Promise<void> {
  const doc = await ownDocument(call);
  await call.ctx.stream(200, download(doc, 'application/json; charset=utf-8', '.json'), documentJson(call.deps.database.db, doc));
}

export async function downloadHocr(call: SignedInCall): Promise<void> {
  const doc = await ownCompletedDocument(call, 'hOCR');
  await call.ctx.stream(200, download(doc, 'text/html; charset=utf-8', '.hocr'), hocrOutput(call.deps.database.db, doc));
}

export async function downloadPdf(call: SignedInCall): Promise<void> {
  const { ctx, deps } = call;
  const doc = await ownCompletedDocument(call, 'searchable PDF');
  const sent = await withSearchablePdf(deps.storage, deps.database.db, doc, (body) =>
    ctx.stream(200, download(doc, 'application/pdf', '.pdf'), body),
  );
  if (!sent) throw notFound();
}
