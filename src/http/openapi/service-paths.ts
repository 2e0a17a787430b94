// OpenAPI paths besides documents: webhook deliveries and secret, account, usage, languages, and
// the unauthenticated operational endpoints.
import { ref, type Schema } from './helpers.js';
import { json, operation, param, pathId } from './operations.js';
import { responseHeaders } from './responses.js';

export const servicePaths: Record<string, Record<string, Schema>> = {
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
      description:
        'A pending delivery is made due now and keeps its attempt count. A finished one (failed, or ' +
        'succeeded and wanted again) starts a new round of up to 5 attempts numbered from 1.',
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
          {
            type: 'object',
            required: ['openapi', 'info', 'paths'],
            properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
          },
          false,
        ),
      },
    }),
  },
};
