// The dashboard on the embedded database (PGlite): migration 0005, sessions, the sign-in
// failure count, key creation and an upload work there as on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { DashboardClient } from '../support/dashboard-client.js';
import { call, form, tinyPng } from '../support/http.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer('pglite');
});
afterAll(() => t?.stop());

describe('dashboard on PGlite', () => {
  it('signs in, counts a failure, creates a working key, uploads and signs out', async () => {
    const client = new DashboardClient(t.url);
    expect((await client.signIn('admin@localhost', 'not the password')).status).toBe(401);
    const failures = await t.server.deps.database.db.selectFrom('signin_failures').select('subject').execute();
    expect(failures.map((f) => f.subject).sort()).toEqual(['email:admin@localhost', 'ip:127.0.0.1']);
    expect((await client.signIn('admin@localhost', t.server.bootstrap!.dashboardPassword)).status).toBe(303);
    const csrf = await client.csrf();
    const created = await client.post('/dashboard/settings/api-keys', {
      csrf,
      type: 'restricted',
      scopes: ['account:read'],
      name: 'pglite',
    });
    const key = /data-testid="new-key">([^<]+)</.exec(created.text)![1]!;
    expect((await call(`${t.url}/v1/account`, { key })).status).toBe(200);
    const up = await client.request(`/dashboard/documents?csrf=${encodeURIComponent(csrf)}`, {
      method: 'POST',
      headers: { origin: t.url, accept: 'application/json' },
      body: form(tinyPng),
    });
    expect(up.status, up.text).toBe(202);
    const overview = await client.get('/dashboard/overview');
    expect(overview.text).toMatch(/Documents today<\/div><div class="value">1</);
    const today = new Date().toISOString().slice(0, 10);
    expect(overview.text).toContain(`<title>${today}: 1 documents, 0 pages</title>`);
    expect((await client.post('/dashboard/sign-out', { csrf })).status).toBe(303);
    expect((await client.get('/dashboard/overview')).status).toBe(303);
  });
});
