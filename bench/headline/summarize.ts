// The headline bench's result (bench/results/bench.json): the runs, every runner's overall stats
// (languages/stats.ts), the per-kind and per-part comparison (summary.ts), the cold start, and
// the CER gate's failures with what the API recorded on each failing page.
import type { MachineFacts } from '../_kit/machine-facts.js';
import type { sourceState } from '../_kit/source-state.js';
import type { BroadPage } from '../broad/set.js';
import type { PageFacts } from '../languages/runners.js';
import { CER_GATE, runnerStats, type RunnerStats } from '../languages/stats.js';
import type { ColdStart } from './cold-start.js';
import type { HeadlineRunner } from './runners.js';
import { groupStats, worstPerPage, type GroupStats, type HeadlineRow } from './summary.js';

/** The runners whose every page must meet the gate: docrec's API. */
const GATED = ['d', 'e', 'd-avx2'];

interface SummaryInput {
  facts: MachineFacts;
  source: ReturnType<typeof sourceState>;
  backend: string;
  databaseHost: string | undefined;
  threads: number;
  rounds: number;
  attempts: number;
  only: string | undefined;
  ocrmypdf: string | undefined;
  /** The malloc of the bench's process, where its API servers run (native/with-allocator.sh). */
  malloc: string;
  packs: string[];
  runners: HeadlineRunner[];
  pages: BroadPage[];
  rows: HeadlineRow[];
  apiFacts: Record<string, PageFacts[]>;
  cold: ColdStart;
}

export interface GateFailure {
  runner: string;
  page: string;
  kind: string;
  part: string;
  aCer: number;
  cer: number;
  gap: number;
  /** Word-bag errors of a and of the runner: equal words read in another order show here as equal. */
  aBag: number;
  bag: number;
  facts: PageFacts | undefined;
}

export type HeadlineSummary = Omit<SummaryInput, 'rows' | 'runners' | 'pages' | 'facts'> &
  MachineFacts & {
    benchmark: 'bench';
    gate: number;
    runners: Array<Omit<HeadlineRunner, 'how'>>;
    pages: Array<Omit<BroadPage, 'text' | 'path'> & { cer: Record<string, number>; bag: Record<string, number> }>;
    stats: RunnerStats[];
    ratios: Record<string, number | null>;
    kinds: GroupStats[];
    parts: GroupStats[];
    gateFailures: GateFailure[];
    runs: HeadlineRow[];
  };

export function summarize(input: SummaryInput): HeadlineSummary {
  const { rows, pages, runners, facts, apiFacts, ...rest } = input;
  const ran = runners.filter((r) => !r.skipped).map((r) => ({ name: r.name, label: r.label }));
  const names = ran.map((r) => r.name);
  const stats = runnerStats(
    rows,
    ran,
    pages.map((p) => p.name),
  );
  const best = (name: string) => stats.find((s) => s.runner === name)?.bestPagesPerS;
  const ratio = (x: string, y: string) => {
    const [p, q] = [best(x), best(y)];
    return p !== undefined && q !== undefined ? Number((p / q).toFixed(4)) : null;
  };
  const per = Object.fromEntries(names.map((n) => [n, worstPerPage(rows, n, pages.length)]));
  const gateFailures = GATED.filter((n) => per[n]).flatMap((n) =>
    pages
      .map((p, i) => ({ p, i, gap: per[n]!.cer[i]! - per.a!.cer[i]! }))
      .filter(({ gap }) => gap > CER_GATE + 1e-9)
      .map(({ p, i, gap }) => ({
        runner: n,
        page: p.name,
        kind: p.kind,
        part: p.part,
        aCer: per.a!.cer[i]!,
        cer: per[n]!.cer[i]!,
        gap: Number(gap.toFixed(4)),
        aBag: per.a!.bag[i]!,
        bag: per[n]!.bag[i]!,
        facts: apiFacts[n]?.[i],
      })),
  );
  return {
    benchmark: 'bench',
    ...facts,
    ...rest,
    apiFacts,
    gate: CER_GATE,
    runners: runners.map(({ name, label, skipped }) => ({ name, label, ...(skipped ? { skipped } : {}) })),
    pages: pages.map(({ text: _text, path: _path, ...p }, i) => ({
      ...p,
      cer: Object.fromEntries(names.map((n) => [n, per[n]!.cer[i]!])),
      bag: Object.fromEntries(names.map((n) => [n, per[n]!.bag[i]!])),
    })),
    stats,
    ratios: {
      'd/a': ratio('d', 'a'),
      'e/a': ratio('e', 'a'),
      'd/f': ratio('d', 'f'),
      'f/a': ratio('f', 'a'),
      'c/a': ratio('c', 'a'),
      'd-avx2/d': ratio('d-avx2', 'd'),
    },
    kinds: groupStats(rows, names, pages, (p) => p.kind),
    parts: [...groupStats(rows, names, pages, (p) => p.part), ...groupStats(rows, names, pages, () => 'whole set')],
    gateFailures,
    runs: rows,
  };
}
