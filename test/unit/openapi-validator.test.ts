// Sample bodies checked against the OpenAPI document by test/support/openapi-validator.ts:
// validateResponse accepts what API.md allows and rejects what breaks it (fields, patterns,
// codes, statuses, content types); validateWebhookPayload does the same for the three events.
import { describe, it, expect } from 'vitest';
import { openApiDocument } from '../../src/http/openapi/openapi.js';
import { validateResponse, validateWebhookPayload } from '../support/openapi-validator.js';

type Json = Record<string, any>;

const ID = 'doc_01JDQ3Z0Y4W8V6T5S4R3Q2P1N0';
const completed = {
  id: ID,
  object: 'document',
  livemode: true,
  status: 'completed',
  filename: 'scan.pdf',
  content_type: 'application/pdf',
  size_bytes: 182734,
  language: 'uk',
  webhook_url: 'https://example.com/hook',
  pages: null,
  pages_total: 3,
  pages_done: 3,
  pages_failed: 0,
  created_at: '2026-11-21T10:00:00.000Z',
  started_at: '2026-11-21T10:00:00.100Z',
  completed_at: '2026-11-21T10:00:04.120Z',
  result: { text: 'Привіт', confidence: 0.93, pages: 3, language: 'uk' },
  error: null,
};
const queued = {
  ...completed,
  status: 'queued',
  language: null,
  webhook_url: null,
  pages_total: null,
  pages_done: 0,
  started_at: null,
  completed_at: null,
  result: null,
};
const { text: _text, ...listResult } = completed.result;
const account = {
  id: 'acct_01JDQ3Z0Y4W8V6T5S4R3Q2P1N0',
  object: 'account',
  name: 'default',
  plan: 'pro',
  limits: { requests_per_minute: 60, documents_per_day: 1000 },
  livemode: true,
};
const usage = {
  object: 'usage',
  date: '2026-11-21',
  documents_today: 12,
  documents_remaining_today: 988,
  pages_today: 140,
  requests_remaining: 59,
  livemode: true,
};
const getDoc = (body: unknown) => () =>
  validateResponse({ method: 'GET', path: `/v1/documents/${ID}`, status: 200, contentType: 'application/json', body });

// A thunk for expect(...).toThrow / .not.toThrow.
const response = (method: string, path: string, status: number, body: unknown, contentType?: string) => () =>
  validateResponse({ method, path, status, body, ...(contentType === undefined ? {} : { contentType }) });
const apiError = (code: string, extra: Json = {}) => ({ error: { code, message: 'Something.', ...extra } });

