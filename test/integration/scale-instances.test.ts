// Two `docrec serve` processes behind one PostgreSQL schema, one DATA_DIR and one Redis, as a
// horizontally scaled deployment runs them: an account's request rate is one bucket across both
// instances (API.md "Limits and headers"), and documents submitted to either are each recognized
// and announced exactly once (one completion, one outbox row, one webhook delivery).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopesFor } from '../../src/domain/api-keys.js';
import * as accounts from '../../src/store/accounts-repo.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { call, form, tinyPng, type Reply } from '../support/http.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { testDatabaseUrl } from '../support/server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const schema = `t_scale_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
const databaseUrl = `${testDatabaseUrl}${testDatabaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
const admin = new pg.Client(testDatabaseUrl);
let dataDir: string;
let redis: RedisServer;
let database: Database;
let receiver: WebhookReceiver;
const servers: ServeProcess[] = [];
let free: { id: string; key: string };
let enterprise: { id: string; key: string };

async function account(plan: 'free' | 'enterprise', name: string, rpm: number | null = null) {
  const a = await accounts.createAccount(database.db, { name, plan, rpm, docsPerDay: null });
  const k = await accounts.createApiKey(database.db, { accountId: a.id, type: 'secret', scopes: scopesFor('secret', undefined) });
  return { id: a.id, key: k.key };
}

beforeAll(async () => {
  redis = await startRedisServer();
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  dataDir = await mkdtemp(join(tmpdir(), 'docrec-scale-'));
  // Migrated and given its accounts before either instance starts (so neither bootstraps).
  database = await openDatabase({ databaseUrl, dataDir });
  free = await account('free', 'free-account');
  enterprise = await account('enterprise', 'enterprise-account', 100_000);
  receiver = await startWebhookReceiver(() => ({ status: 200 }));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    OCR_THREADS: '1',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    MIN_FREE_DISK_BYTES: '0',
  };
  const started = await Promise.allSettled([serveProcess(env), serveProcess(env)]);
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
}, 60_000);

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await receiver?.close();
  await database?.close();
  await redis?.close();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
  await admin.end().catch(() => {});
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Sum of a counter over all its label sets, from an instance's /metrics. */
async function counter(s: ServeProcess, name: string): Promise<number> {
  const r = await call(`${s.url}/metrics`);
  expect(r.status).toBe(200);
  const values = [...r.text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].map((m) => Number(m[1]));
  return values.reduce((a, b) => a + b, 0);
}

describe('two instances sharing one Redis', () => {
  it("share a free account's 10 requests/min: exactly 10 pass across both, then 429 on either", async () => {
    await redis.cli('FLUSHALL');
    const [a, b] = servers as [ServeProcess, ServeProcess];
    const replies: (Reply & { instance: string })[] = [];
    const started = Date.now();
    for (let i = 0; i < 12; i++) {
      const s = i % 2 === 0 ? a : b;
      replies.push({ ...(await call(`${s.url}/v1/account`, { key: free.key })), instance: s === a ? 'A' : 'B' });
    }
    // One token comes back every 6 s: the burst must be well inside that for exact counts.
    expect(Date.now() - started).toBeLessThan(5000);
    const summary = replies.map((r) => `${r.instance}:${r.status}:${r.headers.get('x-ratelimit-remaining')}`);
    expect(summary).toEqual([
      'A:200:9',
      'B:200:8',
      'A:200:7',
      'B:200:6',
      'A:200:5',
      'B:200:4',
      'A:200:3',
      'B:200:2',
      'A:200:1',
      'B:200:0',
      'A:429:0',
      'B:429:0',
    ]);
    for (const r of replies) expect(r.headers.get('x-ratelimit-limit')).toBe('10');
    expect(replies[0]!.json).toMatchObject({ id: free.id, plan: 'free' });
    for (const refused of replies.slice(10)) {
      expect(refused.json.error.code).toBe('rate_limit_exceeded');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(6);
    }
    // One bucket, one clock: each request passed on either instance moves the time the bucket
    // is full again 6 s further out (one token of 10/min), continuing from the other's last one.
    const resets = replies.map((r) => Number(r.headers.get('x-ratelimit-reset')));
    const steps = resets.slice(1).map((v, i) => v - resets[i]!);
    for (const step of steps.slice(0, 9)) {
      expect(step).toBeGreaterThanOrEqual(5);
      expect(step).toBeLessThanOrEqual(7);
    }
    for (const step of steps.slice(9)) expect(Math.abs(step)).toBeLessThanOrEqual(1);
    // ...and that bucket is the one key in Redis.
    expect((await redis.cli('KEYS', 'docrec:rl:*')).split('\n')).toEqual([`docrec:rl:${free.id}:live`]);
  }, 20_000);

  it('recognize 20 documents submitted across both exactly once, with one webhook each', async () => {
    const hookUrl = `${receiver.url}/hooks`;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const s = servers[i % 2]!;
      const r = await call(`${s.url}/v1/documents`, {
        method: 'POST',
        key: enterprise.key,
        body: form(tinyPng, { webhook_url: hookUrl }, `doc-${i}.png`),
      });
      expect(r.status, r.text).toBe(202);
      ids.push(r.json.id);
    }
    expect(new Set(ids).size).toBe(20);

    // All terminal (read from the database both instances write to).
    const deadline = Date.now() + 40_000;
    for (;;) {
      const { rows } = await admin.query<{ status: string }>(`SELECT status FROM ${schema}.documents WHERE id = ANY($1)`, [ids]);
      if (rows.length === 20 && rows.every((r) => r.status === 'completed' || r.status === 'failed')) break;
      if (Date.now() > deadline) throw new Error(`documents not finished: ${JSON.stringify(rows.map((r) => r.status))}`);
      await sleep(200);
    }
    // Each document, read through the instance it was NOT submitted to.
    for (const [i, id] of ids.entries()) {
      const r = await call(`${servers[(i + 1) % 2]!.url}/v1/documents/${id}`, { key: enterprise.key });
      expect(r.status, r.text).toBe(200);
      expect(r.json).toMatchObject({ id, status: 'completed', pages_total: 1, pages_done: 1, pages_failed: 0 });
    }
    const pages = await admin.query<{ document_id: string; page: number }>(
      `SELECT document_id, page FROM ${schema}.document_pages WHERE document_id = ANY($1) ORDER BY document_id, page`,
      [ids],
    );
    expect(pages.rows.map((p) => `${p.document_id}#${p.page}`)).toEqual([...ids].sort().map((id) => `${id}#1`));

    // Recognized once in all: a page worked on twice (and then refused by the database) would
    // show in the instances' own counters.
    const [pagesA, pagesB, finishedA, finishedB] = await Promise.all([
      counter(servers[0]!, 'docrec_pages_processed_total'),
      counter(servers[1]!, 'docrec_pages_processed_total'),
      counter(servers[0]!, 'docrec_documents_finished_total'),
      counter(servers[1]!, 'docrec_documents_finished_total'),
    ]);
    expect(pagesA + pagesB).toBe(20);
    expect(finishedA + finishedB).toBe(20);
    console.info(`documents finished: A ${finishedA}, B ${finishedB}`);

    // The outbox: exactly one document.completed row per document, and nothing else.
    const outbox = await admin.query<{ document_id: string; event: string; event_id: string }>(
      `SELECT document_id, event, event_id FROM ${schema}.webhook_deliveries WHERE document_id = ANY($1) ORDER BY document_id`,
      [ids],
    );
    expect(outbox.rows.map((r) => `${r.document_id}:${r.event}`)).toEqual([...ids].sort().map((id) => `${id}:document.completed`));

    // The receiver: one document.completed per document (20 distinct events, 20 distinct documents).
    await receiver.waitFor('/hooks', 20, 30_000);
    // Two dispatcher polls later, still nothing more (a second claim of a delivery would show here).
    await sleep(2500);
    const hooks = receiver.on('/hooks');
    expect(hooks.map((h) => h.body.event)).toEqual(Array(20).fill('document.completed'));
    expect(new Set(hooks.map((h) => h.body.event_id)).size).toBe(20);
    expect(new Set(hooks.map((h) => String(h.headers['x-service-event-id']))).size).toBe(20);
    expect(hooks.map((h) => h.body.document_id).sort()).toEqual([...ids].sort());
    expect(hooks.map((h) => h.body.event_id).sort()).toEqual(outbox.rows.map((r) => r.event_id).sort());
    for (const h of hooks) expect(h.headers['x-service-delivery-attempt']).toBe('1');

    // Each delivery was attempted once, by one instance, and recorded as succeeded.
    const attempts = await admin.query<{ document_id: string; status: string; attempts: number; logged: string }>(
      `SELECT d.document_id, d.status, d.attempts, (SELECT count(*) FROM ${schema}.webhook_attempts a WHERE a.delivery_id = d.id) AS logged
         FROM ${schema}.webhook_deliveries d WHERE d.document_id = ANY($1)`,
      [ids],
    );
    for (const r of attempts.rows) expect([r.status, r.attempts, Number(r.logged)]).toEqual(['succeeded', 1, 1]);
    // Both instances took part (documents and deliveries are claimed by whichever is free).
    const workers = await admin.query<{ instance: string }>(
      `SELECT DISTINCT a.instance FROM ${schema}.webhook_attempts a JOIN ${schema}.webhook_deliveries d ON d.id = a.delivery_id
        WHERE d.document_id = ANY($1)`,
      [ids],
    );
    console.info(`webhook attempts made by ${workers.rows.length} instance(s)`);
  }, 60_000);
});
