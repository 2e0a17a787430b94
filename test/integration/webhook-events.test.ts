// Webhook events end to end: real documents recognized by a real server on PostgreSQL, events
// delivered by the dispatcher over real sockets to a loopback receiver, and the /v1/webhooks
// endpoints (delivery log, retry, secret rotation). Every response is checked against the
// OpenAPI document and every webhook body against its event schema.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { call, type Reply } from '../support/http.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { validateResponse, validateWebhookPayload } from '../support/openapi-validator.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startWebhookReceiver, type ReceivedHook, type Reply as HookReply, type WebhookReceiver } from '../support/webhook-receiver.js';
import { bornDigitalPdf, corruptPdf } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { combinePages } from '../../src/domain/document-result.js';
import { newId } from '../../src/domain/ids.js';

// ---------------------------------------------------------------------------------------------
// Setup: two servers (they differ only in the retry schedule) and one receiver for all tests.
// Each test uses its own receiver paths, so no test sees another's hooks.

const work = makeWorkDir();
const BASE_ENV = { WEBHOOK_ALLOW_PRIVATE: 'true', PARTIAL_PAGES: '5' };
/** Retries 1 s after a failure: time enough to act on a pending retry (delete it). */
let main: TestServer;
/** Retries every 100 ms: a delivery uses up its 5 attempts and is `failed` within a second. */
let fast: TestServer;
let receiver: WebhookReceiver;
let corrupt: string;

/** How the receiver answers each path; paths nobody registered get 200 at once. */
const replies = new Map<string, (hook: ReceivedHook, index: number) => HookReply>();

interface Client {
  url: string;
  secretKey: string;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver((hook, index) => replies.get(hook.path)?.(hook, index) ?? { status: 200 });
  [main, fast] = await Promise.all([
    startTestServer('postgres', { ...BASE_ENV, WEBHOOK_RETRY_DELAYS: '1s,2s,2s,2s' }),
    startTestServer('postgres', { ...BASE_ENV, WEBHOOK_RETRY_DELAYS: '100ms,100ms,100ms,100ms' }),
  ]);
  corrupt = corruptPdf(work.dir);
});

afterAll(async () => {
  await Promise.all([main?.stop(), fast?.stop()]);
  await receiver?.close();
  work.cleanup();
});

// ---------------------------------------------------------------------------------------------
// Helpers

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh enterprise account on `s`: the bootstrap (pro) account's 60 req/min is too few to poll with. */
async function enterprise(s: TestServer): Promise<Client> {
  const account = await s.createAccount('enterprise', { rpm: 100_000 });
  return { url: s.url, secretKey: account.secretKey };
}

/** A request whose answer must match the OpenAPI document, whatever its status. */
async function request(c: Client, method: 'GET' | 'POST' | 'DELETE', path: string, key = c.secretKey): Promise<Reply> {
  const r = await call(`${c.url}${path}`, { method, key });
  const contentType = r.headers.get('content-type') ?? undefined;
  validateResponse({ method, path, status: r.status, ...(contentType ? { contentType } : {}), body: r.json ?? r.text });
  return r;
}

function expectError(r: Reply, status: number, code: string, param?: string): void {
  expect(r.status, r.text).toBe(status);
  expect(r.json.error.code).toBe(code);
  if (param !== undefined) expect(r.json.error.param).toBe(param);
}

const listDeliveries = (c: Client, query: Record<string, string> = {}, key?: string) =>
  request(c, 'GET', `/v1/webhooks/deliveries?${new URLSearchParams(query)}`, key);

/** Polls a document's delivery (it has exactly one here) until `until` holds. */
async function waitForDelivery(c: Client, documentId: string, until: (d: any) => boolean, timeoutMs = 20_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await listDeliveries(c, { document_id: documentId });
    expect(r.status, r.text).toBe(200);
    const d = r.json.data[0];
    if (d && until(d)) return d;
    if (Date.now() > deadline) throw new Error(`delivery of ${documentId} never matched: ${JSON.stringify(r.json.data)}`);
    await sleep(50);
  }
}

