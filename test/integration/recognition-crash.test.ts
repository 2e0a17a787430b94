// Crash safety: a worker thread killed mid-page and a server process killed with SIGKILL lose
// nothing — the document completes once, every page is stored once, every event is written once.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import type { RecognitionScheduler } from '../../src/services/recognition/recognition-scheduler.js';
import { ENGLISH_TEXT, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { outboxFor, uploadFile, waitForDocument } from '../support/documents.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { startTestServer, testDatabaseUrl, type TestServer } from '../support/server.js';

const work = makeWorkDir();
let tiff: string;
const PAGES = 6;

beforeAll(() => {
  // A 6-page scan: each page its own numbered text, so a page stored twice or lost would show.
  const pngs = Array.from(
    { length: PAGES },
    (_, i) => renderPage(work.dir, `p${i + 1}`, `Page ${i + 1} of the crash test.\n${ENGLISH_TEXT}`, 1700, 700).png,
  );
  tiff = join(work.dir, 'scan.tif');
  execFileSync('convert', [...pngs, '-compress', 'lzw', tiff]);
});
afterAll(() => work.cleanup());

async function pageRows(db: pg.Client | TestServer, id: string, schema = 'public'): Promise<number[]> {
  if ('server' in db) {
    const rows = await db.server.deps.database.db.selectFrom('document_pages').select('page').where('document_id', '=', id).execute();
    return rows.map((r) => r.page).sort((a, b) => a - b);
  }
  const { rows } = await db.query<{ page: number }>(`SELECT page FROM ${schema}.document_pages WHERE document_id = $1 ORDER BY page`, [id]);
  return rows.map((r) => r.page);
}

describe('a worker thread dies mid-page', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('postgres', { WEBHOOK_ALLOW_PRIVATE: 'true', PARTIAL_PAGES: '2' });
  });
  afterAll(async () => t?.stop());

  it('is replaced, the page is run again, and the document completes once', async () => {
    const doc = (await uploadFile(t, tiff, { language: 'en', webhook_url: 'http://127.0.0.1:9/hook' })).json;
    await waitForDocument(t, doc.id, { until: (d) => d.pages_done >= 1, intervalMs: 50 });
    // Let the next page get going, then kill the only thread under it.
    await new Promise((r) => setTimeout(r, 150));
    const pool = (t.server.deps.processor as RecognitionScheduler).pool as OcrPool;
    const [thread] = pool.workers();
    expect(thread).toBeDefined();
    await thread!.terminate();

    const done = await waitForDocument(t, doc.id, { intervalMs: 300 });
    expect(done.status).toBe('completed');
    expect(done.pages_failed).toBe(0);
    expect(await pageRows(t, doc.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const text: string = done.result.text;
    for (let p = 1; p <= PAGES; p++) expect(text).toContain(`Page ${p} of the crash test`);
    const events = await outboxFor(t.server.deps.database.db, doc.id);
    expect(events.map((e) => e.event)).toEqual(['document.partial', 'document.partial', 'document.partial', 'document.completed']);
  });
});

describe('the server process is killed with SIGKILL mid-document', () => {
  const schema = `t_crash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const databaseUrl = `${testDatabaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const dataDir = join(work.dir, 'data');
  const admin = new pg.Client(testDatabaseUrl);
  const servers: ServeProcess[] = [];
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    OCR_THREADS: '1',
    JOB_LEASE_MS: '1500',
    PARTIAL_PAGES: '2',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    MIN_FREE_DISK_BYTES: '0',
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('another process takes the document over after the lease and completes it exactly once', async () => {
    const first = await serveProcess(env);
    servers.push(first);
    const secretKey = first.secretKey!;
    const api = { url: first.url, secretKey };
    const doc = (await uploadFile(api, tiff, { language: 'en', webhook_url: 'http://127.0.0.1:9/hook' })).json;
    // The bootstrap account is on the pro plan (60 requests/min): poll gently.
    await waitForDocument(api, doc.id, { until: (d) => d.pages_done >= 2, intervalMs: 200 });
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = await pageRows(admin, doc.id, schema);
    expect(killedAt.length).toBeGreaterThanOrEqual(2);
    expect(killedAt.length).toBeLessThan(PAGES);

    const second = await serveProcess(env);
    servers.push(second);
    const done = await waitForDocument({ url: second.url, secretKey }, doc.id, { timeoutMs: 90_000, intervalMs: 500 });
    expect(done.status).toBe('completed');
    expect(await pageRows(admin, doc.id, schema)).toEqual([1, 2, 3, 4, 5, 6]);
    for (let p = 1; p <= PAGES; p++) expect(done.result.text).toContain(`Page ${p} of the crash test`);
    expect(second.output()).toMatch(/"resumedPages":[2-5]/);

    const { rows } = await admin.query<{ event: string; payload: any }>(
      `SELECT event, payload FROM ${schema}.webhook_deliveries WHERE document_id = $1 ORDER BY id`,
      [doc.id],
    );
    expect(rows.map((r) => r.event)).toEqual(['document.partial', 'document.partial', 'document.partial', 'document.completed']);
    expect(rows.slice(0, 3).map((r) => r.payload.page_range)).toEqual([
      { first: 1, last: 2 },
      { first: 3, last: 4 },
      { first: 5, last: 6 },
    ]);
  });
});
