// Numbers and markdown for the layout-cost bench (run.ts): paired with/without-layout timings per page.
import { factsLines, type MachineFacts } from '../_kit/machine-facts.js';
import { fmt, percentile, sum } from '../_kit/stats.js';

export interface Sample {
  page: number;
  round: number;
  withMs: number;
  withoutMs: number;
  withCpuMs: number;
  withoutCpuMs: number;
  /** The addon's own timing of reading the results: the layout walk, or GetUTF8Text + confidences. */
  withResultMs: number;
  withoutResultMs: number;
  /** collectNativeLayout: flat arrays to PixelLines and text. */
  collectMs: number;
}

const mean = (values: readonly number[]) => sum(values) / values.length;

/** Mean with a normal-approximation 95% interval (the samples are paired per page and round). */
function interval(values: readonly number[]): { mean: number; low: number; high: number; median: number } {
  const m = mean(values);
  const sd = Math.sqrt(sum(values.map((v) => (v - m) ** 2)) / Math.max(1, values.length - 1));
  const half = (1.96 * sd) / Math.sqrt(values.length);
  return { mean: m, low: m - half, high: m + half, median: percentile(values, 50) };
}

export function pairedSummary(samples: Sample[], cloneMs: number[]) {
  const withMs = sum(samples.map((s) => s.withMs));
  const withoutMs = sum(samples.map((s) => s.withoutMs));
  const withCpu = sum(samples.map((s) => s.withCpuMs));
  const withoutCpu = sum(samples.map((s) => s.withoutCpuMs));
  return {
    withLayout: { msPerPage: withMs / samples.length, pagesPerS: (samples.length * 1000) / withMs, cpuMsPerPage: withCpu / samples.length },
    withoutLayout: {
      msPerPage: withoutMs / samples.length,
      pagesPerS: (samples.length * 1000) / withoutMs,
      cpuMsPerPage: withoutCpu / samples.length,
    },
    /** (with − without) / without over all samples: the layout's cost as a share of recognition. */
    costRatio: { wall: withMs / withoutMs - 1, cpu: withCpu / withoutCpu - 1 },
    /** Per pair: with / without − 1. */
    pairedCost: {
      wall: interval(samples.map((s) => s.withMs / s.withoutMs - 1)),
      cpu: interval(samples.map((s) => s.withCpuMs / s.withoutCpuMs - 1)),
    },
    /**
     * Timed directly, per page: the layout's reading (addon walk + collectNativeLayout) against what
     * the path without layout spends reading its results, as shares of a recognition without layout.
     */
    direct: directCost(samples, withoutMs / samples.length),
    /** structuredClone of the page's PixelLines (what a worker result carrying them adds). */
    cloneLinesMs: { mean: mean(cloneMs), p90: percentile(cloneMs, 90) },
  };
}

function directCost(samples: Sample[], recognitionMs: number) {
  const walkMs = mean(samples.map((s) => s.withResultMs));
  const collectMs = mean(samples.map((s) => s.collectMs));
  const plainMs = mean(samples.map((s) => s.withoutResultMs));
  return {
    walkMs,
    collectMs,
    collectP90Ms: percentile(
      samples.map((s) => s.collectMs),
      90,
    ),
    withoutReadMs: plainMs,
    /** (walk + collect) / recognition: the layout's whole reading cost. */
    grossShare: (walkMs + collectMs) / recognitionMs,
    /** (walk + collect − the text and confidence reading it replaces) / recognition. */
    netShare: (walkMs + collectMs - plainMs) / recognitionMs,
  };
}

type Summary = MachineFacts &
  ReturnType<typeof pairedSummary> & {
    pages: number;
    rounds: number;
    pageSize: string;
    meanWordsPerPage: number;
    meanLinesPerPage: number;
    worstCer: number;
    samples: Sample[];
  };

const pct = (r: number) => `${(r * 100).toFixed(2)}%`;

export function markdown(s: Summary): string {
  const { wall, cpu } = s.pairedCost;
  return [
    `# Layout collection cost on the native path (${s.pages} dense pages × ${s.rounds} rounds, one thread)`,
    '',
    ...factsLines(s),
    `- pages: ${s.pageSize}; ${fmt(s.meanWordsPerPage, 0)} words in ${fmt(s.meanLinesPerPage, 0)} lines per page; worst CER ${fmt(s.worstCer, 4)}`,
    '- each round recognizes every page with and without the layout, the order alternating; one untimed warm-up round',
    '',
    '| path | ms per page | pages/s | CPU ms per page |',
    '|---|---:|---:|---:|',
    `| without layout (GetUTF8Text + confidence walk) | ${fmt(s.withoutLayout.msPerPage, 1)} | ${fmt(s.withoutLayout.pagesPerS, 3)} | ${fmt(s.withoutLayout.cpuMsPerPage, 1)} |`,
    `| with layout (result walk + collectNativeLayout) | ${fmt(s.withLayout.msPerPage, 1)} | ${fmt(s.withLayout.pagesPerS, 3)} | ${fmt(s.withLayout.cpuMsPerPage, 1)} |`,
    '',
    `End to end, with ÷ without − 1 over all pages: wall ${pct(s.costRatio.wall)}, CPU ${pct(s.costRatio.cpu)} (target < 2%; on a shared`,
    `machine this small difference between two ~${fmt(s.withoutLayout.msPerPage / 1000, 1)} s recognitions is mostly noise: see the interval below and the direct timing).`,
    '',
    `Per pair (with ÷ without − 1): wall mean ${pct(wall.mean)} (95% interval ${pct(wall.low)} … ${pct(wall.high)}, median ${pct(wall.median)}),`,
    `CPU mean ${pct(cpu.mean)} (95% interval ${pct(cpu.low)} … ${pct(cpu.high)}, median ${pct(cpu.median)}).`,
    '',
    '**Timed directly** (the addon times its result reading; JS times collectNativeLayout), per page:',
    `the addon's layout walk ${fmt(s.direct.walkMs, 3)} ms + collectNativeLayout ${fmt(s.direct.collectMs, 3)} ms (p90 ${fmt(s.direct.collectP90Ms, 3)})`,
    `= ${pct(s.direct.grossShare)} of a recognition; without layout, GetUTF8Text + the confidence walk take ${fmt(s.direct.withoutReadMs, 3)} ms,`,
    `so the layout adds **${pct(s.direct.netShare)}** net. structuredClone of the page's PixelLines (a worker result carrying them):`,
    `${fmt(s.cloneLinesMs.mean, 3)} ms (p90 ${fmt(s.cloneLinesMs.p90, 3)}).`,
    '',
    'The "without" path is the addon\'s recognize(..., false), kept for this bench only: Tesseract\'s own',
    'GetUTF8Text plus the word-confidence walk the engine did before pages had a layout. The "with" path is',
    'production: one walk of the result iterator into flat arrays (no GetUTF8Text), then collectNativeLayout.',
  ].join('\n');
}
