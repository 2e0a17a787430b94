// The headline bench's arithmetic beyond the languages bench's runner stats (pages/s, ratios to
// a, the CER gate: languages/stats.ts): the same comparison per group of pages (each kind, each
// part of the set). Groups are unions of the chunks rounds.ts times (one part, one kind), so a
// group's pages/s is its pages over the sum of its chunks' times, best round, and its ratio is
// that over a's.
import { CER_GATE, type RunRow } from '../languages/stats.js';
import type { BroadPage } from '../broad/set.js';

export interface HeadlineRow extends RunRow {
  /** Word-order-free error per page (broad/word-bag.ts). */
  bags: number[];
  /** Wall time of each chunk (chunkOf), ms. */
  chunkMs: Record<string, number>;
}

/** The chunk a page is timed in: its part and its kind. */
export const chunkOf = (p: BroadPage): string => `${p.part}/${p.kind}`;

export interface GroupStats {
  group: string;
  pages: number;
  runner: string;
  pagesPerS: number;
  ratioToA: number;
  meanCer: number;
  meanBag: number;
  overGate: string[];
}

const round4 = (n: number) => Number(n.toFixed(4));
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

/** Per page, the worst CER and word-bag error over the runner's rounds. */
export function worstPerPage(rows: HeadlineRow[], runner: string, count: number): { cer: number[]; bag: number[] } {
  const own = rows.filter((r) => r.runner === runner);
  const worst = (pick: (r: HeadlineRow) => number[]) => Array.from({ length: count }, (_, i) => Math.max(...own.map((r) => pick(r)[i]!)));
  return { cer: worst((r) => r.cers), bag: worst((r) => r.bags) };
}

function bestPagesPerS(rows: HeadlineRow[], runner: string, chunks: string[], pages: number): number {
  const own = rows.filter((r) => r.runner === runner);
  return Math.max(...own.map((r) => pages / (chunks.reduce((s, c) => s + (r.chunkMs[c] ?? NaN), 0) / 1000)));
}

export function groupStats(rows: HeadlineRow[], runners: string[], pages: BroadPage[], groupOf: (p: BroadPage) => string): GroupStats[] {
  const a = worstPerPage(rows, 'a', pages.length);
  const groups = [...new Set(pages.map(groupOf))];
  return groups.flatMap((group) => {
    const idx = pages.map((p, i) => (groupOf(p) === group ? i : -1)).filter((i) => i >= 0);
    const chunks = [...new Set(idx.map((i) => chunkOf(pages[i]!)))];
    const aRate = bestPagesPerS(rows, 'a', chunks, idx.length);
    return runners.map((runner) => {
      const r = worstPerPage(rows, runner, pages.length);
      const rate = bestPagesPerS(rows, runner, chunks, idx.length);
      return {
        group,
        pages: idx.length,
        runner,
        pagesPerS: round4(rate),
        ratioToA: round4(rate / aRate),
        meanCer: round4(mean(idx.map((i) => r.cer[i]!))),
        meanBag: round4(mean(idx.map((i) => r.bag[i]!))),
        overGate: idx.filter((i) => r.cer[i]! - a.cer[i]! > CER_GATE + 1e-9).map((i) => pages[i]!.name),
      };
    });
  });
}
