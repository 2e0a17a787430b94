// The summary page-overhead/run.ts writes (bench/results/page-overhead[-text][-postgres].json) and
// its markdown: the per-page phases, and how each was measured.
import { databaseLine, factsLines, type MachineFacts } from '../_kit/machine-facts.js';
import type { Phase } from './phases.js';

export interface PageOverheadSummary extends MachineFacts {
  benchmark: 'page-overhead';
  kind: 'scan' | 'text';
  language: string;
  engine: 'native';
  threads: number;
  pages: number;
  backend: 'pglite' | 'postgres';
  databaseHost: string | undefined;
  /** The timed document, from the upload's start (ms). */
  document: { wallMs: number; uploadMs: number; finishMs: number; openTaskMs: number; beforeOpenMs: number; pagesPerS: number };
  foreignCores: number;
  attempts: number;
  phases: Phase[];
  recognitionShare: number;
  /** Thread capacity (wall × threads) and what recognition and all tasks with their stores used of it (ms). */
  capacity: { threadMs: number; recognizeMs: number; busyMs: number };
  methods: string[];
}

const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
const pct = (x: number) => `${f(x * 100, 1)}%`;

export function markdown(s: PageOverheadSummary): string {
  // By name, not position: phases are added as the worker learns new steps.
  const share = (prefix: string) => s.phases.find((p) => p.name.startsWith(prefix))?.share ?? NaN;
  const d = s.document;
  return [
    `# Per-page overhead on the native path through the whole API (${s.pages}-page ${s.kind === 'text' ? 'born-digital' : 'scanned'} PDF)`,
    '',
    ...factsLines(s),
    `- other processes used ${f(s.foreignCores, 2)} cores during the kept run (${s.attempts} run${s.attempts > 1 ? 's' : ''}; see _kit/cpu-meter.ts)`,
    `- engine native, ${s.threads} threads; database ${databaseLine(s.backend, s.databaseHost)}`,
    s.kind === 'text'
      ? `- pages: A4, 50 lines of 11 pt Helvetica in a text layer; language ${s.language}; methods seen: ${s.methods.join(', ')}`
      : `- pages: A4 image PDF, each page a 2480×3508 gray image of 40 lines of 11 pt text, rendered at 300 DPI; language ${s.language}; methods seen: ${s.methods.join(', ')}`,
    '',
    '| phase | median ms | p90 ms | share of the page total (sum over pages) |',
    '|---|---:|---:|---:|',
    ...s.phases.map((p) => `| ${p.name} | ${f(p.p50, 2)} | ${f(p.p90, 2)} | ${pct(p.share)} |`),
    '',
    s.kind === 'text'
      ? `**Text extraction is ${pct(share('render'))} of the per-page total, the store ${pct(share('store'))}, the handoff ${pct(share('handoff'))}.**`
      : `**Recognition is ${pct(s.recognitionShare)} of the per-page total** (sum of recognize over the sum of all phases).`,
    '',
    "How each phase is measured: open, render and recognize are the worker's own `timings`; handoff is the",
    'time from handing the task to the pool to getting the result back, minus those three (thread messaging,',
    `structured clone, piscina${s.kind === 'text' ? ", and the worker's language detection, which runs after its timings" : ''}); ` +
      'store is `storePage` (lease check, page insert, counters) timed by the',
    "scheduler's own `pageStored` hook around the real call, on the same database while the other thread",
    'recognizes: no replay, no subtraction.',
    '',
    `Whole document: ${f(d.wallMs, 0)} ms from upload start to completed_at (${f(d.pagesPerS, 3)} pages/s);`,
    `upload ${f(d.uploadMs, 0)} ms, upload start → open task handed over ${f(d.beforeOpenMs, 0)} ms,`,
    `open task (page count) ${f(d.openTaskMs, 0)} ms, last page stored → completed_at ${f(d.finishMs, 0)} ms.`,
    `Thread capacity (wall × ${s.threads}) ${f(s.capacity.threadMs, 0)} ms: recognition used ${pct(s.capacity.recognizeMs / s.capacity.threadMs)},`,
    `all page and open tasks with their stores ${pct(s.capacity.busyMs / s.capacity.threadMs)}; the rest is idle (upload, start, the tail where`,
    `one thread has no page left, finishing).`,
    '',
  ].join('\n');
}
