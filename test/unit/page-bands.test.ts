// The bands the decisions before a reading look at (src/ocr/reading/page-bands.ts): OSD's is the
// inkiest, the language probe's the one most covered by text, and neither cuts through a line.
import { describe, expect, it } from 'vitest';
import type { RawImage } from '../../src/ocr/engines/ocr-engine.js';
import { surveyPixels } from '../../src/ocr/reading/page-decisions.js';

const DPI = 150;
const WIDTH = 1240;

/** A white 150-DPI page with dark bars standing for text lines: [top, height, left, right, gap]. */
function page(height: number, lines: Array<[top: number, size: number, left: number, right: number, gap: number]>): RawImage {
  const pixels = new Uint8Array(WIDTH * height).fill(255);
  for (const [top, size, left, right, gap] of lines) {
    // Strokes `gap` apart, two pixels wide: letters of a line, ink on a small share of the row.
    for (let y = top; y < top + size; y++) for (let x = left; x < right; x += gap) pixels.fill(0, y * WIDTH + x, y * WIDTH + x + 2);
  }
  return { pixels, width: WIDTH, height, bpp: 1, stride: WIDTH, dpi: DPI };
}

/** Rows of `band` that hold ink. */
function inkRows(band: RawImage): number[] {
  const rows: number[] = [];
  for (let y = 0; y < band.height; y++)
    if (band.pixels.subarray(y * band.stride, y * band.stride + band.width).some((v) => v < 128)) rows.push(y);
  return rows;
}

/** The rightmost column with ink in `band`. */
function inkRight(band: RawImage): number {
  let right = -1;
  for (let y = 0; y < band.height; y++)
    for (let x = 0; x < band.width; x++) if (band.pixels[y * band.stride + x]! < 128) right = Math.max(right, x);
  return right;
}

describe('page bands', () => {
  // A heavy title (solid ink over a third of the width, like a dark banner) above a paragraph
  // of text lines across the page.
  const title: [number, number, number, number, number] = [100, 30, 100, 500, 2];
  const body = Array.from({ length: 8 }, (_, i): [number, number, number, number, number] => [300 + i * 20, 13, 100, 1140, 7]);
  const { osdBand, probeBands } = surveyPixels(page(1754, [title, ...body]));
  const probeBand = probeBands[0]!;

  it('gives OSD the inkiest band and the language probe a band of the paragraph', () => {
    expect(inkRight(osdBand)).toBeLessThan(510);
    expect(inkRight(probeBand)).toBeGreaterThan(1100);
  });

  it('moves a band’s edges out to the gaps between lines, so no line is cut', () => {
    const rows = inkRows(probeBand);
    expect(rows.length).toBeGreaterThanOrEqual(2 * 13);
    expect(rows.length % 13).toBe(0); // every line in the band has all its 13 rows
    expect(rows[0]).toBeGreaterThan(0);
    expect(rows.at(-1)).toBeLessThan(probeBand.height - 1);
  });

  it('offers a sparse page’s next bands of text, none overlapping, best first', () => {
    // Table rows far apart: each band holds one; a fourth line, a short label, is not offered.
    const rows = [200, 500, 800].map((top): [number, number, number, number, number] => [top, 13, 100, 1140, 7]);
    const label: [number, number, number, number, number] = [1100, 13, 100, 300, 7];
    const bands = surveyPixels(page(1754, [...rows, label])).probeBands;
    expect(bands).toHaveLength(3);
    for (const band of bands) expect(inkRows(band)).toHaveLength(13);
    expect(bands.map(inkRight).every((right) => right > 1100)).toBe(true);
  });

  it('offers one band when the page has one line of text', () => {
    expect(surveyPixels(page(1754, [[400, 13, 100, 1140, 7]])).probeBands).toHaveLength(1);
  });
});
