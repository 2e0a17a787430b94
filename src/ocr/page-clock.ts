// Where a page's time goes, measured in the worker and reported with its result.
import { performance } from 'node:perf_hooks';
import type { PageTimings } from './page-task.js';

/** Accumulates a page's timings; `time` measures synchronous steps, `add` asynchronous ones. */
export class Clock {
  readonly ms: PageTimings = { openMs: 0, renderMs: 0, decideMs: 0, recognizeMs: 0 };

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
    return { openMs: r(this.ms.openMs), renderMs: r(this.ms.renderMs), decideMs: r(this.ms.decideMs), recognizeMs: r(this.ms.recognizeMs) };
  }
}
