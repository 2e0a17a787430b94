// The token bucket as one pure step, so the in-process limiter and the Redis Lua script
// (tokenBucket-1.lua) can share the exact same arithmetic and be tested against each other.
//
// Units: tokens are stored as integer "units", UNITS_PER_TOKEN = 60000 units per token.
// With a capacity of C requests per minute the refill of C tokens / 60000 ms is then exactly
// C units per millisecond, so with integer milliseconds every quantity below is an integer
// (well under 2^53, exact in JS and Lua doubles) and a client at exactly the rate never loses
// a fraction of a token to rounding.
//
// Formula (now = floor(nowMs), FULL = C * 60000):
//   elapsed   = clamp(now - updatedMs, 0, 60000)        -- 60000 ms refill any bucket from empty
//   units     = state ? min(FULL, tokens + elapsed * C) : FULL
//   allowed   = units >= 60000;  if allowed: units -= 60000
//   remaining = allowed ? floor(units / 60000) : 0
//   base      = state ? max(updatedMs, now) : now
//   resetAt   = ceil((base + ceil((FULL - units) / C)) / 1000)
//   retryAfter= allowed ? 0 : max(1, ceil((base - now + ceil((60000 - units) / C)) / 1000))
//   new state = { tokens: units, updatedMs: base }
// A clock that steps backwards refills nothing and never moves updatedMs back, so a later
// forward step cannot refill the same interval twice; times are then counted from `base`.

import type { RateDecision } from './rate-limiter.js';

export const UNITS_PER_TOKEN = 60_000;
/** Time to refill any bucket from empty to full: idle this long, a state equals no state. */
export const FULL_REFILL_MS = 60_000;

export interface BucketState {
  /** Integer units (1 token = UNITS_PER_TOKEN units), 0 ≤ tokens ≤ capacity × UNITS_PER_TOKEN. */
  tokens: number;
  /** Integer epoch milliseconds of the last refill. */
  updatedMs: number;
}

export function decide(state: BucketState | undefined, nowMs: number, capacity: number): { state: BucketState; decision: RateDecision } {
  if (!Number.isSafeInteger(capacity) || capacity < 1) {
    throw new RangeError(`capacity must be an integer >= 1, got ${capacity}`);
  }
  // Fractional clocks (performance.now) would make units fractional and break exactness.
  const now = Math.floor(nowMs);
  const full = capacity * UNITS_PER_TOKEN;
  let units = full;
  let base = now;
  if (state !== undefined) {
    const elapsed = Math.min(Math.max(now - state.updatedMs, 0), FULL_REFILL_MS);
    units = Math.min(full, state.tokens + elapsed * capacity);
    base = Math.max(state.updatedMs, now);
  }
  const allowed = units >= UNITS_PER_TOKEN;
  if (allowed) units -= UNITS_PER_TOKEN;
  const msToFull = Math.ceil((full - units) / capacity);
  const msToToken = allowed ? 0 : Math.ceil((UNITS_PER_TOKEN - units) / capacity);
  return {
    state: { tokens: units, updatedMs: base },
    decision: {
      allowed,
      limit: capacity,
      remaining: allowed ? Math.floor(units / UNITS_PER_TOKEN) : 0,
      resetAt: Math.ceil((base + msToFull) / 1000),
      retryAfter: allowed ? 0 : Math.max(1, Math.ceil((base - now + msToToken) / 1000)),
    },
  };
}
