// The searchable PDF of a PDF upload, read back by poppler and mupdf: recognized pages gain
// invisible words at their boxes (upright, /Rotate 90, CropBox off the origin), in Latin and
// Cyrillic, while every page renders to the same pixels, the original bytes stay a prefix, the
// text-layer page is untouched and neither reader warns — for both kinds of cross-reference.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { textOfLines } from '../../src/layout/page-layout.js';
import {
  knownPage,
  knownPageSuite,
  ocrGeometry,
  rotationOf,
  scannedLayouts,
  scannedPdf,
  tesseractLayout,
  wordsOn,
  writeSearchablePdf,
} from '../fixtures/layout-documents.js';
import { cer } from '../fixtures/ocr/pages.js';
import { iou, layoutOf, popplerText, popplerWords, readerComplaints, renderPixels } from '../support/pdf-layout-check.js';

// The work directory (`work.dir`) and the known page drawn in it once.
const work = knownPageSuite();

const writeSearchable = async (input: string, pageCount: number, pageLayout = scannedLayouts(input, work.known.lines)): Promise<string> =>
  writeSearchablePdf(work.dir, input, pageCount, pageLayout);

describe.each(['table', 'stream'] as const)('a scanned PDF whose last xref is a %s', (xref) => {
  let input: string;
  let output: string;

  beforeAll(async () => {
    input = scannedPdf(work.dir, work.known, xref);
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
    expect(execFileSync('pdffonts', [output], { encoding: 'utf8' })).toMatch(
      /^GlyphLessFont\s+CID TrueType\s+Identity-H\s+yes\s+no\s+yes/m,
    );
    const tail = result.subarray(original.length).toString('latin1');
    expect(tail.includes('\nxref\n')).toBe(xref === 'table');
  });

  it('extracts the recognized words, Latin and Cyrillic, with poppler and mupdf', () => {
    const expected = textOfLines(work.known.lines);
    expect(expected).toMatch(/Київ/);
    const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(output)), 'application/pdf');
    for (const n of [1, 2, 3]) {
      expect(cer(popplerText(output, n), expected), `poppler page ${n}`).toBeLessThanOrEqual(0.01);
      // Words separated by spaces, lines by newlines, exactly as the layout has them.
      expect(popplerText(output, n).trim().split('\n')).toEqual(work.known.lines.map((l) => l.text));
      expect(
        cer(
          doc
            .loadPage(n - 1)
            .toStructuredText('preserve-whitespace')
            .asText(),
          expected,
        ),
        `mupdf page ${n}`,
      ).toBeLessThanOrEqual(0.01);
    }
    expect(popplerText(input, 1).trim()).toBe('');
  });

  it('puts every word where its box says on the displayed page (poppler -bbox)', () => {
    const pages = popplerWords(output);
    for (const n of [1, 2, 3]) {
      const found = pages[n - 1]!.words;
      const words = wordsOn(n, work.known.lines).flatMap((l) => l.words);
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
      expect(
        popplerText(output, n)
          .split('\n')
          .filter((l) => l.trim() !== ''),
        `page ${n}`,
      ).toEqual(lines.map((l) => l.text));
      expect(found[n - 1]!.words.map((w) => w.text)).toEqual(words.map((w) => w.text));
      expected.forEach((word, i) =>
        expect(iou(found[n - 1]!.words[i]!.bbox, word.bbox), `page ${n} "${word.text}"`).toBeGreaterThanOrEqual(0.5),
      );
    }
  }, 60_000);
});
