// The searchable PDF of an image upload: one page per image (per TIFF frame) sized at the
// image's resolution, a JPEG embedded byte for byte, pages that render back to the image's own
// pixels, and the words extractable where their boxes say.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOfLines, type Rotation, type StoredPageLayout } from '../../src/layout/page-layout.js';
import { searchablePdf } from '../../src/layout/searchable-pdf.js';
import { writeTiffBomb } from '../fixtures/documents.js';
import { knownPage, turnedLines, type KnownPage } from '../fixtures/layout-documents.js';
import { cer, makeWorkDir } from '../fixtures/ocr/pages.js';
import { iou, layoutOf, popplerText, popplerWords, readerComplaints } from '../support/pdf-layout-check.js';

const work = makeWorkDir();
const DPI = 200;
let known: KnownPage;

beforeAll(() => {
  known = knownPage(work.dir);
});
afterAll(() => work.cleanup());

function convert(name: string, ...args: string[]): string {
  const out = join(work.dir, name);
  execFileSync('convert', [...args, '-density', String(DPI), '-units', 'PixelsPerInch', out]);
  return out;
}

async function writeSearchable(path: string, contentType: string, pageCount: number): Promise<string> {
  const { width, height } = pixelSize(path, contentType);
  const layout = async (n: number): Promise<StoredPageLayout> =>
    layoutOf(n, 'ocr', { width, height, unit: 'px', rotation: 0, dpi: DPI }, known.lines);
  const chunks: Buffer[] = [];
  for await (const chunk of searchablePdf({ path, contentType }, pageCount, layout)) chunks.push(Buffer.from(chunk));
  const out = `${path}.searchable.pdf`;
  writeFileSync(out, Buffer.concat(chunks));
  return out;
}

/** The image's size in pixels as displayed (after an EXIF orientation, which mupdf applies). */
function pixelSize(path: string, contentType: string): { width: number; height: number } {
  const bytes = new Uint8Array(readFileSync(path));
  const image = new mupdf.Image(bytes);
  const [x0, y0, x1, y1] = mupdf.Document.openDocument(bytes, contentType).loadPage(0).getBounds();
  const turned = x1 - x0 > y1 - y0 !== image.getWidth() > image.getHeight();
  return turned ? { width: image.getHeight(), height: image.getWidth() } : { width: image.getWidth(), height: image.getHeight() };
}

/** A copy of a JPEG with an EXIF APP1 segment stating `orientation` (6: turn 90° clockwise to view). */
function withExifOrientation(jpeg: string, orientation: number): string {
  const tiff = Buffer.alloc(26);
  tiff.write('MM\0\x2a', 0, 'latin1');
  tiff.writeUInt32BE(8, 4); // first IFD
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation, SHORT, count 1
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const app1 = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(app1.length + 2, 2);
  const bytes = readFileSync(jpeg);
  const out = jpeg.replace(/\.jpg$/, `-exif${orientation}.jpg`);
  writeFileSync(out, Buffer.concat([bytes.subarray(0, 2), head, app1, bytes.subarray(2)]));
  return out;
}

/** Page `index` of a document rendered by mupdf at `scale`, grey. */
function renderGray(path: string, contentType: string, index: number, scale: (bounds: mupdf.Rect) => number): Buffer {
  const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(path)), contentType);
  const page = doc.loadPage(index);
  const s = scale(page.getBounds());
  const pixmap = page.toPixmap(mupdf.Matrix.scale(s, s), mupdf.ColorSpace.DeviceGray, false);
  const samples = Buffer.from(pixmap.getPixels());
  doc.destroy();
  return samples;
}

