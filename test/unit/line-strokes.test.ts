// The stem measure of line-strokes.ts on drawn lines: stems of a known width in word boxes of a
// known height, regular against bold, sharp and antialiased, gray and RGB.
import { describe, expect, it } from 'vitest';
import type { PixelLine } from '../../src/layout/page-layout.js';
import { boldLines, lineStrokes } from '../../src/ocr/reading/line-strokes.js';
import type { RawImage } from '../../src/ocr/engines/ocr-engine.js';

const WIDTH = 400;
const HEIGHT = 200;
// "nnnn" reaches neither up nor down: its box is the x-height, 0.53 of the size.
const X_HEIGHT = 20;
const SIZE = X_HEIGHT / 0.53;

function page(bpp = 1): RawImage {
  return { pixels: new Uint8Array(WIDTH * HEIGHT * bpp).fill(255), width: WIDTH, height: HEIGHT, bpp, stride: WIDTH * bpp, dpi: 300 };
}

/** Draws one line of words, each with `stems` stems `stem` pixels wide (a fraction: a gray edge). */
function drawLine(image: RawImage, top: number, stem: number, words = 3, stems = 4): PixelLine {
  const boxes: PixelLine['words'] = [];
  let x = 10;
  for (let w = 0; w < words; w++) {
    const left = x;
    for (let s = 0; s < stems; s++) {
      for (let y = top; y < top + X_HEIGHT; y++) {
        for (let i = 0; i < Math.ceil(stem); i++) {
          const cover = Math.min(1, stem - i);
          for (let c = 0; c < image.bpp; c++) image.pixels[y * image.stride + (x + i) * image.bpp + c] = Math.round(255 * (1 - cover));
        }
      }
      x += Math.ceil(stem) + 6;
    }
    boxes.push({ text: 'nnnn', box: [left, top, x - 6, top + X_HEIGHT], confidence: 0.9 });
    x += 14;
  }
  return { box: [10, top, x, top + X_HEIGHT], block: 0, paragraph: 0, words: boxes };
}

describe('lineStrokes', () => {
  it('measures stem width over the font size, regular and bold apart', () => {
    const image = page();
    const lines = [drawLine(image, 20, 3), drawLine(image, 60, 5)];
    const [regular, bold] = lineStrokes(image, lines);
    expect(regular).toBeCloseTo(3 / SIZE, 3);
    expect(bold).toBeCloseTo(5 / SIZE, 3);
  });

  it('counts an antialiased edge by its share of ink', () => {
    const image = page();
    const [stroke] = lineStrokes(image, [drawLine(image, 20, 2.5)]);
    expect(stroke! * SIZE).toBeCloseTo(2.5, 1);
  });

  it('reads RGB pixels as gray', () => {
    const image = page(3);
    const [stroke] = lineStrokes(image, [drawLine(image, 20, 4)]);
    expect(stroke).toBeCloseTo(4 / SIZE, 3);
  });

  it('says 0 for a line with too few stems or no text', () => {
    const image = page();
    const short = drawLine(image, 20, 3, 1, 1);
    const blank: PixelLine = {
      box: [10, 100, 200, 120],
      block: 0,
      paragraph: 0,
      words: [{ text: '', box: [10, 100, 200, 120], confidence: 0 }],
    };
    expect(lineStrokes(image, [short, blank])).toEqual([0, 0]);
  });
});

describe('boldLines', () => {
  it('marks lines clearly heavier than the body, weighted by words', () => {
    expect(boldLines([0.08, 0.085, 0.15, 0.082, 0], [10, 9, 2, 11, 3])).toEqual([false, false, true, false, false]);
  });

  it('marks nothing on a page set all in one weight, or unmeasured', () => {
    expect(boldLines([0.15, 0.16, 0.155], [8, 8, 2])).toEqual([false, false, false]);
    expect(boldLines([0, 0], [3, 4])).toEqual([false, false]);
  });

  it('takes a bold body as the body: its regular lines are not bold', () => {
    expect(boldLines([0.15, 0.16, 0.08], [20, 20, 3])).toEqual([false, false, false]);
  });
});
