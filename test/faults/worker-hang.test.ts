// A page that hangs its worker thread, through the real server: the real page worker wrapped so a
// marked page then spins forever (a synchronous loop: the thread is truly unresponsive, as in a
// stuck Tesseract). The pool must terminate it at PAGE_TIMEOUT_MS + its 1 s grace and start a new
// thread; per API.md the page is stored as processing_timeout, a one-page document fails with that
// code, a longer one completes with pages_failed; the same server then reads the next scan.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { chooseEngine } from '../../src/ocr/engines/choose-engine.js';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import { findInstalledLanguages } from '../../src/services/recognition/installed-languages.js';
import { instanceId } from '../../src/services/instance-id.js';
import { RecognitionLanguages } from '../../src/services/recognition/recognition-languages.js';
import { RecognitionScheduler } from '../../src/services/recognition/recognition-scheduler.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { bornDigitalPageText, writePdf } from '../fixtures/documents.js';
import { ENGLISH_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { HANG_MARKER } from '../fixtures/pool/hang-on-marker-worker.mjs';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { call } from '../support/http.js';
import { LocalStorage } from '../../src/storage/local-storage.js';
import { freshSchema, startTestServer, type TestServer } from '../support/server.js';

const LIMIT_MS = 3000; // PAGE_TIMEOUT_MS: text-layer pages take tens of ms, a small scan a few hundred
const GRACE_MS = 1000; // OcrPool's default kill grace, which the server runs with
// Past the kill: claiming, opening the document in a fresh thread (mupdf loads there), a page
// before the hung one, storing, 100 ms polls. Measured 450-780 ms alone, up to 2.2 s beside another
// test file on 2 cores; bound 4 s (a 5 s grace would still overrun it).
const SLACK_MS = 4000;
const THREADS = 1; // one thread: nothing but its replacement can read anything after the hang

const work = makeWorkDir();
const hangWorker = fileURLToPath(new URL('../fixtures/pool/hang-on-marker-worker.mjs', import.meta.url));
const hangLines = [HANG_MARKER, 'This page never comes back from its worker thread.'];
let schema: Awaited<ReturnType<typeof freshSchema>> | undefined;
let database: Database | undefined;
let pool: OcrPool;
let server: TestServer | undefined;
let api: { url: string; secretKey: string };

beforeAll(async () => {
  // The server takes a processor from outside (StartOptions.processor): the production scheduler
  // over a pool running the wrapped worker, on its own connection to the server's schema.
  schema = await freshSchema();
  const env = {
    DATABASE_URL: schema.url,
    DATA_DIR: join(work.dir, 'data'),
    PAGE_TIMEOUT_MS: String(LIMIT_MS),
    OCR_THREADS: String(THREADS),
  };
  const config = loadConfig(env);
  database = await openDatabase(config);
  const logger = pino({ level: 'silent' });
  const installed = findInstalledLanguages(config.tessdataDir, config.ocrLanguages);
  const engine = chooseEngine(config.ocrEngine, logger);
  pool = new OcrPool({ threads: THREADS, engine, tessdataDir: installed.tessdataDir, filename: hangWorker });
  const languages = new RecognitionLanguages(installed.isoCodes);
  const processor = new RecognitionScheduler(
    database.db,
    pool,
    instanceId(),
    { ...config, storage: new LocalStorage(config.dataDir) },
    languages,
    logger,
  );
  server = await startTestServer('postgres', env, { processor });
  api = { url: server.url, secretKey: (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey };
});
afterAll(async () => {
  await server?.stop(); // stops the processor, which closes the pool
  await database?.close();
  await schema?.drop();
  work.cleanup();
});

/** Uploads a PDF of these pages; returns the document once finished, its pages and the time it took. */
async function runThroughHang(name: string, pages: string[][]) {
  const path = join(work.dir, `${name}.pdf`);
  writePdf(
    path,
    pages.map((lines) => ({ lines })),
  );
  const before = pool.workers().map((w) => w.threadId);
  expect(before).toHaveLength(THREADS);
  const started = performance.now();
  const { id } = (await uploadFile(api, path)).json;
  const doc = await waitForDocument(api, id, { timeoutMs: LIMIT_MS + GRACE_MS + 15_000 });
  const elapsed = performance.now() - started;
  console.info(`${name}: finished ${Math.round(elapsed)} ms after the upload (kill due at ${LIMIT_MS + GRACE_MS})`);
  // The page was handed over after the upload, so no kill can come before limit + grace from here.
  expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS + GRACE_MS);
  expect(elapsed).toBeLessThan(LIMIT_MS + GRACE_MS + SLACK_MS);
  // Back to OCR_THREADS threads, none of them the one that hung.
  await vi.waitFor(
    () => {
      expect(pool.workers()).toHaveLength(THREADS);
      for (const w of pool.workers()) expect(before).not.toContain(w.threadId);
    },
    { timeout: 5000 },
  );
  const stored = (await call(`${api.url}/v1/documents/${id}/pages`, { key: api.secretKey })).json.data;
  return { doc, stored };
}

const killed = { code: 'processing_timeout', message: expect.stringMatching(/terminated and replaced/) };

it('fails a one-page document whose page hangs its thread with processing_timeout', async () => {
  const { doc, stored } = await runThroughHang('hang-only', [hangLines]);
  expect(doc).toMatchObject({ status: 'failed', pages_total: 1, pages_failed: 1, result: null, error: killed });
  // The thread was killed before it answered: the page has no size either.
  expect(stored).toEqual([
    {
      page: 1,
      text: '',
      confidence: 0,
      method: 'ocr',
      language: null,
      width: null,
      height: null,
      unit: null,
      error: killed,
      paragraphs: [],
      tables: [],
    },
  ]);
});

it('completes a three-page document with the hung page failed and the others read', async () => {
  const texts = [bornDigitalPageText(1), bornDigitalPageText(3)];
  const { doc, stored } = await runThroughHang('hang-middle', [texts[0]!.split('\n'), hangLines, texts[1]!.split('\n')]);
  expect(doc).toMatchObject({ status: 'completed', pages_total: 3, pages_done: 3, pages_failed: 1, error: null });
  expect(stored.map((p: { error: unknown }) => p.error)).toEqual([null, killed, null]);
  expect([stored[0].text, stored[2].text]).toEqual(texts);
});

it('recognizes the next scan on the replacement thread', async () => {
  const page = renderPage(work.dir, 'next', ENGLISH_TEXT);
  const doc = await waitForDocument(api, (await uploadFile(api, page.png, { language: 'en' })).json.id);
  expect(doc).toMatchObject({ status: 'completed', pages_failed: 0 });
  expect(cer(doc.result.text, ENGLISH_TEXT)).toBeLessThanOrEqual(0.05);
  expect(pool.workers()).toHaveLength(THREADS);
});
