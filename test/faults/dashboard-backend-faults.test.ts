// The dashboard on a PostgreSQL that stops answering (a TCP proxy that keeps every connection and
// returns nothing), over real sockets: a signed-in view answers 503 with Retry-After within about
// a second, as the API does (backend-faults.test.ts), not after the 15 s bound of work outside a
// request: the dashboard goes through the same request pipeline and its query bound. HTML for
// the browser, JSON for the browser script; once the database is back, the views are too.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, testDatabaseUrl, type TestServer } from '../support/server.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { signedInClient, type DashboardClient, type Page } from '../support/dashboard-client.js';

/** A request's query is bounded at 1 s (src/store/postgres-pool.ts): about a second, with room for a loaded machine. */
const HUNG_BOUND_MS = 2000;
const target = new URL(testDatabaseUrl);
const proxyToPostgres = (port?: number) =>
  startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432), ...(port ? { port } : {}) });

let proxy: TcpProxy;
let t: TestServer;
let client: DashboardClient;

beforeAll(async () => {
  proxy = await proxyToPostgres();
  t = await startTestServer('postgres', {
    DATABASE_BASE_URL: Object.assign(new URL(testDatabaseUrl), { host: `127.0.0.1:${proxy.port}` }).toString(),
  });
  client = await signedInClient(t.url, 'admin@localhost', t.server.bootstrap!.dashboardPassword);
});
afterAll(async () => {
  await client?.close();
  await t?.stop(); // while the database is reachable through the (reopened) proxy
  await proxy?.close();
});

async function timed(path: string, headers: Record<string, string> = {}): Promise<Page & { ms: number }> {
  const started = performance.now();
  const page = await client.get(path, headers);
  return { ...page, ms: performance.now() - started };
}

it('answers a signed-in view 503 with Retry-After within about a second while PostgreSQL hangs, and recovers', async () => {
  expect((await timed('/dashboard/overview')).status).toBe(200);

  proxy.hang();
  const view = await timed('/dashboard/overview');
  const script = await timed('/dashboard/documents', { accept: 'application/json' });
  for (const [what, r] of [
    ['overview (HTML)', view],
    ['documents (JSON)', script],
  ] as const) {
    console.info(`hung PostgreSQL, dashboard ${what}: ${r.status} in ${Math.round(r.ms)} ms`);
    expect(r.status, what).toBe(503);
    expect(r.headers.get('retry-after'), what).toMatch(/^[1-9]\d*$/);
    expect(r.headers.get('content-security-policy'), what).toBeTruthy();
    expect(r.ms, what).toBeLessThan(HUNG_BOUND_MS);
  }
  expect(view.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(view.text).toContain('The database is unreachable. Try again in a few seconds.');
  expect(JSON.parse(script.text)).toEqual({
    error: { code: 'service_unavailable', message: 'The database is unreachable. Try again in a few seconds.' },
  });

  const port = proxy.port;
  await proxy.close(); // the hung connections die with it
  proxy = await proxyToPostgres(port);
  expect((await timed('/dashboard/overview')).status).toBe(200);
}, 60_000);
