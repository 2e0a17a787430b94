// The reading resolution from a page's glyph sizes (src/ocr/reading/page-scale.ts): the smallest text with
// a line's worth of letters sets it, punctuation and pictures do not, and it stays within bounds.
import { describe, expect, it } from 'vitest';
import { hasBoxes, hasFigure, MIN_READ_DPI, readingScale, smallestTextHeight } from '../../src/ocr/reading/page-scale.js';

/** Glyph sizes: `count` clusters of each [width, height]. */
function glyphs(...groups: Array<readonly [count: number, width: number, height: number]>) {
  const widths: number[] = [];
  const heights: number[] = [];
  for (const [count, w, h] of groups)
    for (let i = 0; i < count; i++) {
      widths.push(w);
      heights.push(h);
    }
  const at = new Int32Array(widths.length); // where they lie: page-scale.ts reads sizes only
  return { widths: Int32Array.from(widths), heights: Int32Array.from(heights), lefts: at, tops: at, dottedRows: 0 };
}

// An 11-pt page looked at at 150 DPI (bench page, measured): x-height letters 12-13 px,
// ascenders and capitals 16-18, descender letters 17, dots and commas 3-5.
const BODY = [
  [1250, 11, 13],
  [270, 10, 12],
  [510, 8, 17],
  [225, 9, 16],
  [90, 9, 18],
  [45, 3, 3],
  [20, 4, 5],
] as const;
const page = { dpi: 150, height: 1754 };

describe('smallestTextHeight', () => {
  it('finds the body text’s x-height, not its punctuation', () => {
    expect(smallestTextHeight(glyphs(...BODY), page.height)).toBe(12);
  });

  it('finds a small-print footer under a larger body', () => {
    expect(smallestTextHeight(glyphs(...BODY, [90, 7, 9], [40, 6, 12]), page.height)).toBe(9);
  });

  it('ignores a few small marks, rules and pictures', () => {
    const marks = glyphs(...BODY, [12, 6, 8], [5, 900, 3], [3, 400, 300]);
    expect(smallestTextHeight(marks, page.height)).toBe(12);
  });

  it('has no answer for a page with a handful of letters', () => {
    expect(smallestTextHeight(glyphs([6, 10, 13], [3, 9, 17]), page.height)).toBeNull();
  });
});

describe('readingScale', () => {
  it('reads large text at fewer pixels, never under the floor', () => {
    const sixteen = readingScale(glyphs([1200, 14, 18], [500, 12, 25]), page, 300);
    expect(sixteen.upscale).toBe(1);
    expect(sixteen.dpi).toBe(MIN_READ_DPI);
  });

  it('reads small print at more pixels, up to the source', () => {
    const small = readingScale(glyphs([1200, 6, 8], [500, 6, 11]), page, 300);
    expect(small.dpi).toBeGreaterThan(150);
    expect(small.dpi).toBeLessThanOrEqual(300);
  });

  it('upscales a fax whose text is too small at its own resolution, to at most 300 DPI', () => {
    const fax = readingScale(glyphs([1200, 5, 6], [500, 5, 9]), { dpi: 150, height: 1754 }, 150);
    expect(fax.dpi).toBe(150);
    expect(fax.upscale).toBeGreaterThan(1.1);
    expect(fax.upscale).toBeLessThanOrEqual(2);
  });

  it('reads a page with a table’s ruling or a picture at its own resolution', () => {
    const ruled = glyphs(...BODY, [1, 900, 400]);
    expect(hasFigure(ruled, 150)).toBe(true);
    expect(hasFigure(glyphs(...BODY, [1, 900, 3]), 150)).toBe(false); // a rule alone is no figure
    expect(readingScale(ruled, page, 300)).toEqual({ dpi: 300, upscale: 1 });
  });

  it('reads a page with boxes or bars around its text at its own resolution, not for a rule or one box', () => {
    // Field boxes 2.4 in × 0.2 in at 150 DPI; a dark header bar 8 in × 0.17 in.
    const form = glyphs(...BODY, [6, 360, 30]);
    expect(hasBoxes(form, 150)).toBe(true);
    expect(hasBoxes(glyphs(...BODY, [1, 1200, 26], [1, 1200, 30]), 150)).toBe(true);
    expect(readingScale(form, page, 300)).toEqual({ dpi: 300, upscale: 1 });
    expect(hasBoxes(glyphs(...BODY, [3, 900, 3]), 150)).toBe(false); // rules
    expect(hasBoxes(glyphs(...BODY, [1, 360, 30]), 150)).toBe(false); // one box
    expect(readingScale(glyphs(...BODY, [1, 360, 30]), page, 300).dpi).toBeLessThan(300);
  });

  it('reads a page with rows of dots (dotted rules, leaders) at its own resolution, not for one', () => {
    expect(readingScale({ ...glyphs(...BODY), dottedRows: 2 }, page, 300)).toEqual({ dpi: 300, upscale: 1 });
    expect(readingScale({ ...glyphs(...BODY), dottedRows: 1 }, page, 300).dpi).toBeLessThan(300);
  });

  it('reads a page set in cells (a form, a timetable) at its own resolution, whatever its text size', () => {
    expect(readingScale(glyphs(...BODY), page, 300, 0.45)).toEqual({ dpi: 300, upscale: 1 });
    expect(readingScale(glyphs(...BODY), page, 300, 0.3).dpi).toBeLessThan(300);
  });

  it('keeps the look’s resolution for a change under 10%, and the source when it cannot tell', () => {
    const body = readingScale(glyphs(...BODY), page, 300);
    expect(readingScale(glyphs([10, 9, 12]), page, 300)).toEqual({ dpi: 300, upscale: 1 });
    expect(body.dpi).toBeGreaterThanOrEqual(MIN_READ_DPI);
    expect(body.dpi).toBeLessThan(300);
  });
});