// [name, content type, pages, resolution the page is sized at, how to make the file]
describe.each([
  ['JPEG', 'image/jpeg', 1, DPI, () => convert('page.jpg', known.png, '-quality', '85')],
  ['JPEG turned by its EXIF orientation', 'image/jpeg', 1, DPI, () => withExifOrientation(convert('turned.jpg', known.png, '-quality', '85'), 6)],
  ['grey PNG', 'image/png', 1, DPI, () => convert('page.png', known.png)],
  ['RGB PNG with alpha', 'image/png', 1, DPI, () => convert('alpha.png', known.png, '-define', 'png:color-type=6')],
  ['3-page TIFF', 'image/tiff', 3, DPI, () => convert('pages.tif', known.png, known.png, known.png, '-compress', 'lzw')],
  ['BMP', 'image/bmp', 1, DPI, () => convert('page.bmp', known.png)],
  // GIF states no resolution: the page worker reads it as a 300 DPI scan, and so is the page.
  ['GIF', 'image/gif', 1, 300, () => convert('page.gif', known.png)],
])('a %s', (_name, contentType, pages, dpi, make) => {
  let input: string;
  let output: string;
  let size: { width: number; height: number };

  beforeAll(async () => {
    input = make();
    size = pixelSize(input, contentType);
    output = await writeSearchable(input, contentType, pages);
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
    const expected = textOfLines(known.lines);
    const words = known.lines.flatMap((l) => l.words);
    const found = popplerWords(output);
    for (let n = 1; n <= pages; n++) {
      expect(cer(popplerText(output, n), expected)).toBeLessThanOrEqual(0.01);
      expect(found[n - 1]!.words.map((w) => w.text)).toEqual(words.map((w) => w.text));
      words.forEach((word, i) => expect(iou(found[n - 1]!.words[i]!.bbox, word.bbox)).toBeGreaterThanOrEqual(0.5));
    }
  });
});

describe('without recompressing', () => {
  it('embeds a JPEG byte for byte', async () => {
    const jpeg = convert('passthrough.jpg', known.png, '-quality', '70');
    const output = await writeSearchable(jpeg, 'image/jpeg', 1);
    expect(readFileSync(output).indexOf(readFileSync(jpeg))).toBeGreaterThan(0);
  });

  it('embeds an EXIF-turned JPEG byte for byte on a page turned as mupdf shows it', async () => {
    const jpeg = withExifOrientation(convert('exif-passthrough.jpg', known.png, '-quality', '70'), 6);
    const output = await writeSearchable(jpeg, 'image/jpeg', 1);
    expect(readFileSync(output).indexOf(readFileSync(jpeg))).toBeGreaterThan(0);
    const [x0, y0, x1, y1] = mupdf.Document.openDocument(new Uint8Array(readFileSync(output)), 'application/pdf').loadPage(0).getBounds();
    expect(x1 - x0).toBeGreaterThan(y1 - y0); // the portrait scan shows in landscape
  });

  it.each([['grey', 'gray'], ['RGB', 'rgb'], ['palette', 'palette']])('embeds a %s PNG as its own zlib data', async (_name, type) => {
    const png = convert(`passthrough-${type}.png`, known.png, '-define', `png:color-type=${{ gray: 0, rgb: 2, palette: 3 }[type]}`);
    const output = await writeSearchable(png, 'image/png', 1);
    expect(readFileSync(output).indexOf(idatData(readFileSync(png)))).toBeGreaterThan(0);
    const rendered = renderGray(output, 'application/pdf', 0, () => DPI / 72);
    expect(rendered.equals(renderGray(png, 'image/png', 0, (b) => pixelSize(png, 'image/png').width / (b[2] - b[0])))).toBe(true);
  });
});

function idatData(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let pos = 8; pos + 8 <= png.length; pos += 12 + png.readUInt32BE(pos)) {
    if (png.toString('latin1', pos + 4, pos + 8) === 'IDAT') parts.push(png.subarray(pos + 8, pos + 8 + png.readUInt32BE(pos)));
  }
  return Buffer.concat(parts);
}

