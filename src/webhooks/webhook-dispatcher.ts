// Delivers the outbox (API.md "Webhooks"). Runs in every instance: claims due deliveries with a
// lease (SKIP LOCKED, so instances never send the same attempt), signs and sends each, and records
// the outcome, which also schedules the next attempt from WEBHOOK_RETRY_DELAYS measured from the end
// of this one. Wakes at once when this process writes events or a retry is asked for, at each retry
// it scheduled, and polls for the rest (other instances' retries, leases of dead processes).
import type { Logger } from 'pino';
import { currentWebhookSecret } from '../store/accounts-repo.js';
import type { Db } from '../store/database.js';
import type { DeliveryRow } from '../store/deliveries-repo.js';
import {
  claimDeliveries,
  recordAttempt,
  releaseDeliveries,
  secretsKey,
  signingSecrets,
  type SigningSecrets,
} from '../store/dispatch-repo.js';
import { attemptBody } from './event-body.js';
import { deliveryHeaders } from './signing.js';
import type { AttemptResult, WebhookSender } from './webhook-sender.js';

export interface DispatcherSettings {
  retryDelaysMs: readonly number[];
  /** A claimed delivery whose process died is due again after this; longer than any attempt. */
  leaseMs: number;
  pollMs: number;
  maxInFlight: number;
  maxPerTarget: number;
  /** How long stop() lets attempts in flight finish before hanging up on them. */
  drainMs: number;
}

export interface DispatcherHooks {
  attempted?(result: AttemptResult): void;
}

export class WebhookDispatcher {
  private inFlight = 0;
  private readonly perTarget = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  private readonly retryTimers = new Map<number, NodeJS.Timeout>();
  private pollTimer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Timeout | undefined;
  private claiming = false;
  private claimWanted = false;
  private stopped = true;
  private closing = false;
  private claimFailing = false;

  constructor(
    private readonly db: Db,
    private readonly sender: WebhookSender,
    private readonly owner: string,
    private readonly settings: DispatcherSettings,
    private readonly logger: Logger,
    private readonly hooks: DispatcherHooks = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.pollTimer = setInterval(() => this.wake(), this.settings.pollMs);
    this.wake();
  }

  /** Something may be due now: claim without waiting for the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.claimWanted = true;
      return;
    }
    void this.claimLoop();
  }

  /**
   * A slot freed: claim shortly, so the attempts that end together share one claim (each claim
   * costs a query; on the embedded database it also runs on this thread).
   */
  private wakeSoon(): void {
    if (this.soon !== undefined || this.stopped) return;
    this.soon = setTimeout(() => {
      this.soon = undefined;
      this.wake();
    }, 1);
  }

  private async claimLoop(): Promise<void> {
    this.claiming = true;
    try {
      do {
        this.claimWanted = false;
        const free = this.settings.maxInFlight - this.inFlight;
        if (free <= 0) break;
        const rows = await claimDeliveries(this.db, this.owner, this.settings.leaseMs, free, this.settings.maxPerTarget, this.perTarget);
        // Not `break`: a wake() that came during the claim (an event committed after its snapshot)
        // must claim again, and the loop condition checks for that.
        if (rows.length === 0) continue;
        const secrets = await this.secretsFor(rows);
        const giveBack: string[] = [];
        for (const row of rows) {
          if (this.stopped) giveBack.push(row.id);
          else this.begin(row, row.target, secrets.get(secretsKey(row.account_id, row.mode))!);
        }
        await releaseDeliveries(this.db, this.owner, giveBack);
        if (rows.length === free) this.claimWanted = true; // a full batch: more may be due
      } while (this.claimWanted && !this.stopped);
      if (this.claimFailing) this.logger.info('webhook claims work again');
      this.claimFailing = false;
    } catch (err) {
      // Once per outage (e.g. the database is down), not once per poll.
      if (!this.claimFailing) this.logger.error({ err }, 'webhook claim failed; retrying every poll until it works');
      this.claimFailing = true;
    } finally {
      this.claiming = false;
    }
  }

