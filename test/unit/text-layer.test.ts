// When a PDF page's text layer is trusted instead of OCR.
import { describe, expect, it } from 'vitest';
import { countChars, hasRealText } from '../../src/ocr/reading/text-layer.js';

const SENTENCE = 'The committee approved the budget after a short discussion.';

describe('hasRealText', () => {
  it('takes a sentence of real text', () => {
    expect(hasRealText(SENTENCE)).toBe(true);
    expect(hasRealText('Київ є столицею та найбільшим містом України.')).toBe(true);
  });

  it('refuses fewer than 20 visible characters (a page number, a stamp)', () => {
    expect(hasRealText('Page 3 of 10')).toBe(false);
    expect(hasRealText(' \n\t '.repeat(50))).toBe(false);
  });

  it('refuses glyphs without Unicode (U+FFFD, private use)', () => {
    expect(hasRealText('\uFFFD'.repeat(40) + SENTENCE.slice(0, 25))).toBe(false);
    expect(hasRealText('\uE001\uE002\uE003'.repeat(20) + 'abc')).toBe(false);
    expect(hasRealText(SENTENCE + '\uFFFD')).toBe(true); // one stray glyph is fine
  });

  it('treats a page mostly covered by images with little text as a scan', () => {
    expect(hasRealText(SENTENCE, 0.9)).toBe(false);
    expect(hasRealText(SENTENCE.repeat(5), 0.9)).toBe(true); // an earlier OCR's invisible text
    expect(hasRealText(SENTENCE, 0.2)).toBe(true); // a figure beside real text
  });
});

describe('countChars', () => {
  it('counts code points, not UTF-16 units, and skips whitespace', () => {
    expect(countChars('a b\n😀\uFFFD\u0007')).toEqual({ real: 3, bad: 2 });
  });
});
