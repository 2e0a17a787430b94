// The one character error rate (bench/_kit/cer.ts) counts Unicode code points after NFC: the same
// letter precomposed or as base + combining mark is one character, and an astral character counts
// once. Counting UTF-16 units without normalising (the benches' old copy) fails both cases.
import { describe, expect, it } from 'vitest';
import { cer } from '../../bench/_kit/cer.js';

describe('cer', () => {
  it('is 0 for the same text and 1 for nothing read', () => {
    expect(cer('Рахунок 2026-117', 'Рахунок 2026-117')).toBe(0);
    expect(cer('', 'Рахунок')).toBe(1);
  });

  it('collapses whitespace runs and ignores leading and trailing space', () => {
    expect(cer('  Рахунок \n\n сплачено ', 'Рахунок сплачено')).toBe(0);
  });

  it('reads a Cyrillic letter with a combining acute accent as its precomposed form', () => {
    // Macedonian "ќерка": ќ (U+045C) precomposed as OCR writes it, and as к + U+0301 in the truth.
    const precomposed = '\u045Cерка';
    const combining = '\u043A\u0301ерка';
    expect(precomposed).not.toBe(combining);
    expect(cer(precomposed, combining)).toBe(0);
    expect(cer('ерка', combining)).toBeCloseTo(1 / 5); // one of five letters missing, not 2 of 6 units
  });

  it('counts a character outside the BMP once, not as two UTF-16 units', () => {
    expect(cer('ab', 'a\u{1D400}b')).toBeCloseTo(1 / 3);
  });

  it('divides the edit distance by the expected length', () => {
    expect(cer('Киів', 'Київ')).toBeCloseTo(1 / 4); // ї read as і
    expect(cer('Кв', 'Київ')).toBeCloseTo(2 / 4);
  });
});
