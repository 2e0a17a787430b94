// Where a page's time goes, measured in the worker and reported with its result.
import { performance } from 'node:perf_hooks';
import type { PageTimings } from '../pool/page-task.js';

/** Accumulates a page's timings; `time` measures synchronous steps, `add` asynchronous ones. */
export class Clock {
  readonly ms: PageTimings = { openMs: 0, renderMs: 0, decideMs: 0, recognizeMs: 0, structureMs: 0 };

  time<T>(key: keyof PageTimings, run: () => T): T {
    const started = performance.now();
    try {
      return run();
    } finally {
      this.ms[key] += performance.now() - started;
    }
  }

  async timeAsync<T>(key: keyof PageTimings, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      this.ms[key] += performance.now() - started;
    }
  }

  rounded(): PageTimings {
    const r = (ms: number): number => Math.round(ms * 10) / 10;
    const { openMs, renderMs, decideMs, recognizeMs, structureMs } = this.ms;
    return { openMs: r(openMs), renderMs: r(renderMs), decideMs: r(decideMs), recognizeMs: r(recognizeMs), structureMs: r(structureMs) };
  }
}
