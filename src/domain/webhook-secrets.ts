// Webhook secrets use the Standard Webhooks shape: "whsec_" + base64 of 32 random bytes. Our
// X-Service-Signature is keyed by the whole string; webhook-signature by the decoded bytes.
import { randomBytes } from 'node:crypto';

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
