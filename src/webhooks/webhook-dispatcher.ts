// Delivers the outbox (API.md "Webhooks"). Runs in every instance: claims due deliveries with a
// lease (SKIP LOCKED, so instances never send the same attempt), signs and sends each, and records
// the outcome, which also schedules the next attempt from WEBHOOK_RETRY_DELAYS measured from the end
// of this one. Wakes at once when this process writes events or a retry is asked for, at each retry
// it scheduled, and polls for the rest (other instances' retries, leases of dead processes).
import type { Logger } from 'pino';
import type { Db } from '../store/database.js';
import type { DeliveryRow } from '../store/deliveries-repo.js';
import { claimDeliveries, releaseDeliveries, secretsKey, type SigningSecrets } from '../store/dispatch-repo.js';
import { attemptDelivery, type AttemptContext, type AttemptHooks } from './delivery-attempt.js';
import { secretsFor } from './delivery-secrets.js';
import { RetryAlarms } from './retry-alarms.js';
import type { WebhookSender } from './webhook-sender.js';

interface DispatcherSettings {
  retryDelaysMs: readonly number[];
  /** A claimed delivery whose process died is due again after this; longer than any attempt. */
  leaseMs: number;
  pollMs: number;
  maxInFlight: number;
  maxPerTarget: number;
  /** How long stop() lets attempts in flight finish before hanging up on them. */
  drainMs: number;
}

export class WebhookDispatcher {
  private inFlight = 0;
  private readonly perTarget = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  private readonly retryAlarms = new RetryAlarms(() => this.wake());
  private pollTimer: NodeJS.Timeout | undefined;
  private soon: NodeJS.Timeout | undefined;
  private claiming = false;
  private claimWanted = false;
  private stopped = true;
  private closing = false;
  private claimFailing = false;
  private readonly attempts: AttemptContext;

  constructor(
    private readonly db: Db,
    private readonly sender: WebhookSender,
    private readonly owner: string,
    private readonly settings: DispatcherSettings,
    private readonly logger: Logger,
    hooks: AttemptHooks = {},
  ) {
    const { retryDelaysMs } = settings;
    this.attempts = { db, owner, sender, retryDelaysMs, logger, hooks, closing: () => this.closing };
  }

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
        const secrets = await secretsFor(this.db, rows);
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
    const retryInMs = await attemptDelivery(this.attempts, row, secrets);
    if (retryInMs !== null && !this.stopped) this.retryAlarms.setIn(retryInMs);
  }

  /** Stops claiming, lets attempts in flight finish for a while, then hangs up and gives the rest back. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.soon);
    this.retryAlarms.clear();
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
