// Round-robin across documents, through the real server, scheduler and pool on PostgreSQL: a
// one-page document that arrives while a long one is being read gets its page on the thread that
// opened it, not after another page of the long one. With the open counted as the document's
// turn, its page waited for a free thread a second time: bench:scaling's fairness run measured a
// one-page p50 of 10.5 s beside a 2,000-page scan against 3.0 s alone, on 2 threads. One thread
// here makes the order of tasks deterministic: it is logged as the pool receives them.
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { chooseEngine } from '../../src/ocr/engines/choose-engine.js';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import type { OpenTask, PageTask } from '../../src/ocr/pool/page-task.js';
import { instanceId } from '../../src/services/instance-id.js';
import { findInstalledLanguages } from '../../src/services/recognition/installed-languages.js';
import { RecognitionLanguages } from '../../src/services/recognition/recognition-languages.js';
import { RecognitionScheduler, type PageRunner } from '../../src/services/recognition/recognition-scheduler.js';
import { LocalStorage } from '../../src/storage/local-storage.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { bornDigitalPageText, writePdf } from '../fixtures/documents.js';
import { ENGLISH_TEXT, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { call } from '../support/http.js';
import { freshSchema, startTestServer, type TestServer } from '../support/server.js';

/** The real pool, with every task it is given logged in order (which document, open or page). */
class LoggedPool implements PageRunner {
  readonly log: { kind: 'open' | 'page'; path: string }[] = [];
  constructor(private readonly pool: OcrPool) {}
  get threads(): number {
    return this.pool.threads;
  }
  open(task: Omit<OpenTask, 'kind'>, timeoutMs: number) {
    this.log.push({ kind: 'open', path: task.path });
    return this.pool.open(task, timeoutMs);
  }
  page(task: Omit<PageTask, 'kind'>) {
    this.log.push({ kind: 'page', path: task.path });
    return this.pool.page(task);
  }
  close() {
    return this.pool.close();
  }
}

const work = makeWorkDir();
let schema: Awaited<ReturnType<typeof freshSchema>> | undefined;
let database: Database | undefined;
let logged: LoggedPool;
let server: TestServer | undefined;
let api: { url: string; secretKey: string };

beforeAll(async () => {
  schema = await freshSchema();
  const env = { DATABASE_URL: schema.url, DATA_DIR: join(work.dir, 'data'), OCR_THREADS: '1' };
  const config = loadConfig(env);
  database = await openDatabase(config);
  const logger = pino({ level: 'silent' });
  const installed = findInstalledLanguages(config.tessdataDir, config.ocrLanguages);
  const pool = new OcrPool({ threads: 1, engine: chooseEngine(config.ocrEngine, logger), tessdataDir: installed.tessdataDir });
  logged = new LoggedPool(pool);
  const settings = { ...config, storage: new LocalStorage(config.dataDir) };
  const languages = new RecognitionLanguages(installed.isoCodes);
  const processor = new RecognitionScheduler(database.db, logged, instanceId(), settings, languages, logger);
  server = await startTestServer('postgres', env, { processor });
  api = { url: server.url, secretKey: (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey };
});
afterAll(async () => {
  await server?.stop(); // stops the processor, which closes the pool
  await database?.close();
  await schema?.drop();
  work.cleanup();
});

it("gives a one-page document's page the thread its open frees, ahead of the long document's next page", { timeout: 120_000 }, async () => {
  const long = join(work.dir, 'long.pdf');
  writePdf(
    long,
    // Text-layer pages take milliseconds each: 2,000 of them outlast the short one's upload and page
    // on a loaded machine (400 ran out once in a full suite beside the container-image test).
    Array.from({ length: 2000 }, (_, i) => ({ lines: bornDigitalPageText(i + 1).split('\n') })),
  );
  const short = join(work.dir, 'short.pdf');
  writePdf(short, [{ lines: bornDigitalPageText(7).split('\n') }]);
  const started = performance.now();
  const longId = (await uploadFile(api, long)).json.id;
  await waitForDocument(api, longId, { until: (d) => d.pages_done >= 3, intervalMs: 20 });
  const reading = performance.now();
  const doc = await waitForDocument(api, (await uploadFile(api, short)).json.id);
  const ms = (from: number, to: number) => Math.round(to - from);
  console.info(`long one reading after ${ms(started, reading)} ms; short one done ${ms(reading, performance.now())} ms later`);
  expect(doc).toMatchObject({ status: 'completed', pages_total: 1 });

  const opens = logged.log.filter((t) => t.kind === 'open');
  expect(opens).toHaveLength(2);
  const [longPath, shortPath] = opens.map((t) => t.path);
  const shortOpen = logged.log.findIndex((t) => t.kind === 'open' && t.path === shortPath);
  // Tasks before: the long document's open and some of its pages; right after the short one's open, its page.
  expect(logged.log.slice(0, shortOpen).every((t) => t.path === longPath)).toBe(true);
  expect(logged.log[shortOpen + 1]).toEqual({ kind: 'page', path: shortPath });
  // …and the long one was still being read: the short one arrived in the middle of it.
  expect(logged.log.slice(shortOpen + 2).some((t) => t.path === longPath)).toBe(true);
  await call(`${api.url}/v1/documents/${longId}`, { method: 'DELETE', key: api.secretKey }); // the next test starts with none held
});

it(
  'opens a document claimed while a long one is read at the next free thread, before the long one gets another page',
  { timeout: 120_000 },
  async () => {
    // Scanned pages (OCR, a few hundred ms each), so the short one's claim lands while a page of the long one is in flight.
    const scan = renderPage(work.dir, 'scan', ENGLISH_TEXT, 2480, 3508);
    const long = join(work.dir, 'long-scan.pdf');
    writePdf(
      long,
      Array.from({ length: 30 }, () => ({ png: scan.png })),
    );
    const short = join(work.dir, 'short-2.pdf');
    writePdf(short, [{ lines: bornDigitalPageText(9).split('\n') }]);
    const start = logged.log.length;
    const longId = (await uploadFile(api, long)).json.id;
    await waitForDocument(api, longId, { until: (d) => d.pages_done >= 2, intervalMs: 20, timeoutMs: 60_000 });
    const shortId = (await uploadFile(api, short)).json.id;
    const handedOutBefore = logged.log.length;
    expect((await waitForDocument(api, shortId)).status).toBe('completed');

    const longPath = logged.log[start]!.path; // the long one's open
    const shortOpen = logged.log.findIndex((t, i) => i >= start && t.kind === 'open' && t.path !== longPath);
    // The task handed out right after the short one arrived is its open (round-robin alone gave the
    // long one the next page first when the turn pointed at it), then its page.
    expect(shortOpen).toBe(handedOutBefore);
    expect(logged.log[shortOpen + 1]).toEqual({ kind: 'page', path: logged.log[shortOpen]!.path });
    expect(logged.log.slice(shortOpen + 2).some((t) => t.path === longPath)).toBe(true);
    await call(`${api.url}/v1/documents/${longId}`, { method: 'DELETE', key: api.secretKey });
  },
);
