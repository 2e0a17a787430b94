// Per-page phase statistics for page-overhead/run.ts: what a page spent in the worker (its own
// timings), between the threads, and in the store, as median, p90 and share of the total
// (report.ts explains how each was measured).
import type { PageTimings } from '../../src/ocr/pool/page-task.js';
import { percentile, sum } from '../_kit/stats.js';

export interface PageRecord {
  page: number;
  /** performance.now() when the scheduler handed the task to the pool, and when the result came back. */
  handedAt: number;
  returnedAt: number;
  /** storePage's wall time, as the scheduler's pageStored hook reports it. */
  storeMs: number;
  storedAt: number;
  timings: PageTimings;
  method: string;
}

export interface Phase {
  name: string;
  p50: number;
  p90: number;
  /** This phase's sum over all pages / the sum of every phase over all pages. */
  share: number;
}

export function phaseTable(records: readonly PageRecord[]): { phases: Phase[]; recognitionShare: number } {
  const columns: [string, (r: PageRecord) => number][] = [
    ['open (worker)', (r) => r.timings.openMs],
    ['render (worker)', (r) => r.timings.renderMs],
    ['decide (worker: blank, script, text size, preparation)', (r) => r.timings.decideMs],
    ['recognize (worker)', (r) => r.timings.recognizeMs],
    [
      'handoff (pool round trip − worker)',
      (r) => r.returnedAt - r.handedAt - r.timings.openMs - r.timings.renderMs - r.timings.decideMs - r.timings.recognizeMs,
    ],
    ['store (storePage)', (r) => r.storeMs],
  ];
  const total = (r: PageRecord) => r.returnedAt - r.handedAt + r.storeMs;
  const grand = sum(records.map(total));
  const phases = columns.map(([name, of]) => {
    const values = records.map(of);
    return { name, p50: percentile(values, 50), p90: percentile(values, 90), share: sum(values) / grand };
  });
  const totals = records.map(total);
  phases.push({ name: 'total per page', p50: percentile(totals, 50), p90: percentile(totals, 90), share: 1 });
  return { phases, recognitionShare: phases.find((p) => p.name === 'recognize (worker)')!.share };
}
