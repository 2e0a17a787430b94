// The port every limiter backend (Redis Lua, in-process) implements; the HTTP layer turns a
// decision into the X-RateLimit-* and Retry-After headers of API.md "Limits and headers".

export interface RateDecision {
  allowed: boolean;
  /** Requests per minute of the plan: the bucket's capacity. */
  limit: number;
  /** Whole requests left after this one; 0 when refused. */
  remaining: number;
  /** Unix epoch seconds at which the bucket is full again. */
  resetAt: number;
  /** Whole seconds (≥ 1) until the next request could succeed; 0 when allowed. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Spends one token of the bucket `key` holding `ratePerMinute` tokens (an integer ≥ 1). */
  take(key: string, ratePerMinute: number): Promise<RateDecision>;
  /** For /readyz: whether the backend can answer right now. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}
