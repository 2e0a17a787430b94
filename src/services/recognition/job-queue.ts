// The job queue: which documents this instance works on. The queue is the documents table itself
// (store/processing-repo.ts): a document is claimed with a lease, the lease is renewed while we
// work and handed back at shutdown, and one of ours that expired comes back through the next
// claim. A claimed job gets its upload's local copy here, so the pool feeder only sees documents
// we hold and can read; how each one leaves is recorded by HeldJobs.
import { firstSelected } from '../../domain/page-ranges.js';
import type { Logger } from 'pino';
import type { DocumentRow } from '../../store/documents-repo.js';
import type { Db } from '../../store/database.js';
import { claimDocuments, releaseLeases, renewLeases } from '../../store/processing-repo.js';
import { StoredFileMissing, type Storage } from '../../storage/storage.js';
import { HeldJobs, type OutcomeHooks } from './held-jobs.js';
import { inFlight, newJob, type Job } from './recognition-job.js';

export interface QueueSettings {
  /** Uploads are read through one local copy per document, held while the document is worked on. */
  storage: Storage;
  jobLeaseMs: number;
  partialPages: number;
}

export class JobQueue {
  readonly held: HeldJobs;
  private claiming = false;
  private claimWanted = true;
  private stopping = true;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    private readonly owner: string,
    private readonly settings: QueueSettings,
    fallbackIso: string,
    /** Documents held at once: enough that every thread has a page while others open or finish. */
    private readonly maxJobs: number,
    private readonly logger: Logger,
    hooks: OutcomeHooks,
    /** Something may be ready to hand out (a claimed job, its local copy). */
    private readonly changed: () => void,
  ) {
    this.held = new HeldJobs(db, owner, settings.partialPages, fallbackIso, logger, hooks, () => (this.claimWanted = true));
  }

  /** Stopped (or never started): nothing more is claimed or handed out. */
  get stopped(): boolean {
    return this.stopping;
  }

  start(): void {
    this.stopping = false;
    const pollMs = Math.min(1000, Math.floor(this.settings.jobLeaseMs / 3));
    // Polling finds work other instances accepted and leases that expired; notify() covers our own.
    this.timers.push(setInterval(() => this.wake(), pollMs).unref());
    this.timers.push(setInterval(() => void this.renew(), Math.floor(this.settings.jobLeaseMs / 3)).unref());
    this.wake();
  }

  wake(): void {
    this.claimWanted = true;
    this.changed();
  }

  /** Idempotent. Leases are still renewed while the drain lasts, then handed back at once. */
  async stop(drainMs: number): Promise<void> {
    const wasRunning = !this.stopping;
    this.stopping = true;
    if (wasRunning && drainMs > 0) await this.inFlightSettled(drainMs);
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    this.held.clear();
    // Another instance may take the documents at once instead of after the lease runs out.
    if (wasRunning) {
      await releaseLeases(this.db, this.owner).catch((err) => this.logger.warn({ err: String(err) }, 'could not release leases'));
    }
  }

  /** Waits (at most `ms`) until no page is in a worker or being stored and no document is being opened or finished. */
  private async inFlightSettled(ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    const busy = () => this.held.all().some(inFlight);
    while (busy() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (busy()) this.logger.warn({ drainMs: ms }, 'shutdown: pages still running are given back unfinished');
  }

  async claim(): Promise<void> {
    const room = this.maxJobs - this.held.size;
    if (!this.claimWanted || this.claiming || room <= 0 || this.stopping) return;
    this.claimWanted = false;
    this.claiming = true;
    try {
      const rows = await claimDocuments(this.db, this.owner, this.settings.jobLeaseMs, room);
      if (rows.length === room) this.claimWanted = true;
      // A document of ours whose lease ran out (a stalled renewal) comes back to us: keep working on it.
      for (const row of rows) if (!this.held.has(row.id)) await this.addJob(row);
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'could not claim documents; will retry');
    } finally {
      this.claiming = false;
    }
    this.changed();
  }

  private async addJob(row: DocumentRow): Promise<void> {
    if (this.stopping) return;
    const job = newJob(row);
    if (row.pages_total !== null) job.pending = await this.held.pagesLeft(row.id, firstSelected(row.pages_selected, row.pages_total));
    this.held.add(job);
    const resumed = row.pages_total !== null ? row.pages_total - job.pending!.length : 0;
    this.logger.info({ documentId: row.id, resumedPages: resumed || undefined }, 'recognition started');
    if (!this.held.finishIfDone(job)) this.fetchCopy(job);
  }

  /** Fetched beside the pool, so a slow download never holds a worker thread. */
  private fetchCopy(job: Job): void {
    this.settings.storage.localCopy(job.row.storage_path).then(
      (copy) => {
        if (!this.held.holds(job)) return copy.release();
        job.copy = copy;
        this.changed();
      },
      (err: unknown) => {
        if (!this.held.holds(job)) return;
        if (err instanceof StoredFileMissing) return void this.held.fail(job, 'invalid_document', 'the upload is missing from storage');
        this.held.abandon(job, err);
      },
    );
  }

  private async renew(): Promise<void> {
    const ids = this.held.all().map((job) => job.row.id);
    try {
      const held = await renewLeases(this.db, this.owner, ids, this.settings.jobLeaseMs);
      for (const id of ids)
        if (!held.has(id) && this.held.drop(id)) this.logger.warn({ documentId: id }, 'lease lost; dropping the document');
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'could not renew leases');
    }
  }
}
