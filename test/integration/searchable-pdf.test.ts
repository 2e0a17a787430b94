// The searchable PDF of a PDF upload, read back by poppler and mupdf: recognized pages gain
// invisible words at their boxes (upright, /Rotate 90, CropBox off the origin), in Latin and
// Cyrillic, while every page renders to the same pixels, the original bytes stay a prefix, the
// text-layer page is untouched and neither reader warns — for both kinds of cross-reference.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOfLines, type StoredPageLayout } from '../../src/layout/page-layout.js';
import { searchablePdf } from '../../src/layout/searchable-pdf.js';
import { knownPage, ocrGeometry, scannedPdf, tesseractLayout, turnedLines, type KnownPage } from '../fixtures/layout-documents.js';
import { cer, makeWorkDir } from '../fixtures/ocr/pages.js';
import {
  iou, layoutOf, popplerText, popplerWords, readerComplaints, renderPixels,
} from '../support/pdf-layout-check.js';

const work = makeWorkDir();
let known: KnownPage;

beforeAll(() => {
  known = knownPage(work.dir);
});
afterAll(() => work.cleanup());

/** How far page n's image is turned to read upright: page 2's /Rotate 90 shows the scan sideways. */
const rotationOf = (n: number): 0 | 270 => (n === 2 ? 270 : 0);

/** The known words as the worker would report them on page n (1-3), as displayed. */
const wordsOn = (n: number, lines = known.lines) => turnedLines(lines, rotationOf(n));

/** Pages 1-3 recognized with the known words, page 4 read from its own text layer. */
function layouts(path: string): (n: number) => Promise<StoredPageLayout> {
  const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(path)), 'application/pdf');
  const sizes = Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i).getBounds());
  return async (n) => {
    const [x0, y0, x1, y1] = sizes[n - 1]!;
    return n <= 3
      ? layoutOf(n, 'ocr', { ...ocrGeometry(x1 - x0, y1 - y0, 300), rotation: rotationOf(n) }, wordsOn(n))
      : layoutOf(n, 'text_layer', { width: x1 - x0, height: y1 - y0, unit: 'pt', rotation: 0, dpi: null }, []);
  };
}

