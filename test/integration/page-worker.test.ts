// The page worker's default export called in-process (no pool) on real files: text layers vs
// OCR per page, accuracy and language, orientation, and every way a hostile upload is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import type { OpenResult, PageResult, PageTask } from '../../src/ocr/pool/page-task.js';
import { loadEngine } from '../../src/ocr/engines/load-engine.js';
import type { OcrEngine } from '../../src/ocr/engines/ocr-engine.js';
import pageWorker, { runTask } from '../../src/ocr/pool/page-worker.js';
import {
  bornDigitalPdf,
  corruptPdf,
  encryptedPdf,
  mixedPdf,
  multiPageTiff,
  rotatedScan,
  ukrainianPdf,
  writeHugePagePdf,
  writePageBombPdf,
  writePngBomb,
  writeTiffBomb,
} from '../fixtures/documents.js';
import { UKRAINIAN_TEXT, cer, makeWorkDir } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
const MAX_PIXELS = 100_000_000;
// Measured on these pages: English CER 0.000, Ukrainian 0.008 (one ґ read as г).
const MAX_CER = 0.05;

function open(path: string, maxPages = 2000): Promise<OpenResult> {
  return pageWorker({ kind: 'open', path, maxPages }) as Promise<OpenResult>;
}

function page(path: string, n: number, overrides: Partial<PageTask> = {}): Promise<PageResult> {
  const task: PageTask = {
    kind: 'page',
    path,
    page: n,
    languages: 'ukr+eng',
    requestedLanguage: null,
    maxPixels: MAX_PIXELS,
    timeoutMs: 60_000,
    ...overrides,
  };
  return pageWorker(task) as Promise<PageResult>;
}

async function okPage(path: string, n: number, overrides: Partial<PageTask> = {}) {
  const result = await page(path, n, overrides);
  if (!result.ok) throw new Error(`page ${n} of ${path} failed: ${result.code} ${result.message}`);
  return result;
}

afterAll(() => {
  closeDocuments();
  work.cleanup();
});

describe('born-digital and mixed PDFs', () => {
  let born: ReturnType<typeof bornDigitalPdf>;
  beforeAll(() => {
    born = bornDigitalPdf(work.dir);
  });

  it('counts 17 pages and takes every page from the text layer, exactly', async () => {
    expect(await open(born.path)).toEqual({ ok: true, pages: 17 });
    for (let n = 1; n <= 17; n++) {
      const result = await okPage(born.path, n);
      expect(result).toMatchObject({ method: 'text_layer', confidence: 1, language: 'en', text: born.pages[n - 1] });
      expect(result.timings.recognizeMs).toBe(0);
    }
  });

  it('reads a Ukrainian text layer and detects uk', async () => {
    const uk = ukrainianPdf(work.dir);
    expect(await okPage(uk.path, 1)).toMatchObject({ method: 'text_layer', language: 'uk', text: UKRAINIAN_TEXT });
  });

  it('uses the text layer where there is one and OCR for scanned pages', async () => {
    const mixed = mixedPdf(work.dir);
    expect(await open(mixed.path)).toEqual({ ok: true, pages: 4 });
    const results = [];
    for (let n = 1; n <= 4; n++) results.push(await okPage(mixed.path, n));
    expect(results.map((r) => r.method)).toEqual(['text_layer', 'ocr', 'text_layer', 'ocr']);
    expect(results.map((r) => r.language)).toEqual(['en', 'en', 'en', 'uk']);
    results.forEach((r, i) => expect(cer(r.text, mixed.pages[i]!)).toBeLessThanOrEqual(MAX_CER));
    expect(results[1]!.confidence).toBeGreaterThan(0.8);
    expect(results[1]!.timings.recognizeMs).toBeGreaterThan(0);
  });

  it('reports the requested language instead of detecting one', async () => {
    expect(await okPage(born.path, 1, { requestedLanguage: 'uk' })).toMatchObject({ language: 'uk' });
  });

  it('fails a page past the end as invalid_page', async () => {
    expect(await page(born.path, 18)).toMatchObject({ ok: false, code: 'invalid_page' });
  });
});

