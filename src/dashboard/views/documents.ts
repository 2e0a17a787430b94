// Documents: the list with upload, and delete (a document's own view is document-detail.ts, its
// live status document-status.ts, its images and downloads document-files.ts).
import { html, type Html } from '../html.js';
import { csrfField, frame } from '../frame.js';
import { notFound, redirect, sendJson, sendHtml, wantsJson } from '../respond.js';
import { percent, when } from '../format.js';
import { listDocuments } from '../../store/documents-list.js';
import { removeDocument } from '../../services/documents/remove-document.js';
import { receiveDocument } from '../../http/handlers/create-document.js';
import { ApiError } from '../../errors.js';
import { isId } from '../../domain/ids.js';
import type { SignedInCall } from '../dashboard-call.js';
import { statusCell } from './document-status.js';
import { ownDocument } from './own-document.js';

/** Documents per list view, newest first; the next ones are a link away. */
const LIST_LIMIT = 25;

function uploadForm(call: SignedInCall): Html {
  const languages = call.deps.languages.isoCodes;
  return html`<h2>Upload</h2><form id="upload" class="dropzone" method="post" enctype="multipart/form-data" action="/dashboard/documents?csrf=${call.session.csrfToken}">
<label for="file">Files (PDF, PNG, JPEG, TIFF, WebP; drop them here or pick them)</label><input id="file" name="file" type="file" multiple required>
<label for="language">Language</label><select id="language" name="language"><option value="">Detect automatically</option>${languages.map((l) => html`<option value="${l}">${l}</option>`)}</select>
<label for="pages">Pages</label><input id="pages" name="pages" type="text" inputmode="text" autocomplete="off" placeholder="all, or 1-3,7,10-" aria-describedby="pages-hint" maxlength="1000">
<p id="pages-hint" class="muted hint">Leave empty for every page; numbers and ranges as the API's <code>pages</code> field takes them.</p>
<div class="actions"><button type="submit">Upload</button></div><ul id="upload-progress" aria-live="polite"></ul></form>`;
}

export async function showDocumentList(call: SignedInCall): Promise<void> {
  const after = call.ctx.req.query.get('starting_after');
  const { rows, hasMore } = await listDocuments(call.deps.database.db, call.session.owner, {
    limit: LIST_LIMIT,
    ...(after && isId('doc', after) ? { startingAfter: after } : {}),
  });
  const table =
    rows.length === 0
      ? html`<p class="muted">No documents in ${call.session.mode} mode yet. Upload one below, or send one to <code>POST /v1/documents</code> with a ${call.session.mode} key.</p>`
      : html`<div class="table-wrap"><table class="stack"><thead><tr><th>File</th><th>Status</th><th>Pages</th><th>Language</th><th>Confidence</th><th>Uploaded</th></tr></thead><tbody>
${rows.map(
  (
    d,
  ) => html`<tr data-document-id="${d.id}"><td data-label="File"><a href="/dashboard/documents/${d.id}">${d.filename || d.id}</a></td><td data-label="Status">${statusCell(d)}</td><td data-label="Pages">${d.result_pages ?? d.pages_total ?? '—'}</td>
<td data-label="Language">${d.result_language ?? d.language ?? '—'}</td><td data-label="Confidence">${percent(d.result_confidence)}</td><td data-label="Uploaded">${when(d.created_at)}</td></tr>`,
)}</tbody></table></div>`;
  const next = hasMore
    ? html`<p class="pager"><a href="/dashboard/documents?starting_after=${rows.at(-1)!.id}">Older documents →</a></p>`
    : '';
  const body = html`<h1>Documents <span class="muted">(${call.session.mode})</span></h1>${table}${next}${uploadForm(call)}`;
  sendHtml(call.ctx, 200, frame(call.session, 'documents', 'Documents', body));
}

/** The API's accept path with the signed-in account and mode as the caller, and its rate limit. */
export async function upload(call: SignedInCall): Promise<void> {
  const { ctx, deps, session } = call;
  const decision = await deps.limiter.take(`${session.owner.accountId}:${session.mode}`, session.principal.limits.requestsPerMinute);
  if (!decision.allowed)
    throw new ApiError('rate_limit_exceeded', `Too many uploads at once for the plan: try again in ${decision.retryAfter} s.`, {
      headers: { 'Retry-After': String(decision.retryAfter) },
    });
  const doc = await receiveDocument(ctx, deps, session.principal);
  if (wantsJson(ctx)) return sendJson(ctx, 202, { id: doc.id, status: doc.status, url: `/dashboard/documents/${doc.id}` });
  redirect(ctx, `/dashboard/documents/${doc.id}`);
}

export async function confirmDelete(call: SignedInCall): Promise<void> {
  const doc = await ownDocument(call);
  const body = html`<h1>Delete this document?</h1><div class="card"><p><strong>${doc.filename || doc.id}</strong> with its text, pages and pending webhook deliveries. This cannot be undone.</p>
<form method="post" action="/dashboard/documents/${doc.id}/delete">${csrfField(call.session)}<div class="actions"><button type="submit" class="danger">Delete document</button>
<a class="button secondary" href="/dashboard/documents/${doc.id}">Cancel</a></div></form></div>`;
  sendHtml(call.ctx, 200, frame(call.session, 'documents', 'Delete document', body));
}

export async function deleteDoc(call: SignedInCall): Promise<void> {
  const { deps, session, ctx } = call;
  const removed = await removeDocument(
    { db: deps.database.db, storage: deps.storage, processor: deps.processor, logger: deps.logger },
    session.owner,
    call.params.id!,
    ctx.requestId,
  );
  if (!removed) throw notFound();
  redirect(ctx, '/dashboard/documents');
}