  private async secretsFor(rows: DeliveryRow[]): Promise<Map<string, SigningSecrets>> {
    const pairs = rows.map((r) => ({ accountId: r.account_id, mode: r.mode }));
    const secrets = await signingSecrets(this.db, pairs);
    for (const { accountId, mode } of pairs) {
      const key = secretsKey(accountId, mode);
      const entry = secrets.get(key);
      if (entry?.current) continue;
      const current = await currentWebhookSecret(this.db, accountId, mode as 'live' | 'test');
      secrets.set(key, { current, previous: entry?.previous });
    }
    return secrets;
  }

  private begin(row: DeliveryRow, target: string, secrets: SigningSecrets): void {
    this.inFlight++;
    this.perTarget.set(target, (this.perTarget.get(target) ?? 0) + 1);
    const attempt = this.attempt(row, secrets)
      .catch((err) => this.logger.error({ err, deliveryId: row.id }, 'webhook attempt not recorded; retried when its lease ends'))
      .finally(() => {
        this.inFlight--;
        const left = (this.perTarget.get(target) ?? 1) - 1;
        if (left === 0) this.perTarget.delete(target);
        else this.perTarget.set(target, left);
        this.running.delete(attempt);
        this.wakeSoon();
      });
    this.running.add(attempt);
  }

  private async attempt(row: DeliveryRow, secrets: SigningSecrets): Promise<void> {
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
    const result = await this.sender.send(row.url, headers, body);
    if (this.closing) return releaseDeliveries(this.db, this.owner, [row.id]); // cut off by shutdown: not an attempt
    this.hooks.attempted?.(result);
    const succeeded = result.outcome === 'succeeded';
    const delays = this.settings.retryDelaysMs;
    const retryInMs = succeeded || attempt > delays.length ? null : delays[attempt - 1]!;
    const kept = await recordAttempt(this.db, this.owner, row.id, {
      attempt,
      startedAt,
      durationMs: result.durationMs,
      statusCode: result.statusCode,
      error: result.error,
      retryInMs,
      succeeded,
    });
    const fields = {
      deliveryId: row.id,
      eventId: row.event_id,
      event: row.event,
      documentId: row.document_id,
      attempt,
      statusCode: result.statusCode,
      ms: Math.round(result.durationMs),
    };
    if (!kept) this.logger.info(fields, 'webhook attempt made but the delivery is gone (document deleted)');
    else if (succeeded) this.logger.info(fields, 'webhook delivered');
    else if (retryInMs === null) this.logger.warn({ ...fields, error: result.error }, 'webhook failed: no attempts left');
    else this.logger.warn({ ...fields, error: result.error, retryInMs }, 'webhook attempt failed; retry scheduled');
    if (kept && retryInMs !== null) this.wakeIn(retryInMs);
  }

  /** A timer per 100 ms slot, so a burst of failures does not leave a timer each. */
  private wakeIn(ms: number): void {
    const slot = Math.ceil((Date.now() + ms) / 100);
    if (this.stopped || this.retryTimers.has(slot)) return;
    const timer = setTimeout(
      () => {
        this.retryTimers.delete(slot);
        this.wake();
      },
      slot * 100 - Date.now() + 5,
    );
    this.retryTimers.set(slot, timer);
  }

  /** Stops claiming, lets attempts in flight finish for a while, then hangs up and gives the rest back. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.soon);
    for (const timer of this.retryTimers.values()) clearTimeout(timer);
    this.retryTimers.clear();
    const drained = Promise.allSettled([...this.running]);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([drained, new Promise((r) => (timer = setTimeout(r, this.settings.drainMs)))]);
    clearTimeout(timer);
    this.closing = true;
    await this.sender.close();
    await Promise.allSettled([...this.running]);
    while (this.claiming) await new Promise((r) => setTimeout(r, 5));
  }
}
