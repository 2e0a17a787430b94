// Per-page phase statistics for page-overhead.ts: what a page spent in the worker (its own
// timings), between the threads, and in the store, as median, p90 and share of the total; and
// the report that explains how each was measured.
import type { PageTimings } from '../../src/ocr/page-task.js';
import { databaseLine, factsLines, percentile, sum } from '../_kit/bench-kit.js';

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

export function markdown(s: any): string {
  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
  const pct = (x: number) => `${f(x * 100, 1)}%`;
  return [
    `# Per-page overhead on the native path through the whole API (${s.pages}-page ${s.kind === 'text' ? 'born-digital' : 'scanned'} PDF)`,
    '',
    ...factsLines(s),
    `- other processes used ${f(s.foreignCores, 2)} cores during the kept run (${s.attempts} run${s.attempts > 1 ? 's' : ''}; see cpu-meter.ts)`,
    `- engine native, ${s.threads} threads; database ${databaseLine(s.backend, s.databaseHost)}`,
    s.kind === 'text'
      ? `- pages: A4, 50 lines of 11 pt Helvetica in a text layer; language ${s.language}; methods seen: ${s.methods.join(', ')}`
      : `- pages: A4 image PDF, each page a 2480×3508 gray image of 40 lines of 11 pt text, rendered at 300 DPI; language ${s.language}; methods seen: ${s.methods.join(', ')}`,
    '',
    '| phase | median ms | p90 ms | share of the page total (sum over pages) |',
    '|---|---:|---:|---:|',
    ...s.phases.map((p: any) => `| ${p.name} | ${f(p.p50, 2)} | ${f(p.p90, 2)} | ${pct(p.share)} |`),
    '',
    s.kind === 'text'
      ? `**Text extraction is ${pct(s.phases[1].share)} of the per-page total, the store ${pct(s.phases[4].share)}, the handoff ${pct(s.phases[3].share)}.**`
      : `**Recognition is ${pct(s.recognitionShare)} of the per-page total** (sum of recognize over the sum of all phases).`,
    '',
    "How each phase is measured: open, render and recognize are the worker's own `timings`; handoff is the",
    'time from handing the task to the pool to getting the result back, minus those three (thread messaging,',
    `structured clone, piscina${s.kind === 'text' ? ", and the worker's language detection, which runs after its timings" : ''}); ` +
      'store is `storePage` (lease check, page insert, counters) timed by the',
    "scheduler's own `pageStored` hook around the real call, on the same database while the other thread",
    'recognizes: no replay, no subtraction.',
    '',
    `Whole document: ${f(s.document.wallMs, 0)} ms from upload start to completed_at (${f(s.document.pagesPerS, 3)} pages/s);`,
    `upload ${f(s.document.uploadMs, 0)} ms, upload start → open task handed over ${f(s.document.beforeOpenMs, 0)} ms,`,
    `open task (page count) ${f(s.document.openTaskMs, 0)} ms, last page stored → completed_at ${f(s.document.finishMs, 0)} ms.`,
    `Thread capacity (wall × ${s.threads}) ${f(s.capacity.threadMs, 0)} ms: recognition used ${pct(s.capacity.recognizeMs / s.capacity.threadMs)},`,
    `all page and open tasks with their stores ${pct(s.capacity.busyMs / s.capacity.threadMs)}; the rest is idle (upload, start, the tail where`,
    `one thread has no page left, finishing).`,
    '',
  ].join('\n');
}
