// Page images for the dashboard, rendered off the event loop in one thread of their own (mupdf
// only): a preview costs tens of milliseconds, a large scan more, and OCR_THREADS=0 nodes have no
// OCR pool to borrow. The thread starts on the first preview and stops after a minute idle, so a
// server whose dashboard shows no pages never holds a second mupdf; a thread whose WASM memory
// grew past the OCR pool's recycling limit is replaced between previews, as the OCR pool's threads
// are (ocr/pool/thread-recycling.ts).
import { Piscina } from 'piscina';
import { DEFAULT_RECYCLE_ABOVE_BYTES, workerFile } from '../../ocr/pool/ocr-pool.js';
import type { PreviewResult, PreviewTask } from '../../ocr/reading/page-preview.js';
import { ThreadRecycler, type MeasuredReply } from '../../ocr/pool/thread-recycling.js';
import { StoredFileMissing, withLocalCopy, type Storage } from '../../storage/storage.js';

const IDLE_MS = 60_000;
/** Far above a preview's cost; past it the thread is terminated and replaced. */
const TIMEOUT_MS = 30_000;
/** Requests waiting beyond this many are refused: a client asking for thousands of pages at once. */
const MAX_QUEUE = 64;

type PreviewOutcome = { ok: true; png: Buffer } | { ok: false; reason: 'missing' | 'busy' | 'failed'; message: string };

export class PagePreviews {
  private pool: Piscina | undefined;
  private readonly recycler: ThreadRecycler;
  private running = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly storage: Storage,
    private readonly maxPixels: number,
    recycleAboveBytes = DEFAULT_RECYCLE_ABOVE_BYTES,
  ) {
    this.recycler = new ThreadRecycler(recycleAboveBytes, () => this.pool?.threads ?? []);
  }

  /** Threads replaced for their memory so far (tests). */
  get recycled(): number {
    return this.recycler.recycled;
  }

  /** Page `page` (1-based) of the upload stored under `key`, as a PNG. Never throws for a page. */
  async render(key: string, page: number): Promise<PreviewOutcome> {
    if (this.closed) return { ok: false, reason: 'busy', message: 'the server is shutting down' };
    try {
      return await withLocalCopy(this.storage, key, async (path) => this.run({ path, page, maxPixels: this.maxPixels }));
    } catch (err) {
      if (err instanceof StoredFileMissing) return { ok: false, reason: 'missing', message: err.message };
      throw err;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  /**
   * The pool keeps its one thread (minThreads 1) so that a recycled thread is replaced at once,
   * with previews waiting for it; idleness is therefore timed here, and stops the whole pool.
   */
  private current(): Piscina {
    clearTimeout(this.idleTimer);
    this.pool ??= new Piscina({
      filename: workerFile('preview-worker'),
      minThreads: 1,
      maxThreads: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: MAX_QUEUE,
      concurrentTasksPerWorker: 1,
      loadBalancer: this.recycler.balancer,
    });
    return this.pool;
  }

  private stopWhenIdle(): void {
    if (this.running > 0 || this.pool === undefined || this.closed) return;
    this.idleTimer = setTimeout(() => {
      const idle = this.pool;
      this.pool = undefined;
      void idle?.destroy();
    }, IDLE_MS).unref();
  }

  private async run(task: PreviewTask): Promise<PreviewOutcome> {
    const pool = this.current();
    this.running++;
    let reply: MeasuredReply<PreviewResult>;
    try {
      reply = (await pool.run(task, { signal: AbortSignal.timeout(TIMEOUT_MS) })) as MeasuredReply<PreviewResult>;
    } catch (err) {
      const message = (err as Error).message;
      if (/queue is at limit/i.test(message)) return { ok: false, reason: 'busy', message: 'too many page images are being rendered' };
      return { ok: false, reason: 'failed', message: `the preview thread failed: ${message}` };
    } finally {
      this.running--;
      this.stopWhenIdle();
    }
    this.recycler.observe(reply);
    const result = reply.reply;
    if (!result.ok) return { ok: false, reason: 'failed', message: `${result.code}: ${result.message}` };
    return { ok: true, png: Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength) };
  }
}
