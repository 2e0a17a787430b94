// SSRF guard of webhooks end to end (API.md "Webhooks", 422 webhook_url_forbidden): refused at
// submission (IP literals in every spelling, names by resolution), checked again at delivery after
// a fresh DNS answer (rebinding), redirects never followed, and the sender connects to the address
// our lookup checked (pinned), not to whatever the system resolver says. Real PostgreSQL, a real
// loopback receiver, real sockets; DNS is the only thing injected (StartOptions.lookup).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupFn } from '../../src/webhooks/address-guard.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const PUBLIC_IP = '93.184.215.14';
const notFound = (host: string) => Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });

/** Every call to the injected resolver, by host, in order. */
const lookups: string[] = [];
const callsFor = (host: string) => lookups.filter((h) => h === host).length;

const guardedLookup: LookupFn = async (host) => {
  lookups.push(host);
  switch (host) {
    case 'loopback.test':
      return [{ address: '127.0.0.1', family: 4 }];
    case 'mapped.test': // an IPv4-mapped IPv6 answer that goes to loopback
      return [{ address: '::ffff:127.0.0.1', family: 6 }];
    case 'mixed.test': // one good and one bad answer: connect could pick either
      return [
        { address: PUBLIC_IP, family: 4 },
        { address: '10.1.2.3', family: 4 },
      ];
    case 'rebind.test': // public for the submission check, loopback from then on
      return [{ address: callsFor('rebind.test') === 1 ? PUBLIC_IP : '127.0.0.1', family: 4 }];
    default:
      throw notFound(host);
  }
};

const openLookup: LookupFn = async (host) => {
  lookups.push(host);
  if (host === 'pinned.test') return [{ address: '127.0.0.1', family: 4 }];
  throw notFound(host);
};

let guarded: TestServer; // WEBHOOK_ALLOW_PRIVATE unset (false)
let open: TestServer; // WEBHOOK_ALLOW_PRIVATE=true
let receiver: WebhookReceiver;
let port: number;

beforeAll(async () => {
  receiver = await startWebhookReceiver((hook) => {
    if (hook.path === '/redirect') return { status: 302, headers: { Location: `${receiver.url}/internal` } };
    return { status: 200 };
  });
  port = Number(new URL(receiver.url).port);
  const fast = { WEBHOOK_RETRY_DELAYS: '200ms,200ms,200ms,200ms', WEBHOOK_TIMEOUT_MS: '3000' };
  [guarded, open] = await Promise.all([
    startTestServer('postgres', fast, { lookup: guardedLookup }),
    startTestServer('postgres', { ...fast, WEBHOOK_ALLOW_PRIVATE: 'true' }, { lookup: openLookup }),
  ]);
});
afterAll(async () => {
  await Promise.all([guarded?.stop(), open?.stop()]);
  await receiver?.close();
});

const upload = (t: TestServer, webhook_url: string, key = t.secretKey): Promise<Reply> =>
  call(`${t.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng, { webhook_url }) });

async function deliveriesOf(t: TestServer, documentId: string): Promise<any[]> {
  const r = await call(`${t.url}/v1/webhooks/deliveries?document_id=${documentId}`, { key: t.secretKey });
  expect(r.status, r.text).toBe(200);
  return r.json.data;
}

/** Polls the delivery list (gently: the bootstrap account allows 60 requests a minute). */
async function waitForDelivery(t: TestServer, documentId: string, done: (d: any) => boolean, timeoutMs = 20_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [d] = await deliveriesOf(t, documentId);
    if (d && done(d)) return d;
    if (Date.now() > deadline) throw new Error(`delivery of ${documentId} not as expected in time: ${JSON.stringify(d)}`);
    await sleep(300);
  }
}

describe('webhook_url at submission (WEBHOOK_ALLOW_PRIVATE unset)', () => {
  it('refuses loopback, unspecified, private, link-local and CGNAT targets in every spelling, and names resolving inside', async () => {
    // An account of its own with a high rate limit: this test makes ~25 requests in a burst.
    const acct = await guarded.createAccount('pro', { rpm: 1000 });
    const forbidden = [
      'http://127.0.0.1/h',
      'http://0.0.0.0/h',
      'http://[::]/h',
      'http://[::1]/h',
      'http://[::ffff:127.0.0.1]/h',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/h',
      'http://172.16.0.1/h',
      'http://192.168.1.1/h',
      'http://100.64.0.1/h',
      'http://2130706433/h', // decimal 127.0.0.1
      'http://0x7f000001/h', // hex
      'http://017700000001/h', // octal
      'http://127.1/h', // shorthand
      'http://localhost/h',
      'http://LOCALHOST.:8080/h', // case and trailing dot
      'http://api.localhost/h',
      'http://[::ffff:7f00:1]/h', // mapped, hex form
      'http://[64:ff9b::a9fe:a9fe]/h', // NAT64 of 169.254.169.254
      'http://[2002:7f00:1::]/h', // 6to4 of 127.0.0.1
      'http://[fe80::1]/h',
      'http://[fd00::1]/h',
      'http://loopback.test/h', // resolves to 127.0.0.1 (injected lookup)
      `http://loopback.test:${port}/h`,
      'http://mapped.test/h', // resolves to ::ffff:127.0.0.1
      'http://mixed.test/h', // resolves to a public and a private address
    ];
    const failures: string[] = [];
    for (const webhook_url of forbidden) {
      const r = await upload(guarded, webhook_url, acct.secretKey);
      const got = { status: r.status, code: r.json?.error?.code, param: r.json?.error?.param };
      if (JSON.stringify(got) !== JSON.stringify({ status: 422, code: 'webhook_url_forbidden', param: 'webhook_url' })) {
        failures.push(`${webhook_url} -> ${r.status} ${r.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    // The names were asked of our resolver (not answered by something else), the literals never were.
    expect(callsFor('loopback.test')).toBe(2);
    expect(callsFor('mapped.test')).toBe(1);
    expect(callsFor('mixed.test')).toBe(1);
    expect(lookups.filter((h) => !['loopback.test', 'mapped.test', 'mixed.test'].includes(h))).toEqual([]);

    // Nothing was created: no document, no outbox row, no upload file left on disk.
    const list = await call(`${guarded.url}/v1/documents?limit=100`, { key: acct.secretKey });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([]);
    const db = guarded.server.deps.database.db;
    const acctDocs = await db.selectFrom('documents').select('id').where('account_id', '=', acct.id).execute();
    expect(acctDocs).toEqual([]);
    const deliveries = await db.selectFrom('webhook_deliveries').select('id').where('account_id', '=', acct.id).execute();
    expect(deliveries).toEqual([]);
    const deadline = Date.now() + 2000;
    while ((await readdir(join(guarded.dataDir, 'uploads'))).length > 0 && Date.now() < deadline) await sleep(50);
    expect(await readdir(join(guarded.dataDir, 'uploads'))).toEqual([]);

    // A public address is accepted. Deleted at once so that, as far as possible, nothing is sent to it.
    const pub = await upload(guarded, `https://${PUBLIC_IP}/h`, acct.secretKey);
    expect(pub.status, pub.text).toBe(202);
    expect(pub.json.webhook_url).toBe(`https://${PUBLIC_IP}/h`);
    const del = await call(`${guarded.url}/v1/documents/${pub.json.id}`, { method: 'DELETE', key: acct.secretKey });
    expect(del.status).toBeLessThan(300);
  });
});

