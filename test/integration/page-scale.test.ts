// The resolution each page is read at (src/ocr/reading/page-scale.ts), through the worker with real
// Tesseract: chosen from the page's smallest text, within what its pixels offer, recorded as the
// page's `dpi`, and never at the cost of accuracy (CER within `tesseract`'s on the file + 0.002).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import type { PageResult, PageTask } from '../../src/ocr/pool/page-task.js';
import pageWorker from '../../src/ocr/pool/page-worker.js';
import { MIN_READ_DPI } from '../../src/ocr/reading/page-scale.js';
import { cer, makeWorkDir } from '../fixtures/ocr/pages.js';
import { TEXTS } from '../fixtures/accuracy/texts.js';

const work = makeWorkDir();
afterAll(() => {
  closeDocuments();
  work.cleanup();
});

async function read(path: string, overrides: Partial<PageTask> = {}): Promise<Extract<PageResult, { ok: true }>> {
  const task: PageTask = {
    kind: 'page',
    path,
    page: 1,
    languages: 'eng',
    requestedLanguage: 'en',
    maxPixels: 1e8,
    timeoutMs: 120_000,
    ...overrides,
  };
  const result = (await pageWorker(task)) as PageResult;
  if (!result.ok) throw new Error(`${path}: ${result.code} ${result.message}`);
  return result;
}

const raw = (png: string): string =>
  execFileSync('tesseract', [png, '-', '-l', 'eng', '--psm', '3'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** ImageMagick's arguments for a white page of `size` pixels at `dpi`, black DejaVu Sans at `points`. */
const canvas = (dpi: number, size: string, points: number): string[] => [
  '-density',
  String(dpi),
  '-units',
  'PixelsPerInch',
  '-size',
  size,
  'xc:white',
  '-font',
  'DejaVu-Sans',
  '-fill',
  'black',
  '-pointsize',
  String(points),
];

/** An English page scanned at `dpi` with text at `points` (and an optional footer), resolution stated in the file. */
function scanAt(
  name: string,
  dpi: number,
  points: number,
  footer?: { points: number; text: string },
  bilevel = false,
): { png: string; truth: string } {
  const png = join(work.dir, `${name}.png`);
  const size = `${Math.round(8.27 * dpi)}x${Math.round(4 * dpi)}`;
  const text = [TEXTS.en!, TEXTS.en!].join('\n');
  execFileSync('convert', [
    ...canvas(dpi, size, points),
    '-annotate',
    `+${dpi / 2}+${dpi / 2}`,
    text,
    ...(footer ? ['-pointsize', String(footer.points), '-annotate', `+${dpi / 2}+${Math.round(3.6 * dpi)}`, footer.text] : []),
    ...(bilevel ? ['-threshold', '55%', '-type', 'bilevel'] : []),
    '-colorspace',
    'Gray',
    '-depth',
    '8',
    png,
  ]);
  return { png, truth: footer ? `${text}\n${footer.text}` : text };
}

/** A quotation's rows at 12 pt, parted by dotted rules (3-px dots 3 px apart at 300 DPI) or by none. */
function quoteRows(name: string, dotted: boolean): { png: string; truth: string } {
  const png = join(work.dir, `${name}.png`);
  const rows = [1, 2, 3, 4, 5, 6].map((i) => `Item ${i}: impeller bronze housing, part ${i}${i}, net 536.1${i}, gross 643.3${i}`);
  const args = canvas(300, '2480x1200', 12);
  rows.forEach((row, i) => {
    const y = 150 + 85 * i;
    args.push('-annotate', `+150+${y}`, row);
    if (dotted)
      args.push(
        '-stroke',
        'black',
        '-strokewidth',
        '3',
        '-draw',
        `stroke-dasharray 3 3 line 140,${y + 25} 2340,${y + 25}`,
        '-stroke',
        'none',
      );
  });
  execFileSync('convert', [...args, '-colorspace', 'Gray', '-depth', '8', png]);
  return { png, truth: rows.join('\n') };
}

describe('reading resolution', () => {
  it('reads 11-pt text at fewer pixels than 300 DPI, 16-pt at fewer still, as accurately as tesseract', async () => {
    const dpis: number[] = [];
    for (const points of [11, 16]) {
      const page = scanAt(`body-${points}`, 300, points);
      const result = await read(page.png);
      expect(cer(result.text, page.truth), `${points} pt`).toBeLessThanOrEqual(cer(raw(page.png), page.truth) + 0.002);
      dpis.push(result.geometry.dpi!);
    }
    expect(dpis[0]).toBeLessThan(300);
    expect(dpis[1]).toBeLessThanOrEqual(dpis[0]!);
    expect(dpis[1]).toBeGreaterThanOrEqual(MIN_READ_DPI);
  });

  it('lets a small-print footer, not the body, set the resolution', async () => {
    const footer = { points: 7, text: 'Registered office: 12 Station Road, Highfield. Company number 04417283.' };
    const plain = await read(scanAt('no-footer', 300, 12).png);
    const page = scanAt('footer', 300, 12, footer);
    const result = await read(page.png);
    expect(result.geometry.dpi!).toBeGreaterThan(plain.geometry.dpi!);
    expect(result.text).toContain('Company number 04417283');
    expect(cer(result.text, page.truth)).toBeLessThanOrEqual(cer(raw(page.png), page.truth) + 0.002);
  });

  it('reads rows parted by dotted rules at the page’s own resolution (their dots are specks at 150 DPI), without them at fewer pixels', async () => {
    const dotted = quoteRows('dotted-rules', true);
    const result = await read(dotted.png);
    expect(result.geometry.dpi).toBe(300);
    expect(cer(result.text, dotted.truth)).toBeLessThanOrEqual(cer(raw(dotted.png), dotted.truth) + 0.002);
    expect((await read(quoteRows('no-rules', false).png)).geometry.dpi!).toBeLessThan(300);
  });

  it('reads a 600-DPI scan at no more than 300 DPI, as accurately as tesseract on the 600-DPI pixels', async () => {
    const page = scanAt('scan-600', 600, 8);
    const result = await read(page.png);
    expect(result.geometry.dpi!).toBeLessThanOrEqual(300);
    // The page keeps its own size: boxes stay fractions of the image as displayed.
    expect(result.geometry).toMatchObject({ unit: 'px', width: Math.round(8.27 * 600), height: 2400 });
    expect(cer(result.text, page.truth)).toBeLessThanOrEqual(cer(raw(page.png), page.truth) + 0.002);
  });

  it('never upscales a 150-DPI fax whose text is large enough, and upscales one whose text is not', async () => {
    const large = scanAt('fax-12pt', 150, 12, undefined, true);
    const largeRead = await read(large.png);
    expect(largeRead.geometry.dpi!).toBeLessThanOrEqual(150);
    expect(largeRead.prepared ?? []).not.toContain('upscale');
    expect(cer(largeRead.text, large.truth)).toBeLessThanOrEqual(cer(raw(large.png), large.truth) + 0.002);
    const small = scanAt('fax-7pt', 150, 7, undefined, true);
    const smallRead = await read(small.png);
    expect(smallRead.geometry.dpi).toBe(150);
    expect(smallRead.prepared).toContain('upscale');
    expect(cer(smallRead.text, small.truth)).toBeLessThanOrEqual(cer(raw(small.png), small.truth) + 0.002);
  });
});
