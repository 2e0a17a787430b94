// The pages every step of the sweep reads: a fixed mix from the accuracy set (bench/accuracy/set.ts:
// English and Ukrainian small print, German, two columns, a table, a page with a photo) and one
// dense 11-pt page (bench/_kit/dense-pages.ts), each with the language raw `tesseract` is told.
// A step cycles through the mix, so every count reads the same pages in the same proportions.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildAccuracySet } from '../accuracy/set.js';
import { makeDensePages } from '../_kit/dense-pages.js';

export interface MixPage {
  name: string;
  path: string;
  /** Raw `tesseract -l`: the right single language. */
  tesseract: string;
}

const MIX_NAMES = ['en-10pt', 'uk-10pt', 'de-10pt', 'two-column', 'table', 'photo'] as const;

export async function buildMix(dir: string): Promise<MixPage[]> {
  const accuracy = await buildAccuracySet(join(dir, 'accuracy'), (name) => (MIX_NAMES as readonly string[]).includes(name));
  await mkdir(join(dir, 'dense'), { recursive: true });
  const [dense] = await makeDensePages(join(dir, 'dense'), 1);
  return [
    ...accuracy.map((p) => ({ name: p.name, path: p.path, tesseract: p.tesseract })),
    { name: 'dense-11pt', path: dense!.png, tesseract: 'eng' },
  ];
}

/** `count` pages taken from the mix in turn. */
export const cycle = (mix: readonly MixPage[], count: number): MixPage[] => Array.from({ length: count }, (_, i) => mix[i % mix.length]!);
