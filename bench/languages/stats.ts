// Per runner of one setting: pages/s (best and median round), ratios to raw single-language
// tesseract (a) per round and best/best, and the CER gate of issue 13: per page, the runner's CER
// minus a's must stay within +0.002. A page's CER is its worst over the rounds (the gate holds on
// every run, not on a lucky one).
import { percentile } from '../_kit/stats.js';

export const CER_GATE = 0.002;

export interface RunRow {
  setting: string;
  runner: string;
  round: number;
  wallMs: number;
  pagesPerS: number;
  /** Mean cores other processes used during the run (_kit/cpu-meter.ts). */
  foreignCores: number;
  cers: number[];
}

export interface RunnerStats {
  runner: string;
  label: string;
  bestPagesPerS: number;
  medianPagesPerS: number;
  ratioBest: number;
  ratioMedian: number;
  ratioPerRound: number[];
  /** Worst over rounds, per page in the setting's order. */
  cers: number[];
  meanCer: number;
  worstGap: { page: string; gap: number };
  overGate: Array<{ page: string; gap: number }>;
}

const round4 = (n: number) => Number(n.toFixed(4));

export function runnerStats(rows: RunRow[], runners: Array<{ name: string; label: string }>, pageNames: string[]): RunnerStats[] {
  const of = (name: string) => rows.filter((r) => r.runner === name).sort((x, y) => x.round - y.round);
  const worstCers = (name: string) => pageNames.map((_, i) => Math.max(...of(name).map((r) => r.cers[i]!)));
  const a = of('a');
  const aBest = Math.max(...a.map((r) => r.pagesPerS));
  const aMedian = percentile(
    a.map((r) => r.pagesPerS),
    50,
  );
  const aCers = worstCers('a');
  return runners.map(({ name, label }) => {
    const runs = of(name);
    const best = Math.max(...runs.map((r) => r.pagesPerS));
    const median = percentile(
      runs.map((r) => r.pagesPerS),
      50,
    );
    const cers = worstCers(name);
    const gaps = cers.map((c, i) => ({ page: pageNames[i]!, gap: round4(c - aCers[i]!) }));
    const worstGap = gaps.reduce((w, g) => (g.gap > w.gap ? g : w), gaps[0] ?? { page: '-', gap: 0 });
    return {
      runner: name,
      label,
      bestPagesPerS: round4(best),
      medianPagesPerS: round4(median),
      ratioBest: round4(best / aBest),
      ratioMedian: round4(median / aMedian),
      ratioPerRound: runs.map((r) => round4(r.pagesPerS / (a.find((x) => x.round === r.round)?.pagesPerS ?? NaN))),
      cers: cers.map(round4),
      meanCer: round4(cers.reduce((s, c) => s + c, 0) / Math.max(1, cers.length)),
      worstGap,
      overGate: gaps.filter((g) => g.gap > CER_GATE),
    };
  });
}
