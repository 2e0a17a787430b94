// Long runs of set bits along each row of a bitmap: the opening with a long line-shaped
// structuring element of Leptonica's line finder, done on bits. Short breaks (a dropped pixel, a
// scanner speck) do not end a run, but a run must stay mostly set, so text, whose dark blocks are
// broken by the gaps between letters, does not chain into a run.

/** Runs, four numbers each: lane (bitmap row), first and last position (bit), set bits in it. */
export type RunList = number[];

interface RunOptions {
  /** Fewest positions from first to last. */
  minLength: number;
  /** Longest break (unset positions) inside a run. */
  maxGap: number;
  /** Least share of set positions in a run. */
  minFill: number;
}

export function findRuns(bits: Int32Array, lanes: number, words: number, opt: RunOptions): RunList {
  const out: RunList = [];
  const { minLength, maxGap, minFill } = opt;
  for (let lane = 0; lane < lanes; lane++) {
    const base = lane * words;
    let start = -1;
    let last = -2;
    let count = 0;
    for (let w = 0; w < words; w++) {
      let v = bits[base + w]!;
      if (v === 0) continue;
      const p0 = w << 5;
      while (v !== 0) {
        const low = v & -v;
        const p = p0 + 31 - Math.clz32(low);
        v ^= low;
        if (p - last - 1 > maxGap) {
          if (start >= 0) emit(out, lane, start, last, count, minLength, minFill);
          start = p;
          count = 0;
        }
        last = p;
        count++;
      }
    }
    if (start >= 0) emit(out, lane, start, last, count, minLength, minFill);
  }
  return out;
}

function emit(out: RunList, lane: number, a: number, b: number, n: number, minLength: number, minFill: number): void {
  const len = b - a + 1;
  if (len >= minLength && n >= minFill * len) out.push(lane, a, b, n);
}
