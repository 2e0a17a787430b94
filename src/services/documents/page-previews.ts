// Page images for the dashboard, rendered off the event loop in one thread of their own (mupdf
// only): a preview costs tens of milliseconds, a large scan more, and OCR_THREADS=0 nodes have no
// OCR pool to borrow. The thread starts on the first preview and stops after a minute idle, so a
// server whose dashboard shows no pages never holds a second mupdf; a thread whose WASM memory
// grew past the OCR pool's recycling limit is replaced once its queued previews are done.
import { Piscina } from 'piscina';
import { DEFAULT_RECYCLE_ABOVE_BYTES, workerFile } from '../../ocr/ocr-pool.js';
import type { PreviewTask } from '../../ocr/page-preview.js';
import type { PreviewReply } from '../../ocr/preview-worker.js';
import { StoredFileMissing, withLocalCopy, type Storage } from '../../storage/storage.js';

const IDLE_MS = 60_000;
/** Far above a preview's cost; past it the thread is terminated and replaced. */
const TIMEOUT_MS = 30_000;
/** Requests waiting beyond this many are refused: a client asking for thousands of pages at once. */
const MAX_QUEUE = 64;

export type PreviewOutcome = { ok: true; png: Buffer } | { ok: false; reason: 'missing' | 'busy' | 'failed'; message: string };

export class PagePreviews {
  private pool: Piscina | undefined;
  private closed = false;
  /** Threads replaced for their memory so far (tests). */
  recycled = 0;

  constructor(
    private readonly storage: Storage,
    private readonly maxPixels: number,
    private readonly recycleAboveBytes = DEFAULT_RECYCLE_ABOVE_BYTES,
  ) {}

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
    await this.pool?.destroy();
  }

  private current(): Piscina {
    this.pool ??= new Piscina({
      filename: workerFile('preview-worker'),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: IDLE_MS,
      maxQueue: MAX_QUEUE,
      concurrentTasksPerWorker: 1,
    });
    return this.pool;
  }

  private async run(task: PreviewTask): Promise<PreviewOutcome> {
    const pool = this.current();
    let reply: PreviewReply;
    try {
      reply = (await pool.run(task, { signal: AbortSignal.timeout(TIMEOUT_MS) })) as PreviewReply;
    } catch (err) {
      const message = (err as Error).message;
      if (/queue is at limit/i.test(message)) return { ok: false, reason: 'busy', message: 'too many page images are being rendered' };
      return { ok: false, reason: 'failed', message: `the preview thread failed: ${message}` };
    }
    if (reply.externalBytes > this.recycleAboveBytes && this.pool === pool) {
      // New previews go to a fresh thread; this one finishes those it has queued, then exits.
      this.pool = undefined;
      this.recycled++;
      void pool.close();
    }
    const { result } = reply;
    if (!result.ok) return { ok: false, reason: 'failed', message: `${result.code}: ${result.message}` };
    return { ok: true, png: Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength) };
  }
}
