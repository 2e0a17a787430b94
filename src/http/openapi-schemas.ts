// Components of the OpenAPI document served at GET /v1/openapi.json (paths live in openapi.ts).
// Response objects carry `additionalProperties: false` so the test validator flags any field
// API.md does not define (a misspelling or a leaked internal column) instead of ignoring it.
import { allScopes } from '../domain/scopes.js';
import { planNames } from '../domain/plans.js';
import { documentErrorCodes, errorRegistry, pageErrorCodes, type ErrorCode } from '../errors.js';
import { pageSchemas } from './openapi-page-schemas.js';

import { closed, codeAndMessage, confidence, orNull, ref, type Schema } from './openapi-helpers.js';

export { ref, type Schema };

// ids.ts makes every id a prefix plus a Crockford-base32 ULID (no I, L, O, U).
const ULID = '[0-9A-HJKMNP-TV-Z]{26}';
const id = (prefix: string, example: string): Schema => ({
  type: 'string',
  pattern: `^${prefix}_${ULID}$`,
  examples: [`${prefix}_${example}`],
});
const EXAMPLE_ULID = '01JDQ3Z0Y4W8V6T5S4R3Q2P1N0';
const docId = id('doc', EXAMPLE_ULID);
const MILLIS_UTC = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$';
// API.md: ISO 8601 UTC *with milliseconds*; `date-time` alone would also accept offsets.
const timestamp: Schema = { type: 'string', format: 'date-time', pattern: MILLIS_UTC };
const timestampOrNull: Schema = { ...timestamp, type: ['string', 'null'] };
const count: Schema = { type: 'integer', minimum: 0 };

export const documentStatuses = ['queued', 'processing', 'completed', 'failed'] as const;
export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export const webhookEvents = ['document.completed', 'document.failed', 'document.partial'] as const;


const resultProperties: Record<string, Schema> = {
  text: { type: 'string' },
  confidence,
  pages: count,
  language: { type: 'string', description: 'The requested language, or the detected one.' },
};
// List items leave the (possibly huge) text out; everything else stays.
const listResultProperties = Object.fromEntries(Object.entries(resultProperties).filter(([name]) => name !== 'text'));

// API.md: `result` only when completed, `error` only when failed; `completed_at` is set exactly
// when the document is terminal (for a failed one it is when it failed).
const object = (properties: Schema): Schema => ({ type: 'object', properties });
const statusInvariants: Schema[] = [
  {
    if: object({ status: { const: 'completed' } }),
    then: object({ result: { type: 'object' } }),
    else: object({ result: { type: 'null' } }),
  },
  {
    if: object({ status: { const: 'failed' } }),
    then: object({ error: { type: 'object' } }),
    else: object({ error: { type: 'null' } }),
  },
  {
    if: object({ status: { enum: ['completed', 'failed'] } }),
    then: object({ completed_at: { type: 'string' } }),
    else: object({ completed_at: { type: 'null' } }),
  },
];

const documentSchema = (resultSchema: string, description: string): Schema =>
  closed(
    {
      id: docId,
      object: { const: 'document' },
      livemode: { type: 'boolean', description: 'false for documents made with a test key.' },
      status: { type: 'string', enum: [...documentStatuses] },
      filename: { type: 'string' },
      content_type: {
        type: 'string',
        description: 'Sniffed from the file bytes, never taken from the upload part.',
        examples: ['application/pdf'],
      },
      size_bytes: count,
      language: { type: ['string', 'null'], description: 'As requested; null when auto-detected.' },
      webhook_url: { type: ['string', 'null'], format: 'uri' },
      pages_total: { type: ['integer', 'null'], minimum: 0, description: 'null until the document is opened.' },
      pages_done: count,
      pages_failed: count,
      created_at: timestamp,
      started_at: timestampOrNull,
      completed_at: timestampOrNull,
      result: orNull(ref(resultSchema)),
      error: orNull(ref('DocumentError')),
    },
    { description, allOf: statusInvariants },
  );

const list = (item: string, paginated: boolean): Schema =>
  closed({
    object: { const: 'list' },
    data: { type: 'array', items: ref(item) },
    ...(paginated && {
      has_more: { type: 'boolean' },
      next_cursor: { type: ['string', 'null'], description: 'Pass as `starting_after`; null on the last page.' },
    }),
  });

