// The probe page-overhead/run.ts puts between the scheduler and the pool: the pool with a
// stopwatch, noting when each task was handed over and when its result came back, so the time
// outside the worker's own timings (thread messaging, structured clone, piscina) can be measured.
import type { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import type { PageResult } from '../../src/ocr/pool/page-task.js';
import type { PageRunner } from '../../src/services/recognition/recognition-scheduler.js';

export class TimedRunner implements PageRunner {
  /** Keyed by the result object the scheduler passes on to its pageStored hook. */
  readonly pages = new Map<PageResult, { page: number; handedAt: number; returnedAt: number }>();
  readonly opens: { handedAt: number; ms: number }[] = [];
  constructor(private readonly pool: OcrPool) {}
  get threads() {
    return this.pool.threads;
  }
  async open(task: Parameters<PageRunner['open']>[0], timeoutMs: number) {
    const handedAt = performance.now();
    const result = await this.pool.open(task, timeoutMs);
    this.opens.push({ handedAt, ms: performance.now() - handedAt });
    return result;
  }
  async page(task: Parameters<PageRunner['page']>[0]) {
    const handedAt = performance.now();
    const result = await this.pool.page(task);
    this.pages.set(result, { page: task.page, handedAt, returnedAt: performance.now() });
    return result;
  }
  close() {
    return this.pool.close();
  }
}
