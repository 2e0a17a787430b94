// The two installs the languages bench (run.ts) measures, and which accuracy-set pages each
// reads: with only English and Ukrainian installed, the other languages' pages would measure
// nothing but misreadings, so that setting keeps the pages its packs can read (plus blank ones).
import type { AccuracyPage } from '../accuracy/set.js';

export interface Setting {
  name: string;
  /** OCR_LANGUAGES of its servers, and the packs raw (b) and OCRmyPDF (c) are given. */
  packs: string[];
  pages: AccuracyPage[];
}

const TWO_PACKS = ['eng', 'ukr'];
const TEN_PACKS = ['eng', 'ukr', 'deu', 'fra', 'pol', 'rus', 'spa', 'ita', 'por', 'ces'];

const readableWithTwo = (p: AccuracyPage) => p.iso === 'en' || p.iso === 'uk' || p.iso === null || p.name.startsWith('mixed');

export function settings(all: AccuracyPage[]): Setting[] {
  return [
    { name: '2 packs', packs: TWO_PACKS, pages: all.filter(readableWithTwo) },
    { name: '10 packs', packs: TEN_PACKS, pages: all },
  ].filter((s) => s.pages.length > 0);
}

/** BENCH_ONLY (a regular expression over page names) picks a subset for short checks. */
export function pageFilter(only: string | undefined): ((name: string) => boolean) | undefined {
  if (!only) return undefined;
  const re = new RegExp(only);
  return (name) => re.test(name);
}
