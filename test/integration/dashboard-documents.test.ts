// Documents through the dashboard over HTTP: the API's accept path (same rules, errors, quota),
// the live status, downloads and delete, and the session's idle and absolute ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { DashboardClient } from '../support/dashboard-client.js';
import { call, form, tinyPng } from '../support/http.js';
import { createDashboardUser } from '../../src/services/accounts/dashboard-users.js';
import * as repo from '../../src/store/accounts-repo.js';

let t: TestServer;

async function userOf(plan: 'free' | 'pro', docsPerDay?: number) {
  const account = await t.createAccount(plan, docsPerDay === undefined ? {} : { docsPerDay });
  const db = t.server.deps.database.db;
  const row = (await db.selectFrom('accounts').select('name').where('id', '=', account.id).executeTakeFirstOrThrow()).name;
  const user = await createDashboardUser(db, { accountName: row, email: `${row}@example.com` });
  const client = new DashboardClient(t.url);
  expect((await client.signIn(user.user.email, user.password)).status).toBe(303);
  return { client, key: account.secretKey, csrf: await client.csrf() };
}

const upload = (client: DashboardClient, csrf: string, body: FormData) =>
  client.request(`/dashboard/documents?csrf=${encodeURIComponent(csrf)}`, {
    method: 'POST',
    headers: { origin: t.url, accept: 'application/json' },
    body,
  });

beforeAll(async () => {
  t = await startTestServer('postgres', { MAX_FILE_BYTES: '4096' });
});
afterAll(() => t?.stop());

