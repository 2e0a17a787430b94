// Picks the rate limiter REDIS_URL asks for: Redis token buckets shared by every instance, or
// this process's own buckets when no Redis is configured.
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Metrics } from '../observability/metrics.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';

export function createLimiter(config: Config, logger: Logger, metrics: Metrics): RateLimiter {
  if (!config.redisUrl) return new MemoryRateLimiter();
  return new RedisRateLimiter(config.redisUrl, { logger, onFallback: () => metrics.limiterFallbacks.inc() });
}
