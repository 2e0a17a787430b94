// OpenAPI paths of documents: submit, list, read, delete, their pages and outputs (API.md).
import { ref, type Schema } from './helpers.js';
import { documentId, json, operation, pageNumber, param } from './operations.js';
import { responseHeaders } from './responses.js';

const createDocumentBody: Schema = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            contentMediaType: 'application/octet-stream',
            description: 'Exactly one. PDF, PNG, JPEG, TIFF, BMP, GIF or WebP, sniffed from the bytes. At most MAX_FILE_BYTES.',
          },
          language: { type: 'string', description: 'ISO 639-1 code (e.g. `uk`, `en`); auto-detected when absent.' },
          webhook_url: { type: 'string', format: 'uri', description: 'Absolute http(s) URL, not private/loopback/link-local.' },
          pages: {
            type: 'string',
            description:
              'Which pages to read, 1-based: numbers and ranges like `1-3,7,10-` (spaces allowed, at most 100 items). ' +
              'Only those are read, stored, counted and given in every output, each with its number in the original.',
            examples: ['1-3,7,10-'],
          },
        },
      },
      encoding: { file: { contentType: 'application/octet-stream' } },
    },
  },
};

/** A completed document in another form (text, PDF, hOCR): 404 for others' ids, 409 until completed. */
export const documentOutput = (
  operationId: string,
  summary: string,
  description: string | undefined,
  response: string,
  mediaType: string,
  schema: Schema,
  extraHeaders: Schema = {},
): Schema =>
  operation({
    operationId,
    summary,
    description,
    tag: 'Documents',
    scope: 'documents:read',
    parameters: [documentId],
    responses: {
      '200': { description: response, headers: { ...responseHeaders(true), ...extraHeaders }, content: { [mediaType]: { schema } } },
    },
    errors: ['not_found', 'not_ready'],
  });

export const documentPaths: Record<string, Record<string, Schema>> = {
  '/v1/documents': {
    post: operation({
      operationId: 'createDocument',
      summary: 'Submit a document for recognition',
      tag: 'Documents',
      scope: 'documents:write',
      description:
        'The file streams to disk. A repeat with the same Idempotency-Key and fields within 24 h returns ' +
        'the original document and status and counts nothing again.',
      parameters: [param('IdempotencyKey')],
      requestBody: createDocumentBody,
      responses: { '202': json('Accepted: the document object.', ref('Document'), true, ['Location']) },
      errors: [
        'invalid_request',
        'unsupported_language',
        'idempotency_conflict',
        'file_too_large',
        'unsupported_media_type',
        'webhook_url_forbidden',
        'quota_exceeded',
        'insufficient_storage',
      ],
    }),
    get: operation({
      operationId: 'listDocuments',
      summary: 'List documents, newest first',
      tag: 'Documents',
      scope: 'documents:read',
      description: 'Items omit `result.text`.',
      parameters: [param('Limit'), param('DocumentStartingAfter'), param('DocumentStatus')],
      responses: { '200': json('A page of documents.', ref('DocumentList'), true) },
      errors: ['invalid_request'],
    }),
  },
  '/v1/documents/{id}': {
    get: operation({
      operationId: 'getDocument',
      summary: 'Read one document',
      tag: 'Documents',
      scope: 'documents:read',
      parameters: [documentId],
      responses: { '200': json('The full document object.', ref('Document'), true) },
      errors: ['not_found'],
    }),
    delete: operation({
      operationId: 'deleteDocument',
      summary: 'Delete a document, its upload and results',
      tag: 'Documents',
      scope: 'documents:write',
      description: 'Stops processing and cancels pending webhook deliveries.',
      parameters: [documentId],
      responses: { '204': { description: 'Deleted; no body.', headers: responseHeaders(true) } },
      errors: ['not_found'],
    }),
  },
  '/v1/documents/{id}/text': {
    get: documentOutput(
      'getDocumentText',
      'Recognized text of a completed document',
      undefined,
      'The recognized text.',
      'text/plain; charset=utf-8',
      { type: 'string' },
    ),
  },
  '/v1/documents/{id}/pages': {
    get: operation({
      operationId: 'listDocumentPages',
      summary: 'Per-page results done so far',
      tag: 'Documents',
      scope: 'documents:read',
      parameters: [documentId],
      responses: { '200': json('Pages done so far, in page order.', ref('PageList'), true) },
      errors: ['not_found'],
    }),
  },
  '/v1/documents/{id}/pages/{n}': {
    get: operation({
      operationId: 'getDocumentPage',
      summary: 'One page with its layout (lines and words with boxes)',
      tag: 'Documents',
      scope: 'documents:read',
      description: 'Available as soon as the page is done; 404 for a page not done yet or out of range.',
      parameters: [documentId, pageNumber],
      responses: { '200': json('The page with its lines and words.', ref('PageDetail'), true) },
      errors: ['not_found'],
    }),
  },
  '/v1/documents/{id}/pdf': {
    get: documentOutput(
      'getDocumentPdf',
      'Searchable PDF of a completed document',
      'Every page as in the original (PDF pages keep their own content; an image becomes one page per image at its ' +
        'resolution), with the recognized words as invisible text at their boxes. Pages that had a text layer are left ' +
        'as they were. Generated on request from the stored layout and streamed.',
      'The searchable PDF.',
      'application/pdf',
      { type: 'string', format: 'binary' },
      {
        'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="<original name without extension>.pdf"' },
      },
    ),
  },
  '/v1/documents/{id}/hocr': {
    get: documentOutput(
      'getDocumentHocr',
      'Layout of a completed document as hOCR 1.2',
      'One ocr_page per page (bbox in pixels at the dpi it was read at; text-layer pages at 72), ocr_carea, ocr_par, ocr_line and ocrx_word with bbox and x_wconf; ' +
        'tables as ocr_table areas with their bbox.',
      'An XHTML hOCR document.',
      'text/html; charset=utf-8',
      { type: 'string' },
    ),
  },
};
