// The image rule finder on synthetic pages drawn byte by byte: what is a rule (grids, skewed and
// dashed lines, gray lines) and what is not (text, filled boxes, thick bars).
import { describe, expect, it } from 'vitest';
import { rulesFromPixels, type GrayImage, type PixelRule } from '../../src/structure/rules/rules-from-pixels.js';

const DPI = 300;

function page(width: number, height: number, stride = width): GrayImage {
  return { pixels: new Uint8Array(stride * height).fill(255), width, height, bpp: 1, stride, dpi: DPI };
}

function fill(img: GrayImage, x0: number, y0: number, x1: number, y1: number, v = 0): void {
  for (let y = y0; y < y1; y++) img.pixels.fill(v, y * img.stride + x0, y * img.stride + x1);
}

const horizontal = (r: PixelRule): boolean => r[2] - r[0] > r[3] - r[1];

/** A ruled grid: rows at ys, columns at xs, lines `t` px thick. */
function grid(img: GrayImage, xs: number[], ys: number[], t = 3): void {
  for (const y of ys) fill(img, xs[0]!, y, xs[xs.length - 1]! + t, y + t);
  for (const x of xs) fill(img, x, ys[0]!, x + t, ys[ys.length - 1]! + t);
}

/** Rows of letter-like shapes: stems, bowls as boxes, and E-like bars, 12pt-ish at 300 dpi. */
function text(img: GrayImage, x0: number, y0: number, lines: number, perLine: number): void {
  for (let l = 0; l < lines; l++) {
    const top = y0 + l * 60;
    for (let i = 0; i < perLine; i++) {
      const x = x0 + i * 26;
      if (i % 7 === 6) continue; // a word gap
      if (i % 3 === 0) {
        fill(img, x, top, x + 5, top + 40); // stem
        fill(img, x, top, x + 20, top + 4); // E bars
        fill(img, x, top + 18, x + 16, top + 22);
        fill(img, x, top + 36, x + 20, top + 40);
      } else {
        fill(img, x, top + 12, x + 20, top + 40);
        fill(img, x + 5, top + 17, x + 15, top + 35, 255); // the bowl's hole
      }
    }
  }
}

const near = (a: number, b: number, tol = 3): boolean => Math.abs(a - b) <= tol;

describe('rulesFromPixels', () => {
  it('finds every line of a ruled grid, each once, at its place', () => {
    const img = page(1600, 1200);
    grid(img, [100, 500, 900, 1400], [100, 300, 500, 900]);
    const rules = rulesFromPixels(img);
    const h = rules.filter(horizontal);
    const v = rules.filter((r) => !horizontal(r));
    expect(h.map((r) => r[1])).toEqual([100, 300, 500, 900].map((y) => expect.closeTo(y, -0.6)));
    expect(v.map((r) => r[0]).sort((a, b) => a - b)).toEqual([100, 500, 900, 1400].map((x) => expect.closeTo(x, -0.6)));
    for (const r of h) {
      expect(near(r[0], 100, 4) && near(r[2], 1403, 4)).toBe(true);
      expect(r[3] - r[1]).toBeLessThanOrEqual(5);
    }
    for (const r of v) expect(near(r[1], 100, 4) && near(r[3], 903, 4)).toBe(true);
  });

  it('finds the rules of a horizontal-only table and no vertical ones', () => {
    const img = page(1600, 1000);
    for (const y of [100, 180, 260, 340, 420]) fill(img, 150, y, 1450, y + (y === 100 ? 5 : 2));
    text(img, 170, 120, 1, 40);
    const rules = rulesFromPixels(img);
    expect(rules).toHaveLength(5);
    expect(rules.every(horizontal)).toBe(true);
  });

  it('follows a rule skewed by 1° as one rule', () => {
    const img = page(1600, 400);
    const slope = Math.tan(Math.PI / 180);
    for (let x = 200; x < 1400; x++) {
      const y = Math.round(150 + (x - 200) * slope);
      fill(img, x, y, x + 1, y + 2);
    }
    const rules = rulesFromPixels(img);
    expect(rules).toHaveLength(1);
    const [l, t, r, b] = rules[0]!;
    expect(near(l, 200, 8) && near(r, 1400, 8)).toBe(true);
    expect(t).toBeGreaterThanOrEqual(148);
    expect(b).toBeLessThanOrEqual(175);
  });

  it('joins a dashed rule and finds a light gray one', () => {
    const img = page(1600, 400);
    for (let x = 100; x < 1500; x += 70) fill(img, x, 100, x + 62, 103);
    fill(img, 100, 250, 1500, 252, 160);
    const rules = rulesFromPixels(img);
    expect(rules).toHaveLength(2);
    expect(near(rules[0]![0], 100, 4) && near(rules[0]![2], 1500, 12)).toBe(true);
    expect(rules[1]![1]).toBe(250);
  });

  it('finds the grid on a dark scan (gray paper, black ink)', () => {
    const img = page(1600, 1200);
    img.pixels.fill(100);
    grid(img, [100, 500, 900, 1400], [100, 300, 500, 900]);
    text(img, 120, 320, 2, 14);
    expect(rulesFromPixels(img)).toHaveLength(8);
  });

  it('finds no rules in text', () => {
    const img = page(1600, 1200);
    text(img, 100, 100, 15, 55);
    expect(rulesFromPixels(img)).toEqual([]);
  });

  it('finds no rule under letters standing on a joined baseline (a bold serif heading)', () => {
    const img = page(1600, 400);
    fill(img, 200, 200, 900, 208); // serifs run together into one thin line
    for (let x = 205; x < 890; x += 24) fill(img, x, 130, x + 9, 200); // stems on it
    expect(rulesFromPixels(img)).toEqual([]);
  });

  it('finds no rules in a filled box or a thick bar', () => {
    const img = page(1600, 1200);
    fill(img, 100, 100, 700, 500);
    fill(img, 800, 100, 1500, 140); // 0.13 inch thick
    fill(img, 1000, 300, 1040, 1100);
    expect(rulesFromPixels(img)).toEqual([]);
  });

  it('reads unaligned rows and colour pixels the same way', () => {
    const gray = page(1601, 1200, 1603);
    grid(gray, [100, 500, 900, 1400], [100, 300, 500, 900]);
    const expected = rulesFromPixels(gray);
    expect(expected).toHaveLength(8);
    for (const bpp of [3, 4]) {
      const colour: GrayImage = { ...gray, bpp, stride: 1601 * bpp, pixels: new Uint8Array(1601 * bpp * 1200) };
      for (let y = 0; y < 1200; y++) {
        for (let x = 0; x < 1601; x++) {
          const at = (y * 1601 + x) * bpp;
          colour.pixels.fill(gray.pixels[y * 1603 + x]!, at, at + bpp);
        }
      }
      expect(rulesFromPixels(colour)).toEqual(expected);
    }
  });

  it('returns nothing for a blank or tiny page', () => {
    expect(rulesFromPixels(page(1000, 1000))).toEqual([]);
    expect(rulesFromPixels(page(3, 3))).toEqual([]);
  });
});
