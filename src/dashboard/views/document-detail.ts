// One document: live status while it is processed, then its pages a few at a time, each page's
// image with its word boxes and its tables' cells drawn over it beside the page's text, and the
// downloads (document-downloads.ts).
import { html, type Html } from '../html.js';
import { sendHtml } from '../respond.js';
import { bytes, percent } from '../format.js';
import { frame } from '../frame.js';
import { pageFigure } from '../page-figure.js';
import type { NumberedTable } from '../table-boxes.js';
import { ownDocument } from './own-document.js';
import { statusCell } from './document-status.js';
import { pageSlice, pageSliceNav } from './page-slice.js';
import { downloads } from './document-downloads.js';
import { tablePlaces, firstIndexOnPage, type TableRef } from './document-tables.js';
import { listPagesBetween, type PageRow } from '../../store/pages-repo.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import { documentStyleOf, toPageObject } from '../../services/documents/page-view.js';
import type { Table } from '../../structure/model.js';
import type { DocumentStyle } from '../../structure/document-style.js';
import type { SignedInCall } from '../dashboard-call.js';

/** The page's tables with their numbers in the document, as the CSV links name them. */
function numberedTables(page: number, tables: Table[], refs: TableRef[]): NumberedTable[] {
  const first = firstIndexOnPage(refs, page);
  return tables.map((table, i) => ({ index: first + i, table }));
}

function pageSection(doc: DocumentRow, row: PageRow, style: DocumentStyle | null, refs: TableRef[]): Html {
  const page = toPageObject(row, style);
  const tables = numberedTables(page.page, page.tables, refs);
  const drawable = page.error === null && page.width !== null && page.height !== null && page.width > 0 && page.height > 0;
  const figure = drawable
    ? pageFigure(`/dashboard/documents/${doc.id}/pages/${page.page}/image`, {
        page: page.page,
        width: page.width!,
        height: page.height!,
        lines: page.lines,
        tables,
      })
    : '';
  return html`<section class="card" id="page-${page.page}" aria-labelledby="page-${page.page}-title"><h2 id="page-${page.page}-title">Page ${page.page} <span class="muted">· ${percent(page.confidence)} · ${page.method}</span></h2>
${page.error ? html`<p class="alert">${page.error.code}: ${page.error.message}</p>` : ''}
<div class="${drawable ? 'page-view' : ''}">${figure}<pre class="page-text" data-testid="page-text">${page.text}</pre></div></section>`;
}

export async function showDocument(call: SignedInCall): Promise<void> {
  const db = call.deps.database.db;
  const doc = await ownDocument(call);
  const finished = doc.status === 'completed' || doc.status === 'failed';
  const slice = pageSlice(doc, call.ctx.req.query);
  const shown = slice.numbers.slice(slice.from, slice.to + 1);
  const [pages, tables] =
    finished && shown.length > 0
      ? await Promise.all([listPagesBetween(db, doc.id, shown[0]!, shown.at(-1)!), tablePlaces(db, doc.id)])
      : [[], []];
  const style = documentStyleOf(doc);
  const body = html`<p><a href="/dashboard/documents">← Documents</a></p><h1>${doc.filename || doc.id}</h1>
<div class="card"><p>Status ${statusCell(doc)} · ${bytes(Number(doc.size_bytes))} · ${doc.content_type}${doc.pages_selected ? html` · pages <span data-testid="pages-selected">${doc.pages_selected}</span>` : ''}</p>
${doc.status === 'completed' ? html`<p>${doc.result_pages ?? 0} page(s) · language ${doc.result_language ?? '—'} · confidence ${percent(doc.result_confidence)}</p>` : ''}
${doc.status === 'failed' ? html`<p class="alert">${doc.error_code ?? 'failed'}: ${doc.error_message ?? ''}</p>` : ''}
${finished ? '' : html`<p class="muted">This page follows the document while it is recognized; reload if your browser runs no scripts.</p>`}
<p class="mono muted">${doc.id}</p>${downloads(doc, tables)}</div>
${pageSliceNav(doc, slice)}${pages.map((p) => pageSection(doc, p, style, tables))}${pages.length > 2 ? pageSliceNav(doc, slice) : ''}`;
  sendHtml(call.ctx, 200, frame(call.session, 'documents', doc.filename || 'Document', body));
}
