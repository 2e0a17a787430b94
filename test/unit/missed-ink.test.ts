// Letters a reading left out (src/ocr/reading/missed-ink.ts): the look's letter-sized ink that no
// word of the reading lies over, whatever resolution each was made at.
import { describe, expect, it } from 'vitest';
import type { PageView } from '../../src/layout/page-transform.js';
import type { OcrResult } from '../../src/ocr/engines/ocr-engine.js';
import { lostText, missedInk } from '../../src/ocr/reading/missed-ink.js';

// A 612 × 792-point page looked at at 150 DPI (1275 × 1650 px) and read at 300 (twice the pixels).
const BOUNDS: PageView['bounds'] = [0, 0, 612, 792];
const viewAt = (dpi: number): PageView => ({ bounds: BOUNDS, matrix: [dpi / 72, 0, 0, dpi / 72, 0, 0], origin: [0, 0] });
const LOOK = { width: 1275, height: 1650, view: viewAt(150) };

/** Rows of 40 letters (8 × 12 px at 150 DPI, 10 px apart) starting at `x`, one row every 30 px from y = 100. */
function letters(rows: number, x: number, extra: Array<[w: number, h: number, left: number, top: number]> = []) {
  const all: Array<[number, number, number, number]> = [...extra];
  for (let r = 0; r < rows; r++) for (let i = 0; i < 40; i++) all.push([8, 12, x + i * 10, 100 + r * 30]);
  return {
    widths: Int32Array.from(all.map((g) => g[0])),
    heights: Int32Array.from(all.map((g) => g[1])),
    lefts: Int32Array.from(all.map((g) => g[2])),
    tops: Int32Array.from(all.map((g) => g[3])),
    dottedRows: 0,
  };
}

/** A reading at 300 DPI with one word over each of the first `rows` rows' first `covered` letters. */
function reading(rows: number, x: number, covered: number): OcrResult {
  const lines = Array.from({ length: rows }, (_, r) => {
    const box: [number, number, number, number] = [2 * x, 2 * (100 + r * 30), 2 * (x + covered * 10 - 2), 2 * (112 + r * 30)];
    return { box, block: 0, paragraph: 0, words: [{ text: 'word', box, confidence: 0.96 }] };
  });
  return { text: '', confidence: 0.96, words: rows, lines };
}

describe('missedInk', () => {
  it('counts no letter missed where the words cover every row, mapped from the reading resolution to the look', () => {
    const ink = missedInk(letters(10, 100), LOOK, reading(10, 100, 40), viewAt(300));
    expect(ink).toEqual({ letters: 400, missed: 0 });
    expect(lostText(ink)).toBe(false);
  });

  it('counts the letters of rows no word lies over: a dropped column of text', () => {
    const page = letters(
      10,
      100,
      Array.from({ length: 10 }, (_, r) => [8, 12, 40, 100 + r * 30] as [number, number, number, number]),
    );
    const ink = missedInk(page, LOOK, reading(10, 100, 40), viewAt(300));
    expect(ink).toEqual({ letters: 410, missed: 10 });
    const wider = letters(
      10,
      100,
      Array.from({ length: 20 }, (_, i) => [8, 12, 30 + (i % 2) * 10, 100 + (i >> 1) * 30] as [number, number, number, number]),
    );
    expect(lostText(missedInk(wider, LOOK, reading(10, 100, 40), viewAt(300)))).toBe(true);
  });

  it('counts neither punctuation nor a logo as letters', () => {
    const marks: Array<[number, number, number, number]> = [
      [3, 3, 40, 110],
      [4, 4, 60, 110],
      [120, 120, 900, 1400],
    ];
    expect(missedInk(letters(10, 100, marks), LOOK, reading(10, 100, 40), viewAt(300))).toEqual({ letters: 400, missed: 0 });
  });

  it('says nothing about a page with too few letters to tell', () => {
    expect(missedInk(letters(0, 100), LOOK, reading(0, 100, 0), viewAt(300))).toEqual({ letters: 0, missed: 0 });
  });
});
