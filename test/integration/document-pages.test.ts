// What mupdf 1.28 opens for us and how image pages are rendered: at their own pixel size with
// their own resolution, headers checked before decoding, and the per-thread cache of documents.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_SIZE, closeDocuments, countPages, openDocument } from '../../src/ocr/pool/document-pages.js';
import { loadPage, readTextLayer, renderGray } from '../../src/ocr/reading/page-render.js';
import { writeImageBombPdf, writeTiffBomb } from '../fixtures/documents.js';
import { ENGLISH_TEXT, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
const MAX_PIXELS = 100_000_000;
let png: string; // 1700×600, 300 DPI

/** Converts the English page with ImageMagick, e.g. to JPEG at 200 DPI. */
function convert(name: string, ...args: string[]): string {
  const out = join(work.dir, name);
  execFileSync('convert', [png, ...args, out]);
  return out;
}

/** Renders page 1 (0-based index 0) and returns its size and resolution. */
function rendered(path: string, index = 0): { width: number; height: number; bpp: number; dpi: number } {
  const loaded = loadPage(openDocument(path), index, MAX_PIXELS);
  const page = renderGray(loaded, MAX_PIXELS);
  const { width, height, bpp, dpi } = page.image;
  page.destroy();
  loaded.page.destroy();
  return { width, height, bpp, dpi };
}

beforeAll(() => {
  png = renderPage(work.dir, 'english', ENGLISH_TEXT).png;
});
afterAll(() => {
  closeDocuments();
  work.cleanup();
});

describe('image formats', () => {
  it.each([
    ['PNG with pHYs 300 DPI', () => png, 300],
    ['JPEG stating 200 DPI (JFIF)', () => convert('page.jpg', '-density', '200', '-units', 'PixelsPerInch'), 200],
    ['GIF (no resolution field)', () => convert('page.gif'), 300],
    ['BMP stating 150 DPI', () => convert('page.bmp', '-density', '150', '-units', 'PixelsPerInch'), 150],
    ['PNG stating 1 DPI (a placeholder)', () => convert('page-1dpi.png', '-density', '1', '-units', 'PixelsPerInch'), 300],
    ['PNG stating 50 DPI (clamped)', () => convert('page-50dpi.png', '-density', '50', '-units', 'PixelsPerInch'), 70],
  ])('renders a %s at its own pixel size, gray', (_name, make, dpi) => {
    const path = make();
    expect(countPages(path, 10)).toEqual({ ok: true, pages: 1 });
    expect(rendered(path)).toEqual({ width: 1700, height: 600, bpp: 1, dpi });
  });

  it('renders each page of a multi-page TIFF at its own size', () => {
    const small = convert('small.png', '-resize', '50%');
    const tiff = join(work.dir, 'two.tif');
    execFileSync('convert', [png, small, '-compress', 'lzw', tiff]);
    expect(countPages(tiff, 10)).toEqual({ ok: true, pages: 2 });
    expect(rendered(tiff, 0)).toMatchObject({ width: 1700, height: 600, dpi: 300 });
    expect(rendered(tiff, 1)).toMatchObject({ width: 850, height: 300 });
  });

  it.each([
    ['WebP (no handler in mupdf 1.28)', () => convert('page.webp')],
    ['BigTIFF (no decoder in mupdf 1.28)', () => bigTiff()],
    ['bytes of no known format', () => textFile()],
  ])('refuses %s as unsupported_media_type', (_name, make) => {
    expect(countPages(make(), 10)).toMatchObject({ ok: false, code: 'unsupported_media_type' });
  });
});

function bigTiff(): string {
  const out = join(work.dir, 'page64.tif');
  execFileSync('convert', [png, `TIFF64:${out}`]);
  return out;
}

function textFile(): string {
  const out = join(work.dir, 'notes.pdf'); // the name lies; the bytes decide
  writeFileSync(out, 'just some text, not a document\n');
  return out;
}

describe('pixel caps before decoding', () => {
  it('refuses page 2 of a TIFF declaring 20000×20000 from its header, page 1 still loads', () => {
    const tiff = writeTiffBomb(work.dir);
    const document = openDocument(tiff);
    expect(countPages(tiff, 10)).toEqual({ ok: true, pages: 2 });
    expect(rendered(tiff, 0)).toMatchObject({ width: 64, height: 64 });
    const before = process.memoryUsage().rss;
    expect(() => loadPage(document, 1, MAX_PIXELS)).toThrow(expect.objectContaining({ code: 'image_too_large' }));
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 2 ** 20); // loading it costs ~790 MB
  });

  it('refuses a PDF page whose embedded image is over the cap', async () => {
    const pdf = await writeImageBombPdf(work.dir);
    const before = process.memoryUsage().rss;
    const loaded = loadPage(openDocument(pdf), 0, MAX_PIXELS);
    expect(() => readTextLayer(loaded, MAX_PIXELS)).toThrow(expect.objectContaining({ code: 'image_too_large' }));
    expect(readTextLayer(loaded, 500_000_000)).toBeNull(); // under a larger cap: no text, render it
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 2 ** 20); // sizes read, nothing decoded
    loaded.page.destroy();
  });
});

describe('document cache', () => {
  it(`keeps the ${CACHE_SIZE} most recently used documents open`, () => {
    const paths = Array.from({ length: CACHE_SIZE + 1 }, (_, i) => convert(`cached-${i}.gif`));
    const first = openDocument(paths[0]!);
    expect(openDocument(paths[0]!)).toBe(first);
    for (const path of paths.slice(1)) openDocument(path);
    expect(openDocument(paths[0]!)).not.toBe(first); // evicted (and destroyed), opened afresh
    expect(openDocument(paths[CACHE_SIZE]!)).toBe(openDocument(paths[CACHE_SIZE]!));
  });
});
