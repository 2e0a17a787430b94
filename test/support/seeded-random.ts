// A small seeded PRNG (mulberry32) for fault tests: the run prints its seed, and FC_SEED=<seed>
// replays the same plan of kills and submissions (timing still varies, the plan does not).
// The generator is the fuzz bench's; tests also keep the seed they were made from.
import { seededRandom as benchRandom, type Random as BenchRandom } from '../../bench/fuzz/random.js';

export interface Random extends BenchRandom {
  readonly seed: number;
}

export function seededRandom(seed: number): Random {
  return { ...benchRandom(seed), seed };
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
