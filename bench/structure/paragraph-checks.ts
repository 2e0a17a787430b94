// The paragraph checks of the structure bench: reading order (the longest run of expected
// paragraphs found in order) and one paragraph a line (none split over lines, none sharing one).
import { pair, type Body, type Check } from './check.js';
import { norm, same } from './normalize.js';
import type { Truth } from './truth.js';

/** Length of the longest strictly increasing subsequence. */
function lis(values: number[]): number {
  const tails: number[] = [];
  for (const v of values) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = v;
  }
  return tails.length;
}

export function readingOrder(truth: Truth, body: Body[], tol: number): Check {
  const at = pair(truth.paragraphs, body, (l) => l.text, tol);
  const found = at.filter((i) => i >= 0);
  const right = lis(found);
  const missing = at.length - found.length;
  return {
    pass: right === truth.paragraphs.length,
    expected: truth.paragraphs.length,
    right,
    ...(missing ? { note: `${missing} not found whole` } : {}),
  };
}

export function oneParagraphALine(truth: Truth, body: Body[], tol: number): Check {
  const texts = body.map((l) => norm(l.text));
  let split = 0;
  for (const p of truth.paragraphs) {
    if (texts.some((t) => same(t, p, tol))) continue;
    const want = norm(p);
    for (let i = 0; i < texts.length; i++) {
      let joined = texts[i]!;
      if (!want.startsWith(joined.slice(0, 12)) || joined.length >= want.length) continue;
      for (let j = i + 1; j < Math.min(texts.length, i + 8) && joined.length < want.length * 1.2; j++) {
        joined += texts[j];
        if (same(joined, want, tol)) {
          split++;
          i = texts.length;
          break;
        }
      }
    }
  }
  const long = truth.paragraphs.map(norm).filter((p) => p.length >= 8);
  const joined = texts.map((t) => long.filter((p) => t.includes(p)).length).filter((n) => n >= 2);
  const merged = joined.reduce((a, b) => a + b, 0);
  const problems = split + merged;
  return {
    pass: problems === 0,
    expected: truth.paragraphs.length,
    right: truth.paragraphs.length - problems,
    ...(problems ? { note: `${split} split, ${merged} sharing ${joined.length} line${joined.length === 1 ? '' : 's'}` } : {}),
  };
}
