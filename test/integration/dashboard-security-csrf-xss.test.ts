// The dashboard's defences against forged requests and injected content (API.md "Dashboard"),
// over HTTP without a browser, against a real server on PostgreSQL: the CSRF token and our Origin
// on every state change, CSP, nosniff and Referrer-Policy on every page, content-hashed assets,
// and user-controlled strings rendered inert.
import { describe, expect, it } from 'vitest';
import { dashboardSuite } from '../support/dashboard-suite.js';
import { DashboardClient } from '../support/dashboard-client.js';
import { call, form, tinyPng } from '../support/http.js';
import * as repo from '../../src/store/accounts-repo.js';
import { createHash } from 'node:crypto';
import { createDashboardUser } from '../../src/services/accounts/dashboard-users.js';
import { dashboardRoutes } from '../../src/dashboard/routes.js';

const suite = dashboardSuite();
const { signedIn } = suite;
const hostile = `<script>alert("pwned")</script>'"`;
// A filename loses everything before a slash (basename), so it gets its own hostile form.
const hostileFile = `<img src=x onerror=alert('pwned')>'.png`;

const keyCount = async () =>
  (await repo.listApiKeys(suite.t.server.deps.database.db, (await repo.findAccountByName(suite.t.server.deps.database.db, 'default'))!.id))
    .length;

describe('state changes need the CSRF token and our Origin', () => {
  const attempts: Array<[string, (c: DashboardClient, token: string) => Record<string, string>, Record<string, string>]> = [
    ['no token', () => ({}), {}],
    ['a wrong token', (_c, token) => ({ csrf: token.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A')) }), {}],
    ['a foreign Origin', (_c, token) => ({ csrf: token }), { origin: 'https://evil.example' }],
    ['no Origin', (_c, token) => ({ csrf: token }), { origin: '' }],
  ];
  for (const [what, fields, headers] of attempts) {
    it(`refuses a key creation with ${what} (403, nothing created)`, async () => {
      const client = await signedIn();
      const token = await client.csrf();
      const before = await keyCount();
      const r = await client.post('/dashboard/settings/api-keys', { ...fields(client, token), type: 'secret', name: 'x' }, headers);
      expect(r.status).toBe(403);
      expect(r.text).not.toMatch(/svc_sk_/);
      expect(await keyCount()).toBe(before);
    });
  }

  it('every state-changing route refuses a wrong token, and sign-in a foreign Origin', async () => {
    const client = await signedIn();
    const token = await client.csrf();
    const secretBefore = (await suite.t.server.deps.database.db.selectFrom('webhook_secrets').select('secret').execute())
      .map((r) => r.secret)
      .sort();
    const posts = dashboardRoutes().filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(9);
    for (const route of posts) {
      const path = route.path.replace('{id}', 'doc_01JB0000000000000000000000');
      const r =
        route.access === 'public'
          ? await new DashboardClient(suite.t.url).post(
              path,
              { email: 'admin@localhost', password: suite.password },
              { origin: 'https://evil.example' },
            )
          : await client.post(path, { csrf: `${token}x`, mode: 'test' });
      expect(r.status, route.path).toBe(403);
    }
    const secretAfter = (await suite.t.server.deps.database.db.selectFrom('webhook_secrets').select('secret').execute())
      .map((r) => r.secret)
      .sort();
    expect(secretAfter).toEqual(secretBefore);
    expect((await client.get('/dashboard/overview')).text).toContain('Mode: <strong data-testid="mode">live</strong>');
  });

  it('refuses an upload without the token and stores nothing', async () => {
    const client = await signedIn();
    const r = await client.request('/dashboard/documents', {
      method: 'POST',
      headers: { origin: suite.t.url, accept: 'application/json' },
      body: form(tinyPng),
    });
    expect(r.status).toBe(403);
    const docs = await suite.t.server.deps.database.db.selectFrom('documents').select('id').execute();
    expect(docs).toHaveLength(0);
  });

  it('accepts the same creation with the token and our Origin', async () => {
    const client = await signedIn();
    const before = await keyCount();
    const r = await client.post('/dashboard/settings/api-keys', { csrf: await client.csrf(), type: 'secret', name: 'ok' });
    expect(r.status).toBe(201);
    expect(await keyCount()).toBe(before + 1);
  });
});

describe('headers and escaping', () => {
  it('sends CSP, nosniff and Referrer-Policy on every page', async () => {
    const client = await signedIn();
    const pages = [
      '/dashboard/sign-in',
      '/dashboard/overview',
      '/dashboard/documents',
      '/dashboard/settings/api-keys',
      '/dashboard/settings/webhooks',
      '/dashboard/nope',
    ];
    for (const path of pages) {
      const r = await client.get(path);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(r.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(r.text, path).not.toMatch(/<script>|<script [^>]*>[^<]|\sstyle=|\son[a-z]+=/);
    }
  });

  it('serves the script and style sheet under content-hashed names, cached for a year', async () => {
    const page = await new DashboardClient(suite.t.url).get('/dashboard/sign-in');
    const urls = [...page.text.matchAll(/(?:href|src)="(\/dashboard\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      const r = await fetch(suite.t.url + url);
      const body = Buffer.from(await r.arrayBuffer());
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(r.headers.get('content-type')).toMatch(url.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      expect(url).toContain(`.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.`);
    }
    expect((await fetch(`${suite.t.url}/dashboard/assets/dashboard.000000000000.js`)).status).toBe(404);
  });

  it('renders user-controlled strings inert: filename, key name, account name, webhook URL', async () => {
    const db = suite.t.server.deps.database.db;
    const account = await repo.createAccount(db, { name: hostile, plan: 'pro' });
    const user = await createDashboardUser(db, { accountName: hostile, email: 'x@example.com' });
    const key = await repo.createApiKey(db, {
      accountId: account.id,
      type: 'secret',
      scopes: ['documents:read', 'documents:write', 'webhooks:manage', 'account:read'],
    });
    const up = await call(`${suite.t.url}/v1/documents`, { method: 'POST', key: key.key, body: form(tinyPng, {}, hostileFile) });
    expect(up.status, up.text).toBe(202);
    await db
      .insertInto('webhook_deliveries')
      .values({
        id: 'dlv_01JB0000000000000000000000',
        event_id: 'evt_1',
        event: 'document.completed',
        account_id: account.id,
        mode: 'live',
        document_id: up.json.id,
        url: `https://example.com/${hostile}`,
        payload: '{}',
        status: 'failed',
      })
      .execute();
    const client = await signedIn('x@example.com', user.password);
    const created = await client.post('/dashboard/settings/api-keys', {
      csrf: await client.csrf(),
      type: 'restricted',
      scopes: 'documents:read',
      name: hostile,
    });
    expect(created.status).toBe(201);
    const pages = [
      created,
      await client.get('/dashboard/settings/api-keys'),
      await client.get('/dashboard/documents'),
      await client.get(`/dashboard/documents/${up.json.id}`),
      await client.get('/dashboard/settings/webhooks'),
    ];
    for (const page of pages) {
      expect(page.text).not.toContain('<script>alert');
      expect(page.text).not.toContain(`"pwned"`);
    }
    const all = pages.map((p) => p.text).join('\n');
    // Each of the four strings is on a page, escaped.
    expect(all).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;&#39;&quot;'); // account and key name
    expect(pages[2]!.text).toContain('&lt;img src=x onerror=alert(&#39;pwned&#39;)&gt;&#39;.png');
    expect(all).not.toContain('<img src=x');
    expect(pages[4]!.text).toContain('https://example.com/&lt;script&gt;');
  });
});
