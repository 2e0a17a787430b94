// Rate limits through a Redis outage (API.md "Limits and headers", redis-rate-limiter.ts): a real
// server on PostgreSQL with REDIS_URL pointing at a private redis-server. With Redis up the free
// plan's 10 requests/min live in Redis; when Redis dies every request is still answered at once
// (never a 5xx), decided by the in-process bucket and counted in
// docrec_rate_limiter_fallbacks_total; when Redis comes back on the same port the limiter goes
// back to the shared bucket within seconds, which the test proves by spending tokens of that
// bucket from outside (as another instance would) and watching X-RateLimit-Remaining follow.
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Reply } from '../support/http.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startTestServer, type TestServer } from '../support/server.js';

const luaScript = fileURLToPath(new URL('../../src/limits/tokenBucket-1.lua', import.meta.url));

let redis: RedisServer;
let t: TestServer;

beforeAll(async () => {
  redis = await startRedisServer();
  t = await startTestServer('postgres', { REDIS_URL: redis.url });
});
afterAll(async () => {
  await t?.stop();
  await redis?.close();
});

const bucketKey = (accountId: string) => `docrec:rl:${accountId}:live`;

async function fallbacks(): Promise<number> {
  const r = await call(`${t.url}/metrics`);
  expect(r.status).toBe(200);
  const m = /^docrec_rate_limiter_fallbacks_total (\d+)$/m.exec(r.text);
  expect(m, 'docrec_rate_limiter_fallbacks_total is exported').not.toBeNull();
  return Number(m![1]);
}

interface Timed extends Reply {
  ms: number;
}

async function account(key: string): Promise<Timed> {
  const started = performance.now();
  const r = await call(`${t.url}/v1/account`, { key });
  return { ...r, ms: performance.now() - started };
}

/**
 * 11 requests in a burst: the first 10 of a full free bucket pass (9..0 left), the 11th is
 * refused; with `maxMs`, each must also be answered within that.
 */
async function expectFreePlanLimited(key: string, maxMs?: number): Promise<Timed[]> {
  const replies: Timed[] = [];
  for (let i = 0; i < 11; i++) replies.push(await account(key));
  for (const r of replies) {
    expect(r.status, r.text).toBeLessThan(500);
    if (maxMs !== undefined) expect(r.ms, `answered in ${Math.round(r.ms)} ms`).toBeLessThan(maxMs);
  }
  expect(replies.map((r) => r.status)).toEqual([...Array(10).fill(200), 429]);
  expect(replies.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0', '0']);
  for (const r of replies) expect(r.headers.get('x-ratelimit-limit')).toBe('10');
  const refused = replies[10]!;
  expect(refused.json.error.code).toBe('rate_limit_exceeded');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  return replies;
}

describe('rate limiting through a Redis outage', () => {
  it('limits a free account in Redis, falls back in-process while Redis is down, and shares again once it is back', async () => {
    // --- Redis up: the bucket lives in Redis.
    const before = await fallbacks();
    const up = await t.createAccount('free');
    await expectFreePlanLimited(up.secretKey);
    expect(await redis.cli('EXISTS', bucketKey(up.id))).toBe('1');
    expect(await fallbacks()).toBe(before);

    // --- Redis dies (SIGKILL: no goodbye to its clients).
    await redis.stop('SIGKILL');
    const down = await t.createAccount('free');
    const fallbacksAtOutage = await fallbacks();
    const outage = await expectFreePlanLimited(down.secretKey, 1000); // a fresh in-process bucket: full
    // More over 2.5 s while it stays down (the client's reconnect attempts back off to 1 s
    // meanwhile), so a request waiting on a reconnect would show.
    for (let i = 0; i < 8; i++) {
      outage.push(await account(up.secretKey));
      await sleep(300);
    }
    for (const r of outage) {
      expect(r.status, r.text).toBeLessThan(500);
      expect(r.ms, `answered in ${Math.round(r.ms)} ms while Redis is down`).toBeLessThan(1000);
    }
    // The account limited in Redis before the outage starts over in the instance's own bucket.
    expect(outage.slice(11).map((r) => r.status)).toEqual(Array(8).fill(200));
    // Every request of the outage was decided in-process, and counted.
    expect((await fallbacks()) - fallbacksAtOutage).toBe(outage.length);

    // --- Redis is back on the same port, empty (nothing persisted).
    await redis.restart();
    const backAt = Date.now();
    expect(await redis.cli('DBSIZE')).toBe('0');
    // A probe account: once its bucket appears in Redis, the limiter uses Redis again.
    const probe = await t.createAccount('free');
    let shared = false;
    while (Date.now() - backAt < 5000) {
      const r = await account(probe.secretKey);
      expect(r.status, r.text).toBeLessThan(500);
      if ((await redis.cli('EXISTS', bucketKey(probe.id))) === '1') {
        shared = true;
        break;
      }
      await sleep(100);
    }
    expect(shared, 'the limiter writes to Redis again within 5 s of its return').toBe(true);
    console.info(`rate limiter back on Redis ${Date.now() - backAt} ms after Redis returned`);

    // Shared again: another instance (here: the same Lua script run from outside) spends 4 of
    // the 10 tokens of a fresh account, and this server's answers continue that same bucket.
    const fallbacksBack = await fallbacks();
    const back = await t.createAccount('free');
    const key = bucketKey(back.id);
    for (let i = 0; i < 4; i++) {
      const [allowed] = (await redis.evalFile(luaScript, [key], ['10'])).split('\n');
      expect(allowed).toBe('1');
    }
    const replies: Timed[] = [];
    for (let i = 0; i < 7; i++) replies.push(await account(back.secretKey));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(replies.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['5', '4', '3', '2', '1', '0', '0']);
    expect(Number(replies[6]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The bucket in Redis holds what this server spent: under one token left.
    const tokens = Number(await redis.cli('HGET', key, 't'));
    expect(tokens).toBeLessThan(60_000);
    // ...and the other instance is refused from it too.
    expect((await redis.evalFile(luaScript, [key], ['10'])).split('\n')[0]).toBe('0');
    expect(await fallbacks()).toBe(fallbacksBack);
  }, 45_000);

  it('a hung Redis (SIGSTOP) costs each request at most the command timeout, then is used again', async () => {
    if (!redis.running) await redis.restart(); // on its own, whatever the test before left
    const hung = await t.createAccount('free');
    const fallbacksBefore = await fallbacks();
    redis.pause();
    try {
      // Each request waits for Redis at most the 250 ms command timeout, then is decided in-process.
      await expectFreePlanLimited(hung.secretKey, 1000);
    } finally {
      redis.resume();
    }
    expect((await fallbacks()) - fallbacksBefore).toBe(11);

    // Answering again: a fresh account's bucket is in Redis and follows tokens spent there.
    const deadline = Date.now() + 5000;
    const after = await t.createAccount('free');
    for (;;) {
      await redis.cli('DEL', bucketKey(after.id));
      const r = await account(after.secretKey);
      expect(r.status, r.text).toBe(200);
      if ((await redis.cli('EXISTS', bucketKey(after.id))) === '1') break;
      expect(Date.now(), 'the limiter uses Redis again within 5 s of it answering').toBeLessThan(deadline);
      await sleep(100);
    }
    await redis.cli('DEL', bucketKey(after.id));
    for (let i = 0; i < 9; i++) await redis.evalFile(luaScript, [bucketKey(after.id)], ['10']);
    const last = await account(after.secretKey);
    expect(last.status).toBe(200);
    expect(last.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await account(after.secretKey)).status).toBe(429);
  }, 30_000);
});
