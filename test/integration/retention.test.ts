// DOCUMENT_RETENTION with object storage: two instances (the sweep every 200 ms here, 30 s in
// production) on one schema and one bucket. A finished document goes soon after falling due with
// its object, pages, deliveries and webhook_attempts; queued and processing documents stay however
// old; while one instance holds the sweep's lock, the other deletes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { startServer, type RunningServer } from '../../src/main.js';
import { bornDigitalPdf } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { call, form, tinyPng } from '../support/http.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';
import { startTestServer, type TestServer } from '../support/server.js';

const RETENTION_MS = 10_000;
const work = makeWorkDir();
const logs = { a: [] as any[], b: [] as any[] };
const capture = (into: any[]) =>
  pino(
    { level: 'info' },
    new Writable({
      write(line, _enc, done) {
        into.push(JSON.parse(String(line)));
        done();
      },
    }),
  );
let s3: S3TestServer;
let a: TestServer;
let b: RunningServer;
let bDir: string;
let key: string;

beforeAll(async () => {
  s3 = await startS3Server();
  const env = { ...s3.env, DOCUMENT_RETENTION: `${RETENTION_MS / 1000}s`, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_DELAYS: '1h' };
  a = await startTestServer('postgres', env, { retentionSweepMs: 200, logger: capture(logs.a) });
  bDir = await mkdtemp(join(tmpdir(), 'docrec-retention-b-'));
  b = await startServer(
    loadConfig({
      ...env,
      PORT: '0',
      DATA_DIR: bDir,
      DATABASE_URL: a.server.deps.config.databaseUrl!,
      OCR_THREADS: '0',
      MIN_FREE_DISK_BYTES: '0',
    }),
    { logger: capture(logs.b), defaultMetrics: false, retentionSweepMs: 200 },
  );
  key = (await a.createAccount('enterprise', { rpm: 100_000 })).secretKey;
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await s3?.close();
  if (bDir) await rm(bDir, { recursive: true, force: true });
  work.cleanup();
});