const webhookEvent = (event: string, description: string, properties: Record<string, Schema>): Schema =>
  closed(
    {
      event: { const: event },
      event_id: { ...id('evt', EXAMPLE_ULID), description: 'Same for every attempt: dedupe by it.' },
      livemode: { type: 'boolean' },
      sent_at: { ...timestamp, description: 'Time of this attempt (signed, so the body dates the delivery).' },
      document_id: docId,
      created_at: timestamp,
      ...properties,
    },
    { description },
  );

const nullWhen = (description: string, schema: Schema): Schema => ({ ...schema, description });
const pageRange = { type: 'integer', minimum: 1 };

export const schemas: Record<string, Schema> = {
  Document: documentSchema('DocumentResult', 'A submitted document (API.md "Document object").'),
  DocumentResult: closed(resultProperties, { description: 'Present only when the document is completed.' }),
  DocumentListItem: documentSchema('DocumentListResult', 'A document as listed: `result.text` is left out.'),
  DocumentListResult: closed(listResultProperties, {
    description: 'DocumentResult without `text`: read the document or its /text for it.',
  }),
  DocumentError: codeAndMessage(documentErrorCodes),
  DocumentList: list('DocumentListItem', true),
  ...pageSchemas(pageErrorCodes),
  PageList: list('Page', false),
  Delivery: closed({
    id: id('dlv', EXAMPLE_ULID),
    event_id: id('evt', EXAMPLE_ULID),
    event: { type: 'string', enum: [...webhookEvents] },
    document_id: docId,
    url: { type: 'string', format: 'uri' },
    status: { type: 'string', enum: [...deliveryStatuses] },
    attempts: { ...count, description: 'Attempts made so far (a manual retry adds one).' },
    next_attempt_at: nullWhen('null when nothing is scheduled.', timestampOrNull),
    last_attempt_at: nullWhen('null before the first attempt.', timestampOrNull),
    last_status_code: nullWhen('null before the first attempt or when no HTTP response came back.', {
      type: ['integer', 'null'],
      minimum: 100,
      maximum: 599,
    }),
    last_error: nullWhen('Why the last attempt failed (e.g. a timeout); null otherwise.', { type: ['string', 'null'] }),
  }),
  DeliveryList: list('Delivery', true),
  SecretRotation: closed({
    secret: { type: 'string', pattern: '^whsec_', description: 'Shown once.' },
    previous_secret_expires_at: nullWhen(
      'Until then webhooks also carry X-Service-Signature-Previous; null if there was no previous secret.',
      timestampOrNull,
    ),
  }),
  Account: closed({
    id: id('acct', EXAMPLE_ULID),
    object: { const: 'account' },
    name: { type: 'string' },
    plan: { type: 'string', enum: [...planNames] },
    limits: closed({
      requests_per_minute: { type: 'integer', minimum: 1 },
      documents_per_day: nullWhen('null when unlimited.', { type: ['integer', 'null'], minimum: 0 }),
    }),
    livemode: { type: 'boolean', description: 'The mode of the key used.' },
  }),
  Usage: closed({
    object: { const: 'usage' },
    date: { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'UTC day.' },
    documents_today: count,
    documents_remaining_today: nullWhen('null when unlimited.', { type: ['integer', 'null'], minimum: 0 }),
    pages_today: count,
    requests_remaining: count,
    livemode: { type: 'boolean' },
  }),
  Language: closed({
    code: { type: 'string', pattern: '^[a-z]{2}$', description: 'ISO 639-1: what `language` accepts.' },
    tesseract: { type: 'string', description: 'The Tesseract pack (OCR_LANGUAGES names these).' },
    name: { type: 'string' },
    script: { type: 'string', description: 'As Tesseract names scripts: Latin, Cyrillic, Greek…' },
  }),
  LanguageList: closed({ object: { const: 'list' }, data: { type: 'array', items: ref('Language') } }),
  Error: closed({
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(errorRegistry) },
        message: { type: 'string' },
        param: { type: 'string', description: 'The offending field or query parameter.' },
        required_scope: { type: 'string', enum: [...allScopes] },
      },
      // API.md: a 403 names the missing scope in the body.
      if: object({ code: { const: 'insufficient_scope' } }),
      then: { required: ['required_scope'] },
    },
  }),
  WebhookEventCompleted: webhookEvent('document.completed', 'The document was processed.', {
    status: { const: 'completed' },
    completed_at: timestamp,
    result: ref('DocumentResult'),
  }),
  WebhookEventFailed: webhookEvent('document.failed', 'Processing failed.', {
    status: { const: 'failed' },
    completed_at: { ...timestamp, description: 'When it failed.' },
    result: { type: 'null' },
    error: ref('DocumentError'),
  }),
  WebhookEventPartial: webhookEvent('document.partial', 'One block of PARTIAL_PAGES pages is done, in page order.', {
    status: { const: 'processing' },
    completed_at: { type: 'null' },
    result: { ...ref('DocumentResult'), description: 'Text, confidence and language of this block only.' },
    page_range: closed({ first: pageRange, last: pageRange }),
    pages_total: { type: 'integer', minimum: 1 },
  }),
  WebhookEvent: { oneOf: [ref('WebhookEventCompleted'), ref('WebhookEventFailed'), ref('WebhookEventPartial')] },
  Health: closed({ status: { const: 'ok' } }),
  Readiness: closed({
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    checks: {
      type: 'object',
      additionalProperties: { type: 'boolean' },
      description: 'One entry per dependency (database, limiter, worker pool) and `accepting` (false while '
        + 'shutting down): true when ready.',
    },
  }),
};

