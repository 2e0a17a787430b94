// The broad set (bench/broad/set.ts) as `npm run bench` measures it, checked without drawing a
// page: at least 60 pages, about half held out (the held-out, fresh, unseen, blind, sealed, vault,
// locked, hidden and buried parts) and made from other texts than the rest, every kind of page
// present, ground truth on every page but the blank one, and the same set on every call (the seeds,
// not the clock, decide the content). The word-bag measure beside the CER is checked here too.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { broadPages } from '../../bench/broad/set.js';
import { KINDS } from '../../bench/broad/specs-tuning.js';
import { wordBagError } from '../../bench/broad/word-bag.js';

const DIR = '/nonexistent/broad-set';
const pages = broadPages(DIR);

/** Runs of 8 words, the unit in which a held-out text must not repeat a tuning one (nor a fresh, unseen, blind, sealed, vault, locked, hidden or buried text either). */
function shingles(text: string): Set<string> {
  const words = text.split(/\s+/).filter(Boolean);
  return new Set(words.slice(0, -7).map((_, i) => words.slice(i, i + 8).join(' ')));
}

describe('the broad set', () => {
  it('has at least 60 pages, a quarter or more held out, unique names', () => {
    expect(pages.length).toBeGreaterThanOrEqual(60);
    expect(pages.filter((p) => p.heldOut).length).toBeGreaterThanOrEqual(pages.length / 4);
    expect(new Set(pages.map((p) => p.name)).size).toBe(pages.length);
    expect(
      pages.every(
        (p) => p.heldOut === ['held-out', 'fresh', 'unseen', 'blind', 'sealed', 'vault', 'locked', 'hidden', 'buried'].includes(p.part),
      ),
    ).toBe(true);
  });

  it('has every kind of page, and the held-out, fresh, unseen, blind, sealed, vault, locked, hidden and buried parts each every kind users send', () => {
    expect(new Set(pages.map((p) => p.kind))).toEqual(new Set(KINDS));
    for (const part of ['held-out', 'fresh', 'unseen', 'blind', 'sealed', 'vault', 'locked', 'hidden', 'buried']) {
      const kinds = new Set(pages.filter((p) => p.part === part).map((p) => p.kind));
      for (const kind of ['small-print', 'columns', 'letter', 'invoice', 'form', 'table', 'slide', 'scan', 'photo'])
        expect(kinds, `${part} ${kind}`).toContain(kind);
    }
  });

  it('has ground truth on every page but the blank one, a language and a resolution on each', () => {
    for (const p of pages) {
      expect(p.path.startsWith(DIR)).toBe(true);
      expect(p.dpi).toBeGreaterThanOrEqual(150);
      expect(p.tesseract).toMatch(/^[a-z]{3}(\+[a-z]{3})*$/);
      if (p.name === 'blank') expect(p.text).toBe('');
      else expect(p.text.trim().length, p.name).toBeGreaterThan(10);
    }
  });

  it('covers the ten installed languages and scans at 200, 300 and 400 DPI', () => {
    expect(new Set(pages.map((p) => p.iso).filter(Boolean))).toEqual(new Set(['en', 'uk', 'de', 'fr', 'pl', 'ru', 'es', 'it', 'pt', 'cs']));
    const scanDpis = new Set(pages.filter((p) => p.capture === 'scan' && p.part !== 'accuracy').map((p) => p.dpi));
    expect([...scanDpis].sort()).toEqual([200, 300, 400]);
  });

  it('is the same set on every call', () => {
    expect(broadPages(DIR)).toEqual(pages);
  });

  it('makes its held-out pages from texts no tuning page holds', () => {
    const tuning = new Set(pages.filter((p) => !p.heldOut).flatMap((p) => [...shingles(p.text)]));
    for (const p of pages.filter((x) => x.heldOut)) {
      const shared = [...shingles(p.text)].filter((s) => tuning.has(s));
      expect(shared, p.name).toEqual([]);
    }
  });

  it('makes its fresh pages from texts no tuning or held-out page holds, in every installed language', () => {
    const fresh = pages.filter((p) => p.part === 'fresh');
    expect(fresh.length).toBe(20);
    expect(fresh.every((p) => p.name.startsWith('f-'))).toBe(true);
    expect(new Set(fresh.map((p) => p.iso))).toEqual(new Set(['en', 'uk', 'de', 'fr', 'pl', 'ru', 'es', 'it', 'pt', 'cs']));
    const older = new Set(pages.filter((p) => p.part !== 'fresh').flatMap((p) => [...shingles(p.text)]));
    for (const p of fresh) {
      const shared = [...shingles(p.text)].filter((s) => older.has(s));
      expect(shared, p.name).toEqual([]);
    }
  });

  // The unseen part, then the blind part, then the sealed part, then the vault part, then the locked
  // part, then the hidden part, then the buried part last: each 20 pages, from texts no other page
  // holds, made by generators that import only the kit and each other.
  for (const [part, prefix, after, next] of [
    ['unseen', 'u-', 120, 'blind'],
    ['blind', 'b-', 100, 'sealed'],
    ['sealed', 's-', 80, 'vault'],
    ['vault', 'v-', 60, 'locked'],
    ['locked', 'l-', 40, 'hidden'],
    ['hidden', 'x-', 20, 'buried'],
    ['buried', 'z-', 0, ''],
  ] as const) {
    it(`makes its ${part} pages ${after === 0 ? 'last' : `before the ${next} ones`}, from texts no other page holds, in every installed language and look`, () => {
      expectOwnPart(part, prefix, after);
    });

    it(`builds its ${part} pages from nothing of the other parts: their generators import only the kit and each other`, () => {
      expectOwnGenerators(part);
    });
  }
});

