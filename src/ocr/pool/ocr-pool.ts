// The worker-thread pool (main-thread side): one Piscina thread per OCR_THREADS, each with its own
// MuPDF and Tesseract. A page that overruns its limit by a second, or a thread that dies, costs
// one thread (Piscina replaces it) and the page fails as data; nothing is ever thrown at callers.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { applyOmpThreadLimit } from '../../config/omp-thread-limit.js';
import type { OpenResult, OpenTask, PageResult, PageTask } from './page-task.js';
import { loadAddon } from '../engines/native-engine.js';
import { ThreadRecycler, isMeasured, type ThreadMemory } from './thread-recycling.js';

interface OcrPoolOptions {
  threads: number;
  engine: 'native' | 'cli';
  tessdataDir: string | undefined;
  /** Extra time past a task's own limit before its thread is terminated. */
  killGraceMs?: number;
  /** The worker module; defaults to the measured page worker (tests substitute misbehaving ones). */
  filename?: string;
  /** A thread holding more than this (its isolate's external memory: MuPDF's WASM) is recycled between tasks. */
  recycleAboveBytes?: number;
  /** A thread idle this long that grew by more than idleGrowthBytes since its first task is retired. */
  idleRetireMs?: number;
  idleGrowthBytes?: number;
}

/** MuPDF's WASM memory starts near 40 MiB and grows ≈ 40 MiB per batch of image documents. */
export const DEFAULT_RECYCLE_ABOVE_BYTES = 256 * 2 ** 20;

/**
 * Each thread's V8 old generation, in MiB. Without a bound a thread's isolate inherits a heap limit
 * sized from the host's memory and V8 lets garbage pile up towards it: in a 30-minute soak each OCR
 * thread's heap in use climbed from 185 to 727 MiB while what a page keeps alive is tens of MiB
 * (pixels and MuPDF live outside this heap). Bounded, V8 collects before the heap grows; a thread
 * that truly outgrew it would die and be replaced, its page tried once more.
 */
const WORKER_OLD_GENERATION_MB = 256;

/**
 * Memory comes back after a busy spell: a thread idle for half a minute that grew by more than
 * 64 MiB (WASM + V8 heap) since its first task is replaced by a fresh one, and freed native memory
 * goes back to the system. Measured in bench:fuzz (RSS once idle). A busy pool never retires.
 */
const IDLE_RETIRE_MS = 30_000;
const IDLE_GROWTH_BYTES = 64 * 2 ** 20;

/**
 * Finds a compiled worker module of src/ocr (the measured page worker unless named): next to this
 * file when built, under dist/ when run from src by vitest.
 */
export function workerFile(name = 'measured-worker'): string {
  const here = fileURLToPath(import.meta.url);
  const beside = here.replace(/\.ts$/, '.js').replace(/ocr-pool\.js$/, `${name}.js`);
  if (!here.endsWith('.ts')) return beside;
  const built = here.replace(/\/src\/ocr\/pool\/ocr-pool\.ts$/, `/dist/src/ocr/pool/${name}.js`);
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  return built;
}

export class OcrPool {
  private readonly pool: Piscina;
  private readonly killGraceMs: number;
  private readonly recycler: ThreadRecycler;
  private closed = false;
  private readonly idleCheck: NodeJS.Timeout;

  constructor(private readonly options: OcrPoolOptions) {
    // Before any thread exists: each copies the environment, and libgomp reads the limit from it.
    applyOmpThreadLimit();
    this.killGraceMs = options.killGraceMs ?? 1000;
    this.recycler = new ThreadRecycler(options.recycleAboveBytes ?? DEFAULT_RECYCLE_ABOVE_BYTES, () => this.pool.threads);
    this.pool = new Piscina({
      filename: options.filename ?? workerFile(),
      minThreads: options.threads,
      maxThreads: options.threads,
      // Threads hold loaded models: never retire them for idleness.
      idleTimeout: Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: 1,
      loadBalancer: this.recycler.balancer,
      workerData: { tessdataDir: options.tessdataDir, engine: options.engine },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB },
    });
    const idleMs = options.idleRetireMs ?? IDLE_RETIRE_MS;
    // Housekeeping: a failure here must never become an unhandled rejection (it would end the process).
    const check = () => this.retireIdle(idleMs, options.idleGrowthBytes ?? IDLE_GROWTH_BYTES).catch(() => undefined);
    this.idleCheck = setInterval(() => void check(), idleMs / 2);
    this.idleCheck.unref();
  }

  private async retireIdle(idleMs: number, growthBytes: number): Promise<void> {
    if (this.closed) return;
    const retired = await this.recycler.retireIdle(idleMs, growthBytes);
    // An addon built before trimNativeMemory existed simply keeps what glibc holds.
    if (retired > 0 && this.options.engine === 'native' && !this.closed) loadAddon().trimNativeMemory?.();
  }

  get threads(): number {
    return this.options.threads;
  }

  get engine(): 'native' | 'cli' {
    return this.options.engine;
  }

  /** The live threads, for diagnostics (and tests that kill one mid-page). */
  workers(): readonly Worker[] {
    return this.pool.threads;
  }

  /** Threads retired so far because their memory passed recycleAboveBytes. */
  get recycledThreads(): number {
    return this.recycler.recycled;
  }

  /** Threads retired so far because they sat idle after growing. */
  get idleRetiredThreads(): number {
    return this.recycler.idleRetired;
  }

  /** Each live thread's memory (MuPDF's WASM heap, V8 heap) after its last task, by thread id. */
  threadMemory(): ReadonlyMap<number, ThreadMemory> {
    return this.recycler.threadMemory();
  }

  /** Share of time the threads were busy since start (0..1). */
  utilization(): number {
    return this.pool.utilization;
  }

  async open(task: Omit<OpenTask, 'kind'>, timeoutMs: number): Promise<OpenResult> {
    const reply = await this.run<OpenResult>({ kind: 'open', ...task }, timeoutMs);
    if (reply.ok || 'code' in reply) return reply;
    return { ok: false, code: 'invalid_document', message: reply.message };
  }

  async page(task: Omit<PageTask, 'kind'>): Promise<PageResult> {
    // A thread that died mid-page (not one that timed out) gets the page once more: the crash may
    // have come from elsewhere (memory pressure, a bug on another document's page).
    for (let attempt = 1; ; attempt++) {
      const reply = await this.run<PageResult>({ kind: 'page', ...task }, task.timeoutMs);
      if (reply.ok || 'code' in reply) return reply;
      if (attempt >= 2) return { ok: false, code: 'invalid_page', message: reply.message };
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.idleCheck);
    await this.pool.destroy();
  }

  /** Runs a task; a timeout becomes processing_timeout, a dead thread `{ok: false, crashed}`. */
  private async run<T>(task: OpenTask | PageTask, timeoutMs: number): Promise<T | { ok: false; message: string }> {
    if (this.closed) return { ok: false, message: 'the worker pool is shut down' };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs + this.killGraceMs);
    try {
      const result: unknown = await this.pool.run(task, { signal: controller.signal });
      if (!isMeasured(result)) return result as T; // a substitute worker that does not measure
      this.recycler.observe(result);
      return result.reply as T;
    } catch (err) {
      if (controller.signal.aborted) {
        const message = `no result within ${timeoutMs} ms: the worker thread was terminated and replaced`;
        return { ok: false, code: 'processing_timeout', message } as T;
      }
      return { ok: false, message: `worker thread failed: ${(err as Error).message}` };
    } finally {
      clearTimeout(timer);
    }
  }
}
