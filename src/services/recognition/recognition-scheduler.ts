// The main-thread scheduler: the job queue claims documents (a lease in the database) and records
// how each ends; the pool feeder opens each in a worker for its page count and feeds their pages
// to the pool, round-robin. This file composes the two behind the DocumentProcessor port: every
// change on either side (a claim, a local copy, a free thread) pumps both.
import type { Logger } from 'pino';
import type { Db } from '../../store/database.js';
import type { DocumentProcessor } from './document-processor.js';
import type { OutcomeHooks } from './held-jobs.js';
import { JobQueue, type QueueSettings } from './job-queue.js';
import { PoolFeeder, type FeederHooks, type FeederSettings, type PageRunner } from './pool-feeder.js';
import type { RecognitionLanguages } from './recognition-languages.js';

export type { PageRunner } from './pool-feeder.js';

interface SchedulerSettings extends QueueSettings, FeederSettings {}

interface SchedulerHooks extends FeederHooks, OutcomeHooks {}

export class RecognitionScheduler implements DocumentProcessor {
  private readonly queue: JobQueue;
  private readonly feeder: PoolFeeder;

  constructor(
    db: Db,
    readonly pool: PageRunner,
    owner: string,
    settings: SchedulerSettings,
    languages: RecognitionLanguages,
    logger: Logger,
    hooks: SchedulerHooks = {},
  ) {
    const maxJobs = Math.max(4, pool.threads * 4);
    const pump = (): void => this.pump();
    this.queue = new JobQueue(db, owner, settings, languages.fallbackIso, maxJobs, logger, hooks, pump);
    this.feeder = new PoolFeeder(pool, this.queue.held, settings, languages, hooks, pump);
  }

  start(): Promise<void> {
    this.queue.start();
    return Promise.resolve();
  }

  notify(): void {
    this.queue.wake();
  }

  cancel(documentId: string): void {
    this.queue.held.cancel(documentId);
  }

  ready(): boolean {
    return !this.queue.stopped;
  }

  load(): { busy: number; threads: number } {
    return { busy: this.feeder.busy, threads: this.pool.threads };
  }

  /** Idempotent; also closes the pool of a scheduler that never started. */
  async stop(drainMs = 0): Promise<void> {
    await this.queue.stop(drainMs);
    await this.pool.close();
  }

  /** Free threads get work from the documents held; then a claim, if there is room for more (it pumps again when it lands). */
  private pump(): void {
    if (this.queue.stopped) return;
    this.feeder.fill();
    void this.queue.claim();
  }
}
