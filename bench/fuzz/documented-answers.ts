// What API.md allows as the end of an upload, written out here rather than imported from
// src/errors.ts, so a code the server invents is caught instead of trusted: a 4xx with a code
// of the error table at that code's status, or 202 and then `completed` (its failed pages with
// a page code) or `failed` with a document code. `internal_error` is documented, but as "a
// bug", so the fuzz counts it as a finding like a 5xx.

/** API.md's error table, the statuses an upload can meet (500 internal_error left out: a bug). */
const UPLOAD_REJECTIONS: Record<string, number> = {
  invalid_request: 400,
  unsupported_language: 400,
  unauthorized: 401,
  insufficient_scope: 403,
  file_too_large: 413,
  unsupported_media_type: 415,
  rate_limit_exceeded: 429,
  quota_exceeded: 429,
  insufficient_storage: 507,
};

/** `error.code` of a failed document (API.md, GET /v1/documents/{id}), internal_error left out. */
const DOCUMENT_FAILURES = new Set([
  'invalid_document',
  'too_many_pages',
  'no_pages_selected',
  'image_too_large',
  'unsupported_media_type',
  'processing_timeout',
  // Only when every page fails: the code of the first failed page.
  'invalid_page',
]);

/** A failed page's `error.code` (API.md, GET /v1/documents/{id}/pages). */
const PAGE_FAILURES = new Set(['processing_timeout', 'image_too_large', 'invalid_page']);

/** Why an upload's answer breaks the contract, or undefined when it keeps it. */
export function rejectionProblem(status: number, body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  if (typeof code !== 'string') return `status ${status} without an error code`;
  if (UPLOAD_REJECTIONS[code] === undefined) return `undocumented code ${code} (status ${status})`;
  if (UPLOAD_REJECTIONS[code] !== status) return `code ${code} with status ${status}, documented as ${UPLOAD_REJECTIONS[code]}`;
  return undefined;
}

export function failureProblem(code: unknown): string | undefined {
  if (code === 'internal_error') return 'failed with internal_error (a bug, by API.md)';
  return typeof code === 'string' && DOCUMENT_FAILURES.has(code) ? undefined : `failed with undocumented code ${String(code)}`;
}

export function pageProblem(code: unknown): string | undefined {
  return typeof code === 'string' && PAGE_FAILURES.has(code) ? undefined : `a page failed with undocumented code ${String(code)}`;
}