/** Uploads the corrupt PDF (fails fast with one document.failed event) with its webhook on `path`. */
async function uploadCorrupt(c: Client, path: string, key = c.secretKey): Promise<string> {
  return (await uploadFile(c, corrupt, { webhook_url: `${receiver.url}${path}` }, key)).json.id;
}

/** X-Service-Signature as a receiver computes it: hex HMAC-SHA256 of the raw bytes, keyed by the whole whsec_ string. */
const hmac = (secret: string, raw: Buffer) => createHmac('sha256', Buffer.from(secret, 'utf8')).update(raw).digest('hex');

const header = (hook: ReceivedHook, name: string) => hook.headers[name] as string | undefined;

/** The body as sent: parsed from the exact bytes, so validation sees what a receiver sees. */
const bodyOf = (hook: ReceivedHook) => JSON.parse(hook.raw.toString('utf8'));

function standardHeaders(hook: ReceivedHook): Record<string, string> {
  return {
    'webhook-id': header(hook, 'webhook-id') ?? '',
    'webhook-timestamp': header(hook, 'webhook-timestamp') ?? '',
    'webhook-signature': header(hook, 'webhook-signature') ?? '',
  };
}

/** The fields API.md lists for a delivery item, nothing more. */
const DELIVERY_FIELDS = [
  'id',
  'event_id',
  'event',
  'document_id',
  'url',
  'status',
  'attempts',
  'next_attempt_at',
  'last_attempt_at',
  'last_status_code',
  'last_error',
].sort();

// ---------------------------------------------------------------------------------------------

