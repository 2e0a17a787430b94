import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../src/limits/memory-rate-limiter.js';
import { decide, type BucketState, UNITS_PER_TOKEN } from '../../src/limits/token-bucket.js';
import { replay, T0 } from '../support/bucket-timeline.js';

// Fixed seed so a failure replays as-is; FC_SEED=<n> explores other sequences.
const params = { seed: Number(process.env.FC_SEED ?? 20261121), numRuns: 200 };
const capacityArb = fc.integer({ min: 1, max: 1200 });
// Mostly bursts, sometimes pauses of up to two minutes (more than a full refill), and
// adversarial steps to the millisecond a token returns or the one before (-1 / -2 below).
const advanceArb = fc.oneof(...[20, 3_000, 120_000].map((max) => fc.integer({ min: 0, max })), fc.constantFrom(-1, -2));
const opsArb = fc.array(fc.tuple(advanceArb, fc.integer({ min: 1, max: 4 })), { maxLength: 120 });

/** Bursts `capacity` requests at t0, then one at t0 + at(k) for 10 minutes; lists what went wrong. */
function steadyClient(capacity: number, t0: number, at: (k: number) => number): string[] {
  let state = burst(capacity, t0, capacity);
  const wrong: string[] = state.tokens === 0 ? [] : ['burst not spent'];
  for (let k = 1; k <= 10 * capacity && wrong.length < 3; k++) {
    if (decide(state, t0 + at(k) - 1, capacity).decision.allowed) wrong.push(`request ${k} allowed 1 ms early`);
    const r = decide(state, t0 + at(k), capacity);
    if (!r.decision.allowed) wrong.push(`request ${k} refused`);
    state = r.state;
  }
  return wrong;
}

function burst(n: number, now: number, capacity: number): BucketState {
  let state: BucketState | undefined;
  for (let i = 0; i < n; i++) state = decide(state, now, capacity).state;
  return state!;
}

describe('token bucket decide()', () => {
  it('never allows more than capacity + elapsed × rate in any window', () => {
    fc.assert(
      fc.property(capacityArb, opsArb, (capacity, ops) => {
        const at = replay(capacity, ops)
          .filter((s) => s.d.allowed)
          .map((s) => s.now);
        // The densest windows start and end on allowed requests:
        // (j - i + 1) ≤ capacity + (t_j - t_i) × capacity / 60000, in integers.
        for (let i = 0; i < at.length; i++) {
          for (let j = i; j < at.length; j++) {
            expect((j - i + 1) * 60_000).toBeLessThanOrEqual(capacity * 60_000 + (at[j]! - at[i]!) * capacity);
          }
        }
      }),
      params,
    );
  });

  it('keeps remaining in range and retryAfter/resetAt exact', () => {
    fc.assert(
      fc.property(capacityArb, opsArb, (capacity, ops) => {
        for (const { now, state, d } of replay(capacity, ops)) {
          expect(d.limit).toBe(capacity);
          expect(Number.isInteger(state.tokens) && state.tokens >= 0 && state.tokens <= capacity * UNITS_PER_TOKEN).toBe(true);
          expect(Number.isInteger(d.remaining) && d.remaining >= 0 && d.remaining <= capacity - 1).toBe(true);
          // At resetAt the bucket is full: a request leaves capacity - 1.
          expect(decide(state, d.resetAt * 1000, capacity).decision.remaining).toBe(capacity - 1);
          if (d.allowed) {
            expect(d.retryAfter).toBe(0);
            continue;
          }
          expect(d.remaining).toBe(0);
          expect(d.retryAfter).toBeGreaterThanOrEqual(1);
          expect(decide(state, now + d.retryAfter * 1000, capacity).decision.allowed).toBe(true);
          // ...and it is the smallest such whole number of seconds.
          if (d.retryAfter > 1) {
            expect(decide(state, now + (d.retryAfter - 1) * 1000, capacity).decision.allowed).toBe(false);
          }
        }
      }),
      params,
    );
  });

  it('never refuses a client at exactly the rate after a full burst (10 minutes)', () => {
    fc.assert(
      fc.property(capacityArb, fc.integer({ min: 0, max: 1e9 }), (capacity, offset) => {
        // The k-th token is back at t0 + k × 60000/capacity; a millisecond clock sees the first
        // tick at or after it. One tick earlier is refused: the schedule is tight.
        expect(steadyClient(capacity, T0 + offset, (k) => Math.ceil((k * 60_000) / capacity))).toEqual([]);
      }),
      { ...params, numRuns: 40 },
    );
  });

  it.each([10, 60, 300, 1200])('plan rate %i/min: one request every 60000/rate ms is never refused', (rate) => {
    expect(steadyClient(rate, T0, (k) => k * (60_000 / rate))).toEqual([]);
  });

  it('refuses the 11th request of a burst for capacity 10', () => {
    // A token bucket refills continuously: "within a minute" means before one token (6 s) is back.
    const offsetsArb = fc.array(fc.integer({ min: 0, max: 5_999 }), { minLength: 11, maxLength: 11 });
    fc.assert(
      fc.property(offsetsArb, (offsets) => {
        const steps = replay(
          10,
          [...offsets].sort((a, b) => a - b).map((o, i, all) => [o - (all[i - 1] ?? 0), 1]),
        );
        expect(steps.map((s) => s.d.allowed)).toEqual([...Array<boolean>(10).fill(true), false]);
      }),
      params,
    );
    expect(decide(burst(10, T0, 10), T0, 10).decision).toEqual({
      allowed: false,
      limit: 10,
      remaining: 0,
      resetAt: Math.ceil((T0 + 60_000) / 1000),
      retryAfter: 6,
    });
  });

  it('neither refills nor rewinds when the clock steps backwards', () => {
    const back = decide(burst(1, T0, 2), T0 - 30_000, 2);
    expect({ ...back.decision, updatedMs: back.state.updatedMs }).toMatchObject({ allowed: true, updatedMs: T0 });
    expect(decide(back.state, T0 - 10_000, 2).decision).toMatchObject({ allowed: false, retryAfter: 30 + 10 });
  });

  it('rejects a capacity that is not a positive integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity]) expect(() => decide(undefined, T0, bad)).toThrow(RangeError);
  });
});

describe('MemoryRateLimiter', () => {
  it('keeps one independent bucket per key, on an injected clock', async () => {
    let now = T0;
    const limiter = new MemoryRateLimiter({ now: () => now, sweepIntervalMs: 0 });
    for (let i = 0; i < 3; i++) expect(await limiter.take('acct_a', 3)).toMatchObject({ allowed: true, remaining: 2 - i });
    expect(await limiter.take('acct_a', 3)).toMatchObject({ allowed: false, retryAfter: 20 });
    expect(await limiter.take('acct_b', 3)).toMatchObject({ allowed: true, remaining: 2, limit: 3 });
    now += 20_000;
    expect(await limiter.take('acct_a', 3)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limiter.ready()).toBe(true);
    await limiter.close();
    expect(await limiter.ready()).toBe(false);
  });

  it('sweeps only buckets idle for a full refill, which changes no decision', async () => {
    let now = T0;
    const limiter = new MemoryRateLimiter({ now: () => now });
    await limiter.take('idle', 5);
    now += 30_000;
    await limiter.take('busy', 5);
    now += 30_000;
    expect([limiter.sweep(), limiter.size]).toEqual([1, 1]);
    // A swept key starts full, as it would have been anyway.
    expect(await limiter.take('idle', 5)).toMatchObject({ allowed: true, remaining: 4 });
    await limiter.close();
  });
});
