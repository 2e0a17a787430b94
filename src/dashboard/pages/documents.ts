// Documents: the list with upload, one document (live status, text per page, downloads), delete.
import { html, type Html } from '../html.js';
import { csrfField, layout } from '../layout.js';
import { DashboardError, notFound, redirect, sendJson, sendPage, wantsJson } from '../respond.js';
import { bytes, percent, when } from '../format.js';
import { pageHeaders } from '../security.js';
import { findDocument, listDocuments, type DocumentRow } from '../../store/documents-repo.js';
import { listPageSummaries } from '../../store/pages-repo.js';
import { toDocumentObject } from '../../services/document-view.js';
import { removeDocument } from '../../services/remove-document.js';
import { receiveDocument } from '../../http/handlers/create-document.js';
import { ApiError } from '../../errors.js';
import { isId } from '../../domain/ids.js';
import type { SignedInCall } from '../dashboard-router.js';

const PAGE = 25;
const terminal = (status: string) => status === 'completed' || status === 'failed';

function statusCell(doc: DocumentRow): Html {
  const progress = doc.pages_total ? ` (${doc.pages_done}/${doc.pages_total})` : '';
  const live = terminal(doc.status) ? '' : html` data-live-status="/dashboard/documents/${doc.id}/status"`;
  return html`<span class="status status-${doc.status}" data-testid="status"${live}>${doc.status}${progress}</span>`;
}

function uploadForm(call: SignedInCall): Html {
  const languages = call.deps.languages.isoCodes;
  return html`<h2>Upload</h2><form id="upload" class="dropzone" method="post" enctype="multipart/form-data" action="/dashboard/documents?csrf=${call.session.csrfToken}">
<label for="file">Files (PDF, PNG, JPEG, TIFF, WebP; drop them here or pick them)</label><input id="file" name="file" type="file" multiple required>
<label for="language">Language</label><select id="language" name="language"><option value="">Detect automatically</option>${languages.map((l) => html`<option value="${l}">${l}</option>`)}</select>
<div class="actions"><button type="submit">Upload</button></div><ul id="upload-progress" aria-live="polite"></ul></form>`;
}

export async function listDocumentsPage(call: SignedInCall): Promise<void> {
  const after = call.ctx.req.query.get('starting_after');
  const { rows, hasMore } = await listDocuments(call.deps.database.db, call.session.owner, {
    limit: PAGE,
    ...(after && isId('doc', after) ? { startingAfter: after } : {}),
  });
  const table = rows.length === 0
    ? html`<p class="muted">No documents in ${call.session.mode} mode yet. Upload one below, or send one to <code>POST /v1/documents</code> with a ${call.session.mode} key.</p>`
    : html`<div class="table-wrap"><table class="stack"><thead><tr><th>File</th><th>Status</th><th>Pages</th><th>Language</th><th>Confidence</th><th>Uploaded</th></tr></thead><tbody>
${rows.map((d) => html`<tr data-document-id="${d.id}"><td data-label="File"><a href="/dashboard/documents/${d.id}">${d.filename || d.id}</a></td><td data-label="Status">${statusCell(d)}</td><td data-label="Pages">${d.result_pages ?? d.pages_total ?? '—'}</td>
<td data-label="Language">${d.result_language ?? d.language ?? '—'}</td><td data-label="Confidence">${percent(d.result_confidence)}</td><td data-label="Uploaded">${when(d.created_at)}</td></tr>`)}</tbody></table></div>`;
  const next = hasMore ? html`<p class="pager"><a href="/dashboard/documents?starting_after=${rows.at(-1)!.id}">Older documents →</a></p>` : '';
  const body = html`<h1>Documents <span class="muted">(${call.session.mode})</span></h1>${table}${next}${uploadForm(call)}`;
  sendPage(call.ctx, 200, layout(call.session, 'documents', 'Documents', body));
}

/** The API's accept path with the signed-in account and mode as the caller, and its rate limit. */
export async function upload(call: SignedInCall): Promise<void> {
  const { ctx, deps, session } = call;
  const decision = await deps.limiter.take(`${session.owner.accountId}:${session.mode}`, session.principal.limits.requestsPerMinute);
  if (!decision.allowed) throw new ApiError('rate_limit_exceeded', `Too many uploads at once for the plan: try again in ${decision.retryAfter} s.`, { headers: { 'Retry-After': String(decision.retryAfter) } });
  const doc = await receiveDocument(ctx, deps, session.principal);
  if (wantsJson(ctx)) return sendJson(ctx, 202, { id: doc.id, status: doc.status, url: `/dashboard/documents/${doc.id}` });
  redirect(ctx, `/dashboard/documents/${doc.id}`);
}

async function ownDocument(call: SignedInCall): Promise<DocumentRow> {
  const id = call.params.id!;
  const doc = isId('doc', id) ? await findDocument(call.deps.database.db, call.session.owner, id) : undefined;
  if (!doc) throw notFound();
  return doc;
}