async function writeSearchable(input: string, pageCount: number, pageLayout = layouts(input)): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of searchablePdf({ path: input, contentType: 'application/pdf' }, pageCount, pageLayout)) {
    chunks.push(Buffer.from(chunk));
  }
  const out = join(work.dir, `searchable-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(out, Buffer.concat(chunks));
  return out;
}

describe.each(['table', 'stream'] as const)('a scanned PDF whose last xref is a %s', (xref) => {
  let input: string;
  let output: string;

  beforeAll(async () => {
    input = scannedPdf(work.dir, known, xref);
    output = await writeSearchable(input, 4);
  });

  it('keeps the original bytes as a prefix and opens in poppler and mupdf without complaint', () => {
    const original = readFileSync(input);
    const result = readFileSync(output);
    expect(result.length).toBeGreaterThan(original.length);
    expect(result.subarray(0, original.length).equals(original)).toBe(true);
    expect(readerComplaints(output)).toBe('');
    expect(new mupdf.PDFDocument(new Uint8Array(result)).wasRepaired()).toBe(false);
    // The glyph-less font is embedded (Tesseract's pdf.ttf) and maps its codes to Unicode.
    expect(execFileSync('pdffonts', [output], { encoding: 'utf8' })).toMatch(/^GlyphLessFont\s+CID TrueType\s+Identity-H\s+yes\s+no\s+yes/m);
    const tail = result.subarray(original.length).toString('latin1');
    expect(tail.includes('\nxref\n')).toBe(xref === 'table');
  });

  it('extracts the recognized words, Latin and Cyrillic, with poppler and mupdf', () => {
    const expected = textOfLines(known.lines);
    expect(expected).toMatch(/Київ/);
    const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(output)), 'application/pdf');
    for (const n of [1, 2, 3]) {
      expect(cer(popplerText(output, n), expected), `poppler page ${n}`).toBeLessThanOrEqual(0.01);
      // Words separated by spaces, lines by newlines, exactly as the layout has them.
      expect(popplerText(output, n).trim().split('\n')).toEqual(known.lines.map((l) => l.text));
      expect(cer(doc.loadPage(n - 1).toStructuredText('preserve-whitespace').asText(), expected), `mupdf page ${n}`).toBeLessThanOrEqual(0.01);
    }
    expect(popplerText(input, 1).trim()).toBe('');
  });

  it('puts every word where its box says on the displayed page (poppler -bbox)', () => {
    const pages = popplerWords(output);
    for (const n of [1, 2, 3]) {
      const found = pages[n - 1]!.words;
      const words = wordsOn(n).flatMap((l) => l.words);
      expect(found.map((w) => w.text)).toEqual(words.map((w) => w.text));
      words.forEach((word, i) => {
        expect(iou(found[i]!.bbox, word.bbox), `page ${n} "${word.text}"`).toBeGreaterThanOrEqual(0.5);
      });
    }
  });

  it('renders every page to the same pixels as the original', () => {
    for (const n of [1, 2, 3, 4]) {
      const before = renderPixels(input, n);
      const after = renderPixels(output, n);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      expect(after.samples.equals(before.samples), `page ${n}`).toBe(true);
    }
  });

  it('leaves the text-layer page as it was', () => {
    expect(popplerText(output, 4)).toBe(popplerText(input, 4));
    const a = new mupdf.PDFDocument(new Uint8Array(readFileSync(input)));
    const b = new mupdf.PDFDocument(new Uint8Array(readFileSync(output)));
    expect(b.findPage(3).toString()).toBe(a.findPage(3).toString());
    expect(b.findPage(3).resolve().toString()).toBe(a.findPage(3).resolve().toString());
  });
});

describe('with word boxes as Tesseract reads them', () => {
  it('extracts its lines and words where it found them, though word heights differ within a line', async () => {
    const scan = knownPage(work.dir, 300);
    const { width, height } = (() => {
      const image = new mupdf.Image(new Uint8Array(readFileSync(scan.png)));
      return { width: image.getWidth(), height: image.getHeight() };
    })();
    const lines = tesseractLayout(scan.png, width, height);
    const words = lines.flatMap((l) => l.words);
    expect(new Set(words.map((w) => (w.bbox[3] - w.bbox[1]).toFixed(3))).size).toBeGreaterThan(3);
    const input = scannedPdf(work.dir, scan, 'table');
    const output = await writeSearchable(input, 4, async (n) => {
      const geometry = { ...ocrGeometry(1, 1, 300), rotation: rotationOf(n) };
      return n <= 3 ? layoutOf(n, 'ocr', geometry, wordsOn(n, lines)) : layoutOf(n, 'text_layer', geometry, []);
    });
    expect(readerComplaints(output)).toBe('');
    const found = popplerWords(output);
    for (const n of [1, 2, 3]) {
      const expected = wordsOn(n, lines).flatMap((l) => l.words);
      // Poppler may add a blank line where it sees a new block: the lines themselves are whole.
      expect(popplerText(output, n).split('\n').filter((l) => l.trim() !== ''), `page ${n}`).toEqual(lines.map((l) => l.text));
      expect(found[n - 1]!.words.map((w) => w.text)).toEqual(words.map((w) => w.text));
      expected.forEach((word, i) => expect(iou(found[n - 1]!.words[i]!.bbox, word.bbox), `page ${n} "${word.text}"`).toBeGreaterThanOrEqual(0.5));
    }
  }, 60_000);
});

describe('PDFs left as they are', () => {
  it('serves an encrypted PDF (no user password) unchanged: plain streams would not decrypt', async () => {
    const plain = scannedPdf(work.dir, known, 'table');
    const input = join(work.dir, 'owner-encrypted.pdf');
    const doc = new mupdf.PDFDocument(new Uint8Array(readFileSync(plain)));
    writeFileSync(input, doc.saveToBuffer('encrypt=aes-128,owner-password=owner').asUint8Array());
    expect(new mupdf.PDFDocument(new Uint8Array(readFileSync(input))).needsPassword()).toBe(false);
    const output = await writeSearchable(input, 4);
    expect(readFileSync(output).equals(readFileSync(input))).toBe(true);
  });

  it('serves a PDF that needs repairing unchanged: its xref chain cannot be extended', async () => {
    const good = readFileSync(scannedPdf(work.dir, known, 'table'));
    const tail = good.subarray(good.length - 40).toString('latin1');
    const offset = /startxref\s+(\d+)/.exec(tail)![1]!;
    const broken = Buffer.concat([good.subarray(0, good.length - 40),
      Buffer.from(tail.replace(`startxref\n${offset}`, `startxref\n${'9'.repeat(offset.length)}`), 'latin1')]);
    const input = join(work.dir, 'broken-xref.pdf');
    writeFileSync(input, broken);
    expect(new mupdf.PDFDocument(new Uint8Array(broken)).wasRepaired()).toBe(true);
    const output = await writeSearchable(input, 4);
    expect(readFileSync(output).equals(broken)).toBe(true);
  });

  it('chains a second update onto a file that already has one', async () => {
    const once = await writeSearchable(scannedPdf(work.dir, known, 'stream'), 4);
    const twice = await writeSearchable(once, 4, layouts(once));
    expect(readerComplaints(twice)).toBe('');
    expect(new mupdf.PDFDocument(new Uint8Array(readFileSync(twice))).wasRepaired()).toBe(false);
    // [q, original…, layer] once; the second update wraps that whole list again.
    const contents = (path: string): number => new mupdf.PDFDocument(new Uint8Array(readFileSync(path))).findPage(0).get('Contents').length;
    expect([contents(once), contents(twice)]).toEqual([3, 5]);
    expect(popplerText(twice, 1).trim().split('\n')).toEqual(known.lines.map((l) => l.text));
    expect(renderPixels(twice, 2).samples.equals(renderPixels(once, 2).samples)).toBe(true);
  });

  it('returns the original unchanged when no page was recognized', async () => {
    const input = scannedPdf(work.dir, known, 'table');
    const blank = async (n: number): Promise<StoredPageLayout> =>
      layoutOf(n, n === 1 ? 'blank' : 'text_layer', ocrGeometry(100, 100, 300), []);
    const output = await writeSearchable(input, 4, blank);
    expect(readFileSync(output).equals(readFileSync(input))).toBe(true);
  });
});
