// One fuzz input from the run seed and its number: which seed file, which mutators (one to
// three, the format-aware ones favoured for their format), all from the input's own PRNG, so the
// recipe (run seed, input number) makes the same bytes again. A mutator that does not apply
// (no xref in this PDF, not a PNG) is skipped and the next is drawn.
import { byteMutators, type Mutator } from './byte-mutators.js';
import { imageMutators } from './image-mutators.js';
import { pdfMutators } from './pdf-mutators.js';
import { inputSeed, seededRandom } from './random.js';
import type { Seed } from './seeds.js';

export interface FuzzInput {
  index: number;
  /** The seed file it was made from. */
  seed: string;
  kind: Seed['kind'];
  /** The mutators applied, in order. */
  mutators: string[];
  bytes: Buffer;
}

function aware(kind: Seed['kind']): Mutator[] {
  if (kind === 'pdf') return pdfMutators;
  return imageMutators;
}

const MAX_TRIES = 20;

export function makeInput(runSeed: number, index: number, seeds: readonly Seed[]): FuzzInput {
  const r = seededRandom(inputSeed(runSeed, index));
  const seed = r.pick(seeds);
  const count = r.pick([1, 1, 1, 2, 3]);
  const mutators: string[] = [];
  let bytes = seed.bytes;
  for (let tries = 0; mutators.length < count && tries < MAX_TRIES; tries++) {
    const m = r.pick(r.chance(0.6) ? aware(seed.kind) : byteMutators);
    const out = m.apply(bytes, r, r.pick(seeds).bytes);
    if (out === undefined) continue;
    bytes = out;
    mutators.push(m.name);
  }
  return { index, seed: seed.name, kind: seed.kind, mutators, bytes };
}

/** Every mutator's name, for the report's table (those never drawn show 0). */
export const mutatorNames: readonly string[] = [...byteMutators, ...pdfMutators, ...imageMutators].map((m) => m.name);
