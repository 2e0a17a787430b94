// Format-blind mutators: what a flaky disk, a cut-off transfer or a careless tool does to a
// file. Each takes the input and the input's PRNG and returns a new buffer (never the same
// object), or undefined when it does not apply (too short a file).
import type { Random } from './random.js';

export interface Mutator {
  name: string;
  /** `other` is a second seed of any kind, for splicing. */
  apply(bytes: Buffer, r: Random, other: Buffer): Buffer | undefined;
}

/** A region [start, end) of `bytes`, at most `max` long. */
function region(bytes: Buffer, r: Random, max: number): [number, number] {
  const start = r.int(0, Math.max(0, bytes.length - 1));
  return [start, Math.min(bytes.length, start + r.int(1, max))];
}

export const byteMutators: Mutator[] = [
  {
    name: 'byte-flips',
    apply(bytes, r) {
      const out = Buffer.from(bytes);
      const flips = r.pick([1, 2, 4, 16, 64, 256]);
      // Past the first 16 bytes mostly, so the magic survives and the decoder gets further.
      const from = out.length > 64 && r.chance(0.8) ? 16 : 0;
      for (let i = 0; i < flips; i++) {
        const at = r.int(from, out.length - 1);
        out[at] = out[at]! ^ (1 << r.int(0, 7));
      }
      return out;
    },
  },
  {
    name: 'random-bytes',
    apply(bytes, r) {
      const out = Buffer.from(bytes);
      const [start, end] = region(out, r, 512);
      for (let i = start; i < end; i++) out[i] = r.pick([0, 0xff, r.int(0, 255)]);
      return out;
    },
  },
  {
    name: 'truncate',
    apply(bytes, r) {
      if (bytes.length < 32) return undefined;
      return Buffer.from(bytes.subarray(0, r.chance(0.3) ? r.int(8, 64) : r.int(16, bytes.length - 1)));
    },
  },
  {
    name: 'chunk-duplicate',
    apply(bytes, r) {
      const [start, end] = region(bytes, r, 4096);
      const at = r.int(0, bytes.length);
      const copies = r.chance(0.2) ? r.int(2, 50) : 1;
      const chunk = bytes.subarray(start, end);
      return Buffer.concat([bytes.subarray(0, at), ...Array<Buffer>(copies).fill(chunk), bytes.subarray(at)]);
    },
  },
  {
    name: 'chunk-remove',
    apply(bytes, r) {
      if (bytes.length < 32) return undefined;
      const [start, end] = region(bytes, r, 4096);
      return Buffer.concat([bytes.subarray(0, Math.max(8, start)), bytes.subarray(end)]);
    },
  },
  {
    name: 'splice',
    apply(bytes, r, other) {
      // The head of this seed, the tail of another: the magic says one thing, the body another.
      const cut = r.int(Math.min(16, bytes.length), bytes.length);
      const from = r.int(0, other.length);
      return Buffer.concat([bytes.subarray(0, cut), other.subarray(from)]);
    },
  },
];
