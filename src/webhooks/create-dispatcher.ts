// Wires the webhook dispatcher: sender (undici, SSRF-pinned), limits, metrics.
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Metrics } from '../observability/metrics.js';
import type { Db } from '../store/database.js';
import type { LookupFn } from './address-guard.js';
import { WebhookSender } from './webhook-sender.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';

// Bounds on sending, so a burst of events or a slow receiver cannot crowd out the API: at most
// this many attempts at once in a process, and per target host (one slow host cannot take them all).
const MAX_IN_FLIGHT = 64;
const MAX_PER_TARGET = 8;

export function createDispatcher(
  config: Config,
  db: Db,
  owner: string,
  logger: Logger,
  metrics: Metrics,
  lookup?: LookupFn,
): WebhookDispatcher {
  const sender = new WebhookSender({
    timeoutMs: config.webhookTimeoutMs,
    allowPrivate: config.webhookAllowPrivate,
    connectionsPerTarget: MAX_PER_TARGET,
    ...(lookup ? { lookup } : {}),
  });
  const settings = {
    retryDelaysMs: config.webhookRetryDelaysMs,
    leaseMs: config.jobLeaseMs + config.webhookTimeoutMs,
    pollMs: 1000,
    maxInFlight: MAX_IN_FLIGHT,
    maxPerTarget: MAX_PER_TARGET,
    drainMs: Math.min(config.webhookTimeoutMs, 5000),
  };
  return new WebhookDispatcher(db, sender, owner, settings, logger, {
    attempted(result) {
      metrics.webhookAttempts.inc({ outcome: result.outcome });
      metrics.webhookAttemptSeconds.observe(result.durationMs / 1000);
    },
  });
}