it('extracts words whose codes need escaping in a PDF string, and characters beyond the BMP', async () => {
  const png = convert('escapes.png', known.png);
  const words: [string, number][] = [['(paren)', 0.1], ['back\\slash', 0.3], ['čĊ\r', 0.5], ['a😀b𝔸😀', 0.7]];
  const lines = [{ text: '', bbox: [0.1, 0.1, 0.9, 0.15] as [number, number, number, number], confidence: 1, block: 0, paragraph: 0,
    words: words.map(([text, left]) => ({ text, bbox: [left, 0.1, left + 0.15, 0.15] as [number, number, number, number], confidence: 1 })) }];
  const { width, height } = pixelSize(png, 'image/png');
  const chunks: Buffer[] = [];
  const layout = async (n: number): Promise<StoredPageLayout> => layoutOf(n, 'ocr', { width, height, unit: 'px', rotation: 0, dpi: DPI }, lines);
  for await (const chunk of searchablePdf({ path: png, contentType: 'image/png' }, 1, layout)) chunks.push(Buffer.from(chunk));
  const out = join(work.dir, 'escapes.pdf');
  writeFileSync(out, Buffer.concat(chunks));
  expect(readerComplaints(out)).toBe('');
  // č is U+010D and Ċ U+010A: their low bytes are CR and LF. 😀 and 𝔸 lie beyond the BMP.
  const expected = '(paren) back\\slash čĊ a😀b𝔸😀';
  expect(popplerText(out, 1).trim()).toBe(expected);
  const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(out)), 'application/pdf');
  expect(doc.loadPage(0).toStructuredText().asText().replace(/\s+/g, ' ').trim()).toBe(expected);
});

it('leaves a page the worker could not read as an empty page of its size, without decoding it', async () => {
  const bomb = writeTiffBomb(work.dir); // page 2 declares 20000×20000 pixels
  const geometry = { width: 64, height: 64, unit: 'px' as const, rotation: 0 as const, dpi: 300 };
  const layout = async (n: number): Promise<StoredPageLayout> =>
    n === 1 ? layoutOf(1, 'ocr', geometry, known.lines) : { ...layoutOf(2, 'ocr', geometry, []), failed: true };
  const chunks: Buffer[] = [];
  for await (const chunk of searchablePdf({ path: bomb, contentType: 'image/tiff' }, 2, layout)) chunks.push(Buffer.from(chunk));
  const out = join(work.dir, 'bomb.pdf');
  writeFileSync(out, Buffer.concat(chunks));
  expect(readerComplaints(out)).toBe('');
  const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(out)), 'application/pdf');
  expect(doc.countPages()).toBe(2);
  expect(doc.loadPage(1).getBounds()).toEqual([0, 0, 4800, 4800]); // 20000 px at 300 DPI
  expect(Buffer.concat(chunks).length).toBeLessThan(64 * 1024);
});

describe.each([90, 180, 270] as const)('a scan fed turned %i° clockwise', (degrees) => {
  it('has its words running the way they were read, at their boxes', async () => {
    const png = convert(`turned-${degrees}.png`, known.png, '-rotate', String(degrees));
    const rotation = ((360 - degrees) % 360) as Rotation; // what the worker turns it by to read it
    const lines = turnedLines(known.lines, rotation);
    const { width, height } = pixelSize(png, 'image/png');
    const layout = async (n: number): Promise<StoredPageLayout> => layoutOf(n, 'ocr', { width, height, unit: 'px', rotation, dpi: DPI }, lines);
    const chunks: Buffer[] = [];
    for await (const chunk of searchablePdf({ path: png, contentType: 'image/png' }, 1, layout)) chunks.push(Buffer.from(chunk));
    const out = join(work.dir, `turned-${degrees}.pdf`);
    writeFileSync(out, Buffer.concat(chunks));
    expect(readerComplaints(out)).toBe('');
    expect(popplerText(out, 1).trim().split('\n')).toEqual(known.lines.map((l) => l.text));
    const words = lines.flatMap((l) => l.words);
    const found = popplerWords(out)[0]!.words;
    expect(found.map((w) => w.text)).toEqual(words.map((w) => w.text));
    words.forEach((word, i) => expect(iou(found[i]!.bbox, word.bbox), word.text).toBeGreaterThanOrEqual(0.5));
  });
});