/**
 * The part's 20 pages come just before the last `after` pages of the set, named `prefix`*, in all
 * ten languages and three looks, and share no 8-word run with another part.
 */
function expectOwnPart(part: string, prefix: string, after: number) {
  const own = pages.filter((p) => p.part === part);
  expect(own.length).toBe(20);
  expect(pages.slice(pages.length - after - 20, pages.length - after)).toEqual(own);
  expect(own.every((p) => p.name.startsWith(prefix) && p.heldOut)).toBe(true);
  expect(pages.filter((p) => p.name.startsWith(prefix))).toEqual(own);
  expect(new Set(own.map((p) => p.iso))).toEqual(new Set(['en', 'uk', 'de', 'fr', 'pl', 'ru', 'es', 'it', 'pt', 'cs']));
  expect(new Set(own.map((p) => p.capture))).toEqual(new Set(['born-digital', 'scan', 'photo']));
  expect([...new Set(own.filter((p) => p.capture === 'scan').map((p) => p.dpi))].sort()).toEqual([200, 300, 400]);
  expect(own.filter((p) => p.capture === 'born-digital' && !p.judgeLanguage).map((p) => p.name)).toEqual([]);
  const older = new Set(pages.filter((p) => p.part !== part).flatMap((p) => [...shingles(p.text)]));
  for (const p of own) {
    const shared = [...shingles(p.text)].filter((s) => older.has(s));
    expect(shared, p.name).toEqual([]);
  }
}

/** The part's generators (bench/broad/*-<part>*.ts) import only the kit and each other. */
function expectOwnGenerators(part: string) {
  const dir = fileURLToPath(new URL('../../bench/broad/', import.meta.url));
  const files = readdirSync(dir).filter((f) => f.includes(`-${part}`) && f.endsWith('.ts'));
  expect(files.length).toBeGreaterThanOrEqual(10);
  const kit = ['./html-kit.js', './looks.js', './specs-tuning.js', '../../src/domain/languages.js'];
  const own = new RegExp(`^\\./[a-z]+-${part}[a-z-]*\\.js$`);
  for (const f of files) {
    const from = [...readFileSync(dir + f, 'utf8').matchAll(/^(?:import|export) [^;]*? from '([^']+)';$/gm)].map((m) => m[1]!);
    expect(
      from.filter((m) => !kit.includes(m) && !own.test(m)),
      f,
    ).toEqual([]);
  }
}

describe('wordBagError', () => {
  it('ignores word order and end punctuation, counts missing and extra words', () => {
    expect(wordBagError('Total 12.50 GBP, Net', 'Net Total: 12.50 GBP').error).toBe(0);
    const bag = wordBagError('Net Total 12.60', 'Net Total 12.50 GBP');
    expect(bag.missing).toEqual(['12.50', 'GBP']);
    expect(bag.extra).toEqual(['12.60']);
    expect(bag.error).toBeCloseTo(3 / 4);
  });
});
