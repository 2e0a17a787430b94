// Text as the structure scores compare it: letters and digits only, case folded (ICDAR 2013's
// table measure compares cell contents this way), and a similarity for recognized text that may
// carry a few OCR errors.

/** Letters and digits of any script, case folded; everything else (spaces, punctuation, marks) dropped. */
export function norm(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]/gu) ?? []
  ).join('');
}

/** Levenshtein distance, stopping early once it must exceed `limit`. */
function distance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Whether two texts are the same once normalized, within `tolerance` of the longer one's length in
 * edits (0 = exact). Scanned pages are judged with a small tolerance so one misread letter in a
 * paragraph does not count as a missing paragraph.
 */
export function same(a: string, b: string, tolerance = 0): boolean {
  const x = norm(a);
  const y = norm(b);
  if (tolerance === 0 || x.length === 0 || y.length === 0) return x === y;
  const limit = Math.floor(Math.max(x.length, y.length) * tolerance);
  return distance(x, y, limit) <= limit;
}
