// The searchable PDF of an image upload, edge cases: JPEG and PNG data embedded as they are
// (EXIF-turned JPEGs too), words whose codes need escaping or lie beyond the BMP, a page the
// worker could not read, and scans fed turned 90, 180 or 270 degrees.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import type { Bbox, Rotation, StoredPageLayout } from '../../src/layout/page-layout.js';
import { searchablePdf } from '../../src/layout/pdf/searchable-pdf.js';
import { writeTiffBomb } from '../fixtures/documents.js';
import {
  DPI,
  convert as convertIn,
  idatData,
  pixelSize,
  renderGray,
  withExifOrientation,
  writeSearchableImage,
} from '../fixtures/image-files.js';
import { knownPageSuite, turnedLines } from '../fixtures/layout-documents.js';
import { iou, layoutOf, popplerText, popplerWords, readerComplaints } from '../support/pdf-layout-check.js';

// The work directory (`work.dir`) and the known page drawn in it once.
const work = knownPageSuite();

const convert = (name: string, ...args: string[]): string => convertIn(work.dir, name, ...args);

describe('without recompressing', () => {
  it('embeds a JPEG byte for byte', async () => {
    const jpeg = convert('passthrough.jpg', work.known.png, '-quality', '70');
    const output = await writeSearchableImage(jpeg, 'image/jpeg', 1, work.known.lines);
    expect(readFileSync(output).indexOf(readFileSync(jpeg))).toBeGreaterThan(0);
  });

  it('embeds an EXIF-turned JPEG byte for byte on a page turned as mupdf shows it', async () => {
    const jpeg = withExifOrientation(convert('exif-passthrough.jpg', work.known.png, '-quality', '70'), 6);
    const output = await writeSearchableImage(jpeg, 'image/jpeg', 1, work.known.lines);
    expect(readFileSync(output).indexOf(readFileSync(jpeg))).toBeGreaterThan(0);
    const [x0, y0, x1, y1] = mupdf.Document.openDocument(new Uint8Array(readFileSync(output)), 'application/pdf')
      .loadPage(0)
      .getBounds();
    expect(x1 - x0).toBeGreaterThan(y1 - y0); // the portrait scan shows in landscape
  });

  it.each([
    ['grey', 'gray'],
    ['RGB', 'rgb'],
    ['palette', 'palette'],
  ])('embeds a %s PNG as its own zlib data', async (_name, type) => {
    const png = convert(`passthrough-${type}.png`, work.known.png, '-define', `png:color-type=${{ gray: 0, rgb: 2, palette: 3 }[type]}`);
    const output = await writeSearchableImage(png, 'image/png', 1, work.known.lines);
    expect(readFileSync(output).indexOf(idatData(readFileSync(png)))).toBeGreaterThan(0);
    const rendered = renderGray(output, 'application/pdf', 0, () => DPI / 72);
    expect(rendered.equals(renderGray(png, 'image/png', 0, (b) => pixelSize(png, 'image/png').width / (b[2] - b[0])))).toBe(true);
  });
});

it('extracts words whose codes need escaping in a PDF string, and characters beyond the BMP', async () => {
  const png = convert('escapes.png', work.known.png);
  const words: [string, number][] = [
    ['(paren)', 0.1],
    ['back\\slash', 0.3],
    ['čĊ\r', 0.5],
    ['a😀b𝔸😀', 0.7],
  ];
  const lines = [
    {
      text: '',
      bbox: [0.1, 0.1, 0.9, 0.15] as Bbox,
      confidence: 1,
      block: 0,
      paragraph: 0,
      words: words.map(([text, left]) => ({ text, bbox: [left, 0.1, left + 0.15, 0.15] as Bbox, confidence: 1 })),
    },
  ];
  const out = await writeSearchableImage(png, 'image/png', 1, lines);
  expect(readerComplaints(out)).toBe('');
  // č is U+010D and Ċ U+010A: their low bytes are CR and LF. 😀 and 𝔸 lie beyond the BMP.
  const expected = '(paren) back\\slash čĊ a😀b𝔸😀';
  expect(popplerText(out, 1).trim()).toBe(expected);
  const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(out)), 'application/pdf');
  expect(doc.loadPage(0).toStructuredText('preserve-whitespace').asText().replace(/\s+/g, ' ').trim()).toBe(expected);
});

it('leaves a page the worker could not read as an empty page of its size, without decoding it', async () => {
  const bomb = writeTiffBomb(work.dir); // page 2 declares 20000×20000 pixels
  const geometry = { width: 64, height: 64, unit: 'px' as const, rotation: 0 as const, dpi: 300 };
  const layout = async (n: number): Promise<StoredPageLayout> =>
    n === 1 ? layoutOf(1, 'ocr', geometry, work.known.lines) : { ...layoutOf(2, 'ocr', geometry, []), failed: true };
  const chunks: Buffer[] = [];
  for await (const chunk of searchablePdf({ path: bomb, contentType: 'image/tiff' }, [1, 2], layout)) chunks.push(Buffer.from(chunk));
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
    const png = convert(`turned-${degrees}.png`, work.known.png, '-rotate', String(degrees));
    const rotation = ((360 - degrees) % 360) as Rotation; // what the worker turns it by to read it
    const lines = turnedLines(work.known.lines, rotation);
    const out = await writeSearchableImage(png, 'image/png', 1, lines, rotation);
    expect(readerComplaints(out)).toBe('');
    expect(popplerText(out, 1).trim().split('\n')).toEqual(work.known.lines.map((l) => l.text));
    const words = lines.flatMap((l) => l.words);
    const found = popplerWords(out)[0]!.words;
    expect(found.map((w) => w.text)).toEqual(words.map((w) => w.text));
    words.forEach((word, i) => expect(iou(found[i]!.bbox, word.bbox), word.text).toBeGreaterThanOrEqual(0.5));
  });
});