describe('events a document produces', () => {
  it('a 17-page PDF sends document.partial for 1-5, 6-10, 11-15, 16-17 in arrival order, then document.completed', async () => {
    const c = await enterprise(main);
    const path = '/t1-partials';
    // Each answer takes 200 ms: were one document's events sent concurrently, arrivals would bunch up.
    const ANSWER_MS = 200;
    replies.set(path, () => ({ status: 200, delayMs: ANSWER_MS }));
    const pdf = bornDigitalPdf(work.dir, 17, 't1-born-digital');
    const { id } = (await uploadFile(c, pdf.path, { webhook_url: `${receiver.url}${path}` })).json;

    const hooks = await receiver.waitFor(path, 5, 60_000);
    const doc = await waitForDocument(c, id);
    expect(doc).toMatchObject({ status: 'completed', pages_total: 17, pages_done: 17 });
    await sleep(1000); // nothing may follow document.completed
    expect(receiver.on(path)).toHaveLength(5);

    const bodies = hooks.map(bodyOf);
    for (const b of bodies) validateWebhookPayload(b);
    // Arrival order (the receiver's array), not database order.
    expect(bodies.map((b) => b.event)).toEqual([...Array(4).fill('document.partial'), 'document.completed']);
    for (let i = 1; i < hooks.length; i++) {
      expect(hooks[i]!.at - hooks[i - 1]!.at, `hook ${i} arrived before hook ${i - 1} was answered`).toBeGreaterThanOrEqual(ANSWER_MS - 10);
    }
    hooks.forEach((h, i) => {
      expect(header(h, 'x-service-event')).toBe(bodies[i].event);
      expect(header(h, 'x-service-event-id')).toBe(bodies[i].event_id);
      expect(header(h, 'x-service-delivery-attempt')).toBe('1');
    });

    const partials = bodies.slice(0, 4);
    expect(partials.map((p) => p.page_range)).toEqual([
      { first: 1, last: 5 },
      { first: 6, last: 10 },
      { first: 11, last: 15 },
      { first: 16, last: 17 },
    ]);
    expect(partials.map((p) => p.result.pages)).toEqual([5, 5, 5, 2]);
    for (const p of partials) {
      expect(p).toMatchObject({
        status: 'processing',
        completed_at: null,
        pages_total: 17,
        document_id: id,
        livemode: true,
        created_at: doc.created_at,
      });
      expect(p.result.text).toBe(pdf.pages.slice(p.page_range.first - 1, p.page_range.last).join('\f'));
    }

    const completed = bodies[4];
    expect(completed).toMatchObject({
      status: 'completed',
      document_id: id,
      created_at: doc.created_at,
      completed_at: doc.completed_at,
      result: doc.result,
    });
    expect(completed).not.toHaveProperty('page_range');
    // A client joining the blocks (as combinePages joins pages) gets the full text.
    const joined = combinePages(
      partials.map((p, i) => ({ page: i + 1, text: p.result.text, confidence: p.result.confidence, language: p.result.language })),
    );
    expect(joined.text).toBe(completed.result.text);
    expect(completed.result.text).toBe(pdf.pages.join('\f'));

    const eventIds = bodies.map((b) => b.event_id);
    expect(new Set(eventIds).size).toBe(5);
    for (const e of eventIds) expect(e).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
  }, 120_000);

  it('a corrupt PDF sends one document.failed: status failed, result null, error invalid_document', async () => {
    const c = await enterprise(main);
    const path = '/t2-failed';
    const id = await uploadCorrupt(c, path);
    const [hook] = await receiver.waitFor(path, 1, 30_000);
    const doc = await waitForDocument(c, id);
    expect(doc.status).toBe('failed');

    const body = bodyOf(hook!);
    validateWebhookPayload(body);
    expect(body).toMatchObject({
      event: 'document.failed',
      document_id: id,
      livemode: true,
      status: 'failed',
      result: null,
      created_at: doc.created_at,
      completed_at: doc.completed_at,
      error: { code: 'invalid_document', message: doc.error.message },
    });
    expect(body.completed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.error.message).not.toBe('');
    expect(Date.parse(body.sent_at)).toBeGreaterThanOrEqual(Date.parse(body.completed_at));
    expect(header(hook!, 'x-service-event')).toBe('document.failed');
    expect(header(hook!, 'x-service-event-id')).toBe(body.event_id);
    expect(header(hook!, 'x-service-delivery-attempt')).toBe('1');
    expect(header(hook!, 'user-agent')).toBe('docrec-webhooks/1');
    expect(header(hook!, 'content-type')).toBe('application/json');

    // Exactly one event, delivered once.
    const delivered = await waitForDelivery(c, id, (d) => d.status === 'succeeded');
    expect(delivered).toMatchObject({ event: 'document.failed', event_id: body.event_id, attempts: 1, last_status_code: 200 });
    expect((await listDeliveries(c, { document_id: id })).json.data).toHaveLength(1);
    expect(receiver.on(path)).toHaveLength(1);
  });

  it('deleting a document cancels its pending retry: no second attempt, and the delivery is gone', async () => {
    const c = await enterprise(main);
    const path = '/t3-deleted';
    replies.set(path, () => ({ status: 500 }));
    const id = await uploadCorrupt(c, path);
    await receiver.waitFor(path, 1, 30_000);
    // The 500 is recorded with a retry due 1 s later; delete inside that window.
    const pending = await waitForDelivery(c, id, (d) => d.attempts === 1);
    expect(pending).toMatchObject({ status: 'pending', last_status_code: 500 });
    expect(pending.next_attempt_at).not.toBeNull();

    expect((await request(c, 'DELETE', `/v1/documents/${id}`)).status).toBe(204);
    expect(Date.now(), 'the deletion came after the retry was due: this run proves nothing').toBeLessThan(
      Date.parse(pending.next_attempt_at),
    );

    await sleep(3000); // three times the retry delay
    expect(receiver.on(path)).toHaveLength(1);
    const after = await listDeliveries(c, { document_id: id });
    expect(after.status).toBe(200);
    expect(after.json).toEqual({ object: 'list', data: [], has_more: false, next_cursor: null });
    expect((await request(c, 'GET', `/v1/documents/${id}`)).status).toBe(404);
  });
});

