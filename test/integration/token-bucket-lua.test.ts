// The Lua bucket (tokenBucket-1.lua, run by a real Redis) against the in-process one (decide()):
// the same sequence of (time, request) must give the same decisions, field by field. The script's
// optional "now" argument replays each timeline; production calls use the Redis clock (TIME).
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenBucketScript } from '../../src/limits/redis-rate-limiter.js';
import { replay } from '../support/bucket-timeline.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const params = { seed: Number(process.env.FC_SEED ?? 20261121), numRuns: Number(process.env.FC_RUNS ?? 80) };

type Bucket = Redis & { bucket(key: string, capacity: number, now?: number): Promise<number[]> };
let redis: Bucket;
let runId = 0;

beforeAll(() => {
  redis = new Redis(redisUrl) as Bucket;
  redis.defineCommand('bucket', { numberOfKeys: 1, lua: tokenBucketScript() });
});
afterAll(async () => {
  const keys = await redis.keys('docrec:test-lua:*');
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

// Bursts, pauses past a full refill, clock steps backwards, and steps to the exact millisecond a
// token returns (-1) or the one before it (-2).
const advanceArb = fc.oneof(
  ...[20, 3_000, 120_000].map((max) => fc.integer({ min: 0, max })),
  fc.integer({ min: -5_000, max: -3 }),
  fc.constantFrom(-1, -2),
);
const opsArb = fc.array(fc.tuple(advanceArb, fc.integer({ min: 1, max: 4 })), { maxLength: 50 });

describe('tokenBucket-1.lua', () => {
  it('decides exactly as the in-process bucket for any timeline', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100_000 }), opsArb, async (capacity, ops) => {
        const key = `docrec:test-lua:${process.pid}:${++runId}`;
        for (const { now, d } of replay(capacity, ops)) {
          const [allowed, remaining, resetAt, retryAfter] = await redis.bucket(key, capacity, now);
          expect({ allowed: allowed === 1, remaining, resetAt, retryAfter }).toEqual({
            allowed: d.allowed,
            remaining: d.remaining,
            resetAt: d.resetAt,
            retryAfter: d.retryAfter,
          });
        }
      }),
      params,
    );
  }, 60_000);

  it('uses the Redis clock without a replayed time, and lets an idle bucket expire', async () => {
    const key = `docrec:test-lua:${process.pid}:clock`;
    const [allowed, remaining, resetAt] = await redis.bucket(key, 10);
    expect([allowed, remaining]).toEqual([1, 9]);
    const [seconds] = await redis.time();
    expect(Math.abs(resetAt! - (Number(seconds) + 6))).toBeLessThanOrEqual(1); // one token back in 6 s
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