const listParameter = (name: string, description: string, schema: Schema): Schema => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});
export const parameters: Record<string, Schema> = {
  RequestId: { name: 'X-Request-Id', in: 'header', required: false, description: 'Echoed when valid.', schema: { type: 'string' } },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: 'Repeat-safe submission within 24 h; reused with a different request: 409 idempotency_conflict.',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  },
  Limit: listParameter('limit', 'Page size.', { type: 'integer', minimum: 1, maximum: 100, default: 20 }),
  DocumentStartingAfter: listParameter('starting_after', 'Cursor: a document id (the previous `next_cursor`).', {
    type: 'string',
  }),
  DocumentStatus: listParameter('status', 'Only documents in this status.', { type: 'string', enum: [...documentStatuses] }),
  DeliveryDocumentId: listParameter('document_id', 'Only deliveries of this document.', { type: 'string' }),
  DeliveryStatus: listParameter('status', 'Only deliveries in this status.', { type: 'string', enum: [...deliveryStatuses] }),
  DeliveryStartingAfter: listParameter('starting_after', 'Cursor: a delivery id (the previous `next_cursor`).', {
    type: 'string',
  }),
};

const header = (description: string, schema: Schema, required = true): Schema => ({ description, required, schema });
const int = { type: 'integer', minimum: 0 };
export const headers: Record<string, Schema> = {
  'X-Request-Id': header('Echoes a valid incoming X-Request-Id, else a new one.', { type: 'string' }),
  'X-RateLimit-Limit': header('Requests per minute of the plan.', int),
  'X-RateLimit-Remaining': header('Whole requests left in the current window (0 when limited).', int),
  'X-RateLimit-Reset': header('Unix epoch seconds at which the bucket is full again.', int),
  'Retry-After': header(
    'Whole seconds until the next request can succeed (for quota_exceeded: to the next UTC midnight).',
    { type: 'integer', minimum: 1 },
  ),
  Allow: header('Methods the path supports.', { type: 'string', examples: ['GET, POST'] }),
  'WWW-Authenticate': header('Bearer challenge.', { type: 'string', pattern: '^Bearer', examples: ['Bearer'] }),
  Location: header('Path of the new document.', { type: 'string', pattern: `^/v1/documents/doc_${ULID}$` }),
};

const headerRef = (name: string): Schema => ({ $ref: `#/components/headers/${name}` });
const rateLimitHeaders = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/** Headers of any response; `authenticated` adds the rate-limit headers every such response carries. */
export function responseHeaders(authenticated: boolean, extra: string[] = []): Record<string, Schema> {
  const names = ['X-Request-Id', ...(authenticated ? rateLimitHeaders : []), ...extra];
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}

/**
 * Error responses for the given codes, one per status. Each references the Error schema and
 * narrows `code` to the codes that can occur there, so e.g. a 409 from /text must be not_ready.
 */
export function errorResponses(codes: readonly ErrorCode[], authenticated: boolean): Record<string, Schema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorRegistry[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, Schema> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    // A 401 has no account to count against; a 405 may be answered before authentication.
    const counted = authenticated && status !== 401 && status !== 405;
    const extra = [
      ...(status === 401 ? ['WWW-Authenticate'] : []),
      ...(status === 405 ? ['Allow'] : []),
      ...(status === 429 || status === 503 ? ['Retry-After'] : []),
    ];
    out[String(status)] = {
      description: statusCodes.map((c) => `\`${c}\`: ${errorRegistry[c].message}`).join(' '),
      headers: responseHeaders(counted, extra),
      content: {
        'application/json': {
          schema: {
            allOf: [ref('Error'), object({ error: object({ code: { enum: statusCodes } }) })],
          },
        },
      },
    };
  }
  return out;
}