export async function documentStatus(call: SignedInCall): Promise<void> {
  const doc = await ownDocument(call);
  sendJson(call.ctx, 200, { status: doc.status, pages_done: doc.pages_done, pages_total: doc.pages_total });
}

// LAYOUT (to wire once page layout is merged): each page section below has a marked slot
// (data-layout-slot) for the page image with its word boxes, and the actions a marked spot for
// the searchable PDF and hOCR downloads; until then the text comes from listPages.
export async function documentPage(call: SignedInCall): Promise<void> {
  const doc = await ownDocument(call);
  const pages = doc.status === 'completed' || doc.status === 'failed' ? await listPageSummaries(call.deps.database.db, doc.id) : [];
  const done = doc.status === 'completed';
  const body = html`<p><a href="/dashboard/documents">← Documents</a></p><h1>${doc.filename || doc.id}</h1>
<div class="card"><p>Status ${statusCell(doc)} · ${bytes(Number(doc.size_bytes))} · ${doc.content_type}</p>
${done ? html`<p>${doc.result_pages ?? 0} page(s) · language ${doc.result_language ?? '—'} · confidence ${percent(doc.result_confidence)}</p>` : ''}
${doc.status === 'failed' ? html`<p class="alert">${doc.error_code ?? 'failed'}: ${doc.error_message ?? ''}</p>` : ''}
${doc.status === 'queued' || doc.status === 'processing' ? html`<p class="muted">This page follows the document while it is recognized; reload if your browser runs no scripts.</p>` : ''}
<p class="mono muted">${doc.id}</p>
<div class="actions">${done ? html`<a class="button secondary" href="/dashboard/documents/${doc.id}/text" download>Download text</a>` : ''}
<a class="button secondary" href="/dashboard/documents/${doc.id}/json" download>Download JSON</a>
<!-- LAYOUT: searchable PDF and hOCR downloads go here once /v1/documents/{id}/pdf and /hocr exist. -->
<a class="button secondary" href="/dashboard/documents/${doc.id}/delete">Delete…</a></div></div>
${pages.map((p) => html`<section class="card" aria-labelledby="page-${p.page}"><h2 id="page-${p.page}">Page ${p.page} <span class="muted">· ${percent(p.confidence)} · ${p.method}</span></h2>
<!-- LAYOUT: the page image with its word boxes drawn over it goes here (GET /v1/documents/{id}/pages/{n}). -->
<div class="layout-slot" data-layout-slot="${p.page}">Page image with word boxes: coming with page layout.</div>
${p.error_code ? html`<p class="alert">${p.error_code}: ${p.error_message ?? ''}</p>` : ''}<pre class="page-text" data-testid="page-text">${p.text}</pre></section>`)}`;
  sendPage(call.ctx, 200, layout(call.session, 'documents', doc.filename || 'Document', body));
}

/** Downloads as attachments, with a name derived from the upload's (safe for the header). */
function attachment(doc: DocumentRow, ext: string): string {
  const base = (doc.filename || doc.id).replace(/\.[^.]*$/, '');
  const ascii = base.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 100) || doc.id;
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(base)}.${ext}`;
}

export async function downloadText(call: SignedInCall): Promise<void> {
  const doc = await ownDocument(call);
  if (doc.status !== 'completed') throw new DashboardError(409, 'Not ready', `The document is ${doc.status}; its text can be downloaded once it has completed.`);
  call.ctx.send(200, doc.result_text ?? '', { ...pageHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': attachment(doc, 'txt') });
}

export async function downloadJson(call: SignedInCall): Promise<void> {
  const doc = await ownDocument(call);
  const pages = await listPageSummaries(call.deps.database.db, doc.id);
  const payload = { ...toDocumentObject(doc, { includeText: true }), pages: pages.map((p) => ({ page: p.page, text: p.text, confidence: p.confidence, method: p.method, language: p.language })) };
  call.ctx.send(200, JSON.stringify(payload, null, 2), { ...pageHeaders, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': attachment(doc, 'json') });
}

export async function confirmDelete(call: SignedInCall): Promise<void> {
  const doc = await ownDocument(call);
  const body = html`<h1>Delete this document?</h1><div class="card"><p><strong>${doc.filename || doc.id}</strong> with its text, pages and pending webhook deliveries. This cannot be undone.</p>
<form method="post" action="/dashboard/documents/${doc.id}/delete">${csrfField(call.session)}<div class="actions"><button type="submit" class="danger">Delete document</button>
<a class="button secondary" href="/dashboard/documents/${doc.id}">Cancel</a></div></form></div>`;
  sendPage(call.ctx, 200, layout(call.session, 'documents', 'Delete document', body));
}

export async function deleteDoc(call: SignedInCall): Promise<void> {
  const { deps, session, ctx } = call;
  const removed = await removeDocument({ db: deps.database.db, storage: deps.storage, processor: deps.processor, logger: deps.logger }, session.owner, call.params.id!, ctx.requestId);
  if (!removed) throw notFound();
  redirect(ctx, '/dashboard/documents');
}
