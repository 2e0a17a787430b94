// The text layer's codes: BMP characters as themselves, characters beyond it on codes from the
// surrogate range (2048 per document, then U+FFFD), and a ToUnicode CMap that says so in blocks
// of at most 100 entries.
import { describe, expect, it } from 'vitest';
import { FontCodes } from '../../src/layout/pdf/font-codes.js';

const bytes = (literal: string): number[] =>
  [...literal.replace(/\\(.)/g, (_, c: string) => ({ r: '\r', n: '\n' })[c] ?? c)].map((c) => c.charCodeAt(0));

describe('FontCodes', () => {
  it('writes a BMP character as its own code, escaping what PDF strings reserve', () => {
    const codes = new FontCodes();
    expect(codes.encode('A(ž)')).toEqual({ literal: '\0A\0\\(\x01~\0\\)', glyphs: 4 });
    expect(bytes(codes.encode('čĊ\\').literal)).toEqual([0x01, 0x0d, 0x01, 0x0a, 0x00, 0x5c]);
  });

  it('gives characters beyond the BMP codes of their own, once each, and says so in the CMap', () => {
    const codes = new FontCodes();
    expect(bytes(codes.encode('😀𝔸😀').literal)).toEqual([0xd8, 0x00, 0xd8, 0x01, 0xd8, 0x00]);
    const cmap = codes.toUnicodeCMap();
    expect(cmap).toContain('2 beginbfchar\n<d800> <d83dde00>\n<d801> <d835dd38>\nendbfchar');
    expect(cmap).not.toContain('<d800> <d8ff>');
  });

  it('reads the 2049th distinct character beyond the BMP, and lone surrogates, as U+FFFD', () => {
    const codes = new FontCodes();
    const many = Array.from({ length: 2049 }, (_, i) => String.fromCodePoint(0x20000 + i)).join('');
    const out = bytes(codes.encode(many).literal);
    expect(out.slice(-4)).toEqual([0xdf, 0xff, 0xff, 0xfd]);
    expect(bytes(codes.encode('\ud800').literal)).toEqual([0xff, 0xfd]);
    const sections = [...codes.toUnicodeCMap().matchAll(/(\d+) beginbf(char|range)/g)].map((m) => Number(m[1]));
    expect(Math.max(...sections)).toBeLessThanOrEqual(100);
    expect(sections.reduce((a, b) => a + b, 0)).toBe(248 + 2048);
  });
});
