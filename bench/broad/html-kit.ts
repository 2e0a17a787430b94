// What the broad set's HTML templates share: escaping, a page's text budget, and sentence
// picking from a corpus with a seeded PRNG (bench/fuzz/random.ts), so every page is the same on
// every run. A template returns the page's inner HTML and its ground truth: the text it
// typesets, in reading order, one block per line (cer.ts collapses whitespace anyway).
import { seededRandom } from '../fuzz/random.js';

export interface PageContent {
  /** The page's inner HTML (inside its <section>). */
  html: string;
  truth: string;
  /** A named @page (page-css.ts), e.g. landscape slides. */
  pageName?: 'slide';
  /** Extra class on the page's <section> (its font and colours, page-css.ts). */
  className?: string;
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `esc`, and each hyphenated word kept on one line: a line broken after a word's hyphen reads as
 * two words in the PDF's text (and to a reader), not the one word of the truth.
 */
export const escWhole = (s: string) =>
  esc(s).replace(/[^\s<>]*[\p{L}\p{N}]-[\p{L}\p{N}][^\s<>]*/gu, (w) => `<span style="white-space:nowrap">${w}</span>`);

/** The sentences of a corpus, whitespace collapsed. */
function sentences(corpus: string): string[] {
  return corpus
    .trim()
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;:])\s+(?=[\p{Lu}\p{N}«"])/u)
    .filter(Boolean);
}

/**
 * About `chars` characters of the corpus's sentences, starting at a seeded place and going round
 * (a dense page needs more text than one corpus holds; a repeated sentence reads as well).
 */
export function prose(corpus: string, chars: number, seed: number): string[] {
  const all = sentences(corpus);
  const random = seededRandom(seed);
  let at = random.int(0, all.length - 1);
  const out: string[] = [];
  let total = 0;
  while (total < chars) {
    const s = all[at++ % all.length]!;
    out.push(s);
    total += s.length + 1;
  }
  return out;
}

/** Splits sentences into paragraphs of 2 to 5 sentences (seeded). */
export function paragraphs(items: string[], seed: number): string[] {
  const random = seededRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < items.length;) {
    const n = random.int(2, 5);
    out.push(items.slice(i, i + n).join(' '));
    i += n;
  }
  return out;
}

/**
 * Characters of `pt` type that fill `share` of a text block `widthMm` × `heightMm` (average
 * advance 0.55 em, line pitch 1.3 em): a budget the PDF check in render.ts backs up, since a
 * page that overflows fails the build rather than losing text silently.
 */
export function budget(pt: number, widthMm: number, heightMm: number, share: number, advance = 0.55): number {
  const em = pt * 0.3528;
  return Math.floor((widthMm / (advance * em)) * (heightMm / (1.3 * em)) * share);
}

/** A seeded amount like 1 234.50 with `decimal` and `group` separators. */
export function amount(value: number, decimal: string, group: string): string {
  const [whole, cents] = value.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${cents}`;
}

export { seededRandom };
