// Several instances on one PostgreSQL database and one shared DATA_DIR: documents submitted to
// either are recognized exactly once — each claimed by one instance, every page stored once, one
// document.completed event each.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { startServer, type RunningServer } from '../../src/main.js';
import { bornDigitalPdf, writePdf } from '../fixtures/documents.js';
import { ENGLISH_TEXT, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import type { Metrics } from '../../src/observability/metrics.js';

/** Pages this instance recognized (stored or not): each page must be worked on once in all. */
async function pagesWorked(metrics: Metrics): Promise<number> {
  return (await metrics.pagesProcessed.get()).values.reduce((sum, v) => sum + v.value, 0);
}
import { outboxFor, uploadFile, waitForDocument } from '../support/documents.js';
import { startTestServer, type TestServer } from '../support/server.js';

const work = makeWorkDir();
let a: TestServer;
let b: RunningServer;
let key: string;

beforeAll(async () => {
  // A 1 s lease, renewed every third of it: a multi-second document must never be taken over while
  // its instance is alive (a renewal bug would show as pages recognized twice).
  a = await startTestServer('postgres', { WEBHOOK_ALLOW_PRIVATE: 'true', JOB_LEASE_MS: '1000' });
  const config = a.server.deps.config;
  b = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl!,
      OCR_THREADS: '1',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      MIN_FREE_DISK_BYTES: '0',
      LOG_LEVEL: 'silent',
      JOB_LEASE_MS: '1000',
    }),
    { logger: pino({ level: 'silent' }), defaultMetrics: false },
  );
  key = (await a.createAccount('enterprise', { rpm: 100_000 })).secretKey;
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  work.cleanup();
});

describe('two instances on one database', () => {
  it('recognize 11 documents submitted across both exactly once each', async () => {
    const hook = 'http://127.0.0.1:9/hook';
    const longScan = `${work.dir}/long.pdf`;
    // Several seconds of recognition on one thread: longer than three leases.
    const dense = [ENGLISH_TEXT, ENGLISH_TEXT, ENGLISH_TEXT].join('\n');
    writePdf(
      longScan,
      Array.from({ length: 6 }, (_, i) => ({ png: renderPage(work.dir, `long-${i}`, dense, 1700, 1100).png })),
    );
    const files = [
      ...Array.from({ length: 6 }, (_, i) => renderPage(work.dir, `doc-${i}`, `Document number ${i} of ten.`).png),
      ...Array.from({ length: 4 }, (_, i) => bornDigitalPdf(work.dir, 3, `born-${i}`).path),
      longScan,
    ];
    const targets = [
      { url: a.url, secretKey: key },
      { url: b.url, secretKey: key },
    ];
    const ids: string[] = [];
    for (const [i, file] of files.entries()) {
      ids.push((await uploadFile(targets[i % 2]!, file, { webhook_url: hook, language: 'en' })).json.id);
    }

    const docs = await Promise.all(ids.map((id, i) => waitForDocument(targets[(i + 1) % 2]!, id, { intervalMs: 200 })));
    expect(docs.map((d) => d.status)).toEqual(Array(11).fill('completed'));
    const db = a.server.deps.database.db;
    for (const [i, d] of docs.entries()) {
      const pages = await db.selectFrom('document_pages').select('page').where('document_id', '=', d.id).execute();
      expect(pages.map((p) => p.page).sort()).toEqual(i < 6 ? [1] : i < 10 ? [1, 2, 3] : [1, 2, 3, 4, 5, 6]);
      expect((await outboxFor(db, d.id)).map((e) => e.event)).toEqual(['document.completed']);
    }
    for (const [i, d] of docs.slice(0, 6).entries()) expect(d.result.text).toContain(`Document number ${i} of ten`);
    expect((await pagesWorked(a.server.deps.metrics)) + (await pagesWorked(b.deps.metrics))).toBe(6 + 4 * 3 + 6);
  });
});