describe('uploads through the dashboard', () => {
  it("are accepted by the API path: the document is the account's, in the session's mode", async () => {
    const { client, key, csrf } = await userOf('pro');
    const r = await upload(client, csrf, form(tinyPng, { language: 'en' }, 'scan.png'));
    expect(r.status, r.text).toBe(202);
    const { id, url } = JSON.parse(r.text);
    expect(url).toBe(`/dashboard/documents/${id}`);
    const viaApi = await call(`${t.url}/v1/documents/${id}`, { key });
    expect(viaApi.status).toBe(200);
    expect(viaApi.json).toMatchObject({ filename: 'scan.png', language: 'en', livemode: true });
    const status = await client.get(`/dashboard/documents/${id}/status`, { accept: 'application/json' });
    expect(JSON.parse(status.text).status).toMatch(/queued|processing|completed|failed/);
  });

  it("meet the API's errors: unsupported bytes 415, too large 413, unknown language 400", async () => {
    const { client, csrf } = await userOf('pro');
    const code = async (body: FormData) => {
      const r = await upload(client, csrf, body);
      return [r.status, JSON.parse(r.text).error.code];
    };
    expect(await code(form(Buffer.from('plain text, not an image'), {}, 'fake.png'))).toEqual([415, 'unsupported_media_type']);
    expect(await code(form(Buffer.alloc(8192, 1), {}, 'big.png'))).toEqual([413, 'file_too_large']);
    expect(await code(form(tinyPng, { language: 'xx' }))).toEqual([400, 'unsupported_language']);
  });

  it('count against the daily quota like the API', async () => {
    const { client, key, csrf } = await userOf('pro', 1);
    expect((await upload(client, csrf, form(tinyPng))).status).toBe(202);
    const second = await upload(client, csrf, form(tinyPng));
    expect(second.status).toBe(429);
    expect(JSON.parse(second.text).error.code).toBe('quota_exceeded');
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    const api = await call(`${t.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng) });
    expect(api.status).toBe(429);
  });

  it('without a script, the form post lands on the document page', async () => {
    const { client, csrf } = await userOf('pro');
    const r = await client.request(`/dashboard/documents?csrf=${encodeURIComponent(csrf)}`, {
      method: 'POST',
      headers: { origin: t.url },
      body: form(tinyPng),
    });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toMatch(/^\/dashboard\/documents\/doc_[0-9A-Z]{26}$/);
  });
});

describe('a document in the dashboard', () => {
  it('is deleted after the confirmation, for the API too', async () => {
    const { client, key, csrf } = await userOf('pro');
    const id = JSON.parse((await upload(client, csrf, form(tinyPng))).text).id;
    const confirm = await client.get(`/dashboard/documents/${id}/delete`);
    expect(confirm.text).toContain('Delete this document?');
    const del = await client.post(`/dashboard/documents/${id}/delete`, { csrf });
    expect(del.status).toBe(303);
    expect((await call(`${t.url}/v1/documents/${id}`, { key })).status).toBe(404);
    expect((await client.get(`/dashboard/documents/${id}`)).status).toBe(404);
  });

  it('offers the text download only once completed (409 before)', async () => {
    const { client, csrf } = await userOf('pro');
    const id = JSON.parse((await upload(client, csrf, form(tinyPng))).text).id;
    const text = await client.get(`/dashboard/documents/${id}/text`);
    if (text.status === 200) expect(text.headers.get('content-disposition')).toMatch(/^attachment; filename="scan\.txt"/);
    else expect(text.status).toBe(409);
    const json = await client.get(`/dashboard/documents/${id}/json`);
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text).id).toBe(id);
  });
});

describe('session ends', () => {
  const age = async (client: DashboardClient, set: Record<string, Date>) => {
    const db = t.server.deps.database.db;
    const { hashSessionToken } = await import('../../src/services/accounts/dashboard-sessions.js');
    await db
      .updateTable('dashboard_sessions')
      .set(set)
      .where('token_hash', '=', hashSessionToken(client.cookie!.split('=')[1]!))
      .execute();
  };

  it('after 12 hours idle', async () => {
    const { client } = await userOf('pro');
    await age(client, { last_seen_at: new Date(Date.now() - 12 * 3600_000 - 60_000) });
    expect((await client.get('/dashboard/settings/api-keys')).status).toBe(303);
  });

  it('7 days after sign-in, however active', async () => {
    const { client } = await userOf('pro');
    await age(client, { expires_at: new Date(Date.now() - 1000) });
    expect((await client.get('/dashboard/settings/api-keys')).status).toBe(303);
  });

  it('not while in use: a recent visit keeps it', async () => {
    const { client } = await userOf('pro');
    await age(client, { last_seen_at: new Date(Date.now() - 11 * 3600_000) });
    expect((await client.get('/dashboard/settings/api-keys')).status).toBe(200);
    expect((await client.get('/dashboard/settings/api-keys')).status).toBe(200);
  });
});

describe('keys made in the dashboard', () => {
  it("are the same as the CLI's: hash only, the name kept, revoked only within the account", async () => {
    const a = await userOf('pro');
    const created = await a.client.post('/dashboard/settings/api-keys', { csrf: a.csrf, type: 'secret', name: 'importer' });
    const key = /data-testid="new-key">([^<]+)</.exec(created.text)![1]!;
    const db = t.server.deps.database.db;
    const row = await db.selectFrom('api_keys').selectAll().where('name', '=', 'importer').executeTakeFirstOrThrow();
    expect(row.hash).not.toBe(key);
    expect(row.scopes).toEqual(['documents:read', 'documents:write', 'webhooks:manage', 'account:read']);
    expect((await call(`${t.url}/v1/account`, { key })).status).toBe(200);
    const b = await userOf('pro');
    expect((await b.client.get(`/dashboard/settings/api-keys/${row.id}/revoke`)).status).toBe(404);
    expect((await b.client.post(`/dashboard/settings/api-keys/${row.id}/revoke`, { csrf: b.csrf })).status).toBe(404);
    expect((await repo.listApiKeys(db, row.account_id)).find((k) => k.id === row.id)!.revoked_at).toBeNull();
    const refused = await a.client.post('/dashboard/settings/api-keys', { csrf: a.csrf, type: 'restricted', name: 'none' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('A restricted key needs at least one scope');
  });
});

describe('addresses typed by hand', () => {
  it('with a trailing slash go to the page without it, query kept; a POST there is still not a page', async () => {
    const signedOut = new DashboardClient(t.url);
    const root = await signedOut.get('/dashboard/');
    expect(root.status).toBe(303);
    expect(root.headers.get('location')).toBe('/dashboard');
    const { client } = await userOf('pro');
    const listed = await client.get('/dashboard/documents/?status=completed');
    expect(listed.headers.get('location')).toBe('/dashboard/documents?status=completed');
    expect((await client.get('/dashboard/documents?status=completed')).status).toBe(200);
    expect((await client.request('/dashboard/documents/', { method: 'POST', headers: { origin: t.url } })).status).toBe(404);
  });
});
