// The pool feeder: hands the held documents' work to the worker pool, round-robin across
// documents so a 2000-page file cannot starve small ones, and reports each result back to
// HeldJobs. Exactly `threads` tasks are in flight: a page's hard time limit starts when it is
// handed over, so it must start at once, and a deeper queue would not add throughput.
import type { OpenResult, OpenTask, PageResult, PageTask } from '../../ocr/pool/page-task.js';
import type { HeldJobs } from './held-jobs.js';
import type { Job } from './recognition-job.js';
import type { RecognitionLanguages } from './recognition-languages.js';

/** The pool as the scheduler uses it (OcrPool in production). */
export interface PageRunner {
  readonly threads: number;
  open(task: Omit<OpenTask, 'kind'>, timeoutMs: number): Promise<OpenResult>;
  page(task: Omit<PageTask, 'kind'>): Promise<PageResult>;
  close(): Promise<void>;
}

export interface FeederSettings {
  pageTimeoutMs: number;
  maxPages: number;
  maxPixels: number;
}

export interface FeederHooks {
  /** Every page result from the pool, also one that will not be stored (document deleted or taken over). */
  pageRecognized?(result: PageResult): void;
}

export class PoolFeeder {
  /** Threads given a task (opening a document or a page) whose result is not back yet. */
  private running = 0;
  private turn = 0;

  constructor(
    private readonly pool: PageRunner,
    private readonly held: HeldJobs,
    private readonly settings: FeederSettings,
    private readonly languages: RecognitionLanguages,
    private readonly hooks: FeederHooks,
    /** A thread is free again. */
    private readonly freed: () => void,
  ) {}

  get busy(): number {
    return this.running;
  }

  /** Hands out work until every thread has some or no document has any. */
  fill(): void {
    while (this.running < this.pool.threads) {
      const job = this.nextJob();
      if (!job) break;
      if (job.pending === undefined) this.openDocument(job);
      else this.runPage(job, job.pending.shift()!);
    }
  }

  /**
   * Round-robin over documents with something to hand out, a document waiting to be opened first.
   * Opening is short (a page count) and does not use up the document's turn: the turn stays on it,
   * so its first page goes to the thread its open frees. Otherwise a new one-page document waited
   * for free threads up to three times (for the turn to come round to it, to open, for its page),
   * behind a big document's pages each time (bench:scaling's fairness run: one-page p50 3.0 s
   * alone, 10.5 s beside a 2,000-page scan on 2 threads).
   */
  private nextJob(): Job | undefined {
    const jobs = this.held.all();
    const unopened = jobs.findIndex((job) => job.copy !== undefined && job.pending === undefined && !job.opening);
    if (unopened >= 0) {
      this.turn = unopened;
      return jobs[unopened];
    }
    for (let i = 0; i < jobs.length; i++) {
      const at = (this.turn + i) % jobs.length;
      const job = jobs[at]!;
      if (job.copy !== undefined && job.pending !== undefined && job.pending.length > 0) {
        this.turn = (at + 1) % jobs.length;
        return job;
      }
    }
    return undefined;
  }

  private openDocument(job: Job): void {
    job.opening = true;
    this.running++;
    this.pool
      .open({ path: job.copy!.path, maxPages: this.settings.maxPages }, this.settings.pageTimeoutMs)
      .then(async (opened) => {
        if (!this.held.holds(job)) return;
        if (!opened.ok) return this.held.fail(job, opened.code, opened.message);
        const pending = await this.held.pagesFound(job, opened.pages);
        if (pending === undefined) return;
        job.pending = pending;
        job.opening = false;
        this.held.finishIfDone(job);
      })
      .catch((err) => this.held.abandon(job, err))
      .finally(() => this.settle());
  }

  private runPage(job: Job, page: number): void {
    job.running++;
    this.running++;
    const { language } = job.row;
    const task = {
      path: job.copy!.path,
      page,
      languages: this.languages.tesseractFor(language),
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
        // pages the store takes as long as the page itself). job.running holds back finishing.
        release();
        if (!this.held.holds(job)) return;
        const outcome = await this.held.store(job, page, result);
        job.running--;
        if (outcome !== 'lost') this.held.finishIfDone(job);
      })
      .catch((err) => this.held.abandon(job, err))
      .finally(release);
  }

  private settle(): void {
    this.running--;
    this.freed();
  }
}

/** The language most of the document's pages read so far were in; null before the first. */
function documentPrior(seen: Map<string, number>): string | null {
  let best: string | null = null;
  for (const [iso, n] of seen) if (best === null || n > seen.get(best)!) best = iso;
  return best;
}
