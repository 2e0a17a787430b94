// For receivers: checks X-Service-Signature (or X-Service-Signature-Previous) against the exact
// raw body. Exported from the package root (src/index.ts) and used by `docrec verify-webhook`.
import { timingSafeEqual } from 'node:crypto';
import { serviceSignature } from './signing.js';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * True when `signatureHeader` is the HMAC-SHA256 of `rawBody` under `secret` (the whole
 * `whsec_…` string). Pass the body bytes exactly as received, before any JSON parsing: a
 * re-serialized body differs. The comparison takes the same time wherever the first differing
 * byte is, so a forger learns nothing from timing.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | readonly string[] | null | undefined,
  secret: string,
): boolean {
  if (typeof secret !== 'string' || secret.length === 0) throw new TypeError('verifyWebhook needs the webhook secret');
  // Checked at run time (JavaScript callers pass anything); Array.isArray narrows to any[].
  const header: unknown = Array.isArray(signatureHeader) ? signatureHeader[0] : signatureHeader;
  if (typeof header !== 'string') return false;
  const given = header.trim();
  // A header of the wrong shape is refused without comparing: its length is no secret.
  if (!HEX_SHA256.test(given)) return false;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const expected = Buffer.from(serviceSignature(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