describe('webhook target at delivery time', () => {
  it('asks DNS again and refuses a name that now resolves to loopback, before connecting (rebinding)', async () => {
    const before = receiver.received.length;
    const url = `http://rebind.test:${port}/rebind`;
    const r = await upload(guarded, url);
    expect(r.status, r.text).toBe(202); // the submission check saw the public answer
    expect(callsFor('rebind.test')).toBe(1);

    // With retries 200 ms apart the delivery runs out of its 5 attempts within a few seconds.
    const d = await waitForDelivery(guarded, r.json.id, (x) => x.status !== 'pending');
    expect(d.status).toBe('failed');
    expect(d.url).toBe(url);
    expect(d.attempts).toBe(5);
    expect(d.last_status_code).toBeNull();
    expect(d.last_error).toMatch(/forbidden/i);
    // Each attempt resolved the name afresh (the submission answer was not reused).
    expect(callsFor('rebind.test')).toBeGreaterThanOrEqual(1 + d.attempts);
    const attempts = await guarded.server.deps.database.db
      .selectFrom('webhook_attempts')
      .select(['attempt', 'status_code', 'error'])
      .where('delivery_id', '=', d.id)
      .orderBy('attempt')
      .execute();
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5]);
    for (const a of attempts) {
      expect(a.status_code).toBeNull();
      expect(a.error).toMatch(/forbidden/i);
    }
    // The loopback receiver behind the rebound name never saw a byte of it.
    await sleep(300);
    expect(receiver.on('/rebind')).toEqual([]);
    expect(receiver.received.length).toBe(before);
  });

  it('does not follow a redirect to an internal address; the delivery records the 302', async () => {
    const r = await upload(open, `${receiver.url}/redirect`);
    expect(r.status, r.text).toBe(202);
    const d = await waitForDelivery(open, r.json.id, (x) => x.status !== 'pending');
    expect(d.status).toBe('failed');
    expect(d.attempts).toBe(5);
    expect(d.last_status_code).toBe(302);
    expect(d.last_error).toMatch(/redirect/i);
    const codes = await open.server.deps.database.db
      .selectFrom('webhook_attempts')
      .select('status_code')
      .where('delivery_id', '=', d.id)
      .orderBy('attempt')
      .execute();
    expect(codes.map((c) => c.status_code)).toEqual([302, 302, 302, 302, 302]);
    expect(receiver.on('/redirect')).toHaveLength(5);
    await sleep(500);
    expect(receiver.on('/internal')).toEqual([]);
  });

  it('connects through the injected lookup (pinned): a name only it knows reaches the receiver with its Host', async () => {
    const before = callsFor('pinned.test');
    const url = `http://pinned.test:${port}/pinned`;
    const r = await upload(open, url);
    expect(r.status, r.text).toBe(202);
    const [hook] = await receiver.waitFor('/pinned', 1, 20_000);
    expect(hook!.headers.host).toBe(`pinned.test:${port}`);
    expect(hook!.body.document_id).toBe(r.json.id);
    const d = await waitForDelivery(open, r.json.id, (x) => x.status !== 'pending');
    expect(d).toMatchObject({ status: 'succeeded', attempts: 1, last_status_code: 200, last_error: null });
    // Once at submission, at least once more by the sender's connect.
    expect(callsFor('pinned.test') - before).toBeGreaterThanOrEqual(2);
  });
});
