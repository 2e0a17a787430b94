// Plan limits over real HTTP against PostgreSQL: the request-rate token bucket and its headers,
// the daily document quota (also under concurrency), test-mode exemptions, /v1/account and
// /v1/usage.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { validateResponse } from '../support/openapi-validator.js';
import type { PlanName } from '../../src/domain/plans.js';

let t: TestServer;

async function api(method: string, path: string, key: string, body?: FormData): Promise<Reply> {
  const r = await call(`${t.url}${path}`, { method, key, ...(body ? { body } : {}) });
  validateResponse({ method, path, status: r.status, contentType: r.headers.get('content-type') ?? undefined, body: r.json });
  return r;
}
const upload = (key: string) => api('POST', '/v1/documents', key, form(tinyPng));
const uploads = async () => (await readdir(join(t.dataDir, 'uploads'))).sort();
const int = (r: Reply, name: string) => {
  const v = r.headers.get(name);
  expect(v, name).toMatch(/^\d+$/);
  return Number(v);
};
async function accountName(id: string): Promise<string> {
  const row = await t.server.deps.database.db.selectFrom('accounts').select('name').where('id', '=', id).executeTakeFirstOrThrow();
  return row.name;
}
function secondsToUtcMidnight(): number {
  const now = new Date();
  return (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
}

beforeAll(async () => {
  t = await startTestServer('postgres');
});
afterAll(async () => t?.stop());

describe('request rate (postgres)', () => {
  it('lets a free account burst 10 requests, then answers 429 with all rate-limit headers', async () => {
    const free = await t.createAccount('free');
    const remaining: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await api('GET', '/v1/documents', free.secretKey);
      expect(r.status).toBe(200);
      expect(int(r, 'x-ratelimit-limit')).toBe(10);
      remaining.push(int(r, 'x-ratelimit-remaining'));
      expect(r.headers.get('retry-after')).toBeNull();
    }
    expect(remaining).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);

    const limited = await api('GET', '/v1/documents', free.secretKey);
    const nowSec = Date.now() / 1000;
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('rate_limit_exceeded');
    expect(int(limited, 'x-ratelimit-limit')).toBe(10);
    expect(int(limited, 'x-ratelimit-remaining')).toBe(0);
    const reset = int(limited, 'x-ratelimit-reset');
    expect(reset).toBeGreaterThan(nowSec);
    expect(reset).toBeLessThanOrEqual(Math.ceil(nowSec) + 60);
    const retryAfter = int(limited, 'retry-after');
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(7); // one token of 10/min refills in 6 s
    expect(limited.headers.get('x-request-id')).toBeTruthy();

    // Uploads are throttled by the same bucket.
    expect((await api('POST', '/v1/documents', free.secretKey, form(tinyPng))).json.error.code).toBe('rate_limit_exceeded');

    // The same account's test key has a bucket of its own with the plan's rate.
    const test = await t.createKey(await accountName(free.id), 'test');
    const r = await api('GET', '/v1/documents', test.key);
    expect(r.status).toBe(200);
    expect(int(r, 'x-ratelimit-limit')).toBe(10);
    expect(int(r, 'x-ratelimit-remaining')).toBe(9);
    // ...and another account is not affected at all.
    const other = await t.createAccount('free');
    expect((await api('GET', '/v1/account', other.secretKey)).status).toBe(200);
  });
});

