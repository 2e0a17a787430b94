// One attempt at one delivery: sign the event as of now, send it, record the outcome (recording
// schedules the next attempt from WEBHOOK_RETRY_DELAYS, measured from the end of this one) and log it.
import type { Logger } from 'pino';
import type { Db } from '../store/database.js';
import type { DeliveryRow } from '../store/deliveries-repo.js';
import { recordAttempt, releaseDeliveries, type SigningSecrets } from '../store/dispatch-repo.js';
import { attemptBody } from './event-body.js';
import { deliveryHeaders } from './signing.js';
import type { AttemptResult, WebhookSender } from './webhook-sender.js';

export interface AttemptHooks {
  attempted?(result: AttemptResult): void;
}

/** What every attempt of one dispatcher shares. */
export interface AttemptContext {
  db: Db;
  /** The dispatcher's lease owner: only its own claimed rows are recorded or given back. */
  owner: string;
  sender: WebhookSender;
  retryDelaysMs: readonly number[];
  logger: Logger;
  hooks: AttemptHooks;
  /** True once shutdown hung up on the attempts in flight: what comes back then is no attempt. */
  closing(): boolean;
}

/** Makes the attempt; resolves to the delay after which the delivery is due again, or null. */
export async function attemptDelivery(ctx: AttemptContext, row: DeliveryRow, secrets: SigningSecrets): Promise<number | null> {
  const attempt = row.attempts + 1;
  const startedAt = new Date();
  const body = attemptBody(row.payload, startedAt);
  const headers = deliveryHeaders({
    eventId: row.event_id,
    event: row.event,
    attempt,
    timestamp: Math.floor(startedAt.getTime() / 1000),
    body,
    secret: secrets.current,
    previousSecret: secrets.previous,
  });
  const result = await ctx.sender.send(row.url, headers, body);
  if (ctx.closing()) {
    await releaseDeliveries(ctx.db, ctx.owner, [row.id]); // cut off by shutdown: not an attempt
    return null;
  }
  ctx.hooks.attempted?.(result);
  const succeeded = result.outcome === 'succeeded';
  const delays = ctx.retryDelaysMs;
  const retryInMs = succeeded || attempt > delays.length ? null : delays[attempt - 1]!;
  const kept = await recordAttempt(ctx.db, ctx.owner, row.id, {
    attempt,
    startedAt,
    durationMs: result.durationMs,
    statusCode: result.statusCode,
    error: result.error,
    retryInMs,
    succeeded,
  });
  logAttempt(ctx.logger, row, attempt, result, { kept, retryInMs });
  return kept ? retryInMs : null;
}

function logAttempt(
  logger: Logger,
  row: DeliveryRow,
  attempt: number,
  result: AttemptResult,
  { kept, retryInMs }: { kept: boolean; retryInMs: number | null },
): void {
  const fields = {
    deliveryId: row.id,
    eventId: row.event_id,
    event: row.event,
    documentId: row.document_id,
    attempt,
    statusCode: result.statusCode,
    ms: Math.round(result.durationMs),
  };
  if (!kept) logger.info(fields, 'webhook attempt made but the delivery is gone (document deleted)');
  else if (result.outcome === 'succeeded') logger.info(fields, 'webhook delivered');
  else if (retryInMs === null) logger.warn({ ...fields, error: result.error }, 'webhook failed: no attempts left');
  else logger.warn({ ...fields, error: result.error, retryInMs }, 'webhook attempt failed; retry scheduled');
}
