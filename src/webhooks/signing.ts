// Webhook signatures (API.md "Webhooks"). X-Service-Signature: lowercase hex HMAC-SHA256 of the
// exact body bytes, keyed by the whole `whsec_…` string as UTF-8. Standard Webhooks'
// webhook-signature: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed by the bytes the
// base64 after `whsec_` encodes.
import { createHmac } from 'node:crypto';

export function serviceSignature(secret: string, body: Buffer | string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

export function standardSignature(secret: string, id: string, timestamp: number, body: Buffer | string): string {
  const mac = createHmac('sha256', standardKey(secret));
  mac.update(`${id}.${timestamp}.`);
  mac.update(body);
  return `v1,${mac.digest('base64')}`;
}

interface SignedDelivery {
  eventId: string;
  event: string;
  attempt: number;
  /** Unix seconds of this attempt: webhook-timestamp, and the instant `sent_at` in the body names. */
  timestamp: number;
  body: Buffer;
  secret: string;
  previousSecret: string | undefined;
}

/** Every header of one attempt but the transport ones (Host, Content-Length). */
export function deliveryHeaders(d: SignedDelivery): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'docrec-webhooks/1',
    'x-service-signature': serviceSignature(d.secret, d.body),
    'x-service-event': d.event,
    'x-service-event-id': d.eventId,
    'x-service-delivery-attempt': String(d.attempt),
    'webhook-id': d.eventId,
    'webhook-timestamp': String(d.timestamp),
    'webhook-signature': standardSignature(d.secret, d.eventId, d.timestamp, d.body),
  };
  if (d.previousSecret !== undefined) {
    headers['x-service-signature-previous'] = serviceSignature(d.previousSecret, d.body);
  }
  return headers;
}
