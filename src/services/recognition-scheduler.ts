// The main-thread scheduler: claims documents (lease in the database), opens each in a worker for
// its page count, and feeds pages to the pool, round-robin across documents so a 2000-page file
// cannot starve small ones. Exactly `threads` pages are in flight: a page's hard time limit starts
// when it is handed over, so it must start at once, and a deeper queue would not add throughput.
import type { Logger } from 'pino';
import type { Db } from '../store/database.js';
import type { DocumentRow } from '../store/documents-repo.js';
import { claimDocuments, renewLeases, releaseLeases, setPagesTotal, storedPageNumbers } from '../store/processing-repo.js';
import type { OpenResult, OpenTask, PageResult, PageTask } from '../ocr/page-task.js';
import { failDocument, finishDocument, storePage, type Finished, type StoredPage } from './document-outcomes.js';
import type { DocumentErrorCode } from '../errors.js';
import type { DocumentProcessor } from './document-processor.js';
import type { RecognitionLanguages } from './recognition-languages.js';
import { StoredFileMissing, type LocalCopy, type Storage } from '../storage/storage.js';

/** The pool as the scheduler uses it (OcrPool in production). */
export interface PageRunner {
  readonly threads: number;
  open(task: Omit<OpenTask, 'kind'>, timeoutMs: number): Promise<OpenResult>;
  page(task: Omit<PageTask, 'kind'>): Promise<PageResult>;
  close(): Promise<void>;
}

export interface SchedulerSettings {
  /** Uploads are read through one local copy per document, held while the document is worked on. */
  storage: Storage;
  jobLeaseMs: number;
  partialPages: number;
  pageTimeoutMs: number;
  maxPages: number;
  maxPixels: number;
}

export interface SchedulerHooks {
  /** Every page result from the pool, also one that will not be stored (document deleted or taken over). */
  pageRecognized?(result: PageResult): void;
  /** After a page result was written (or found already written, or refused for a lost lease). */
  pageStored?(result: PageResult, storeMs: number, outcome: 'stored' | 'duplicate' | 'lost'): void;
  documentFinished?(status: 'completed' | 'failed'): void;
  /** A change of a document with a webhook_url committed: outbox rows may be due now. */
  webhookEvents?(): void;
}

interface Job {
  row: DocumentRow;
  /** The upload's local copy; pages are handed out once it is there. */
  copy: LocalCopy | undefined;
  languages: string;
  /** Without a requested language: how many pages so far were read in each language (the prior). */
  seen: Map<string, number>;
  /** Pages still to hand to the pool, ascending; undefined until the page count is known. */
  pending: number[] | undefined;
  running: number;
  /** Opening in a worker. */
  opening: boolean;
  finishing: boolean;
}

