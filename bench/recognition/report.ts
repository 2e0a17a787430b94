// The report of the recognition bench (run.ts): every run, each runner's best and median round, and
// the ratios to raw Tesseract (a) that DESIGN.md's target is stated in.
import { databaseLine, factsLines, type MachineFacts } from '../_kit/machine-facts.js';
import { fmt, percentile } from '../_kit/stats.js';
import type { RunResult } from '../_kit/ocr-runners.js';

export interface Runner {
  name: string;
  label: string;
  run: () => Promise<RunResult>;
  warm: () => Promise<unknown>;
  warmupMs?: number;
}

export interface RunRow {
  runner: string;
  round: number;
  wallMs: number;
  pagesPerS: number;
  /** Thread (or process) busy time per page: a, b, c. */
  medianPageMs: number | undefined;
  /** Upload to completed_at per document, and the time all uploads took: d. */
  medianLatencyMs: number | undefined;
  uploadMs: number | undefined;
  /** Mean cores used by other processes during the run. */
  foreignCores: number;
}

interface ThroughputSummary extends MachineFacts {
  pages: number;
  rounds: number;
  threads: number;
  page: string;
  backend: string;
  databaseHost: string | undefined;
  runs: RunRow[];
  nativeTimingsMedianMs: { open: number; render: number; recognize: number };
  agreement: Record<'cerCvsA' | 'cerBvsA' | 'cerDvsA' | 'cerAvsTruth' | 'cerCvsTruth', number>;
}

export function markdown(
  s: ThroughputSummary,
  runners: Runner[],
): { md: string; ratios: Record<string, { best: number; median: number }> } {
  const pct = (x: number) => `${fmt(x * 100, 1)}%`;
  const of = (name: string) => s.runs.filter((r) => r.runner === name);
  const best = (name: string) => of(name).reduce((a, b) => (b.pagesPerS > a.pagesPerS ? b : a));
  const median = (name: string) =>
    percentile(
      of(name).map((r) => r.pagesPerS),
      50,
    );
  const ratios = Object.fromEntries(
    runners.map((r) => [r.name, { best: best(r.name).pagesPerS / best('a').pagesPerS, median: median(r.name) / median('a') }]),
  );
  const md = [
    '# Recognition throughput: raw Tesseract vs the pool vs the whole API',
    '',
    ...factsLines(s),
    `- ${s.pages} pages per run, ${s.threads} in flight, ${s.rounds} interleaved rounds; page: ${s.page}`,
    `- (d): OCR_ENGINE=native, database ${databaseLine(s.backend, s.databaseHost)}`,
    '',
    "| runner | what | warm-up ms | best pages/s | ratio to a (best) | median pages/s | ratio to a (median) | others' CPU in best run (cores) |",
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...runners.map(
      (r) =>
        `| ${r.name} | ${r.label} | ${fmt(r.warmupMs, 0)} | ${fmt(best(r.name).pagesPerS, 3)} | ${fmt(ratios[r.name]!.best, 3)} | ` +
        `${fmt(median(r.name), 3)} | ${fmt(ratios[r.name]!.median, 3)} | ${fmt(best(r.name).foreignCores)} |`,
    ),
    '',
    `**b/a = ${fmt(ratios.b!.best, 3)}, c/a = ${fmt(ratios.c!.best, 3)}, d/a = ${fmt(ratios.d!.best, 3)}** (best rounds; target d/a ≥ 1.0).`,
    '',
    "Every run (others' CPU: mean cores used by other processes meanwhile; a run is only comparable when that is near 0):",
    '',
    "| round | runner | wall ms | pages/s | median busy ms per page | d: median upload→completed ms | d: uploads ms | others' CPU |",
    '|---:|---|---:|---:|---:|---:|---:|---:|',
    ...s.runs.map(
      (r) =>
        `| ${r.round} | ${r.runner} | ${r.wallMs} | ${fmt(r.pagesPerS, 3)} | ${r.medianPageMs ?? '–'} | ${r.medianLatencyMs ?? '–'} | ${r.uploadMs ?? '–'} | ${fmt(r.foreignCores)} |`,
    ),
    '',
    'Method: all runners are set up and warmed first (one untimed page per thread, at once: each thread loads its',
    'own model; the warm-up wall time is in the first table), then run in rounds a b c d. Each run waits until other',
    "processes use under 0.15 cores for 3 s. Busy ms per page: the tesseract process's life (a), the worker's",
    "open + render + recognize timings (b, c). (d) runs from the first upload to the last document's completed_at.",
    `Native pool (c) median worker timings per page: open ${fmt(s.nativeTimingsMedianMs.open, 1)} ms, render ` +
      `${fmt(s.nativeTimingsMedianMs.render, 1)} ms, recognize ${fmt(s.nativeTimingsMedianMs.recognize, 0)} ms.`,
    '',
    'Same work? Mean character error rate, first round (whitespace collapsed):',
    '',
    `- c vs a ${pct(s.agreement.cerCvsA)}, b vs a ${pct(s.agreement.cerBvsA)}, d vs a ${pct(s.agreement.cerDvsA)}`,
    `- a vs the drawn text ${pct(s.agreement.cerAvsTruth)}, c vs the drawn text ${pct(s.agreement.cerCvsTruth)}`,
    '',
  ].join('\n');
  return { md, ratios };
}
