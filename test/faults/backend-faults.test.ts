// Backends out from under the running server (real PostgreSQL, real sockets). PostgreSQL
// unreachable (through test/support/tcp-proxy.ts, closed and reopened on the same port): uploads
// and reads get 503 service_unavailable with Retry-After within 1 s, an upload that could not be
// recorded gets no 202 and leaves no file, and once the database is back the document list never
// shows it. PostgreSQL that stops answering (the proxy hung: connections accepted and kept,
// nothing returned): the same 503 within about a second, not a hang. Redis unreachable from the very start: the server starts and serves, no 5xx
// (scale-redis-outage.test.ts covers Redis dying and coming back under a running server).
// Disks: disk-faults.test.ts; leftovers swept at start-up: startup-sweep.test.ts.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseUrl, type TestServer } from '../support/server.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { entries, entriesWithin, getPath as get, postFile, type RawReply } from '../support/raw-http.js';

const BOUND_MS = 1000;
const target = new URL(testDatabaseUrl);
const proxyToPostgres = (port?: number) =>
  startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432), ...(port ? { port } : {}) });
/** The test database's URL with the proxy's address in place of PostgreSQL's. */
const through = (proxy: TcpProxy) => Object.assign(new URL(testDatabaseUrl), { host: `127.0.0.1:${proxy.port}` }).toString();

const upload = (url: string, key: string) => postFile(url, key, 256 * 1024);

function expectUnavailableWithin(r: RawReply, what: string): void {
  console.info(`${what}: ${r.status} in ${Math.round(r.ms)} ms`);
  expect({ status: r.status, code: r.json?.error?.code }, what).toEqual({ status: 503, code: 'service_unavailable' });
  expect(r.headers['retry-after'], what).toMatch(/^[1-9]\d*$/);
  expect(r.ms, what).toBeLessThan(BOUND_MS);
}

/** A server whose PostgreSQL is reached through a TCP proxy the test can close or hang, then reopen on the same port. */
function serverBehindProxy(): { readonly t: TestServer; readonly proxy: TcpProxy; reopen(): Promise<void> } {
  let proxy: TcpProxy;
  let t: TestServer;
  beforeAll(async () => {
    proxy = await proxyToPostgres();
    t = await startTestServer('postgres', { DATABASE_BASE_URL: through(proxy) });
  });
  afterAll(async () => {
    await t?.stop(); // while the database is reachable through the (reopened) proxy
    await proxy?.close();
  });
  return {
    get t() {
      return t;
    },
    get proxy() {
      return proxy;
    },
    async reopen() {
      const port = proxy.port;
      await proxy.close(); // a hung proxy's connections die with it
      proxy = await proxyToPostgres(port);
    },
  };
}

/**
 * Before the fault: one accepted document, a key never used (authenticating it needs the
 * database), the upload directory's files, and the secret key's principal cached (5 s) by a read.
 */
async function beforeFault(t: TestServer) {
  const uploads = join(t.dataDir, 'uploads');
  const accepted = await upload(t.url, t.secretKey);
  expect(accepted.status).toBe(202);
  const unseen = (await t.createKey('default', 'secret')).key;
  const filesBefore = await entries(uploads);
  expect((await get(t.url, '/v1/documents', t.secretKey)).status).toBe(200);
  return { uploads, acceptedId: accepted.json.id as string, unseen, filesBefore };
}

/** Once the database is back, the list shows the document accepted before the fault and nothing else. */
async function expectOnlyAccepted(t: TestServer, acceptedId: string): Promise<void> {
  const list = await get(t.url, '/v1/documents', t.secretKey);
  expect(list.status).toBe(200);
  expect(list.json.data.map((d: { id: string }) => d.id)).toEqual([acceptedId]);
}

describe('PostgreSQL unreachable (TCP proxy closed)', () => {
  const db = serverBehindProxy();

  it('answers 503 with Retry-After within 1 s, stores nothing, and the list never shows the refused uploads', async () => {
    const { t } = db;
    // A cached key's upload gets past authentication, streams to disk, and fails at the accepting transaction.
    const { uploads, acceptedId, unseen, filesBefore } = await beforeFault(t);

    await db.proxy.close();
    expectUnavailableWithin(await upload(t.url, t.secretKey), 'upload, cached key (body streamed to disk first)');
    expectUnavailableWithin(await upload(t.url, unseen), 'upload, key never seen (authentication fails)');
    expectUnavailableWithin(await get(t.url, '/v1/documents', t.secretKey), 'GET /v1/documents');
    expect(await entriesWithin(uploads, filesBefore.length, BOUND_MS)).toEqual(filesBefore);
    expect((await get(t.url, '/healthz')).status).toBe(200); // the process itself is fine

    await db.reopen(); // back on the same address
    await expectOnlyAccepted(t, acceptedId);
    expect((await upload(t.url, unseen)).status).toBe(202);
  });
});

describe('PostgreSQL that stops answering (TCP proxy hung)', () => {
  // A query's wait is bounded at 1 s (src/store/postgres-pool.ts): "about a second", with room
  // for a loaded machine.
  const HUNG_BOUND_MS = 2500;
  const db = serverBehindProxy();

  it('answers reads and uploads 503 with Retry-After within about a second, stores nothing, and recovers', async () => {
    const { t } = db;
    const { uploads, acceptedId, unseen, filesBefore } = await beforeFault(t);

    db.proxy.hang();
    const replies: Array<[string, RawReply]> = [
      ['upload, cached key', await upload(t.url, t.secretKey)],
      ['upload, key never seen', await upload(t.url, unseen)],
      ['GET /v1/documents', await get(t.url, '/v1/documents', t.secretKey)],
      ['GET /v1/documents again (no connection left stuck)', await get(t.url, '/v1/documents', t.secretKey)],
      ['GET /readyz', await get(t.url, '/readyz')],
    ];
    for (const [what, r] of replies) {
      console.info(`hung PostgreSQL, ${what}: ${r.status} in ${Math.round(r.ms)} ms`);
      expect({ status: r.status, code: r.json?.error?.code ?? r.json?.status }, what).toEqual({
        status: 503,
        code: what === 'GET /readyz' ? 'unavailable' : 'service_unavailable',
      });
      if (what !== 'GET /readyz') expect(r.headers['retry-after'], what).toMatch(/^[1-9]\d*$/);
      expect(r.ms, what).toBeLessThan(HUNG_BOUND_MS);
    }
    expect(await entriesWithin(uploads, filesBefore.length, 1000)).toEqual(filesBefore);

    await db.reopen();
    await expectOnlyAccepted(t, acceptedId);
  }, 60_000);
});

describe('Redis unreachable from the start', () => {
  let t: TestServer;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, every connection attempt is refused.
    t = await startTestServer('postgres', { REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => t?.stop());

  it('starts, and answers reads and uploads without a 5xx, each within 1 s', async () => {
    const replies = [
      await get(t.url, '/v1/account', t.secretKey),
      await upload(t.url, t.secretKey),
      await get(t.url, '/v1/documents', t.secretKey),
      await get(t.url, '/v1/usage', t.secretKey),
    ];
    expect(replies.map((r) => r.status)).toEqual([200, 202, 200, 200]);
    for (const r of replies) expect(r.ms).toBeLessThan(BOUND_MS);
    // Rate-limit headers still come, from the in-process bucket.
    expect(replies[0]!.headers['x-ratelimit-limit']).toBe('60');
  });
});
