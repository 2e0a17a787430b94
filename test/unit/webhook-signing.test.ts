// Signatures computed independently here (node:crypto, spelled out) and compared with ours, plus
// the body's key order and the authority used for per-target limits.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { attemptBody } from '../../src/webhooks/event-body.js';
import { deliveryHeaders, serviceSignature, standardSignature } from '../../src/webhooks/signing.js';
import { targetOf } from '../../src/domain/webhook-target.js';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('signatures', () => {
  it('X-Service-Signature is hex HMAC-SHA256 keyed by the whole whsec_ string', () => {
    const body = Buffer.from('{"event":"document.completed"}');
    const expected = createHmac('sha256', secret).update(body).digest('hex');
    expect(serviceSignature(secret, body)).toBe(expected);
    expect(serviceSignature(secret, body)).toMatch(/^[0-9a-f]{64}$/);
    expect(serviceSignature(`${secret}x`, body)).not.toBe(expected);
  });

  it('webhook-signature follows Standard Webhooks: v1, base64 HMAC of id.timestamp.body, decoded key', () => {
    // The example from the Standard Webhooks specification's reference tests.
    const sig = standardSignature(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(sig).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('adds X-Service-Signature-Previous only while a rotated secret is valid', () => {
    const base = { eventId: 'evt_1', event: 'document.failed', attempt: 2, timestamp: 1, body: Buffer.from('{}'), secret };
    const now = deliveryHeaders({ ...base, previousSecret: undefined });
    expect(now['x-service-signature-previous']).toBeUndefined();
    expect(now).toMatchObject({
      'x-service-event': 'document.failed',
      'x-service-event-id': 'evt_1',
      'webhook-id': 'evt_1',
      'x-service-delivery-attempt': '2',
      'webhook-timestamp': '1',
      'user-agent': 'docrec-webhooks/1',
    });
    const rotated = deliveryHeaders({ ...base, previousSecret: 'whsec_old' });
    expect(rotated['x-service-signature-previous']).toBe(createHmac('sha256', 'whsec_old').update('{}').digest('hex'));
  });
});

describe('attempt body', () => {
  it('restores the documented key order whatever order the database returned', () => {
    const stored = {
      result: { language: 'en', pages: 1, text: 'hi', confidence: 0.9 },
      status: 'completed',
      livemode: true,
      event_id: 'evt_1',
      created_at: 'c',
      completed_at: 'd',
      document_id: 'doc_1',
      event: 'document.completed',
    };
    const body = JSON.parse(attemptBody(stored, new Date('2026-11-21T10:00:04.300Z')).toString());
    expect(Object.keys(body)).toEqual([
      'event',
      'event_id',
      'livemode',
      'sent_at',
      'document_id',
      'status',
      'created_at',
      'completed_at',
      'result',
    ]);
    expect(Object.keys(body.result)).toEqual(['text', 'confidence', 'pages', 'language']);
    expect(body.sent_at).toBe('2026-11-21T10:00:04.300Z');
  });

  it('accepts the payload as JSON text too and keeps unknown keys', () => {
    const body = JSON.parse(attemptBody('{"extra":1,"event":"x"}', new Date(0)).toString());
    expect(Object.keys(body)).toEqual(['event', 'sent_at', 'extra']);
  });
});

describe('targetOf', () => {
  it.each([
    ['https://Hooks.Example.com/a?b', 'hooks.example.com'],
    ['http://127.0.0.1:8080/x', '127.0.0.1:8080'],
    ['http://[::1]:9/x', '[::1]:9'],
    ['https://user:pw@h.example/p', 'h.example'],
    ['https://h.example:443#frag', 'h.example'],
    ['http://h.example:443/', 'h.example:443'],
    ['not a url', ''],
  ])('%s → %s', (url, target) => {
    expect(targetOf(url)).toBe(target);
  });
});
