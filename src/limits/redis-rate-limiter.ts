// Token buckets in Redis, shared by every instance: one Lua call per request (tokenBucket-1.lua,
// the same arithmetic as the in-process bucket, on the Redis server's clock). When Redis cannot
// answer at once (down, unreachable, slow), the request is decided by the in-process bucket
// instead: limits fail open, per instance, and go back to Redis as soon as it answers again.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import type { RateDecision, RateLimiter } from './rate-limiter.js';

const SCRIPT = 'tokenBucket-1.lua';

/** The script's text: next to this module in src/, or back in src/ when running from dist/. */
export function tokenBucketScript(): string {
  const candidates = [new URL(`./${SCRIPT}`, import.meta.url), new URL(`../../../src/limits/${SCRIPT}`, import.meta.url)];
  const found = candidates.map((u) => fileURLToPath(u)).find((p) => existsSync(p));
  if (!found) throw new Error(`${SCRIPT} not found next to ${fileURLToPath(import.meta.url)}`);
  return readFileSync(found, 'utf8');
}

type BucketReply = [number, number, number, number];
type WithBucket = Redis & { tokenBucket(key: string, capacity: number): Promise<BucketReply> };

interface RedisRateLimiterOptions {
  logger: Logger;
  /** Called for every request decided in-process because Redis did not answer. */
  onFallback?: () => void;
  /** How long a request waits for Redis before it is decided in-process. */
  commandTimeoutMs?: number;
}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: WithBucket;
  private readonly fallback = new MemoryRateLimiter();
  private outage = false;

  constructor(
    url: string,
    private readonly opts: RedisRateLimiterOptions,
  ) {
    this.redis = new Redis(url, {
      // Never queue commands while disconnected: a request must not wait for Redis to return.
      enableOfflineQueue: false,
      commandTimeout: opts.commandTimeoutMs ?? 250,
      maxRetriesPerRequest: 0,
      // Reconnect quickly and forever: limits come back within seconds of Redis returning.
      retryStrategy: (times) => Math.min(100 * times, 1000),
      connectTimeout: 2000,
      // Requests that arrive together (one event-loop turn) send their EVALSHAs in one write and
      // read the answers in one read: a syscall each way per batch, not per request.
      enableAutoPipelining: true,
    }) as WithBucket;
    this.redis.defineCommand('tokenBucket', { numberOfKeys: 1, lua: tokenBucketScript() });
    // Errors reach the requests that hit them (and are logged once per outage there); without a
    // listener ioredis would print every reconnection failure.
    this.redis.on('error', () => {});
  }

  async take(key: string, ratePerMinute: number): Promise<RateDecision> {
    try {
      const [allowed, remaining, resetAt, retryAfter] = await this.redis.tokenBucket(`docrec:rl:${key}`, ratePerMinute);
      if (this.outage) {
        this.outage = false;
        this.opts.logger.info('rate limiter: Redis answers again; limits are shared again');
      }
      return { allowed: allowed === 1, limit: ratePerMinute, remaining, resetAt, retryAfter };
    } catch (err) {
      if (!this.outage) {
        this.outage = true;
        this.opts.logger.warn({ err: String(err) }, 'rate limiter: Redis unavailable; limiting in-process until it returns');
      }
      this.opts.onFallback?.();
      return this.fallback.take(key, ratePerMinute);
    }
  }

  /** Always ready: without Redis the in-process bucket decides (fail open by design). */
  ready(): Promise<boolean> {
    return Promise.resolve(true);
  }

  /** Whether the last request was decided by Redis (for tests and metrics). */
  get shared(): boolean {
    return !this.outage && this.redis.status === 'ready';
  }

  async close(): Promise<void> {
    await this.fallback.close();
    this.redis.disconnect();
  }
}
