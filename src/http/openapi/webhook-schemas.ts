// OpenAPI components for webhooks: the events delivered (API.md "Webhooks") and the delivery log.
import { closed, count, docId, EXAMPLE_ULID, id, list, nullWhen, ref, timestamp, timestampOrNull, type Schema } from './helpers.js';

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
const webhookEvents = ['document.completed', 'document.failed', 'document.partial'] as const;

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

const pageRange = { type: 'integer', minimum: 1 };

export function webhookSchemas(): Record<string, Schema> {
  return {
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
  };
}
