// OpenAPI paths of a completed document's structure (API.md "GET /v1/documents/{id}/markdown",
// "/tables" and "/tables/{k}").
import { ref, type Schema } from './helpers.js';
import { documentOutput } from './document-paths.js';
import { documentId, json, operation } from './operations.js';
import { responseHeaders } from './responses.js';

// Plain strings, like page numbers: anything but a table number is answered 404, not 400.
const tableNumber: Schema = {
  name: 'k',
  in: 'path',
  required: true,
  description: 'The 1-based table number in the document.',
  schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
};
const tableFormat: Schema = {
  name: 'format',
  in: 'query',
  required: false,
  description: '`csv`: the table as CSV. Absent: JSON. Any other value: 400 invalid_request.',
  schema: { type: 'string', enum: ['csv'] },
};

export const structurePaths: Record<string, Record<string, Schema>> = {
  '/v1/documents/{id}/markdown': {
    get: documentOutput(
      'getDocumentMarkdown',
      'A completed document as Markdown',
      "Azure Document Intelligence's Markdown conventions: `#` for the title and as many as a heading's level, one paragraph a " +
        'line with a blank line between, `- ` or the number for list items (two spaces a level), pipe tables or HTML tables where ' +
        'cells span, `<!-- PageHeader="…" -->`, `<!-- PageFooter="…" -->` and `<!-- PageNumber="…" -->` comments, and ' +
        '`<!-- PageBreak -->` between pages. Text that would be Markdown syntax is escaped. Generated on request and streamed.',
      'The Markdown.',
      'text/markdown; charset=utf-8',
      { type: 'string' },
    ),
  },
  '/v1/documents/{id}/tables': {
    get: operation({
      operationId: 'listDocumentTables',
      summary: 'Every table of a completed document',
      tag: 'Documents',
      scope: 'documents:read',
      description: 'In page order, each with its 1-based `index` in the document and its `page`.',
      parameters: [documentId],
      responses: { '200': json('The tables.', ref('TableList'), true) },
      errors: ['not_found', 'not_ready'],
    }),
  },
  '/v1/documents/{id}/tables/{k}': {
    get: operation({
      operationId: 'getDocumentTable',
      summary: 'One table of a completed document, as JSON or CSV',
      tag: 'Documents',
      scope: 'documents:read',
      description:
        '404 past the last table. `?format=csv`: RFC 4180 with CRLF line ends and a UTF-8 byte order mark, one ' +
        "record per table row, a spanned cell's text in its first slot and the other slots empty.",
      parameters: [documentId, tableNumber, tableFormat],
      responses: {
        '200': {
          description: 'The table.',
          headers: {
            ...responseHeaders(true),
            'Content-Disposition': {
              required: false,
              schema: { type: 'string' },
              description: 'CSV only: attachment; filename="<original name without extension>-table-<k>.csv"',
            },
          },
          content: {
            'application/json': { schema: ref('DocumentTable') },
            'text/csv; charset=utf-8': { schema: { type: 'string' } },
          },
        },
      },
      errors: ['invalid_request', 'not_found', 'not_ready'],
    }),
  },
};