describe('validateResponse', () => {
  it('accepts correct bodies', () => {
    expect(getDoc(completed)).not.toThrow();
    expect(getDoc(queued)).not.toThrow();
    const failedAt = '2026-11-21T10:00:01.000Z';
    expect(getDoc({ ...queued, status: 'failed', completed_at: failedAt, error: apiError('too_many_pages').error })).not.toThrow();
    const list = { object: 'list', data: [{ ...completed, result: listResult }, queued], has_more: true, next_cursor: ID };
    expect(response('GET', '/v1/documents?limit=2', 200, list)).not.toThrow();
    expect(response('POST', '/v1/documents', 202, queued, 'application/json; charset=utf-8')).not.toThrow();
    expect(response('GET', '/v1/account', 200, account)).not.toThrow();
    expect(response('GET', '/v1/usage', 200, JSON.stringify(usage))).not.toThrow();
    expect(response('GET', '/v1/documents', 400, apiError('invalid_request', { param: 'limit' }))).not.toThrow();
    const scope = apiError('insufficient_scope', { required_scope: 'account:read' });
    expect(response('GET', '/v1/usage', 403, scope)).not.toThrow();
    expect(response('GET', `/v1/documents/${ID}/text`, 200, 'Привіт', 'text/plain; charset=utf-8')).not.toThrow();
    expect(response('DELETE', `/v1/documents/${ID}`, 204, '')).not.toThrow();
    const ready = { status: 'ready', checks: { database: true, limiter: true, workers: true } };
    expect(response('GET', '/readyz', 200, ready)).not.toThrow();
    expect(response('GET', '/readyz', 503, { ...ready, status: 'unavailable' })).not.toThrow();
    expect(response('OPTIONS', '/v1/account', 405, apiError('method_not_allowed'))).not.toThrow();
    expect(response('GET', '/v1/nope', 404, apiError('not_found'))).not.toThrow();
    expect(response('GET', '/v1/openapi.json', 200, openApiDocument)).not.toThrow();
  });

  it('rejects a Document missing livemode, with an extra field, or with a malformed id', () => {
    const { livemode: _livemode, ...withoutLivemode } = completed;
    expect(getDoc(withoutLivemode)).toThrow(/livemode/);
    expect(getDoc({ ...completed, account_id: 'acct_x' })).toThrow(/additionalProperty.*account_id/);
    expect(getDoc({ ...completed, id: 'doc_01JDQ3Z0Y4W8V6T5S4R3Q2P1NU' })).toThrow(/\/id must match pattern/);
    expect(getDoc({ ...completed, id: 'doc_123' })).toThrow(/\/id must match pattern/);
  });

  it('rejects bodies that break API.md in other ways', () => {
    expect(getDoc({ ...completed, created_at: '2026-11-21T10:00:00Z' })).toThrow(/created_at must match pattern/);
    expect(getDoc({ ...completed, result: null })).toThrow(/\/result must be object/);
    expect(getDoc({ ...queued, completed_at: completed.completed_at })).toThrow(/completed_at must be null/);
    expect(getDoc({ ...completed, result: { ...completed.result, confidence: 93 } })).toThrow(/maximum/);
    const listWithText = { object: 'list', data: [completed], has_more: false, next_cursor: null };
    expect(response('GET', '/v1/documents', 200, listWithText)).toThrow(/additionalProperty.*text/);
    expect(response('GET', '/v1/account', 200, { ...account, plan: 'gold' })).toThrow(/plan must be equal to one of/);
    expect(response('GET', '/readyz', 503, { status: 'ready', checks: {} })).toThrow(/status must be equal to constant/);
  });

  it('rejects an unknown error code, a code under the wrong status, and undocumented statuses', () => {
    expect(response('GET', '/v1/documents', 400, apiError('teapot'))).toThrow(/code must be equal to one of/);
    expect(response('GET', '/v1/documents', 400, apiError('not_found'))).toThrow(/code must be equal to one of/);
    expect(response('GET', '/v1/usage', 403, apiError('insufficient_scope'))).toThrow(/required_scope/);
    expect(response('GET', '/v1/account', 418, {})).toThrow(/not documented/);
    expect(response('GET', '/v1/account', 413, apiError('file_too_large'))).toThrow(/not documented/);
    expect(response('PUT', '/v1/account', 200, account)).toThrow(/only 405/);
    expect(response('GET', '/v1/nope', 200, {})).toThrow(/only 404/);
    expect(response('DELETE', `/v1/documents/${ID}`, 204, { ok: 1 })).toThrow(/no body/);
    expect(response('GET', `/v1/documents/${ID}/text`, 200, '{}', 'application/json')).toThrow(/content type/);
  });
});

describe('validateWebhookPayload', () => {
  const base = {
    event_id: 'evt_01JDQ3Z0Y4W8V6T5S4R3Q2P1N0',
    livemode: true,
    sent_at: '2026-11-21T10:00:04.300Z',
    document_id: ID,
    created_at: '2026-11-21T10:00:00.000Z',
  };
  const result = { text: 'x', confidence: 0.93, pages: 3, language: 'uk' };
  const completedEvent = { event: 'document.completed', ...base, status: 'completed', completed_at: base.sent_at, result };

  it('accepts the three events of API.md', () => {
    expect(() => validateWebhookPayload(completedEvent)).not.toThrow();
    const error = { code: 'invalid_document', message: 'Cannot open.' };
    const failed = { ...completedEvent, event: 'document.failed', status: 'failed', result: null, error };
    expect(() => validateWebhookPayload(failed)).not.toThrow();
    const partial = {
      ...completedEvent,
      event: 'document.partial',
      status: 'processing',
      completed_at: null,
      result: { ...result, pages: 10 },
      page_range: { first: 11, last: 20 },
      pages_total: 25,
    };
    expect(() => validateWebhookPayload(JSON.stringify(partial))).not.toThrow();
  });

  it('rejects a payload without event_id or with a mismatched status', () => {
    const { event_id: _eventId, ...withoutEventId } = completedEvent;
    expect(() => validateWebhookPayload(withoutEventId)).toThrow(/event_id/);
    expect(() => validateWebhookPayload({ ...completedEvent, status: 'failed' })).toThrow(/status must be equal to constant/);
    expect(() => validateWebhookPayload({ ...completedEvent, error: null })).toThrow(/additionalProperty.*error/);
  });
});
