// A small seeded PRNG (mulberry32) for the fuzz bench: every input is made from its own PRNG,
// seeded from the run's seed and the input's number, so `--seed S` replays the same inputs in
// the same order whatever the timing of the clients that send them.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** A value drawn from a few interesting boundaries (0, 1, powers of two ± 1, negatives) or at random. */
  edgeNumber(): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const edges = [0, 1, -1, 2, 255, 256, 65535, 65536, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 1e9, -(2 ** 31), 99999999];
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    edgeNumber: () => (next() < 0.7 ? pick(edges) : int(0, 2 ** 31 - 1)),
  };
}

/** The PRNG seed of input `index` in run `runSeed` (a 32-bit mix of both, so neighbours differ). */
export function inputSeed(runSeed: number, index: number): number {
  let h = (runSeed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A fresh run seed when none is given. */
export const freshSeed = (): number => Math.floor(Math.random() * 2 ** 32);
