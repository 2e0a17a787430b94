// Schema components of the OpenAPI document served at GET /v1/openapi.json: documents, account,
// errors, operations (pages: openapi-page-schemas.ts, webhooks: openapi-webhook-schemas.ts;
// parameters, headers and error responses: openapi-responses.ts; paths: openapi-*-paths.ts).
// Response objects carry `additionalProperties: false` so the test validator flags any field
// API.md does not define (a misspelling or a leaked internal column) instead of ignoring it.
import { allScopes } from '../../domain/scopes.js';
import { planNames } from '../../domain/plans.js';
import { documentErrorCodes, errorRegistry, pageErrorCodes } from '../../errors.js';
import { pageSchemas } from './page-schemas.js';
import { structureSchemas } from './structure-schemas.js';

import {
  closed,
  codeAndMessage,
  confidence,
  count,
  docId,
  EXAMPLE_ULID,
  id,
  list,
  nullWhen,
  object,
  orNull,
  ref,
  timestamp,
  timestampOrNull,
  type Schema,
} from './helpers.js';
import { webhookSchemas } from './webhook-schemas.js';

export const documentStatuses = ['queued', 'processing', 'completed', 'failed'] as const;

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
      pages: { type: ['string', 'null'], description: 'The pages asked for (`pages` as sent, spaces dropped); null: all pages.' },
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
  ...structureSchemas(),
  ...webhookSchemas(),
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
  Health: closed({ status: { const: 'ok' } }),
  Readiness: closed({
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    checks: {
      type: 'object',
      additionalProperties: { type: 'boolean' },
      description:
        'One entry per dependency (database, limiter, worker pool) and `accepting` (false while ' + 'shutting down): true when ready.',
    },
  }),
};