describe('image documents', () => {
  it('reads every page of a multi-page TIFF', async () => {
    const tiff = multiPageTiff(work.dir);
    expect(await open(tiff.path)).toEqual({ ok: true, pages: 3 });
    const languages = [];
    for (let n = 1; n <= 3; n++) {
      const result = await okPage(tiff.path, n);
      expect(result.method).toBe('ocr');
      expect(cer(result.text, tiff.pages[n - 1]!)).toBeLessThanOrEqual(MAX_CER);
      languages.push(result.language);
    }
    expect(languages).toEqual(['en', 'uk', 'en']);
  });

  it('renders a PDF page upright according to its /Rotate attribute, without OSD', async () => {
    // Turned 270° in its pixels, /Rotate 90 on the page. An engine without detectOrientation
    // reads it only if the rendering honours /Rotate (sideways this way, Tesseract fails).
    const scan = rotatedScan(work.dir, 270);
    const real = loadEngine();
    const noOsd: OcrEngine = { kind: real.kind, recognize: real.recognize.bind(real), close: () => {} };
    const task: PageTask = {
      kind: 'page',
      path: scan.pdfWithRotate,
      page: 1,
      languages: 'eng',
      requestedLanguage: null,
      maxPixels: MAX_PIXELS,
      timeoutMs: 60_000,
    };
    const result = (await runTask(task, () => noOsd)) as PageResult;
    expect(result.ok && cer(result.text, scan.text)).toBeLessThanOrEqual(MAX_CER);
    const sideways = (await runTask({ ...task, path: scan.pdf }, () => noOsd)) as PageResult;
    expect(sideways.ok && cer(sideways.text, scan.text)).toBeGreaterThan(0.5);
  });

  // 90° Tesseract reads by itself; 180° and 270° need OSD and a rotated second rendering.
  it.each([90, 180, 270] as const)('reads a scan turned %i° in its pixels, as PNG and as PDF', async (degrees) => {
    const scan = rotatedScan(work.dir, degrees);
    for (const path of [scan.png, scan.pdf]) {
      const result = await okPage(path, 1, { languages: 'eng' });
      expect(cer(result.text, scan.text)).toBeLessThanOrEqual(MAX_CER);
    }
  });
});

describe('hostile and broken uploads', () => {
  it('refuses a corrupt PDF and a password-protected one as invalid_document', async () => {
    expect(await open(corruptPdf(work.dir))).toMatchObject({ ok: false, code: 'invalid_document' });
    expect(await open(encryptedPdf(work.dir))).toMatchObject({
      ok: false,
      code: 'invalid_document',
      message: expect.stringMatching(/encrypted/),
    });
  });

  it('returns errors as data for a missing file', async () => {
    expect(await open(`${work.dir}/missing.pdf`)).toMatchObject({ ok: false, code: 'invalid_document' });
    expect(await page(`${work.dir}/missing.pdf`, 1)).toMatchObject({ ok: false, code: 'invalid_page' });
  });

  it('refuses a 400-megapixel PNG of 430 KB without decoding it', async () => {
    const bomb = await writePngBomb(work.dir);
    expect(await open(bomb)).toEqual({ ok: true, pages: 1 });
    const before = process.memoryUsage().rss;
    const result = await page(bomb, 1);
    const grownMb = (process.memoryUsage().rss - before) / 2 ** 20;
    expect(result).toMatchObject({ ok: false, code: 'image_too_large', message: expect.stringContaining('20000×20000') });
    // Decoding it costs ~800 MB (measured with mupdf directly).
    expect(grownMb).toBeLessThan(100);
  });

  it('refuses the 20000×20000 second page of a TIFF and reads its first', async () => {
    const tiff = writeTiffBomb(work.dir);
    expect(await open(tiff)).toEqual({ ok: true, pages: 2 });
    expect(await page(tiff, 1)).toMatchObject({ ok: true, method: 'blank', text: '', language: null });
    expect(await page(tiff, 2)).toMatchObject({ ok: false, code: 'image_too_large' });
  });

  it('refuses a page of 100000×100000 points before rendering it', async () => {
    const huge = writeHugePagePdf(work.dir);
    expect(await open(huge)).toEqual({ ok: true, pages: 1 });
    expect(await page(huge, 1)).toMatchObject({ ok: false, code: 'image_too_large' });
  });

  it('refuses a 5000-page bomb with too_many_pages in well under 2 s', async () => {
    const bomb = writePageBombPdf(work.dir, 5000);
    const started = performance.now();
    const result = await open(bomb, 2000);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ ok: false, code: 'too_many_pages', message: expect.stringContaining('5000') });
  });

  it('turns an OCR deadline into processing_timeout', async () => {
    const mixed = mixedPdf(work.dir);
    expect(await page(mixed.path, 2, { timeoutMs: 1 })).toMatchObject({ ok: false, code: 'processing_timeout' });
  });
});
