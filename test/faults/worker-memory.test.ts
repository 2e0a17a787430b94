// Worker memory over a long run (src/ocr/pool/thread-recycling.ts): MuPDF's WASM memory only grows, so
// a thread whose memory passes the limit is retired between tasks and replaced. A real pool
// (MuPDF, native Tesseract) takes mixed documents (large scans of several sizes, born-digital
// PDFs, a multi-page TIFF) with a low limit so threads really are recycled: every page still
// comes back recognized (none lost or failed by a recycle), and the process's RSS after the run
// stays within a bound of what it was once every kind of document had been seen. 40 documents
// always; DOCREC_LONG_TESTS=1 runs 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornDigitalPdf, multiPageTiff } from '../fixtures/documents.js';
import { makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';

const DOCUMENTS = process.env.DOCREC_LONG_TESTS === '1' ? 500 : 40;
const RECYCLE_ABOVE = 96 * 2 ** 20; // below what the largest scans leave behind (read at 150 DPI since issue 13): recycles happen
const GROWTH_BOUND_MIB = 150; // generous: flat means no growth with the number of documents
const MIB = 2 ** 20;

const work = makeWorkDir();
let docs: Array<{ path: string; pages: number }>;
let pool: OcrPool;

beforeAll(() => {
  const sizes: Array<[number, number]> = [
    [2000, 2600],
    [2480, 3508],
    [3508, 4961],
    [4200, 5600],
    [4961, 7016],
  ];
  const scans = sizes.map(([w, h]) => ({ path: renderPage(work.dir, `scan-${w}x${h}`, `Invoice ${w} by ${h}`, w, h, 24).png, pages: 1 }));
  docs = [...scans, { path: bornDigitalPdf(work.dir, 3).path, pages: 3 }, { path: multiPageTiff(work.dir).path, pages: 3 }];
  pool = new OcrPool({ threads: 2, engine: 'native', tessdataDir: undefined, recycleAboveBytes: RECYCLE_ABOVE });
});
afterAll(async () => {
  await pool?.close();
  work.cleanup();
});

async function recognize(doc: { path: string; pages: number }): Promise<string[]> {
  const opened = await pool.open({ path: doc.path, maxPages: 100 }, 60_000);
  expect(opened).toEqual({ ok: true, pages: doc.pages });
  const failures: string[] = [];
  for (let page = 1; page <= doc.pages; page++) {
    const r = await pool.page({
      path: doc.path,
      page,
      languages: 'eng',
      requestedLanguage: 'en',
      maxPixels: 100_000_000,
      timeoutMs: 120_000,
    });
    if (!r.ok) failures.push(`${doc.path} page ${page}: ${r.code} ${r.message}`);
  }
  return failures;
}

describe(`worker threads over ${DOCUMENTS} mixed documents`, () => {
  it(
    'are recycled past the memory limit without losing a page, and RSS stays flat',
    async () => {
      const failures: string[] = [];
      // Two at a time (one per thread), in a fixed rotation through the kinds of document. RSS is
      // sampled after every batch and each phase is judged by its highest sample: one sample alone
      // says more about where the threads stand in their recycling (one just replaced, or one
      // about to be) than about growth, which showed as 75-166 MiB between two single samples.
      const run = async (from: number, to: number): Promise<number> => {
        let peak = 0;
        for (let i = from; i < to; i += 2) {
          const batch = [docs[i % docs.length]!, docs[(i + 1) % docs.length]!].slice(0, Math.min(2, to - i));
          for (const f of await Promise.all(batch.map(recognize))) failures.push(...f);
          peak = Math.max(peak, process.memoryUsage().rss / MIB);
        }
        return peak;
      };
      const warm = await run(0, 2 * docs.length); // every kind seen twice: the memory a thread settles at
      const end = await run(2 * docs.length, DOCUMENTS);
      console.info(
        `${DOCUMENTS} documents: RSS peak ${Math.round(warm)} MiB while warming, ${Math.round(end)} MiB after; ${pool.recycledThreads} threads recycled`,
      );
      expect(failures).toEqual([]);
      expect(pool.recycledThreads).toBeGreaterThan(0);
      expect(pool.workers()).toHaveLength(2); // every recycled thread was replaced
      expect(end - warm).toBeLessThan(GROWTH_BOUND_MIB);
    },
    DOCUMENTS * 10_000,
  );
});
