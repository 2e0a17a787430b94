// Issue 13's accuracy gate as a test: on every page of the accuracy set (bench/accuracy/set.ts,
// drawn at run time with ground truth), docrec's page worker without a language, choosing among
// six packs, reads within CER_ALLOWANCE of raw `tesseract` given the right single language, tells
// the language of every page long enough to tell, calls the blank page blank without reading it,
// and still reads the near-blank page's header and page number.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCURACY_PAGE_NAMES, CER_ALLOWANCE, buildAccuracySet, type AccuracyPage } from '../../bench/accuracy/set.js';
import { cer } from '../../bench/_kit/cer.js';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import type { PageResult } from '../../src/ocr/pool/page-task.js';
import pageWorker from '../../src/ocr/pool/page-worker.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';

const SIX_PACKS = 'eng+ukr+deu+fra+pol+rus';
const work = makeWorkDir();
let pages: Map<string, AccuracyPage>;

beforeAll(async () => {
  pages = new Map((await buildAccuracySet(work.dir)).map((p) => [p.name, p]));
}, 180_000);
afterAll(() => {
  closeDocuments();
  work.cleanup();
});

/** The baseline: what a user's own `tesseract` call with the right language reads. */
function rawTesseract(page: AccuracyPage): string {
  return execFileSync('tesseract', [page.path, '-', '-l', page.tesseract, '--psm', '3'], {
    encoding: 'utf8',
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 << 20,
  });
}

async function docrec(page: AccuracyPage): Promise<Extract<PageResult, { ok: true }>> {
  const r = await pageWorker({
    kind: 'page',
    path: page.path,
    page: 1,
    languages: SIX_PACKS,
    requestedLanguage: null,
    maxPixels: 1e8,
    timeoutMs: 300_000,
  });
  if (!r.ok || !('method' in r)) throw new Error(`docrec failed on ${page.name}: ${JSON.stringify(r)}`);
  return r;
}

const excerpt = (s: string) => s.replace(/\s+/g, ' ').slice(0, 400);

async function gate(name: string): Promise<void> {
  const page = pages.get(name)!;
  const raw = rawTesseract(page);
  const read = await docrec(page);
  const rawCer = cer(raw, page.text);
  const docCer = cer(read.text, page.text);
  expect(docCer, `raw CER ${rawCer.toFixed(4)}; docrec read: ${excerpt(read.text)}`).toBeLessThanOrEqual(rawCer + CER_ALLOWANCE + 1e-9);
  if (page.judgeLanguage) expect(read.language).toBe(page.iso);
  // Only the page with nothing on it may skip Tesseract.
  expect(read.method).toBe(page.iso === null ? 'blank' : 'ocr');
  if (page.iso === null) expect(read.text).toBe('');
}

describe('accuracy set: docrec without a language against raw tesseract with the right one', () => {
  it.each(ACCURACY_PAGE_NAMES)('%s', gate, 300_000);

  it('reads the near-blank page whole: its header line and its page number', async () => {
    const read = await docrec(pages.get('near-blank')!);
    expect(read.text).toContain('Annual report 2026');
    expect(read.text).toMatch(/Page 7 of 12/);
  }, 60_000);
});