describe('/v1/webhooks endpoints', () => {
  it('GET /v1/webhooks/deliveries filters, paginates newest first, refuses bad parameters and keys without webhooks:manage', async () => {
    const c = await enterprise(fast);
    // Three delivered, one failed for good (5 × 500), then one kept pending by a slow receiver.
    const okPaths = ['/t4-ok-0', '/t4-ok-1', '/t4-ok-2'];
    replies.set('/t4-fail', () => ({ status: 500 }));
    const SLOW_MS = 6000;
    replies.set('/t4-slow', () => ({ status: 200, delayMs: SLOW_MS }));

    const okDocs: string[] = [];
    for (const p of okPaths) okDocs.push(await uploadCorrupt(c, p));
    const failDoc = await uploadCorrupt(c, '/t4-fail');
    const ok = await Promise.all(okDocs.map((d) => waitForDelivery(c, d, (x) => x.status === 'succeeded')));
    const failed = await waitForDelivery(c, failDoc, (x) => x.status === 'failed');
    const slowDoc = await uploadCorrupt(c, '/t4-slow');
    const [slowHook] = await receiver.waitFor('/t4-slow', 1, 30_000);
    const slowStart = Date.now();

    // While the slow attempt is in flight the delivery is pending: check the status filter first.
    const pendingList = await listDeliveries(c, { status: 'pending' });
    expect(pendingList.status).toBe(200);
    expect(pendingList.json.data.map((d: any) => d.document_id)).toEqual([slowDoc]);
    const slow = pendingList.json.data[0];
    expect(slow).toMatchObject({ status: 'pending', attempts: 0, last_attempt_at: null, last_status_code: null, last_error: null });
    expect(slow.event_id).toBe(bodyOf(slowHook!).event_id);

    const all = (await listDeliveries(c, { limit: '100' })).json;
    expect(all).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    const ids: string[] = all.data.map((d: any) => d.id);
    // Newest first: ids are ULIDs, so descending ids are descending creation.
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(5);
    expect(all.data.map((d: any) => d.document_id).sort()).toEqual([...okDocs, failDoc, slowDoc].sort());
    expect(all.data[0].document_id).toBe(slowDoc); // created last
    for (const d of all.data) {
      expect(Object.keys(d).sort()).toEqual(DELIVERY_FIELDS);
      expect(d.id).toMatch(/^dlv_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(d.event_id).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(d.event).toBe('document.failed');
    }

    // Filter by document: exactly that document's delivery, with its URL and outcome.
    for (const [i, doc] of okDocs.entries()) {
      const one = (await listDeliveries(c, { document_id: doc })).json;
      expect(one.data).toHaveLength(1);
      expect(one.data[0]).toMatchObject({
        id: ok[i].id,
        document_id: doc,
        url: `${receiver.url}${okPaths[i]}`,
        status: 'succeeded',
        attempts: 1,
        last_status_code: 200,
        last_error: null,
        next_attempt_at: null,
      });
      expect(one.data[0].event_id).toBe(bodyOf(receiver.on(okPaths[i]!)[0]!).event_id);
    }
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 5,
      last_status_code: 500,
      next_attempt_at: null,
      url: `${receiver.url}/t4-fail`,
    });
    expect(failed.last_error).toContain('500');
    expect(failed.last_attempt_at).not.toBeNull();

    // Filter by status (and both filters together).
    const byStatus = async (status: string, extra: Record<string, string> = {}) =>
      (await listDeliveries(c, { status, ...extra })).json.data.map((d: any) => d.id);
    expect(await byStatus('failed')).toEqual([failed.id]);
    expect(await byStatus('succeeded')).toEqual(ids.filter((id) => ok.some((o) => o.id === id)));
    expect(await byStatus('succeeded', { document_id: failDoc })).toEqual([]);
    expect(await byStatus('failed', { document_id: failDoc })).toEqual([failed.id]);
    expect(Date.now() - slowStart, 'the slow attempt must still be in flight for the pending checks').toBeLessThan(SLOW_MS);

    // Cursor pagination: limit 2 over 5 → 2, 2, 1; next_cursor is the last id shown.
    const pages: any[] = [];
    let cursor: string | null = null;
    do {
      const r: Reply = await listDeliveries(c, { limit: '2', ...(cursor ? { starting_after: cursor } : {}) });
      expect(r.status).toBe(200);
      pages.push(r.json);
      cursor = r.json.next_cursor;
    } while (cursor !== null && pages.length < 10);
    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 1]);
    expect(pages.map((p) => p.has_more)).toEqual([true, true, false]);
    expect(pages.map((p) => p.next_cursor)).toEqual([ids[1], ids[3], null]);
    expect(pages.flatMap((p) => p.data.map((d: any) => d.id))).toEqual(ids);
    const afterLast = (await listDeliveries(c, { starting_after: ids[4]! })).json;
    expect(afterLast).toMatchObject({ data: [], has_more: false, next_cursor: null });
    // Pagination within a filter.
    const s1 = (await listDeliveries(c, { status: 'succeeded', limit: '2' })).json;
    expect(s1).toMatchObject({ has_more: true, next_cursor: s1.data[1].id });
    const s2 = (await listDeliveries(c, { status: 'succeeded', limit: '2', starting_after: s1.next_cursor })).json;
    expect(s2).toMatchObject({ has_more: false, next_cursor: null });
    expect([...s1.data, ...s2.data].map((d: any) => d.id)).toEqual(await byStatus('succeeded'));

    // Bad query parameters: 400 invalid_request naming the parameter.
    expectError(await listDeliveries(c, { status: 'delivered' }), 400, 'invalid_request', 'status');
    expectError(await listDeliveries(c, { starting_after: slowDoc }), 400, 'invalid_request', 'starting_after');
    expectError(await listDeliveries(c, { starting_after: 'dlv_nope' }), 400, 'invalid_request', 'starting_after');
    expectError(await listDeliveries(c, { limit: '0' }), 400, 'invalid_request', 'limit');
    expectError(await listDeliveries(c, { document_id: failed.id }), 400, 'invalid_request', 'document_id');

    // Another account sees none of these deliveries.
    const other = await enterprise(fast);
    expect((await listDeliveries(other, { document_id: failDoc })).json.data).toEqual([]);

    // A key without webhooks:manage: 403 insufficient_scope naming it, on every /v1/webhooks endpoint.
    const restricted = (await fast.createKey('default', 'restricted', ['documents:read', 'documents:write', 'account:read'])).key;
    const defaultClient = { url: fast.url, secretKey: restricted };
    for (const r of [
      await listDeliveries(defaultClient),
      await request(defaultClient, 'POST', `/v1/webhooks/deliveries/${failed.id}/retry`),
      await request(defaultClient, 'POST', '/v1/webhooks/secret/rotate'),
    ]) {
      expectError(r, 403, 'insufficient_scope');
      expect(r.json.error.required_scope).toBe('webhooks:manage');
      expect(r.json.error.message).toContain('webhooks:manage');
    }

    // The slow attempt ends and the delivery with it: nothing is left pending.
    await waitForDelivery(c, slowDoc, (d) => d.status === 'succeeded', SLOW_MS + 15_000);
    expect(await byStatus('pending')).toEqual([]);
    expect(receiver.on('/t4-fail')).toHaveLength(5);
  }, 60_000);

  it('POST /v1/webhooks/deliveries/{id}/retry restarts a failed delivery at once, numbered from attempt 1', async () => {
    const c = await enterprise(fast);
    const path = '/t5-retry';
    let healthy = false;
    replies.set(path, () => ({ status: healthy ? 200 : 500 }));
    const id = await uploadCorrupt(c, path);
    const failed = await waitForDelivery(c, id, (d) => d.status === 'failed');
    expect(failed).toMatchObject({ attempts: 5, last_status_code: 500, next_attempt_at: null });
    const first = receiver.on(path);
    expect(first.map((h) => header(h, 'x-service-delivery-attempt'))).toEqual(['1', '2', '3', '4', '5']);
    expect(new Set(first.map((h) => header(h, 'x-service-event-id')))).toEqual(new Set([failed.event_id]));
    await sleep(300);
    expect(receiver.on(path), 'a failed delivery is not attempted again by itself').toHaveLength(5);

    // Unknown ids and other accounts' deliveries: 404, and nothing is rescheduled.
    expectError(await request(c, 'POST', `/v1/webhooks/deliveries/${newId('dlv')}/retry`), 404, 'not_found');
    expectError(await request(c, 'POST', '/v1/webhooks/deliveries/dlv_nope/retry'), 404, 'not_found');
    expectError(
      await request({ url: fast.url, secretKey: fast.secretKey }, 'POST', `/v1/webhooks/deliveries/${failed.id}/retry`),
      404,
      'not_found',
    );
    expect((await waitForDelivery(c, id, () => true)).status).toBe('failed');

    healthy = true;
    const asked = Date.now();
    const r = await request(c, 'POST', `/v1/webhooks/deliveries/${failed.id}/retry`);
    expect(r.status, r.text).toBe(202);
    expect(Object.keys(r.json).sort()).toEqual(DELIVERY_FIELDS);
    expect(r.json).toMatchObject({ id: failed.id, event_id: failed.event_id, document_id: id, status: 'pending' });

    // Promptly: the retry wakes the dispatcher; it does not wait for a poll or a retry delay.
    const hooks = await receiver.waitFor(path, 6, 2000);
    const sixth = hooks[5]!;
    expect(sixth.at - asked).toBeLessThan(2000);
    expect(header(sixth, 'x-service-delivery-attempt')).toBe('1');
    expect(header(sixth, 'x-service-event-id')).toBe(failed.event_id);
    const body = bodyOf(sixth);
    validateWebhookPayload(body);
    expect(body.event_id).toBe(failed.event_id);
    expect(Date.parse(body.sent_at)).toBeGreaterThan(Date.parse(bodyOf(hooks[4]!).sent_at));

    const done = await waitForDelivery(c, id, (d) => d.status !== 'pending');
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, last_status_code: 200, last_error: null, next_attempt_at: null });
    await sleep(300);
    expect(receiver.on(path)).toHaveLength(6);
  }, 60_000);

  it('POST /v1/webhooks/secret/rotate: deliveries are signed with the new secret and, for 24 h, the old one', async () => {
    // The bootstrap account: its live secret (main.webhookSecret) is the one rotated. A handful of requests only.
    const live: Client = { url: main.url, secretKey: main.secretKey };
    const oldSecret = main.webhookSecret;
    const testSecret = main.server.bootstrap!.testWebhookSecret;

    // Before any rotation: signed with the current secret, no X-Service-Signature-Previous.
    await uploadCorrupt(live, '/t6-before');
    const [before] = await receiver.waitFor('/t6-before', 1, 30_000);
    expect(header(before!, 'x-service-signature')).toBe(hmac(oldSecret, before!.raw));
    expect(before!.headers).not.toHaveProperty('x-service-signature-previous');
    new Webhook(oldSecret).verify(before!.raw, standardHeaders(before!));

    const rotatedAt = Date.now();
    const r = await request(live, 'POST', '/v1/webhooks/secret/rotate');
    expect(r.status, r.text).toBe(200);
    expect(Object.keys(r.json).sort()).toEqual(['previous_secret_expires_at', 'secret']);
    const newSecret: string = r.json.secret;
    expect(newSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newSecret).not.toBe(oldSecret);
    expect(r.json.previous_secret_expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const grace = Date.parse(r.json.previous_secret_expires_at) - rotatedAt;
    expect(Math.abs(grace - 24 * 3600_000)).toBeLessThan(60_000);

    // After: X-Service-Signature with the new secret, X-Service-Signature-Previous with the old one.
    await uploadCorrupt(live, '/t6-after');
    const [after] = await receiver.waitFor('/t6-after', 1, 30_000);
    validateWebhookPayload(bodyOf(after!));
    expect(header(after!, 'x-service-signature')).toBe(hmac(newSecret, after!.raw));
    expect(header(after!, 'x-service-signature-previous')).toBe(hmac(oldSecret, after!.raw));
    new Webhook(newSecret).verify(after!.raw, standardHeaders(after!));
    expect(() => new Webhook(oldSecret).verify(after!.raw, standardHeaders(after!))).toThrow();

    // Test mode has its own secret: rotating the live one changes nothing there.
    await uploadCorrupt(live, '/t6-test', main.testKey);
    const [test] = await receiver.waitFor('/t6-test', 1, 30_000);
    expect(bodyOf(test!).livemode).toBe(false);
    expect(header(test!, 'x-service-signature')).toBe(hmac(testSecret, test!.raw));
    expect(test!.headers).not.toHaveProperty('x-service-signature-previous');
    new Webhook(testSecret).verify(test!.raw, standardHeaders(test!));
  });
});
