// A small seeded PRNG (mulberry32) for fault tests: the run prints its seed, and FC_SEED=<seed>
// replays the same plan of kills and submissions (timing still varies, the plan does not).

export interface Random {
  readonly seed: number;
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
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
  return {
    seed,
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (p) => next() < p,
  };
}

/** FC_SEED from the environment (to replay a failure), else a fresh one. */
export function faultSeed(): number {
  const given = process.env.FC_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0) throw new Error(`FC_SEED must be a whole number, got ${given}`);
    return seed >>> 0;
  }
  return Math.floor(Math.random() * 2 ** 32);
}
