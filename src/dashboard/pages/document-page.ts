// One document: live status while it is processed, then its pages a few at a time, each page's
// image with its word boxes drawn over it beside the page's text, and the downloads.
import { html, type Html } from '../html.js';
import { sendPage } from '../respond.js';
import { bytes, percent } from '../format.js';
import { layout } from '../layout.js';
import { pageFigure } from '../page-figure.js';
import { ownDocument, statusCell } from './documents.js';
import { listPagesBetween, type PageRow } from '../../store/pages-repo.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import { toPageObject } from '../../services/page-view.js';
import type { SignedInCall } from '../dashboard-router.js';

/** Pages per HTML page: a 2000-page document is read ten pages at a time, never all at once. */
export const PAGES_PER_VIEW = 10;

/** The first page of the slice holding page `?page=` (1 when absent or not a page number). */
function sliceStart(query: URLSearchParams, total: number): number {
  const asked = Number(query.get('page') ?? '1');
  const page = Number.isSafeInteger(asked) ? Math.min(Math.max(asked, 1), Math.max(total, 1)) : 1;
  return Math.floor((page - 1) / PAGES_PER_VIEW) * PAGES_PER_VIEW + 1;
}

function pager(doc: DocumentRow, first: number, last: number, total: number): Html {
  if (total <= PAGES_PER_VIEW) return html``;
  const base = `/dashboard/documents/${doc.id}`;
  const prev = first > 1 ? html`<a href="${base}?page=${first - PAGES_PER_VIEW}" rel="prev">← Pages ${first - PAGES_PER_VIEW}–${first - 1}</a>` : '';
  const nextLast = Math.min(last + PAGES_PER_VIEW, total);
  const next = last < total ? html`<a href="${base}?page=${last + 1}" rel="next">Pages ${last + 1}–${nextLast} →</a>` : '';
  return html`<nav class="pager" aria-label="Pages of the document">${prev}<span>Pages ${first}–${last} of ${total}</span>${next}
<form class="inline" method="get" action="${base}"><label class="inline-label">Page <input name="page" type="number" min="1" max="${total}" value="${first}" required></label> <button class="secondary" type="submit">Go</button></form></nav>`;
}

function pageSection(doc: DocumentRow, row: PageRow): Html {
  const page = toPageObject(row);
  const drawable = page.error === null && page.width !== null && page.height !== null && page.width > 0 && page.height > 0;
  const figure = drawable
    ? pageFigure(`/dashboard/documents/${doc.id}/pages/${page.page}/image`, { page: page.page, width: page.width!, height: page.height!, lines: page.lines })
    : '';
  return html`<section class="card" id="page-${page.page}" aria-labelledby="page-${page.page}-title"><h2 id="page-${page.page}-title">Page ${page.page} <span class="muted">· ${percent(page.confidence)} · ${page.method}</span></h2>
${page.error ? html`<p class="alert">${page.error.code}: ${page.error.message}</p>` : ''}
<div class="${drawable ? 'page-view' : ''}">${figure}<pre class="page-text" data-testid="page-text">${page.text}</pre></div></section>`;
}

function downloads(doc: DocumentRow): Html {
  const base = `/dashboard/documents/${doc.id}`;
  const done = doc.status === 'completed';
  return html`<div class="actions">${done ? html`<a class="button secondary" href="${base}/text" download>Download text</a>
<a class="button secondary" href="${base}/pdf" download>Download searchable PDF</a>
<a class="button secondary" href="${base}/hocr" download>Download hOCR</a>` : ''}
<a class="button secondary" href="${base}/json" download>Download JSON</a>
<a class="button secondary" href="${base}/delete">Delete…</a></div>`;
}

export async function documentPage(call: SignedInCall): Promise<void> {
  const doc = await ownDocument(call);
  const finished = doc.status === 'completed' || doc.status === 'failed';
  const total = doc.pages_total ?? 0;
  const first = sliceStart(call.ctx.req.query, total);
  const last = Math.min(first + PAGES_PER_VIEW - 1, total);
  const pages = finished && total > 0 ? await listPagesBetween(call.deps.database.db, doc.id, first, last) : [];
  const body = html`<p><a href="/dashboard/documents">← Documents</a></p><h1>${doc.filename || doc.id}</h1>
<div class="card"><p>Status ${statusCell(doc)} · ${bytes(Number(doc.size_bytes))} · ${doc.content_type}</p>
${doc.status === 'completed' ? html`<p>${doc.result_pages ?? 0} page(s) · language ${doc.result_language ?? '—'} · confidence ${percent(doc.result_confidence)}</p>` : ''}
${doc.status === 'failed' ? html`<p class="alert">${doc.error_code ?? 'failed'}: ${doc.error_message ?? ''}</p>` : ''}
${finished ? '' : html`<p class="muted">This page follows the document while it is recognized; reload if your browser runs no scripts.</p>`}
<p class="mono muted">${doc.id}</p>${downloads(doc)}</div>
${pager(doc, first, last, total)}${pages.map((p) => pageSection(doc, p))}${pages.length > 2 ? pager(doc, first, last, total) : ''}`;
  sendPage(call.ctx, 200, layout(call.session, 'documents', doc.filename || 'Document', body));
}
