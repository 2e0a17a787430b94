// A completed document's structure as downloads: its Markdown and each table as CSV, the same bytes
// as GET /v1/documents/{id}/markdown and /tables/{k}?format=csv, named after the upload.
import { notFound } from '../respond.js';
import { securityHeaders } from '../security.js';
import { ownCompletedDocument } from './own-document.js';
import { markdownOutput, tableAt } from '../../services/documents/document-structure-outputs.js';
import { tableCsv } from '../../structure/writers/table-csv.js';
import { attachment } from '../../http/content-disposition.js';
import type { SignedInCall } from '../dashboard-call.js';

const TABLE_NUMBER = /^[1-9][0-9]{0,8}$/;

export async function downloadMarkdown(call: SignedInCall): Promise<void> {
  const doc = await ownCompletedDocument(call, 'Markdown');
  const headers = {
    ...securityHeaders,
    'Content-Type': 'text/markdown; charset=utf-8',
    'Content-Disposition': attachment(doc.filename || doc.id, '.md'),
  };
  await call.ctx.stream(200, headers, markdownOutput(call.deps.database.db, doc));
}

/** Table `k` (1-based in the document) as CSV, with the byte order mark spreadsheets need (as the API sends it). */
export async function downloadTableCsv(call: SignedInCall): Promise<void> {
  const doc = await ownCompletedDocument(call, 'tables');
  const k = call.params.k!;
  const table = TABLE_NUMBER.test(k) ? await tableAt(call.deps.database.db, doc, Number(k)) : undefined;
  if (!table) throw notFound();
  const headers = {
    ...securityHeaders,
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': attachment(doc.filename || doc.id, `-table-${k}.csv`),
  };
  call.ctx.send(200, `\uFEFF${tableCsv(table)}`, headers);
}
