// In-process token buckets: the limiter of a single instance without REDIS_URL, and the
// fallback while Redis is down. Same arithmetic as the Lua script (token-bucket.ts).

import type { RateDecision, RateLimiter } from './rate-limiter.js';
import { decide, FULL_REFILL_MS, type BucketState } from './token-bucket.js';

interface MemoryRateLimiterOptions {
  /** Epoch milliseconds; injectable so tests need no fake timers. */
  now?: () => number;
  /** How often idle buckets are dropped; 0 disables the timer (call sweep() yourself). */
  sweepIntervalMs?: number;
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #buckets = new Map<string, BucketState>();
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.#now = options.now ?? Date.now;
    const interval = options.sweepIntervalMs ?? FULL_REFILL_MS;
    if (interval > 0) {
      this.#timer = setInterval(() => this.sweep(), interval);
      // The sweep is housekeeping: it must never keep the process alive on shutdown.
      this.#timer.unref();
    }
  }

  take(key: string, ratePerMinute: number): Promise<RateDecision> {
    const { state, decision } = decide(this.#buckets.get(key), this.#now(), ratePerMinute);
    this.#buckets.set(key, state);
    return Promise.resolve(decision);
  }

  ready(): Promise<boolean> {
    return Promise.resolve(!this.#closed);
  }

  close(): Promise<void> {
    this.#closed = true;
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#buckets.clear();
    return Promise.resolve();
  }

  /**
   * Drops buckets untouched for a full refill period: they are full again, which is exactly
   * what a missing bucket means, so dropping them changes no decision and bounds memory by
   * the keys seen in the last minute.
   */
  sweep(): number {
    const cutoff = this.#now() - FULL_REFILL_MS;
    let dropped = 0;
    for (const [key, state] of this.#buckets) {
      if (state.updatedMs <= cutoff) {
        this.#buckets.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  /** Number of live buckets (for metrics and tests). */
  get size(): number {
    return this.#buckets.size;
  }
}
