// How much of a page's text is set in cells (src/ocr/reading/text-columns.ts), measured on the
// look's tiles: prose lines are one piece, a form's label and field two, one of them short.
import { describe, expect, it } from 'vitest';
import type { RawImage } from '../../src/ocr/engines/ocr-engine.js';
import { oneColumn, surveyPixels } from '../../src/ocr/reading/page-decisions.js';

const DPI = 150;
const WIDTH = 1240;

/** A white 150-DPI page; each line is pieces of "text" (thin strokes 5 px apart) [left, right), 13 px tall. */
function page(lines: Array<{ top: number; pieces: Array<[number, number]> }>): RawImage {
  const height = 1754;
  const pixels = new Uint8Array(WIDTH * height).fill(255);
  for (const { top, pieces } of lines)
    for (const [left, right] of pieces)
      for (let y = top; y < top + 13; y++) for (let x = left; x < right; x += 5) pixels.fill(0, y * WIDTH + x, y * WIDTH + x + 2);
  return { pixels, width: WIDTH, height, bpp: 1, stride: WIDTH, dpi: DPI };
}

const lines = (count: number, pieces: Array<[number, number]>) => Array.from({ length: count }, (_, i) => ({ top: 200 + i * 24, pieces }));

describe('cellRows', () => {
  it('is 0 for prose: one piece per line, word spaces do not cut it', () => {
    // Words 60-110 px long, 8 px apart (a word space at 11 pt is ~0.05 in).
    const words: Array<[number, number]> = [];
    for (let x = 100; x < 1100; x += 98) words.push([x, x + 90]);
    expect(surveyPixels(page(lines(30, words))).cellRows).toBe(0);
  });

  it('is 0 for two columns of prose: both pieces are long', () => {
    expect(
      surveyPixels(
        page(
          lines(30, [
            [100, 580],
            [660, 1140],
          ]),
        ),
      ).cellRows,
    ).toBe(0);
  });

  it('is near 1 for a form: a short label, a gap, a field', () => {
    const share = surveyPixels(
      page(
        lines(20, [
          [100, 250],
          [400, 1100],
        ]),
      ),
    ).cellRows;
    expect(share).toBeGreaterThan(0.9);
  });

  it('counts only the rows in cells: a price list under a paragraph', () => {
    const prose = lines(10, [[100, 1140]]);
    const prices = Array.from({ length: 10 }, (_, i) => ({
      top: 600 + i * 24,
      pieces: [
        [100, 700],
        [1000, 1080],
      ] as Array<[number, number]>,
    }));
    const share = surveyPixels(page([...prose, ...prices])).cellRows;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
  });
});

describe('splitRows and one column', () => {
  const words: Array<[number, number]> = [];
  for (let x = 100; x < 1100; x += 98) words.push([x, x + 90]);

  it('is 0 for prose, and such a page is one column unless it has graphics', () => {
    const survey = surveyPixels(page(lines(30, words)));
    expect(survey.splitRows).toBe(0);
    expect(oneColumn(survey, false)).toBe(true);
    expect(oneColumn(survey, true)).toBe(false);
  });

  it('is 1 for two columns with a narrow gutter (0.2 in), which are no cells', () => {
    const survey = surveyPixels(
      page(
        lines(30, [
          [100, 605],
          [635, 1140],
        ]),
      ),
    );
    expect(survey.cellRows).toBe(0);
    expect(survey.splitRows).toBe(1);
    expect(oneColumn(survey, false)).toBe(false);
  });

  it('leaves a letter’s few split rows (a date beside the address) one column', () => {
    const address = lines(2, [
      [100, 400],
      [900, 1100],
    ]);
    const body = Array.from({ length: 28 }, (_, i) => ({ top: 300 + i * 24, pieces: words }));
    const survey = surveyPixels(page([...address, ...body]));
    // Shares are of tile rows, about three to a line of text.
    expect(survey.splitRows).toBeGreaterThan(0.05);
    expect(survey.splitRows).toBeLessThan(0.1);
    expect(oneColumn(survey, false)).toBe(true);
  });
});
