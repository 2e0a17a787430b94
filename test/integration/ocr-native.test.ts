// The native addon through its TypeScript wrapper: accuracy on rendered pages,
// pixel layouts, file input, and argument checks that stop bad input before C++.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NativeEngine } from '../../src/ocr/engines/native-engine.js';
import { OcrError, type RawImage } from '../../src/ocr/engines/ocr-engine.js';
import {
  COLUMN_LEFT,
  COLUMN_RIGHT,
  ENGLISH_TEXT,
  SHORT_TEXT,
  UKRAINIAN_TEXT,
  cer,
  makeWorkDir,
  renderPage,
  twoColumnPage,
  type Page,
} from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
const engine = new NativeEngine();
let english: Page;
let short: Page;

beforeAll(() => {
  english = renderPage(work.dir, 'english', ENGLISH_TEXT);
  short = renderPage(work.dir, 'short', SHORT_TEXT, 600, 160);
});
afterAll(() => {
  engine.close();
  work.cleanup();
});

describe('native engine', () => {
  it('reads an English page with CER < 5% and a high confidence', async () => {
    const result = await engine.recognize(english.image, 'eng', 10_000);
    expect(cer(result.text, ENGLISH_TEXT)).toBeLessThan(0.05);
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(result.words).toBeGreaterThanOrEqual(25); // 30 in the ground truth
  });

  it('reads a Ukrainian page with ukr at CER < 10%', async () => {
    const page = renderPage(work.dir, 'ukrainian', UKRAINIAN_TEXT);
    const result = await engine.recognize(page.image, 'ukr', 10_000);
    expect(cer(result.text, UKRAINIAN_TEXT)).toBeLessThan(0.1);
  });

  it('reads a PNG file path', async () => {
    const result = await engine.recognize({ pngPath: short.png }, 'eng', 10_000);
    expect(cer(result.text, SHORT_TEXT)).toBeLessThan(0.1);
  });

  it('reads RGBA pixels from an offset view with a padded stride', async () => {
    const { width, height, pixels } = short.image;
    const stride = width * 4 + 12;
    const offset = 7; // the view starts mid-buffer: C++ must honour byteOffset
    const rgba = new Uint8Array(offset + stride * height).subarray(offset);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const g = pixels[y * short.image.stride + x]!;
        rgba.set([g, g, g, 255], y * stride + x * 4);
      }
    }
    const image: RawImage = { pixels: rgba, width, height, bpp: 4, stride, dpi: 300 };
    const result = await engine.recognize(image, 'eng', 10_000);
    expect(cer(result.text, SHORT_TEXT)).toBeLessThan(0.1);
  });

  it('reads a page as one block when told it is one column: rows across, then columns again', async () => {
    const image = twoColumnPage(work.dir);
    const firstLine = (text: string) => text.split('\n')[0]!;
    const columns = await engine.recognize(image, 'eng', 10_000);
    expect(firstLine(columns.text)).toBe(COLUMN_LEFT[0]);
    const block = await engine.recognize(image, 'eng', 10_000, { singleBlock: true });
    expect(firstLine(block.text)).toBe(`${COLUMN_LEFT[0]} ${COLUMN_RIGHT[0]}`);
    // The engine is the thread's for its next pages: layout analysis is back.
    expect((await engine.recognize(image, 'eng', 10_000)).text).toBe(columns.text);
  });

  it('returns empty text and zero confidence for a blank page', async () => {
    const blank: RawImage = { pixels: new Uint8Array(400 * 100).fill(255), width: 400, height: 100, bpp: 1, stride: 400, dpi: 300 };
    expect(await engine.recognize(blank, 'eng', 10_000)).toEqual({ text: '', confidence: 0, words: 0, lines: [] });
  });

  it('stops at the deadline with ocr_timeout', async () => {
    // 1 ms passes during layout analysis; Tesseract notices before the first word.
    await expect(engine.recognize(english.image, 'eng', 1)).rejects.toMatchObject({ code: 'ocr_timeout' });
  });

  it('refuses a language without a model', async () => {
    await expect(engine.recognize(short.image, 'eng+xyz', 10_000)).rejects.toMatchObject({
      code: 'ocr_language_unavailable',
      message: expect.stringContaining('xyz'),
    });
  });
});

describe('native engine argument checks (in TypeScript, before C++)', () => {
  const base = (): RawImage => ({ ...short.image });
  const cases: [string, () => unknown, string, RegExp][] = [
    ['languages with a shell character', base, 'eng;rm', /languages must look like/],
    ['empty languages', base, '', /languages must look like/],
    ['a two-letter code', base, 'en', /languages must look like/],
    ['pixels as a plain array', () => ({ ...base(), pixels: [1, 2, 3] }), 'eng', /pixels must be a Uint8Array/],
    ['pixels as a Uint16Array', () => ({ ...base(), pixels: new Uint16Array(10) }), 'eng', /pixels must be/],
    ['a fractional width', () => ({ ...base(), width: 10.5 }), 'eng', /width must be an integer/],
    ['a zero height', () => ({ ...base(), height: 0 }), 'eng', /height must be an integer/],
    ['2 bytes per pixel', () => ({ ...base(), bpp: 2 }), 'eng', /bpp must be 1, 3 or 4/],
    ['a stride below width * bpp', () => ({ ...base(), stride: 599 }), 'eng', /stride 599 is less than/],
    ['a buffer too short', () => ({ ...base(), height: 161 }), 'eng', /stride \* height needs/],
    ['dpi 50', () => ({ ...base(), dpi: 50 }), 'eng', /dpi must be an integer in 70..1200/],
    ['dpi 2400', () => ({ ...base(), dpi: 2400 }), 'eng', /dpi must be/],
    ['neither pixels nor a path', () => ({ width: 1 }), 'eng', /image must be/],
    ['null', () => null, 'eng', /image must be/],
  ];
  it.each(cases)('rejects %s', async (_name, image, languages, message) => {
    const promise = engine.recognize(image() as RawImage, languages, 1000);
    await expect(promise).rejects.toBeInstanceOf(OcrError);
    await expect(promise).rejects.toMatchObject({ code: 'ocr_invalid_argument', message: expect.stringMatching(message) });
  });

  it('rejects a non-positive timeout', async () => {
    await expect(engine.recognize(short.image, 'eng', 0)).rejects.toMatchObject({ code: 'ocr_invalid_argument' });
  });
});