const db = () => a.server.deps.database.db;
async function counts(id: string) {
  const q = async (text: string) => Number((await sql<{ n: string }>`${sql.raw(text)}`.execute(db())).rows[0]!.n);
  const deliveries = `SELECT count(*) AS n FROM webhook_deliveries WHERE document_id = '${id}'`;
  return {
    pages: await q(`SELECT count(*) AS n FROM document_pages WHERE document_id = '${id}'`),
    deliveries: await q(deliveries),
    attempts: await q(
      `SELECT count(*) AS n FROM webhook_attempts WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE document_id = '${id}')`,
    ),
  };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const deletedLogs = () => [...logs.a, ...logs.b].filter((l) => l.msg === 'retention: deleted documents finished longer ago');

describe('DOCUMENT_RETENTION (two instances, one bucket)', () => {
  it('deletes a finished document with its object, pages, deliveries and attempts soon after it falls due; queued and processing stay', async () => {
    const pdf = bornDigitalPdf(work.dir, 3, 'retained').path;
    const accepted = await uploadFile({ url: a.url, secretKey: key }, pdf, { webhook_url: 'http://127.0.0.1:9/hook' });
    const doc = await waitForDocument({ url: a.url, secretKey: key }, accepted.json.id, { intervalMs: 100 });
    expect(doc.status).toBe('completed');
    // Recognition stops here, so the documents below stay queued.
    await a.server.deps.processor.stop();
    let before = await counts(doc.id);
    for (const deadline = Date.now() + 5000; before.attempts === 0 && Date.now() < deadline; before = await counts(doc.id)) await sleep(50);
    expect(before.pages).toBe(3);
    expect(before.deliveries).toBeGreaterThan(0);
    expect(before.attempts).toBeGreaterThan(0); // connection refused, next retry in an hour
    const stored = (await db().selectFrom('documents').select('storage_path').where('id', '=', doc.id).executeTakeFirstOrThrow())
      .storage_path;
    expect(await s3.keys()).toContain(stored);

    // Old, but not finished: never swept.
    const queued = (await call(`${b.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng) })).json.id as string;
    const processing = (await call(`${b.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng) })).json.id as string;
    const dayAgo = new Date(Date.now() - 86_400_000);
    await db().updateTable('documents').set({ created_at: dayAgo }).where('id', '=', queued).execute();
    await db()
      .updateTable('documents')
      .set({
        status: 'processing',
        created_at: dayAgo,
        started_at: dayAgo,
        lease_owner: 'elsewhere',
        lease_expires_at: new Date(Date.now() + 3_600_000),
      })
      .where('id', '=', processing)
      .execute();

    const due = new Date(doc.completed_at).getTime() + RETENTION_MS;
    let gone: number | undefined;
    while (gone === undefined && Date.now() < due + 30_000) {
      if ((await call(`${a.url}/v1/documents/${doc.id}`, { key })).status === 404) gone = Date.now();
      else await sleep(100);
    }
    expect(gone, 'deleted after falling due').toBeDefined();
    expect(gone!).toBeGreaterThanOrEqual(due);
    expect(gone! - due, 'deleted within a few sweeps of falling due').toBeLessThan(10_000);
    expect(await counts(doc.id)).toEqual({ pages: 0, deliveries: 0, attempts: 0 });
    // The record goes first (404 from then on), its object right after the transaction.
    for (const deadline = Date.now() + 5000; (await s3.keys()).includes(stored) && Date.now() < deadline;) await sleep(50);
    expect(await s3.keys()).not.toContain(stored);
    // This sweep's log line is written once its objects are gone: the next test counts lines after it.
    for (const deadline = Date.now() + 5000; deletedLogs().length === 0 && Date.now() < deadline;) await sleep(50);

    for (const id of [queued, processing]) expect((await call(`${a.url}/v1/documents/${id}`, { key })).status).toBe(200);
    expect(await s3.keys()).toHaveLength(2);
  }, 90_000);

  it('sweeps on one instance at a time: nothing goes while another holds the lock, everything once after', async () => {
    const logged = deletedLogs().length;
    const holder = new pg.Client(a.server.deps.config.databaseUrl);
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':docrec-retention'))`);
    try {
      await db()
        .updateTable('documents')
        .set({ status: 'completed', completed_at: new Date(Date.now() - 3_600_000), lease_owner: null, lease_expires_at: null })
        .execute();
      await sleep(2000); // ten sweeps of each instance
      expect(await db().selectFrom('documents').select('id').execute()).toHaveLength(2);
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    // The records go in one transaction, the objects right after it.
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(100)) {
      if ((await db().selectFrom('documents').select('id').execute()).length === 0 && (await s3.keys()).length === 0) break;
    }
    expect(await db().selectFrom('documents').select('id').execute()).toEqual([]);
    expect(await s3.keys()).toEqual([]);
    const counted = () =>
      deletedLogs()
        .slice(logged)
        .reduce((sum, l) => sum + l.documents, 0);
    // Each instance logs once its sweep is over, after the last object.
    // Log lines come through the children's stdout pipes: on a loaded machine that takes a while.
    for (const deadline = Date.now() + 20_000; counted() < 2 && Date.now() < deadline;) await sleep(50);
    await sleep(500);
    // Rows are deleted once by construction (DELETE … RETURNING under one lock); the log lines must
    // never count a document twice. (In a bare container one line has been seen not to arrive.)
    expect(counted(), 'no document deleted by two instances').toBeGreaterThanOrEqual(1);
    expect(counted(), 'no document deleted by two instances').toBeLessThanOrEqual(2);
    expect([...logs.a, ...logs.b].filter((l) => l.level >= 40 && /retention/.test(l.msg))).toEqual([]);
  }, 60_000);
});
