// The OpenAPI 3.1 document of the whole contract (API.md), served at GET /v1/openapi.json and
// used by the tests to check real responses. Components are in openapi-schemas.ts.
import type { Scope } from '../domain/scopes.js';
import type { ErrorCode } from '../errors.js';
import {
  errorResponses,
  headers,
  parameters,
  ref,
  responseHeaders,
  schemas,
  type Schema,
} from './openapi-schemas.js';

interface OperationSpec {
  operationId: string;
  summary: string;
  tag: string;
  /** Absent for the unauthenticated operational endpoints; 'any_key': any valid key, no scope. */
  scope?: Scope | 'any_key';
  description?: string;
  parameters?: Schema[];
  requestBody?: Schema;
  responses: Record<string, Schema>;
  /** Errors specific to the operation; the ones every operation can answer are added here. */
  errors?: ErrorCode[];
}

// Every authenticated route can be refused, throttled, hit a bug or a backend outage; 405 is the
// answer to another method on the same path (OpenAPI cannot attach a response to a path item).
const authenticatedErrors: ErrorCode[] = [
  'unauthorized',
  'insufficient_scope',
  'method_not_allowed',
  'rate_limit_exceeded',
  'internal_error',
  'service_unavailable',
];
const operationalErrors: ErrorCode[] = ['method_not_allowed', 'internal_error'];

function operation(spec: OperationSpec): Schema {
  const authenticated = spec.scope !== undefined;
  const anyKey = spec.scope === 'any_key';
  const scopeNote = !authenticated ? 'No authentication.' : anyKey ? 'Any valid API key; no scope needed.' : `Requires scope \`${spec.scope}\`.`;
  // A route open to any key cannot answer insufficient_scope.
  const errors = [...new Set([...(authenticated ? authenticatedErrors : operationalErrors), ...(spec.errors ?? [])])].filter(
    (code) => !(anyKey && code === 'insufficient_scope'),
  );
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: [spec.description, scopeNote].filter(Boolean).join('\n\n'),
    tags: [spec.tag],
    // OpenAPI 3.1 lets non-OAuth schemes list required roles: the scope goes there too.
    security: authenticated ? [{ bearerAuth: anyKey ? [] : [spec.scope] }] : [],
    ...(authenticated && !anyKey ? { 'x-required-scope': spec.scope } : {}),
    parameters: [{ $ref: '#/components/parameters/RequestId' }, ...(spec.parameters ?? [])],
    ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
    responses: { ...spec.responses, ...errorResponses(errors, authenticated) },
  };
}

const json = (description: string, schema: Schema, authenticated: boolean, extraHeaders: string[] = []): Schema => ({
  description,
  headers: responseHeaders(authenticated, extraHeaders),
  content: { 'application/json': { schema } },
});
const param = (name: string): Schema => ({ $ref: `#/components/parameters/${name}` });
// Plain strings: a malformed id is answered 404 like an unknown one, not 400.
const pathId = (description: string): Schema => ({ name: 'id', in: 'path', required: true, description, schema: { type: 'string' } });
const documentId = pathId('A document id (`doc_…`). Unknown ids, and those of another account or mode, get 404.');
const pageNumber: Schema = {
  name: 'n', in: 'path', required: true, description: 'The 1-based page number.', schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
};

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
        },
      },
      encoding: { file: { contentType: 'application/octet-stream' } },
    },
  },
};

