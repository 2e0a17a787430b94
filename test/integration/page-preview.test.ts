// Page previews (what the dashboard draws word boxes over) rendered by mupdf as the page is
// displayed: the ink of a scan falls inside its known word boxes upright, under /Rotate and under
// a crop box; pages over MAX_PIXELS are refused before anything is decoded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPreview, type PreviewResult } from '../../src/ocr/reading/page-preview.js';
import { PREVIEW_MAX_PIXELS, PREVIEW_WIDTH } from '../../src/ocr/reading/preview-size.js';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import { PagePreviews } from '../../src/services/documents/page-previews.js';
import { LocalStorage } from '../../src/storage/local-storage.js';
import type { Bbox } from '../../src/layout/page-layout.js';
import { knownPage, scannedPdf, type KnownPage } from '../fixtures/layout-documents.js';
import { multiPageTiff, writeImageBombPdf, writePngBomb, writeTiffBomb } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { decodeGray, inkInBoxes } from '../support/ink-boxes.js';

const work = makeWorkDir();
let known: KnownPage;
let scanned: string;
const MAX_PIXELS = 100_000_000;

const render = (path: string, page: number, maxPixels = MAX_PIXELS) => renderPreview({ path, page, maxPixels });
function image(result: PreviewResult) {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return decodeGray(result.png);
}
const words = (k: KnownPage): Bbox[] => k.lines.flatMap((l) => l.words.map((w) => w.bbox));

beforeAll(() => {
  known = knownPage(work.dir);
  scanned = scannedPdf(work.dir, known, 'table');
});
afterAll(() => {
  closeDocuments();
  work.cleanup();
});

describe('a page preview', () => {
  it('is the upright scan at preview width, its ink inside the known word boxes', () => {
    const png = image(render(scanned, 1));
    expect(png.width).toBe(PREVIEW_WIDTH);
    const report = inkInBoxes(png, words(known));
    expect(report.ink).toBeGreaterThan(1000);
    expect(report.inside).toBeGreaterThan(0.97);
    expect(report.emptyBoxes).toBe(0);
  });

  it('is the page as displayed under /Rotate 90: landscape, the boxes turned with it', () => {
    const png = image(render(scanned, 2));
    expect(png.width).toBeGreaterThan(png.height);
    // Turned 90° clockwise: the top-left of the upright page goes to the top-right.
    const turned = words(known).map(([l, t, r, b]): Bbox => [1 - b, l, 1 - t, r]);
    const report = inkInBoxes(png, turned);
    expect(report.inside).toBeGreaterThan(0.97);
    expect(report.emptyBoxes).toBe(0);
    // The upright boxes do not fit this image: the check above can fail.
    expect(inkInBoxes(png, words(known)).inside).toBeLessThan(0.5);
  });

  it('shows only the crop box, the boxes moved with its origin', () => {
    const doc = mupdf.Document.openDocument(new Uint8Array(readFileSync(scanned)), 'application/pdf') as mupdf.PDFDocument;
    const [, , w, h] = doc.findPage(2).get('MediaBox').asJS() as number[];
    doc.destroy();
    const png = image(render(scanned, 3));
    // CropBox [25 40 w-10 h-15] (y up): 25 pt cut on the left, 15 pt at the top.
    const cropped = words(known).map(([l, t, r, b]): Bbox => [
      (l * w! - 25) / (w! - 35),
      (t * h! - 15) / (h! - 55),
      (r * w! - 25) / (w! - 35),
      (b * h! - 15) / (h! - 55),
    ]);
    expect(png.width / png.height).toBeCloseTo((w! - 35) / (h! - 55), 2);
    expect(inkInBoxes(png, cropped).inside).toBeGreaterThan(0.97);
  });

  it('renders image files and TIFF frames, within the preview pixel budget', () => {
    const tiff = multiPageTiff(work.dir);
    const second = image(render(tiff.path, 2));
    expect(second.width).toBeLessThanOrEqual(PREVIEW_WIDTH);
    expect(second.width * second.height).toBeLessThanOrEqual(PREVIEW_MAX_PIXELS * 1.01);
    expect(inkInBoxes(second, [[0, 0, 1, 1]]).ink).toBeGreaterThan(100);
  });

  it('refuses pages over MAX_PIXELS before decoding them: a PDF image, a PNG, a TIFF frame', async () => {
    const refused = (r: PreviewResult) => (r.ok ? 'rendered' : r.code);
    expect(refused(render(await writeImageBombPdf(work.dir), 1))).toBe('image_too_large');
    expect(refused(render(await writePngBomb(work.dir), 1))).toBe('image_too_large');
    expect(refused(render(writeTiffBomb(work.dir), 2))).toBe('image_too_large');
    // The cap is MAX_PIXELS, not a fixed one: the ordinary scan is refused under a small cap.
    expect(refused(render(scanned, 1, 10_000))).toBe('image_too_large');
  });

  it('answers invalid_page for a page that is not there', () => {
    expect(render(scanned, 9)).toMatchObject({ ok: false, code: 'invalid_page' });
  });

  it('costs this much (reported, not asserted: the machine is shared)', () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      closeDocuments();
      const started = performance.now();
      render(scanned, 1);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`preview of a 150 DPI A4 scan: median ${times[2]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)} ms, open + render + PNG)`);
  });
});

describe('the preview thread', () => {
  it('renders through the storage port, refuses a missing file, and replaces a thread grown too big', async () => {
    mkdirSync(join(work.dir, 'store', 'uploads'), { recursive: true });
    copyFileSync(scanned, join(work.dir, 'store', 'uploads', 'upload-scan.pdf'));
    // Every thread is "too big" at 1 byte: each preview retires its thread, the next gets a new one.
    const previews = new PagePreviews(new LocalStorage(join(work.dir, 'store')), MAX_PIXELS, 1);
    try {
      const first = await previews.render('uploads/upload-scan.pdf', 1);
      const rest = await Promise.all([2, 3, 4].map((n) => previews.render('uploads/upload-scan.pdf', n)));
      for (const r of [first, ...rest]) expect(r.ok && decodeGray(r.png).width).toBeGreaterThan(0);
      expect(previews.recycled).toBeGreaterThanOrEqual(2);
      expect(await previews.render('uploads/upload-gone.pdf', 1)).toMatchObject({ ok: false, reason: 'missing' });
    } finally {
      await previews.close();
    }
    expect(await new PagePreviews(new LocalStorage(work.dir), MAX_PIXELS).render('x', 1)).toMatchObject({ ok: false, reason: 'missing' });
  });
});
