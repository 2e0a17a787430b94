// The API's document object (API.md "Document object") as PostgreSQL writes it: the same bytes
// JSON.stringify(toDocumentObject(row)) makes (services/documents/document-view.ts), key for key.
//
// Why twice: the two reads clients poll hardest (GET /v1/documents/{id} and the list) answer
// with this text as it comes from the database. Decoding a row into JavaScript values (dates
// above all), building the object and stringifying it again cost the event loop more than the
// rest of such a request, and a document's text is never held twice over. The database
// (PostgreSQL, or PGlite on its own thread) writes it in C instead. test/integration/
// document-json.test.ts holds the two writers to the same bytes on rows of every kind.
//
// How each kind of value matches JSON.stringify: strings through to_json (JSON's escapes);
// booleans and integers as text; a double through float8's shortest round-trip form (the same
// digits as JavaScript's; confidences are rounded to 4 decimals, so never in the range where
// the two put exponents differently); timestamps as toISOString() writes them, in UTC to the
// millisecond, truncated as pg's Date is; SQL NULL as null.

/** A JSON string or null. */
const str = (column: string) => `coalesce(to_json(${column})::text, 'null')`;
/** An integer (int, bigint) or null. */
const int = (column: string) => `coalesce((${column})::text, 'null')`;
/** An ISO 8601 UTC timestamp string with milliseconds, or null. */
const iso = (column: string) => `coalesce(to_char(${column} at time zone 'UTC', '\\"YYYY-MM-DD"T"HH24:MI:SS.MS"Z\\"'), 'null')`;

/**
 * A SQL expression: the document object of the row `row` (a table alias, or NEW in a trigger),
 * as JSON text (one line, no spaces, keys in toDocumentObject's order); `includeText` adds
 * result.text (not in lists).
 */
export function documentJsonSql(includeText: boolean, row = 'd'): string {
  const d = (column: string) => `${row}.${column}`;
  const text = includeText ? `'{"text":', ${str(`coalesce(${d('result_text')}, '')`)}, ',"confidence":'` : `'{"confidence":'`;
  const result =
    `case when ${d('status')} = 'completed' then concat(${text}, coalesce(${d('result_confidence')}, 0)::float8::text, ` +
    `',"pages":', coalesce(${d('result_pages')}, 0)::text, ` +
    `',"language":', ${str(`coalesce(${d('result_language')}, ${d('language')}, '')`)}, '}') else 'null' end`;
  const error =
    `case when ${d('status')} = 'failed' then concat('{"code":', ${str(`coalesce(${d('error_code')}, 'internal_error')`)}, ` +
    `',"message":', ${str(`coalesce(${d('error_message')}, '')`)}, '}') else 'null' end`;
  const fields: [string, string][] = [
    ['id', str(d('id'))],
    ['object', `'"document"'`],
    ['livemode', `(${d('mode')} = 'live')::text`],
    ['status', str(d('status'))],
    ['filename', str(d('filename'))],
    ['content_type', str(d('content_type'))],
    ['size_bytes', int(d('size_bytes'))],
    ['language', str(d('language'))],
    ['webhook_url', str(d('webhook_url'))],
    ['pages', str(d('pages_selected'))],
    ['pages_total', int(d('pages_total'))],
    ['pages_done', int(d('pages_done'))],
    ['pages_failed', int(d('pages_failed'))],
    ['created_at', iso(d('created_at'))],
    ['started_at', iso(d('started_at'))],
    ['completed_at', iso(d('completed_at'))],
    ['result', `(${result})`],
    ['error', `(${error})`],
  ];
  // One concat() call: a chain of || would copy the growing text (the document's, too) at every step.
  return `concat('{', ${fields.map(([key, value], i) => `'${i === 0 ? '' : ','}${JSON.stringify(key)}:', ${value}`).join(', ')}, '}')`;
}

/**
 * The same object for the row aliased `d`, read from its object_json (the object without its
 * text, kept by a trigger: document-object-column.ts) where it has one; with `includeText` the
 * text goes in before the confidence. The key `"result":{"confidence":` cannot occur anywhere else in the object:
 * inside a JSON string every quote is escaped. Rows older than the column are written here.
 */
export function storedDocumentJsonSql(includeText: boolean): string {
  const stored = 'd.object_json';
  const withText = `replace(${stored}, '"result":{"confidence":', concat('"result":{"text":', ${str(`coalesce(d.result_text, '')`)}, ',"confidence":'))`;
  return `coalesce(${includeText ? withText : stored}, ${documentJsonSql(includeText)})`;
}