const paths: Record<string, Record<string, Schema>> = {
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
        'invalid_request', 'unsupported_language', 'idempotency_conflict', 'file_too_large',
        'unsupported_media_type', 'webhook_url_forbidden', 'quota_exceeded', 'insufficient_storage',
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
    get: operation({
      operationId: 'getDocumentText',
      summary: 'Recognized text of a completed document',
      tag: 'Documents',
      scope: 'documents:read',
      parameters: [documentId],
      responses: {
        '200': {
          description: 'The recognized text.',
          headers: responseHeaders(true),
          content: { 'text/plain; charset=utf-8': { schema: { type: 'string' } } },
        },
      },
      errors: ['not_found', 'not_ready'],
    }),
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
    get: operation({
      operationId: 'getDocumentPdf',
      summary: 'Searchable PDF of a completed document',
      tag: 'Documents',
      scope: 'documents:read',
      description:
        'Every page as in the original (PDF pages keep their own content; an image becomes one page per image at its ' +
        'resolution), with the recognized words as invisible text at their boxes. Pages that had a text layer are left ' +
        'as they were. Generated on request from the stored layout and streamed.',
      parameters: [documentId],
      responses: {
        '200': {
          description: 'The searchable PDF.',
          headers: { ...responseHeaders(true), 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="<original name without extension>.pdf"' } },
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
      },
      errors: ['not_found', 'not_ready'],
    }),
  },
  '/v1/documents/{id}/hocr': {
    get: operation({
      operationId: 'getDocumentHocr',
      summary: 'Layout of a completed document as hOCR 1.2',
      tag: 'Documents',
      scope: 'documents:read',
      description: 'One ocr_page per page (bbox in pixels at the dpi it was read at; text-layer pages at 72), ocr_carea, ocr_par, ocr_line and ocrx_word with bbox and x_wconf.',
      parameters: [documentId],
      responses: {
        '200': {
          description: 'An XHTML hOCR document.',
          headers: responseHeaders(true),
          content: { 'text/html; charset=utf-8': { schema: { type: 'string' } } },
        },
      },
      errors: ['not_found', 'not_ready'],
    }),
  },
  '/v1/webhooks/deliveries': {
    get: operation({
      operationId: 'listWebhookDeliveries',
      summary: 'List webhook deliveries',
      tag: 'Webhooks',
      scope: 'webhooks:manage',
      parameters: [param('DeliveryDocumentId'), param('DeliveryStatus'), param('Limit'), param('DeliveryStartingAfter')],
      responses: { '200': json('A page of deliveries.', ref('DeliveryList'), true) },
      errors: ['invalid_request'],
    }),
  },
  '/v1/webhooks/deliveries/{id}/retry': {
    post: operation({
      operationId: 'retryWebhookDelivery',
      summary: 'Schedule an immediate new attempt (also of a failed delivery)',
      tag: 'Webhooks',
      scope: 'webhooks:manage',
      description: 'A pending delivery is made due now and keeps its attempt count. A finished one (failed, or '
        + 'succeeded and wanted again) starts a new round of up to 5 attempts numbered from 1.',
      parameters: [pathId('A delivery id (`dlv_…`).')],
      responses: { '202': json('The delivery, rescheduled.', ref('Delivery'), true) },
      errors: ['not_found'],
    }),
  },
  '/v1/webhooks/secret/rotate': {
    post: operation({
      operationId: 'rotateWebhookSecret',
      summary: "Create a new webhook secret for the key's mode",
      tag: 'Webhooks',
      scope: 'webhooks:manage',
      description: 'The secret is returned once.',
      responses: { '200': json('The new secret.', ref('SecretRotation'), true) },
    }),
  },
  '/v1/account': {
    get: operation({
      operationId: 'getAccount',
      summary: 'The account of the key',
      tag: 'Account',
      scope: 'account:read',
      responses: { '200': json('The account.', ref('Account'), true) },
    }),
  },
  '/v1/usage': {
    get: operation({
      operationId: 'getUsage',
      summary: "Today's usage (UTC) in the key's mode",
      tag: 'Account',
      scope: 'account:read',
      responses: { '200': json('Usage counters.', ref('Usage'), true) },
    }),
  },
  '/v1/languages': {
    get: operation({
      operationId: 'listLanguages',
      summary: 'Languages this server reads (OCR_LANGUAGES that are installed)',
      description: 'The values `language` accepts; without `language`, each page is detected among them.',
      tag: 'Account',
      scope: 'any_key',
      responses: { '200': json('The languages.', ref('LanguageList'), true) },
    }),
  },
  '/healthz': {
    get: operation({
      operationId: 'getHealth',
      summary: 'Liveness: the process is up',
      tag: 'Operations',
      responses: { '200': json('Up.', ref('Health'), false) },
    }),
  },
  '/readyz': {
    get: operation({
      operationId: 'getReadiness',
      summary: 'Readiness: database, limiter backend and worker pool',
      tag: 'Operations',
      responses: {
        '200': json('Ready.', { allOf: [ref('Readiness'), { type: 'object', properties: { status: { const: 'ready' } } }] }, false),
        '503': json(
          'A dependency is not ready.',
          { allOf: [ref('Readiness'), { type: 'object', properties: { status: { const: 'unavailable' } } }] },
          false,
        ),
      },
    }),
  },
  '/metrics': {
    get: operation({
      operationId: 'getMetrics',
      summary: 'Prometheus metrics',
      tag: 'Operations',
      responses: {
        '200': {
          description: 'Prometheus text exposition format.',
          headers: responseHeaders(false),
          content: { 'text/plain; version=0.0.4': { schema: { type: 'string' } } },
        },
      },
    }),
  },
  '/v1/openapi.json': {
    get: operation({
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      tag: 'Operations',
      responses: {
        '200': json(
          'The OpenAPI 3.1 document.',
          { type: 'object', required: ['openapi', 'info', 'paths'], properties: { openapi: { const: '3.1.0' } } },
          false,
        ),
      },
    }),
  },
};

const webhookHeader = (name: string, description: string, schema: Schema = { type: 'string' }, required = true): Schema => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});
const webhookHeaders: Schema[] = [
  webhookHeader('X-Service-Signature', 'Lowercase hex HMAC-SHA256 of the raw body, keyed by the whole `whsec_…` string.', {
    type: 'string',
    pattern: '^[0-9a-f]{64}$',
  }),
  webhookHeader('X-Service-Signature-Previous', 'Same, with the previous secret, while it is still valid.', { type: 'string' }, false),
  webhookHeader('X-Service-Event', 'The event kind.'),
  webhookHeader('X-Service-Event-Id', 'The event id (`evt_…`), same for every attempt.'),
  webhookHeader('X-Service-Delivery-Attempt', 'Attempt number.', { type: 'integer', minimum: 1, maximum: 5 }),
  webhookHeader('User-Agent', 'Sender.', { const: 'docrec-webhooks/1' }),
  webhookHeader('webhook-id', 'Standard Webhooks: the event id.'),
  webhookHeader('webhook-timestamp', 'Standard Webhooks: Unix seconds of this attempt.', { type: 'integer' }),
  webhookHeader('webhook-signature', 'Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`.'),
];
const webhook = (summary: string, schema: string): Schema => ({
  post: {
    summary,
    security: [],
    parameters: webhookHeaders,
    requestBody: { required: true, content: { 'application/json': { schema: ref(schema) } } },
    responses: {
      '2XX': { description: 'Delivered. Answer within WEBHOOK_TIMEOUT_MS; otherwise retried (5 attempts at most).' },
    },
  },
});

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'docrec',
    version: '1.0.0',
    description: 'Document recognition (OCR) API. Timestamps are ISO 8601 UTC with milliseconds.',
  },
  servers: [{ url: '/' }],
  security: [{ bearerAuth: [] }],
  tags: [{ name: 'Documents' }, { name: 'Webhooks' }, { name: 'Account' }, { name: 'Operations' }],
  paths,
  webhooks: {
    'document.completed': webhook('A document completed.', 'WebhookEventCompleted'),
    'document.failed': webhook('A document failed.', 'WebhookEventFailed'),
    'document.partial': webhook('A block of pages of a large document is done.', 'WebhookEventPartial'),
  },
  components: {
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description: '`svc_sk_…` (secret, live), `svc_rk_…` (restricted, live) or `svc_test_…` (test mode).',
      },
    },
    parameters,
    headers,
    schemas,
  },
};
