// The dashboard's sessions and who sees what (API.md "Dashboard"), over HTTP without a browser,
// against a real server on PostgreSQL: the session cookie and its hashed token, sign-out, the
// sign-in answers, API key and cookie kept apart, and another account's or mode's data as 404.
import { describe, expect, it } from 'vitest';
import { dashboardSuite } from '../support/dashboard-suite.js';
import { DashboardClient } from '../support/dashboard-client.js';
import { call, form, tinyPng } from '../support/http.js';

const suite = dashboardSuite();
const { signedIn } = suite;

describe('dashboard sessions and cookie', () => {
  it('sets the session cookie HttpOnly, SameSite=Strict, Path=/dashboard, not Secure on http', async () => {
    const client = new DashboardClient(suite.t.url);
    const r = await client.signIn('admin@localhost', suite.password);
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/dashboard/overview');
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^docrec_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/dashboard');
    expect(cookie).not.toContain('Secure');
    expect((await client.get('/dashboard/overview')).status).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const client = await signedIn();
    const token = client.cookie!.split('=')[1]!;
    const rows = await suite.t.server.deps.database.db.selectFrom('dashboard_sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('ends the session at sign-out: a replayed cookie is signed out', async () => {
    const client = await signedIn();
    const stolen = client.cookie!;
    const out = await client.post('/dashboard/sign-out', { csrf: await client.csrf() });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/docrec_session=; .*Max-Age=0/);
    const replay = new DashboardClient(suite.t.url);
    replay.cookie = stolen;
    const page = await replay.get('/dashboard/settings/api-keys');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/dashboard/sign-in');
    expect(page.text).not.toContain('svc_');
  });

  it('answers an unknown email and a wrong password the same way', async () => {
    const a = await new DashboardClient(suite.t.url, '127.0.0.21').signIn('nobody@example.com', 'wrong-password-1');
    const b = await new DashboardClient(suite.t.url, '127.0.0.22').signIn('admin@localhost', 'wrong-password-1');
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    const message = (p: { text: string }) => /<p class="alert" role="alert">([^<]*)<\/p>/.exec(p.text)?.[1];
    expect(message(a)).toBe('The email or the password is wrong. Check both and try again.');
    expect(message(b)).toBe(message(a));
  });

  it('never accepts an API key, and the API never accepts the cookie', async () => {
    const page = await call(`${suite.t.url}/dashboard/overview`, { key: suite.t.secretKey, redirect: 'manual' });
    expect(page.status).toBe(303);
    const client = await signedIn();
    const api = await call(`${suite.t.url}/v1/account`, { headers: { cookie: client.cookie! } });
    expect(api.status).toBe(401);
  });
});

describe('account and mode isolation', () => {
  it("answers 404 for another account's document and for the other mode's", async () => {
    const other = await suite.t.createAccount('pro');
    const up = await call(`${suite.t.url}/v1/documents`, { method: 'POST', key: other.secretKey, body: form(tinyPng) });
    expect(up.status).toBe(202);
    const client = await signedIn();
    expect((await client.get(`/dashboard/documents/${up.json.id}`)).status).toBe(404);
    expect((await client.get(`/dashboard/documents/${up.json.id}/json`)).status).toBe(404);
    const del = await client.post(`/dashboard/documents/${up.json.id}/delete`, { csrf: await client.csrf() });
    expect(del.status).toBe(404);
    const mine = await call(`${suite.t.url}/v1/documents`, { method: 'POST', key: suite.t.secretKey, body: form(tinyPng) });
    expect((await client.get(`/dashboard/documents/${mine.json.id}`)).status).toBe(200);
    await client.post('/dashboard/mode', { csrf: await client.csrf(), mode: 'test' });
    expect((await client.get(`/dashboard/documents/${mine.json.id}`)).status).toBe(404);
    const list = await client.get('/dashboard/documents');
    expect(list.text).not.toContain(mine.json.id);
  });

  it("answers 404 for another account's webhook delivery, and redelivers nothing", async () => {
    const db = suite.t.server.deps.database.db;
    const other = await suite.t.createAccount('pro');
    const doc = await call(`${suite.t.url}/v1/documents`, { method: 'POST', key: other.secretKey, body: form(tinyPng) });
    const id = 'dlv_01JB0000000000000000000001';
    await db
      .insertInto('webhook_deliveries')
      .values({
        id,
        event_id: 'evt_2',
        event: 'document.completed',
        account_id: other.id,
        mode: 'live',
        document_id: doc.json.id,
        url: 'https://example.com/hook',
        payload: '{}',
        status: 'failed',
      })
      .execute();
    const client = await signedIn();
    expect((await client.get(`/dashboard/settings/webhooks/deliveries/${id}`)).status).toBe(404);
    expect((await client.post(`/dashboard/settings/webhooks/deliveries/${id}/redeliver`, { csrf: await client.csrf() })).status).toBe(404);
    const row = await db.selectFrom('webhook_deliveries').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect((await client.get('/dashboard/settings/webhooks')).text).not.toContain(id);
  });
});
