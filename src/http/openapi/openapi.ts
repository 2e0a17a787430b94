// The OpenAPI 3.1 document of the whole contract (API.md), served at GET /v1/openapi.json and
// used by the tests to check real responses. Paths are in openapi-document-paths.ts,
// openapi-structure-paths.ts and openapi-service-paths.ts, components in openapi-*-schemas.ts and
// openapi-responses.ts.
import { documentPaths } from './document-paths.js';
import { ref, type Schema } from './helpers.js';
import { headers, parameters } from './responses.js';
import { schemas } from './schemas.js';
import { servicePaths } from './service-paths.js';
import { structurePaths } from './structure-paths.js';

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
const webhook = (operationId: string, summary: string, schema: string): Schema => ({
  post: {
    operationId,
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
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [{ url: '/' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'Documents', description: 'Upload files, follow their recognition, read the results.' },
    { name: 'Webhooks', description: 'Deliveries of document events and the signing secret.' },
    { name: 'Account', description: 'The calling account: plan, limits, usage, languages.' },
    { name: 'Operations', description: 'Health, readiness, metrics and this document.' },
  ],
  paths: { ...documentPaths, ...structurePaths, ...servicePaths },
  webhooks: {
    'document.completed': webhook('onDocumentCompleted', 'A document completed.', 'WebhookEventCompleted'),
    'document.failed': webhook('onDocumentFailed', 'A document failed.', 'WebhookEventFailed'),
    'document.partial': webhook('onDocumentPartial', 'A block of pages of a large document is done.', 'WebhookEventPartial'),
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
