// The pool's guarantees with real worker threads: a stuck page is cut off at its limit plus the
// grace period and its thread replaced; a thread that dies costs the page (after one retry), never
// the caller; the pool keeps serving afterwards.
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import type { PageTask } from '../../src/ocr/pool/page-task.js';
import { ENGLISH_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';

const filename = fileURLToPath(new URL('../fixtures/pool/misbehaving-worker.mjs', import.meta.url));
const pool = new OcrPool({ threads: 1, engine: 'cli', tessdataDir: undefined, killGraceMs: 300, filename });
afterAll(() => pool.close());

const task = (page: number, timeoutMs = 500): Omit<PageTask, 'kind'> => ({
  path: '/nonexistent',
  page,
  languages: 'eng',
  requestedLanguage: null,
  maxPixels: 1e8,
  timeoutMs,
});

describe('OcrPool', () => {
  it('answers a normal page', async () => {
    expect(await pool.page(task(1))).toMatchObject({ ok: true, text: 'page 1' });
  });

  it('terminates a thread stuck past the limit + grace, fails the page as processing_timeout, and replaces the thread', async () => {
    const started = performance.now();
    const result = await pool.page(task(2, 500));
    const elapsed = performance.now() - started;
    expect(result).toMatchObject({ ok: false, code: 'processing_timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(790);
    expect(elapsed).toBeLessThan(5000);
    expect(await pool.page(task(1))).toMatchObject({ ok: true, text: 'page 1' });
  });

  it('fails a page whose thread dies (twice) as invalid_page, and keeps serving', async () => {
    expect(await pool.page(task(3, 5000))).toMatchObject({
      ok: false,
      code: 'invalid_page',
      message: expect.stringMatching(/worker thread failed/),
    });
    expect(await pool.page(task(1))).toMatchObject({ ok: true, text: 'page 1' });
    expect(pool.workers()).toHaveLength(1);
  });
});

describe('OcrPool with the real page worker', () => {
  it.each(['cli', 'native'] as const)('recognizes a scanned page with the %s engine', async (engine) => {
    const work = makeWorkDir();
    const real = new OcrPool({ threads: 1, engine, tessdataDir: undefined });
    try {
      const png = renderPage(work.dir, 'page', ENGLISH_TEXT).png;
      expect(await real.open({ path: png, maxPages: 10 }, 10_000)).toEqual({ ok: true, pages: 1 });
      const result = await real.page({ ...task(1, 30_000), path: png });
      if (!result.ok) throw new Error(result.message);
      expect(result).toMatchObject({ method: 'ocr', language: 'en' });
      expect(cer(result.text, ENGLISH_TEXT)).toBeLessThanOrEqual(0.05);
      expect(result.timings.recognizeMs).toBeGreaterThan(0);
    } finally {
      await real.close();
      work.cleanup();
    }
  });
});
