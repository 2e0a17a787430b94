// PostgreSQL outage over real sockets: the server reaches PostgreSQL through a TCP proxy that we
// close (listener gone, live connections cut) and reopen on the same port.
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseUrl, type TestServer } from '../support/server.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { validateResponse } from '../support/openapi-validator.js';

let t: TestServer;
let proxy: TcpProxy;
const target = new URL(testDatabaseUrl);

async function api(method: string, path: string, init: { key?: string; body?: FormData } = {}): Promise<Reply & { ms: number }> {
  const started = Date.now();
  const r = await call(`${t.url}${path}`, { method, ...init });
  validateResponse({ method, path, status: r.status, contentType: r.headers.get('content-type') ?? undefined, body: r.json });
  return { ...r, ms: Date.now() - started };
}
const uploads = async () => (await readdir(join(t.dataDir, 'uploads'))).sort();
function expectUnavailable(r: Reply & { ms: number }) {
  expect(r.status).toBe(503);
  expect(r.json.error.code).toBe('service_unavailable');
  expect(r.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(r.ms).toBeLessThan(3000);
}

beforeAll(async () => {
  proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432) });
  const viaProxy = new URL(testDatabaseUrl);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  t = await startTestServer('postgres', { DATABASE_BASE_URL: viaProxy.toString() });
});
afterAll(async () => {
  await t?.stop();
  await proxy?.close();
});

describe('PostgreSQL outage (through a TCP proxy)', () => {
  it('serves normally through the proxy', async () => {
    expect((await api('GET', '/v1/documents', { key: t.secretKey })).status).toBe(200);
    expect((await api('POST', '/v1/documents', { key: t.secretKey, body: form(tinyPng) })).status).toBe(202);
    expect((await api('GET', '/readyz')).status).toBe(200);
    expect(proxy.liveConnections).toBeGreaterThan(0); // the server's pool really goes through it
  });

  it('answers 503 service_unavailable with Retry-After while the database is unreachable', async () => {
    const port = proxy.port;
    const before = await uploads();
    await proxy.close();
    expect(proxy.liveConnections).toBe(0);

    expectUnavailable(await api('GET', '/v1/documents', { key: t.secretKey }));
    // (GET /v1/account may still answer: the key's principal, account included, is cached for 5 s.)
    expectUnavailable(await api('GET', '/v1/usage', { key: t.secretKey }));
    expectUnavailable(await api('POST', '/v1/documents', { key: t.secretKey, body: form(tinyPng) }));
    expect(await uploads()).toEqual(before);

    // Authenticated before the outage, the database fails while the file streams in: the
    // accept transaction fails and the stored file is removed.
    proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432), port });
    const status = await uploadWhileProxyCloses();
    expect(status).toBe(503);
    expect(await uploads()).toEqual(before);

    const ready = await api('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ status: 'unavailable', checks: { database: false } });
    expect(ready.ms).toBeLessThan(3000);
    expect((await api('GET', '/healthz')).status).toBe(200); // the process itself is up

    // The backend comes back on the same address: the server recovers without a restart.
    proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432), port });
    expect(proxy.port).toBe(port);
    const list = await api('GET', '/v1/documents', { key: t.secretKey });
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(1);
    const created = await api('POST', '/v1/documents', { key: t.secretKey, body: form(tinyPng) });
    expect(created.status).toBe(202);
    expect((await uploads()).length).toBe(before.length + 1);
    expect((await api('GET', '/readyz')).status).toBe(200);
  });

  it('survives the connection dropping under an in-flight query (no uncaught pg client error)', async () => {
    const port = proxy.port;
    const db = t.server.deps.database.db;
    const inflight = sql`select pg_sleep(5)`.execute(db);
    const settled = inflight.then(
      () => 'resolved',
      (err: Error) => err.message,
    );
    await sleep(150);
    await proxy.close();
    expect(await settled).toMatch(/Connection terminated/);
    // An unhandled 'error' on the pg client would surface as an uncaught exception and fail the run.
    await sleep(100);
    expectUnavailable(await api('GET', '/v1/documents', { key: t.secretKey }));
    proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432), port });
    expect((await api('GET', '/v1/documents', { key: t.secretKey })).status).toBe(200);
  });
});

/** Streams an upload over a raw socket; closes the proxy once the file is on disk, then finishes it. */
async function uploadWhileProxyCloses(): Promise<number> {
  const boundary = 'outageBoundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`);
  const data = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200_000, 7)]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + data.length + tail.length;
  const sock = net.connect(Number(new URL(t.url).port), '127.0.0.1');
  sock.on('error', () => {});
  let reply = '';
  sock.on('data', (d) => (reply += d.toString('latin1')));
  const before = (await uploads()).length;
  sock.write(
    `POST /v1/documents HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${t.secretKey}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
  );
  sock.write(Buffer.concat([head, data.subarray(0, 100_000)]));
  const until = Date.now() + 3000;
  while ((await uploads()).length === before && Date.now() < until) await sleep(10);
  expect((await uploads()).length).toBe(before + 1); // authenticated, streaming to disk
  await proxy.close();
  sock.write(Buffer.concat([data.subarray(100_000), tail]));
  const end = Date.now() + 3000;
  while (!/\r\n\r\n/.test(reply) && Date.now() < end) await sleep(10);
  sock.destroy();
  return Number(reply.split(' ')[1]);
}