describe('daily document quota (postgres)', () => {
  it('refuses the upload over the quota until UTC midnight and keeps nothing of it', async () => {
    const acct = await t.createAccount('pro', { docsPerDay: 2 });
    expect((await upload(acct.secretKey)).status).toBe(202);
    expect((await upload(acct.secretKey)).status).toBe(202);
    const before = await uploads();
    const refused = await upload(acct.secretKey);
    const expected = secondsToUtcMidnight();
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('quota_exceeded');
    expect(Math.abs(int(refused, 'retry-after') - expected)).toBeLessThanOrEqual(5);
    expect(int(refused, 'x-ratelimit-limit')).toBe(60);
    expect(await uploads()).toEqual(before);
    expect((await api('GET', '/v1/documents', acct.secretKey)).json.data).toHaveLength(2);

    const usage = await api('GET', '/v1/usage', acct.secretKey);
    expect(usage.json).toMatchObject({
      object: 'usage',
      date: new Date().toISOString().slice(0, 10),
      documents_today: 2,
      documents_remaining_today: 0,
      livemode: true,
    });
    // The two one-page uploads may already be read (a blank page takes milliseconds).
    expect(usage.json.pages_today).toBeGreaterThanOrEqual(0);
    expect(usage.json.pages_today).toBeLessThanOrEqual(2);
    expect(usage.json.requests_remaining).toBe(int(usage, 'x-ratelimit-remaining'));

    // Test documents do not count against (nor are stopped by) the quota.
    const test = await t.createKey(await accountName(acct.id), 'test');
    for (let i = 0; i < 3; i++) expect((await upload(test.key)).status).toBe(202);
    const testUsage = await api('GET', '/v1/usage', test.key);
    expect(testUsage.json).toMatchObject({ documents_today: 3, documents_remaining_today: null, livemode: false });
    expect((await api('GET', '/v1/usage', acct.secretKey)).json.documents_today).toBe(2);
  });

  it('accepts exactly the quota of concurrent uploads', async () => {
    const acct = await t.createAccount('business', { docsPerDay: 3 });
    const before = await uploads();
    const replies = await Promise.all(Array.from({ length: 6 }, () => upload(acct.secretKey)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
    for (const r of replies.filter((x) => x.status === 429)) expect(r.json.error.code).toBe('quota_exceeded');
    expect((await uploads()).length).toBe(before.length + 3);
    const list = await api('GET', '/v1/documents', acct.secretKey);
    expect(list.json.data.map((d: { id: string }) => d.id).sort()).toEqual(
      replies
        .filter((r) => r.status === 202)
        .map((r) => r.json.id)
        .sort(),
    );
    expect((await api('GET', '/v1/usage', acct.secretKey)).json).toMatchObject({ documents_today: 3, documents_remaining_today: 0 });
  });
});

describe('/v1/account and /v1/usage (postgres)', () => {
  it('reports the plan limits of SPEC 8.1', async () => {
    const expected: Record<PlanName, [number, number | null]> = {
      free: [10, 50],
      pro: [60, 1000],
      business: [300, 10000],
      enterprise: [1200, null],
    };
    for (const [plan, [rpm, docs]] of Object.entries(expected) as Array<[PlanName, [number, number | null]]>) {
      const acct = await t.createAccount(plan);
      const r = await api('GET', '/v1/account', acct.secretKey);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(r.json).toEqual({
        id: acct.id,
        object: 'account',
        name: await accountName(acct.id),
        plan,
        limits: { requests_per_minute: rpm, documents_per_day: docs },
        livemode: true,
      });
      expect(r.json.id).toMatch(/^acct_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(int(r, 'x-ratelimit-limit')).toBe(rpm);
      const usage = await api('GET', '/v1/usage', acct.secretKey);
      expect(usage.json).toEqual({
        object: 'usage',
        date: new Date().toISOString().slice(0, 10),
        documents_today: 0,
        documents_remaining_today: docs,
        pages_today: 0,
        requests_remaining: rpm - 2,
        livemode: true,
      });
    }
    const custom = await t.createAccount('enterprise', { rpm: 5000, docsPerDay: 7 });
    const r = await api('GET', '/v1/account', custom.secretKey);
    expect(r.json.limits).toEqual({ requests_per_minute: 5000, documents_per_day: 7 });
  });

  it('shows the bootstrapped default account as pro, live and test', async () => {
    const live = await api('GET', '/v1/account', t.secretKey);
    expect(live.json).toMatchObject({
      name: 'default',
      plan: 'pro',
      livemode: true,
      limits: { requests_per_minute: 60, documents_per_day: 1000 },
    });
    const test = await api('GET', '/v1/account', t.testKey);
    expect(test.json).toMatchObject({ id: live.json.id, name: 'default', plan: 'pro', livemode: false });
  });
});
