// What every Markdown check of the structure bench gives (markdown-checks.ts, paragraph-checks.ts),
// and how expected items are matched to what the Markdown holds.
import type { MdLine } from './markdown-parse.js';
import { same } from './normalize.js';

export interface Check {
  pass: boolean;
  /** What was expected and how much of it was right: the report prints these. */
  expected: number;
  right: number;
  note?: string;
}

/** The body lines: what reading order and paragraphs are judged on. */
export type Body = Extract<MdLine, { type: 'heading' | 'list' | 'text' }>;

/** Matches each expected item to the first unused candidate with the same text; -1 where none. */
export function pair<T>(expected: readonly string[], candidates: readonly T[], text: (c: T) => string, tol: number): number[] {
  const used = new Set<number>();
  return expected.map((e) => {
    const i = candidates.findIndex((c, k) => !used.has(k) && same(text(c), e, tol));
    if (i >= 0) used.add(i);
    return i;
  });
}
