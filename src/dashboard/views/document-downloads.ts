// The downloads on a document's view: the same files as the API's outputs (document-files.ts
// serves them), the Markdown and each table's CSV once the document has completed, and delete.
import { html, type Html } from '../html.js';
import type { DocumentRow } from '../../store/documents-repo.js';
import type { TableRef } from './document-tables.js';

function tableLinks(base: string, tables: TableRef[]): Html {
  if (tables.length === 0) return html``;
  // Numbered as GET /v1/documents/{id}/tables/{k} numbers them, so "Table 2" is the API's table 2.
  return html`<div class="table-downloads"><h2 class="small-heading">Tables as CSV</h2><ul class="link-list" data-testid="table-downloads">
${tables.map((t) => html`<li><a href="${base}/tables/${t.index}" download>Table ${t.index} (page ${t.page})</a> <span class="muted">${t.rows} × ${t.columns}</span></li>`)}</ul></div>`;
}

export function downloads(doc: DocumentRow, tables: TableRef[]): Html {
  const base = `/dashboard/documents/${doc.id}`;
  const done = doc.status === 'completed';
  return html`<div class="actions">${
    done
      ? html`<a class="button secondary" href="${base}/text" download>Download text</a>
<a class="button secondary" href="${base}/markdown" download>Download Markdown</a>
<a class="button secondary" href="${base}/pdf" download>Download searchable PDF</a>
<a class="button secondary" href="${base}/hocr" download>Download hOCR</a>`
      : ''
  }
<a class="button secondary" href="${base}/json" download>Download JSON</a>
<a class="button secondary" href="${base}/delete">Delete…</a></div>${done ? tableLinks(base, tables) : ''}`;
}
