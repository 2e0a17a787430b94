// Decompression and page bombs through the HTTP API of a `docrec serve` child process, whose
// resident memory (worker threads included) is sampled alone: each small file that would cost a
// naive renderer gigabytes is stopped by a header or page-count check with the code API.md
// documents, quickly and without the memory, and the server then still reads ordinary scans.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeHugePagePdf, writeImageBombPdf, writePageBombPdf, writePngBomb, writeTiffBomb } from '../fixtures/hostile-documents.js';
import { ENGLISH_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { call } from '../support/http.js';
import { samplePeakRss } from '../support/process-memory.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { enterpriseKey, freshSchema } from '../support/server.js';

// Measured from upload to the poll that sees the outcome: 0.06-0.39 s (also beside another test file).
const MAX_SECONDS = 10;
// Peak RSS growth per bomb: measured 0.8-3.3 MiB (the 5000-page PDF most: mupdf parses its page
// tree), where decoding 400 megapixels of gray costs 400 MiB at least. Bound, with headroom: 64 MiB.
const MAX_GROWTH_MIB = 64;

const work = makeWorkDir();
let schema: Awaited<ReturnType<typeof freshSchema>> | undefined;
let serve: ServeProcess | undefined;
let api: { url: string; secretKey: string };

async function expectScanRecognized(name: string): Promise<void> {
  const doc = await waitForDocument(api, (await uploadFile(api, renderPage(work.dir, name, ENGLISH_TEXT).png)).json.id);
  expect(doc).toMatchObject({ status: 'completed', pages_failed: 0, result: { language: 'en' } });
  expect(cer(doc.result.text, ENGLISH_TEXT)).toBeLessThanOrEqual(0.05);
}

beforeAll(async () => {
  schema = await freshSchema();
  serve = await serveProcess({
    DATABASE_URL: schema.url,
    DATA_DIR: join(work.dir, 'data'),
    OCR_THREADS: '1',
    MIN_FREE_DISK_BYTES: '0',
    LOG_LEVEL: 'warn',
  });
  api = { url: serve.url, secretKey: await enterpriseKey(schema.url, work.dir, 'bombs') };
  // The first OCR page loads Tesseract's models into the thread, and the first nearly blank one
  // (like the TIFF's page 1) OSD's too: tens of MiB each, which are not a bomb's cost.
  await expectScanRecognized('warm-up');
  const blank = await uploadFile(api, renderPage(work.dir, 'blank', ' ', 64, 64).png);
  expect(await waitForDocument(api, blank.json.id)).toMatchObject({ status: 'completed', pages_failed: 0 });
});
afterAll(async () => {
  serve?.child.kill('SIGKILL');
  await serve?.exited;
  await schema?.drop();
  work.cleanup();
});

type Bomb = [name: string, write: () => string | Promise<string>, outcome: object, pageErrors: (string | null)[]];
const failed = (code: string) => ({ status: 'failed', result: null, error: { code, message: expect.any(String) } });
const bombs: Bomb[] = [
  ['a PNG declaring 20000×20000 pixels', () => writePngBomb(work.dir), failed('image_too_large'), ['image_too_large']],
  ['a PDF page of 100000×100000 points', () => writeHugePagePdf(work.dir), failed('image_too_large'), ['image_too_large']],
  ['a PDF page drawing a 20000×20000 image', () => writeImageBombPdf(work.dir), failed('image_too_large'), ['image_too_large']],
  ['a PDF of 5000 pages (MAX_PAGES 2000)', () => writePageBombPdf(work.dir, 5000), failed('too_many_pages'), []],
  // Per-page errors: page 1 (64×64, blank) is read, so the document completes with page 2 failed.
  [
    'a TIFF whose page 2 declares 20000×20000',
    () => writeTiffBomb(work.dir),
    { status: 'completed', pages_total: 2, pages_done: 2, pages_failed: 1, error: null },
    [null, 'image_too_large'],
  ],
];

describe('bombs posted to /v1/documents', () => {
  it.each(bombs)('%s is refused with its documented code, fast and without the memory', async (name, write, outcome, pageErrors) => {
    const path = await write();
    expect(statSync(path).size).toBeLessThan(2 ** 20);
    const rss = samplePeakRss(serve!.child.pid!);
    const started = performance.now();
    const { id } = (await uploadFile(api, path)).json;
    const doc = await waitForDocument(api, id, { timeoutMs: 20_000, intervalMs: 50 });
    const seconds = (performance.now() - started) / 1000;
    const grown = rss.stop() - rss.baseline;
    console.info(`${name}: ${seconds.toFixed(2)} s, peak RSS +${grown.toFixed(1)} MiB`);
    expect(doc).toMatchObject(outcome);
    const pages = (await call(`${api.url}/v1/documents/${id}/pages`, { key: api.secretKey })).json.data;
    expect(pages.map((p: { error: { code: string } | null }) => p.error?.code ?? null)).toEqual(pageErrors);
    expect(seconds).toBeLessThan(MAX_SECONDS);
    expect(grown).toBeLessThan(MAX_GROWTH_MIB);
  });

  it('leaves the server reading an ordinary scan afterwards', async () => {
    await expectScanRecognized('after-bombs');
  });
});
