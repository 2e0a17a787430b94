// verifyWebhook, the receivers' helper exported from the package root: exact-bytes HMAC check of
// X-Service-Signature, refusal of anything else, and a constant-time comparison.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Spied so the test can see the comparison is node's constant-time one (a pure unit: no port).
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, timingSafeEqual: vi.fn(real.timingSafeEqual) };
});
const { timingSafeEqual } = await import('node:crypto');
const { verifyWebhook } = await import('docrec');

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const body = '{"event":"document.completed","event_id":"evt_01JDQ","result":{"text":"Привіт"}}';
const signature = createHmac('sha256', secret).update(body, 'utf8').digest('hex');

afterEach(() => vi.mocked(timingSafeEqual).mockClear());

describe('verifyWebhook', () => {
  it('accepts the signature of the exact body, as a string or as bytes, and an array header', () => {
    expect(verifyWebhook(body, signature, secret)).toBe(true);
    expect(verifyWebhook(Buffer.from(body), signature, secret)).toBe(true);
    expect(verifyWebhook(new TextEncoder().encode(body), signature.toUpperCase(), secret)).toBe(true);
    expect(verifyWebhook(body, [signature], secret)).toBe(true);
  });

  it('refuses a changed byte, a re-serialized body, another secret and a flipped signature', () => {
    expect(verifyWebhook(body.replace('Привіт', 'Привет'), signature, secret)).toBe(false);
    expect(verifyWebhook(JSON.stringify(JSON.parse(body), null, 1), signature, secret)).toBe(false);
    expect(verifyWebhook(body, signature, `${secret}x`)).toBe(false);
    const flipped = (signature[0] === '0' ? '1' : '0') + signature.slice(1);
    expect(verifyWebhook(body, flipped, secret)).toBe(false);
  });

  it('refuses a missing or malformed header without comparing', () => {
    for (const header of [undefined, null, '', 'sha256=' + signature, signature.slice(1), `${signature}00`, 'z'.repeat(64), []]) {
      expect(verifyWebhook(body, header as string | undefined, secret)).toBe(false);
    }
    expect(timingSafeEqual).not.toHaveBeenCalled();
    expect(() => verifyWebhook(body, signature, '')).toThrow(TypeError);
  });

  it('compares with crypto.timingSafeEqual (the time does not depend on where bytes differ)', () => {
    verifyWebhook(body, signature, secret);
    verifyWebhook(body, 'f'.repeat(64), secret);
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
  });
});