export class RecognitionScheduler implements DocumentProcessor {
  private readonly jobs = new Map<string, Job>();
  private turn = 0;
  private running = 0;
  private claiming = false;
  private claimWanted = true;
  private stopped = true;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    readonly pool: PageRunner,
    private readonly owner: string,
    private readonly settings: SchedulerSettings,
    private readonly languages: RecognitionLanguages,
    private readonly logger: Logger,
    private readonly hooks: SchedulerHooks = {},
  ) {}

  private get maxJobs(): number {
    return Math.max(4, this.pool.threads * 4);
  }

  async start(): Promise<void> {
    this.stopped = false;
    const pollMs = Math.min(1000, Math.floor(this.settings.jobLeaseMs / 3));
    // Polling finds work other instances accepted and leases that expired; notify() covers our own.
    this.timers.push(setInterval(() => this.wake(), pollMs).unref());
    this.timers.push(setInterval(() => void this.renew(), Math.floor(this.settings.jobLeaseMs / 3)).unref());
    this.wake();
  }

  notify(): void {
    this.wake();
  }

  cancel(documentId: string): void {
    if (this.drop(documentId)) this.logger.info({ documentId }, 'recognition stopped: document deleted');
  }

  ready(): boolean {
    return !this.stopped;
  }

  load(): { busy: number; threads: number } {
    return { busy: this.running, threads: this.pool.threads };
  }

  /** Idempotent; also closes the pool of a scheduler that never started. */
  async stop(drainMs = 0): Promise<void> {
    const wasRunning = !this.stopped;
    this.stopped = true; // pump() and claim() hand out nothing more
    if (wasRunning && drainMs > 0) await this.inFlightSettled(drainMs);
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const job of this.jobs.values()) job.copy?.release();
    this.jobs.clear();
    // Another instance may take the documents at once instead of after the lease runs out.
    if (wasRunning) {
      await releaseLeases(this.db, this.owner).catch((err) => this.logger.warn({ err: String(err) }, 'could not release leases'));
    }
    await this.pool.close();
  }

  /** Waits (at most `ms`) until no page is in a worker or being stored and no document is being opened or finished. */
  private async inFlightSettled(ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    const busy = () => [...this.jobs.values()].some((j) => j.running > 0 || j.opening || j.finishing);
    while (busy() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (busy()) this.logger.warn({ drainMs: ms }, 'shutdown: pages still running are given back unfinished');
  }

  private wake(): void {
    this.claimWanted = true;
    this.pump();
  }

  private pump(): void {
    if (this.stopped) return;
    while (this.running < this.pool.threads) {
      const job = this.nextJob();
      if (!job) break;
      if (job.pending === undefined) this.openDocument(job);
      else this.runPage(job, job.pending.shift()!);
    }
    void this.claim();
  }

  /** Round-robin over documents with something to hand out. */
  private nextJob(): Job | undefined {
    // A Map iterates in insertion (claim) order, which is the turn order.
    const jobs = [...this.jobs.values()];
    for (let i = 0; i < jobs.length; i++) {
      const job = jobs[(this.turn + i) % jobs.length]!;
      const hasWork = job.copy !== undefined && (job.pending === undefined ? !job.opening : job.pending.length > 0);
      if (hasWork) {
        this.turn = (this.turn + i + 1) % jobs.length;
        return job;
      }
    }
    return undefined;
  }

  private async claim(): Promise<void> {
    const room = this.maxJobs - this.jobs.size;
    if (!this.claimWanted || this.claiming || room <= 0 || this.stopped) return;
    this.claimWanted = false;
    this.claiming = true;
    try {
      const rows = await claimDocuments(this.db, this.owner, this.settings.jobLeaseMs, room);
      if (rows.length === room) this.claimWanted = true;
      // A document of ours whose lease ran out (a stalled renewal) comes back to us: keep working on it.
      for (const row of rows) if (!this.jobs.has(row.id)) await this.addJob(row);
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'could not claim documents; will retry');
    } finally {
      this.claiming = false;
    }
    this.pump();
  }

  private async addJob(row: DocumentRow): Promise<void> {
    if (this.stopped) return;
    const job: Job = {
      row,
      copy: undefined,
      languages: this.languages.tesseractFor(row.language),
      seen: new Map(),
      pending: undefined,
      running: 0,
      opening: false,
      finishing: false,
    };
    if (row.pages_total !== null) job.pending = await this.remainingPages(row.id, row.pages_total);
    this.jobs.set(row.id, job);
    const resumed = row.pages_total !== null ? row.pages_total - job.pending!.length : 0;
    this.logger.info({ documentId: row.id, resumedPages: resumed || undefined }, 'recognition started');
    if (job.pending?.length === 0) this.finish(job);
    else this.fetchCopy(job);
  }

  /** Fetched beside the pool, so a slow download never holds a worker thread. */
  private fetchCopy(job: Job): void {
    const { id, storage_path: key } = job.row;
    this.settings.storage.localCopy(key).then(
      (copy) => {
        if (this.jobs.get(id) !== job) return copy.release();
        job.copy = copy;
        this.pump();
      },
      (err: unknown) => {
        if (this.jobs.get(id) !== job) return;
        if (err instanceof StoredFileMissing) return void this.fail(job, 'invalid_document', 'the upload is missing from storage');
        this.abandon(job, err);
      },
    );
  }

  private async remainingPages(id: string, total: number): Promise<number[]> {
    const stored = await storedPageNumbers(this.db, id);
    return Array.from({ length: total }, (_, i) => i + 1).filter((p) => !stored.has(p));
  }

  private openDocument(job: Job): void {
    job.opening = true;
    this.running++;
    const { id } = job.row;
    this.pool
      .open({ path: job.copy!.path, maxPages: this.settings.maxPages }, this.settings.pageTimeoutMs)
      .then(async (opened) => {
        if (this.jobs.get(id) !== job) return;
        if (!opened.ok) return this.fail(job, opened.code, opened.message);
        if (!(await setPagesTotal(this.db, this.owner, id, opened.pages))) return void this.drop(id);
        job.row = { ...job.row, pages_total: opened.pages };
        job.pending = await this.remainingPages(id, opened.pages);
        job.opening = false;
        if (job.pending.length === 0) this.finish(job);
      })
      .catch((err) => this.abandon(job, err))
      .finally(() => this.settle());
  }

  private runPage(job: Job, page: number): void {
    job.running++;
    this.running++;
    const { id, language } = job.row;
    const task = {
      path: job.copy!.path,
      page,
      languages: job.languages,
      requestedLanguage: language,
      languageHint: language === null ? documentPrior(job.seen) : null,
      maxPixels: this.settings.maxPixels,
      timeoutMs: this.settings.pageTimeoutMs,
    };
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      this.settle();
    };
    this.pool
      .page(task)
      .then(async (result) => {
        this.hooks.pageRecognized?.(result);
        if (result.ok && result.method === 'ocr' && result.language !== null) {
          job.seen.set(result.language, (job.seen.get(result.language) ?? 0) + 1);
        }
        // The thread is free now: hand out the next page while this one is stored (for text-layer
        // pages the store takes as long as the page itself). job.running holds back finish().
        release();
        if (this.jobs.get(id) !== job) return;
        const started = performance.now();
        const outcome = await storePage(this.db, this.owner, id, toStored(page, result), this.settings.partialPages);
        this.hooks.pageStored?.(result, performance.now() - started, outcome);
        if (outcome === 'stored' && job.row.webhook_url !== null) this.hooks.webhookEvents?.();
        job.running--;
        if (outcome === 'lost') return void this.drop(id);
        if (job.pending!.length === 0 && job.running === 0) this.finish(job);
      })
      .catch((err) => this.abandon(job, err))
      .finally(release);
  }

  private settle(): void {
    this.running--;
    this.pump();
  }

  private finish(job: Job): void {
    if (job.finishing) return;
    job.finishing = true;
    void this.track(job, finishDocument(this.db, this.owner, job.row.id, this.languages.fallbackIso));
  }

  private fail(job: Job, code: DocumentErrorCode, message: string): Promise<void> {
    job.finishing = true;
    this.logger.info({ documentId: job.row.id, code, reason: message }, 'document cannot be recognized');
    return this.track(job, failDocument(this.db, this.owner, job.row.id, code, message));
  }

  private async track(job: Job, outcome: Promise<Finished>): Promise<void> {
    try {
      const finished = await outcome;
      if (finished !== 'lost') {
        this.logger.info({ documentId: job.row.id, status: finished }, 'recognition finished');
        this.hooks.documentFinished?.(finished);
        if (job.row.webhook_url !== null) this.hooks.webhookEvents?.();
      }
    } catch (err) {
      return this.abandon(job, err);
    }
    this.drop(job.row.id);
  }

  /** A database error mid-document: let the lease run out so this or another instance resumes it. */
  private abandon(job: Job, err: unknown): void {
    this.logger.warn({ documentId: job.row.id, err: String(err) }, 'recognition interrupted; the document resumes when its lease expires');
    this.drop(job.row.id);
  }

  private drop(id: string): boolean {
    const job = this.jobs.get(id);
    if (!job) return false;
    this.jobs.delete(id);
    job.copy?.release();
    this.claimWanted = true;
    return true;
  }

  private async renew(): Promise<void> {
    const ids = [...this.jobs.keys()];
    try {
      const held = await renewLeases(this.db, this.owner, ids, this.settings.jobLeaseMs);
      for (const id of ids) if (!held.has(id) && this.drop(id)) this.logger.warn({ documentId: id }, 'lease lost; dropping the document');
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'could not renew leases');
    }
  }
}

/** The language most of the document's pages read so far were in; null before the first. */
function documentPrior(seen: Map<string, number>): string | null {
  let best: string | null = null;
  for (const [iso, n] of seen) if (best === null || n > seen.get(best)!) best = iso;
  return best;
}

function toStored(page: number, result: PageResult): StoredPage {
  if (result.ok) {
    const { text, method, language, geometry, lines, prepared = [] } = result;
    // Four decimals: the precision of the document's confidence, so a page and a one-page document agree.
    const confidence = Math.round(result.confidence * 10_000) / 10_000;
    return { page, text, confidence, method, language, error: null, geometry, lines, prepared };
  }
  const error = { code: result.code, message: result.message };
  return { page, text: '', confidence: 0, method: 'ocr', language: null, error, geometry: result.geometry ?? null, lines: [], prepared: [] };
}
