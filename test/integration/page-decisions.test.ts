// The per-page decisions on real pages through the worker (in-process, real Tesseract): blank
// pages are told from their pixels without a reading, faint text is never blank, and a page
// without a requested language is read with the right single model among six installed ones,
// as accurately as `tesseract` with the right language, also against a wrong document prior.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import type { PageResult, PageTask } from '../../src/ocr/pool/page-task.js';
import pageWorker from '../../src/ocr/pool/page-worker.js';
import { cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { MIXED_UK_EN, TEXTS } from '../fixtures/accuracy/texts.js';

const work = makeWorkDir();
const SIX = 'eng+ukr+deu+fra+pol+rus';
const tess: Record<string, string> = { en: 'eng', uk: 'ukr', de: 'deu', fr: 'fra', pl: 'pol', ru: 'rus' };

async function read(path: string, overrides: Partial<PageTask> = {}): Promise<Extract<PageResult, { ok: true }>> {
  const task: PageTask = {
    kind: 'page',
    path,
    page: 1,
    languages: SIX,
    requestedLanguage: null,
    maxPixels: 1e8,
    timeoutMs: 120_000,
    ...overrides,
  };
  const result = (await pageWorker(task)) as PageResult;
  if (!result.ok) throw new Error(`${path}: ${result.code} ${result.message}`);
  return result;
}

/** `tesseract` itself with the right single language, at the page's 300 DPI: the baseline. */
function raw(png: string, language: string): string {
  return execFileSync('tesseract', [png, '-', '-l', language, '--psm', '3'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** A 300-DPI A4 sheet: white, or with what `draw` adds; saved as `format`. */
function sheet(name: string, draw: string[], format = 'png'): string {
  const path = join(work.dir, `${name}.${format}`);
  execFileSync('convert', [
    '-density',
    '300',
    '-units',
    'PixelsPerInch',
    '-size',
    '2480x3508',
    'xc:white',
    ...draw,
    '-colorspace',
    'Gray',
    '-depth',
    '8',
    ...(format === 'jpg' ? ['-quality', '75'] : []),
    path,
  ]);
  return path;
}

afterAll(() => {
  closeDocuments();
  work.cleanup();
});

describe('blank pages', () => {
  let faint: string;
  let white: string;
  let speckled: string;
  let grayScan: string;
  beforeAll(() => {
    white = sheet('white', []);
    // Dust: a dozen specks 3-5 px across (a printed period's size), as a scanner leaves them.
    speckled = sheet('specks', [
      '-fill',
      'black',
      ...[...Array(12).keys()].flatMap((i) => [
        '-draw',
        `circle ${200 + i * 170},${300 + i * 250} ${201 + i * 170 + (i % 2)},${300 + i * 250}`,
      ]),
    ]);
    // A recycled-paper scan: gray background, noise, JPEG.
    grayScan = sheet(
      'gray-scan',
      ['-fill', 'gray(92%)', '-draw', 'rectangle 0,0 2480,3508', '-attenuate', '0.4', '+noise', 'Gaussian'],
      'jpg',
    );
    // One faint line (light gray, small) on an otherwise empty page.
    faint = sheet('faint', [
      '-font',
      'DejaVu-Sans',
      '-pointsize',
      '8',
      '-fill',
      'gray(75%)',
      '-annotate',
      '+300+1600',
      'Page 7 of 12, printed on recycled paper',
    ]);
  });

  it('tells white, speckled and noisy gray sheets blank without reading them', async () => {
    for (const path of [white, speckled, grayScan]) {
      const result = await read(path);
      expect(result, path).toMatchObject({ method: 'blank', text: '', confidence: 1, lines: [], language: null });
      expect(result.geometry.dpi).toBe(300);
      expect(result.timings.recognizeMs, path).toBe(0);
      // Milliseconds, not a Tesseract pass (generous: the machine is shared).
      expect(result.timings.decideMs, path).toBeLessThan(1000);
    }
  });

  it('never takes a faint line or a single number for blank', async () => {
    const result = await read(faint);
    expect(result.method).toBe('ocr');
    expect(result.text).toContain('recycled paper');
    const number = sheet('number', ['-font', 'DejaVu-Sans', '-pointsize', '8', '-fill', 'black', '-annotate', '+1200+3300', '3']);
    expect((await read(number)).method).toBe('ocr');
  });
});

describe('language without a language field (eng,ukr,deu,fra,pol,rus installed)', () => {
  const pages: Record<string, string> = {};
  beforeAll(() => {
    for (const [iso, text] of Object.entries(TEXTS)) pages[iso] = renderPage(work.dir, `lang-${iso}`, text, 2480, 900).png;
    pages.mixed = renderPage(work.dir, 'mixed', MIXED_UK_EN, 2480, 900).png;
  });

  it.each(Object.keys(TEXTS))('reads a %s page with its own model: language right, CER within raw + 0.002', async (iso) => {
    const result = await read(pages[iso]!);
    expect(result.language).toBe(iso);
    const baseline = cer(raw(pages[iso]!, tess[iso]!), TEXTS[iso]!);
    expect(cer(result.text, TEXTS[iso]!)).toBeLessThanOrEqual(baseline + 0.002);
  });

  it('reads a page against a wrong document prior as well as without it', async () => {
    for (const [iso, hint] of [
      ['uk', 'en'],
      ['en', 'uk'],
      ['de', 'fr'],
      ['ru', 'uk'],
    ] as const) {
      const result = await read(pages[iso]!, { languageHint: hint });
      expect(result.language, `${iso} page, prior ${hint}`).toBe(iso);
      const baseline = cer(raw(pages[iso]!, tess[iso]!), TEXTS[iso]!);
      expect(cer(result.text, TEXTS[iso]!), `${iso} page, prior ${hint}`).toBeLessThanOrEqual(baseline + 0.002);
    }
  });

  it('reads a Ukrainian letter quoting English in both alphabets', async () => {
    const result = await read(pages.mixed!);
    expect(result.language).toBe('uk');
    expect(result.text).toContain('not to be, that is the question');
    expect(result.text).toContain('Шановний пане Петренко');
    // As accurate as tesseract given both languages (which is what the page needs).
    expect(cer(result.text, MIXED_UK_EN)).toBeLessThanOrEqual(cer(raw(pages.mixed!, 'ukr+eng'), MIXED_UK_EN) + 0.002);
  });
});
