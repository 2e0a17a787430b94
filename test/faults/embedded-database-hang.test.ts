// The embedded database (PGlite in its own thread, src/store/embedded/) held by a long query: a
// request does not wait behind it for more than about a second but gets 503 service_unavailable
// with Retry-After, as with a PostgreSQL that stopped answering (backend-faults.test.ts), and the
// server serves again once the query is over. (A thread that dies: embedded-database-thread.test.ts.)
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { getPath as get } from '../support/raw-http.js';

/** A request's wait for the connection is bounded at 1 s (src/store/postgres-pool.ts), with room for a loaded machine. */
const HUNG_BOUND_MS = 2500;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer('pglite');
});
afterAll(async () => t?.stop());

describe('the embedded database busy with a long query', () => {
  it('answers 503 with Retry-After within about a second, and serves again afterwards', async () => {
    const unseen = (await t.createKey('default', 'secret')).key; // authenticating it needs the database
    expect((await get(t.url, '/v1/documents', t.secretKey)).status).toBe(200);

    const held = sql`select pg_sleep(6)`.execute(t.server.deps.database.db); // work outside a request
    await new Promise((resolve) => setTimeout(resolve, 200));
    const replies = [
      ['GET /v1/documents', await get(t.url, '/v1/documents', t.secretKey)],
      ['GET /v1/account, key never seen', await get(t.url, '/v1/account', unseen)],
    ] as const;
    for (const [what, r] of replies) {
      console.info(`embedded database busy, ${what}: ${r.status} in ${Math.round(r.ms)} ms`);
      expect({ status: r.status, code: r.json?.error?.code }, what).toEqual({ status: 503, code: 'service_unavailable' });
      expect(r.headers['retry-after'], what).toMatch(/^[1-9]\d*$/);
      expect(r.ms, what).toBeLessThan(HUNG_BOUND_MS);
    }

    await held;
    expect((await get(t.url, '/v1/documents', t.secretKey)).status).toBe(200);
    expect((await get(t.url, '/v1/account', unseen)).status).toBe(200);
  }, 60_000);
});
