// The documents this instance holds a lease on, and every way one leaves: completed, failed,
// interrupted (a database error: the lease runs out and this or another instance resumes it) or
// lost (deleted, or taken over) — recorded in the database first (document-outcomes.ts), then
// dropped here. The job queue adds jobs; the pool feeder hands out their pages and reports back.
import { selectedPages } from '../../domain/page-ranges.js';
import type { Logger } from 'pino';
import type { DocumentErrorCode } from '../../errors.js';
import type { PageResult } from '../../ocr/pool/page-task.js';
import type { Db } from '../../store/database.js';
import { setPagesTotal, storedPageNumbers } from '../../store/processing-repo.js';
import { failDocument, finishDocument, storePage, type Finished, type StoredPage } from './document-outcomes.js';
import type { Job } from './recognition-job.js';

export interface OutcomeHooks {
  /** After a page result was written (or found already written, or refused for a lost lease). */
  pageStored?(result: PageResult, storeMs: number, outcome: 'stored' | 'duplicate' | 'lost'): void;
  documentFinished?(status: 'completed' | 'failed'): void;
  /** A change of a document with a webhook_url committed: outbox rows may be due now. */
  webhookEvents?(): void;
}

export class HeldJobs {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly db: Db,
    private readonly owner: string,
    private readonly partialPages: number,
    /** The language of a document whose language could not be told (no text at all). */
    private readonly fallbackIso: string,
    private readonly logger: Logger,
    private readonly hooks: OutcomeHooks,
    /** A job left: there is room to claim another. */
    private readonly freed: () => void,
  ) {}

  get size(): number {
    return this.jobs.size;
  }

  has(id: string): boolean {
    return this.jobs.has(id);
  }

  /** False once the job was dropped, even if its document came back as a new job. */
  holds(job: Job): boolean {
    return this.jobs.get(job.row.id) === job;
  }

  /** In claim order (a Map iterates in insertion order), which is the feeder's turn order. */
  all(): Job[] {
    return [...this.jobs.values()];
  }

  add(job: Job): void {
    this.jobs.set(job.row.id, job);
  }

  /** The selected pages not stored yet, ascending: a resumed document goes on where it stopped. */
  async pagesLeft(id: string, selected: number[]): Promise<number[]> {
    const stored = await storedPageNumbers(this.db, id);
    return selected.filter((p) => !stored.has(p));
  }

  /**
   * Records how many of the document's pages are to be read, from the page count found on opening
   * and the `pages` selection; the pages left, or undefined when the document is done with (no
   * selected page exists: failed; or the lease is gone: dropped).
   */
  async pagesFound(job: Job, pageCount: number): Promise<number[] | undefined> {
    const { id, pages_selected: selection } = job.row;
    const selected = selectedPages(selection, pageCount);
    if (selected.length === 0) {
      const message = `none of the pages ${selection ?? ''} exists: the document has ${pageCount} page${pageCount === 1 ? '' : 's'}`;
      return void (await this.fail(job, 'no_pages_selected', message));
    }
    if (!(await setPagesTotal(this.db, this.owner, id, selected.length))) return void this.drop(id);
    job.row = { ...job.row, pages_total: selected.length };
    return this.pagesLeft(id, selected);
  }

  /** Writes a page result; a lost lease drops the job (another instance or a delete has it now). */
  async store(job: Job, page: number, result: PageResult): Promise<'stored' | 'duplicate' | 'lost'> {
    const started = performance.now();
    const outcome = await storePage(this.db, this.owner, job.row.id, toStored(page, result), this.partialPages);
    this.hooks.pageStored?.(result, performance.now() - started, outcome);
    if (outcome === 'stored' && job.row.webhook_url !== null) this.hooks.webhookEvents?.();
    if (outcome === 'lost') this.drop(job.row.id);
    return outcome;
  }

  /** Completes the document once every page was handed out and stored; true if it is done. */
  finishIfDone(job: Job): boolean {
    if (job.pending?.length !== 0 || job.running !== 0) return false;
    if (!job.finishing) {
      job.finishing = true;
      void this.track(job, finishDocument(this.db, this.owner, job.row.id, this.fallbackIso));
    }
    return true;
  }

  fail(job: Job, code: DocumentErrorCode, message: string): Promise<void> {
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
  abandon(job: Job, err: unknown): void {
    this.logger.warn({ documentId: job.row.id, err: String(err) }, 'recognition interrupted; the document resumes when its lease expires');
    this.drop(job.row.id);
  }

  cancel(id: string): void {
    if (this.drop(id)) this.logger.info({ documentId: id }, 'recognition stopped: document deleted');
  }

  drop(id: string): boolean {
    const job = this.jobs.get(id);
    if (!job) return false;
    this.jobs.delete(id);
    job.copy?.release();
    this.freed();
    return true;
  }

  /** Shutdown: forget every job (their leases are given back by the queue). */
  clear(): void {
    for (const job of this.jobs.values()) job.copy?.release();
    this.jobs.clear();
  }
}

function toStored(page: number, result: PageResult): StoredPage {
  if (result.ok) {
    const { text, method, language, geometry, lines, structure, prepared = [] } = result;
    // Four decimals: the precision of the document's confidence, so a page and a one-page document agree.
    const confidence = Math.round(result.confidence * 10_000) / 10_000;
    return { page, text, confidence, method, language, error: null, geometry, lines, structure, prepared };
  }
  const error = { code: result.code, message: result.message };
  return {
    page,
    text: '',
    confidence: 0,
    method: 'ocr',
    language: null,
    error,
    geometry: result.geometry ?? null,
    lines: [],
    structure: { paragraphs: [], tables: [] },
    prepared: [],
  };
}
