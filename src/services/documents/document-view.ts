// The API's document object (API.md "Document object") built from a row.
import type { DocumentRow } from '../../store/documents-repo.js';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toDocumentObject(row: DocumentRow, opts: { includeText: boolean }) {
  const completed = row.status === 'completed';
  const result = completed
    ? {
        ...(opts.includeText ? { text: row.result_text ?? '' } : {}),
        confidence: row.result_confidence ?? 0,
        pages: row.result_pages ?? 0,
        language: row.result_language ?? row.language ?? '',
      }
    : null;
  return {
    id: row.id,
    object: 'document' as const,
    livemode: row.mode === 'live',
    status: row.status,
    filename: row.filename,
    content_type: row.content_type,
    size_bytes: Number(row.size_bytes),
    language: row.language,
    webhook_url: row.webhook_url,
    pages: row.pages_selected,
    pages_total: row.pages_total,
    pages_done: row.pages_done,
    pages_failed: row.pages_failed,
    created_at: row.created_at.toISOString(),
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    result,
    error: row.status === 'failed' ? { code: row.error_code ?? 'internal_error', message: row.error_message ?? '' } : null,
  };
}

/** The document object as it goes over the wire (also what `docrec submit` reads back). */
export type DocumentObject = ReturnType<typeof toDocumentObject>;
