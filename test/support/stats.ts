// Small statistics for timing comparisons between two samples of response times, and a helper to
// send many requests a few at a time.

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Mann–Whitney U test as a z-score (normal approximation, tie-corrected): |z| > 3.9 means the
 * two samples differ in location with p < 1e-4. Rank-based, so a few GC pauses or scheduler
 * hiccups on a shared machine cannot fake a difference the way they move a mean.
 */
export function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((v) => ({ v, fromA: true })), ...b.map((v) => ({ v, fromA: false }))].sort((x, y) => x.v - y.v);
  let rankSumA = 0;
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j]!.v === all[i]!.v) j++;
    const rank = (i + 1 + j) / 2; // average rank of the tied run i..j-1
    for (let k = i; k < j; k++) if (all[k]!.fromA) rankSumA += rank;
    tieTerm += (j - i) ** 3 - (j - i);
    i = j;
  }
  const [n1, n2] = [a.length, b.length];
  const n = n1 + n2;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  return (u - (n1 * n2) / 2) / sigma;
}

/** Runs `fn` over `items`, at most `width` at a time, in order of start. */
export async function inBatches<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}
