// The searchable PDF of an image upload, per format: one page per image (per TIFF frame) sized at
// the image's resolution, pages that render back to the image's own pixels, and the words
// extractable where their boxes say. Passthrough and edge cases: searchable-image-edges.test.ts.
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { textOfLines } from '../../src/layout/page-layout.js';
import { DPI, convert as convertIn, pixelSize, renderGray, withExifOrientation, writeSearchableImage } from '../fixtures/image-files.js';
import { knownPageSuite } from '../fixtures/layout-documents.js';
import { cer } from '../fixtures/ocr/pages.js';
import { iou, popplerText, popplerWords, readerComplaints } from '../support/pdf-layout-check.js';

// The work directory (`work.dir`) and the known page drawn in it once.
const work = knownPageSuite();

const convert = (name: string, ...args: string[]): string => convertIn(work.dir, name, ...args);

// [name, content type, pages, resolution the page is sized at, how to make the file]
describe.each([
  ['JPEG', 'image/jpeg', 1, DPI, () => convert('page.jpg', work.known.png, '-quality', '85')],
  [
    'JPEG turned by its EXIF orientation',
    'image/jpeg',
    1,
    DPI,
    () => withExifOrientation(convert('turned.jpg', work.known.png, '-quality', '85'), 6),
  ],
  ['grey PNG', 'image/png', 1, DPI, () => convert('page.png', work.known.png)],
  ['RGB PNG with alpha', 'image/png', 1, DPI, () => convert('alpha.png', work.known.png, '-define', 'png:color-type=6')],
  ['3-page TIFF', 'image/tiff', 3, DPI, () => convert('pages.tif', work.known.png, work.known.png, work.known.png, '-compress', 'lzw')],
  ['BMP', 'image/bmp', 1, DPI, () => convert('page.bmp', work.known.png)],
  // GIF states no resolution: the page worker reads it as a 300 DPI scan, and so is the page.
  ['GIF', 'image/gif', 1, 300, () => convert('page.gif', work.known.png)],
])('a %s', (_name, contentType, pages, dpi, make) => {
  let input: string;
  let output: string;
  let size: { width: number; height: number };

  beforeAll(async () => {
    input = make();
    size = pixelSize(input, contentType);
    output = await writeSearchableImage(input, contentType, pages, work.known.lines);
  });

  it('becomes one page per image, sized at the image resolution, that readers open cleanly', () => {
    expect(readerComplaints(output)).toBe('');
    const doc = new mupdf.PDFDocument(new Uint8Array(readFileSync(output)));
    expect(doc.wasRepaired()).toBe(false);
    expect(doc.countPages()).toBe(pages);
    for (let i = 0; i < pages; i++) {
      const [x0, y0, x1, y1] = doc.loadPage(i).getBounds();
      expect(x1 - x0).toBeCloseTo((size.width * 72) / dpi, 2);
      expect(y1 - y0).toBeCloseTo((size.height * 72) / dpi, 2);
    }
  });

  it('renders back to the image pixels', () => {
    for (let i = 0; i < pages; i++) {
      const original = renderGray(input, contentType, i, (b) => size.width / (b[2] - b[0]));
      const rendered = renderGray(output, 'application/pdf', i, () => dpi / 72);
      expect(rendered.length).toBe(original.length);
      expect(rendered.equals(original), `page ${i + 1}`).toBe(true);
    }
  });

  it('extracts the words at their boxes', () => {
    const expected = textOfLines(work.known.lines);
    const words = work.known.lines.flatMap((l) => l.words);
    const found = popplerWords(output);
    for (let n = 1; n <= pages; n++) {
      expect(cer(popplerText(output, n), expected)).toBeLessThanOrEqual(0.01);
      expect(found[n - 1]!.words.map((w) => w.text)).toEqual(words.map((w) => w.text));
      words.forEach((word, i) => expect(iou(found[n - 1]!.words[i]!.bbox, word.bbox)).toBeGreaterThanOrEqual(0.5));
    }
  });
});
