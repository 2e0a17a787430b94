// Pages of the broad set's unseen, blind and sealed parts that failed the CER gate because they read in
// another order than a person (and Tesseract) reads them, kept as the engine gave them to structure
// (lines with their words, the rules found in the pixels, the page size):
// test/fixtures/structure/*.json, written from the page worker on this project's build. Each test
// fails on the reading order the page had before.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '../../src/layout/page-layout.js';
import type { Rule } from '../../src/structure/model.js';
import { structurePage } from '../../src/ocr/reading/structure-step.js';

interface Captured {
  lines: LayoutLine[];
  rules: Rule[];
  size: { width: number; height: number };
  rotation: 0 | 90 | 180 | 270;
  strokes: number[];
}

const load = (name: string): Captured => JSON.parse(readFileSync(new URL(`../fixtures/structure/${name}.json`, import.meta.url), 'utf8'));

function read(name: string, withRules = true) {
  const c = load(name);
  const page = structurePage(c.lines, null, withRules ? c.rules : [], c.size, false, c.rotation, [], c.strokes);
  return { ...page, joined: page.lines.map((l) => l.text).join(' | ') };
}

describe('reading order on the held-out pages that failed the CER gate', () => {
  it('u-permit-de: reads each boxed field label then value, and makes no table of box edges', () => {
    const page = read('u-permit-de');
    expect(page.structure.tables).toEqual([]);
    expect(page.joined).toContain('Telefon (freiwillig) | 0171 4482 906 | E-Mail (freiwillig) | m.brandstetter@posteo.de');
    expect(page.joined).toContain('Amtliches Kennzeichen | FRL-MB 318 | Hersteller und Typ | Skoda Fabia');
    // Without the rules (no boxes) the same lines read both labels, then both values.
    expect(read('u-permit-de', false).joined).toContain('Telefon (freiwillig) | E-Mail (freiwillig)');
  });

  it('u-invoice-pl: stacks no heading underline with a summary rule across the table rule between them', () => {
    const page = read('u-invoice-pl');
    expect(page.structure.tables.filter((t) => t.bbox[1] < 0.25)).toEqual([]);
    const at = (s: string): number => page.joined.indexOf(s);
    expect(at('Kancelaria Notarialna Anna Wierzbicka')).toBeLessThan(at('Lp. Nazwa'));
    expect(at('443,71')).toBeLessThan(at('2. Biurko'));
  });

  it('u-slide-uk: makes no table of a bulleted list (its bullets read as "є") beside a chart', () => {
    const page = read('u-slide-uk');
    expect(page.structure.tables).toEqual([]);
    expect(page.joined.indexOf('Наступний етап')).toBeLessThan(page.joined.indexOf('412'));
  });

  it('u-photo-receipt-en: reads each price after its item, not every price after every item', () => {
    const page = read('u-photo-receipt-en');
    const at = (s: string): number => page.joined.indexOf(s);
    expect(at('25.62')).toBeGreaterThan(at('Deck Screws'));
    expect(at('25.62')).toBeLessThan(at('Sandpaper'));
    expect(at('$183.96')).toBeGreaterThan(at('TOTAL'));
  });

  it('b-slide-it: makes no table of bullets (read as "=»" and "•") whose lines share rows with a table beside them', () => {
    const page = read('b-slide-it');
    const at = (s: string): number => page.joined.indexOf(s);
    expect(page.structure.tables.filter((t) => t.bbox[0] < 0.3)).toEqual([]);
    expect(at('entro dicembre')).toBeLessThan(at('Indicatori principali'));
  });

  it("b-interview-pt: reads a magazine's issue line beside its name, above the rule across the page, not after the section label below it", () => {
    const page = read('b-interview-pt');
    const at = (s: string): number => page.joined.indexOf(s);
    expect(at('Revista Maré')).toBeLessThan(at('N.º 47'));
    expect(at('N.º 47')).toBeLessThan(at('ENTREVISTA'));
    // Without the rules the issue line reads as a column of its own, after the label.
    const bare = read('b-interview-pt', false).joined;
    expect(bare.indexOf('N.º 47')).toBeGreaterThan(bare.indexOf('ENTREVISTA'));
  });

  it("s-nutrition-pl: reads a masthead's name before the address beside it, over a rule that a table below starts at", () => {
    const page = read('s-nutrition-pl');
    expect(page.lines.slice(0, 3).map((l) => l.text)).toEqual([
      'Piekarnia-Cukiernia Kłos',
      'ul. Głogowska 112, 60-243 Poznań',
      'Stan na 1 marca 2026r.',
    ]);
    // Without the rules the address, set a little higher than the name's tall letters, reads first.
    expect(read('s-nutrition-pl', false).lines[0]!.text).toBe('ul. Głogowska 112, 60-243 Poznań');
  });
});
