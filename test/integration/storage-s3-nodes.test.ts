// Object storage across hosts: two `docrec serve` processes with different DATA_DIRs, one
// PostgreSQL schema and one bucket (s3rver, a real S3-protocol server on a random port). Node A is
// an API node (OCR_THREADS=0), node B recognizes. Uploads to A are read by B through the bucket;
// DELETE removes the object; a bucket that is down refuses uploads with 503 and stores nothing; an
// instance killed between the bucket write and the commit leaves an orphan the next start removes;
// an object gone from the bucket fails its document; an Idempotency-Key repeat keeps one object.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_TEXT, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { call, form, tinyPng } from '../support/http.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { enterpriseKey, freshSchema } from '../support/server.js';

const work = makeWorkDir();
let s3: S3TestServer;
let schema: Awaited<ReturnType<typeof freshSchema>>;
let db: pg.Client;
let dirs: { a: string; b: string };
let key: string;
let a: ServeProcess;
let b: ServeProcess;
const envFor = (dataDir: string, threads: string) => ({
  DATABASE_URL: schema.url,
  DATA_DIR: dataDir,
  OCR_THREADS: threads,
  MIN_FREE_DISK_BYTES: '0',
  ...s3.env,
});
const startA = () => serveProcess(envFor(dirs.a, '0'));
const startB = () => serveProcess(envFor(dirs.b, '1'));
const cachedCopies = async (dataDir: string) =>
  (await readdir(join(dataDir, 'cache'), { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
const rows = async () =>
  (await db.query('SELECT id, storage_path FROM documents ORDER BY id')).rows as { id: string; storage_path: string }[];

beforeAll(async () => {
  s3 = await startS3Server();
  schema = await freshSchema();
  dirs = { a: await mkdtemp(join(tmpdir(), 'docrec-node-a-')), b: await mkdtemp(join(tmpdir(), 'docrec-node-b-')) };
  key = await enterpriseKey(schema.url, dirs.a, 'storage-nodes');
  db = new pg.Client(schema.url);
  await db.connect();
  [a, b] = await Promise.all([startA(), startB()]);
}, 120_000);
afterAll(async () => {
  for (const s of [a, b]) s?.child.kill('SIGKILL');
  await Promise.all([a?.exited, b?.exited]);
  await db?.end();
  await schema?.drop();
  await s3?.close();
  for (const dir of Object.values(dirs ?? {})) await rm(dir, { recursive: true, force: true });
  work.cleanup();
});

describe('two instances, two DATA_DIRs, one bucket', () => {
  it('an API node (OCR_THREADS=0) is ready without a pool, accepts into the bucket, and the OCR node recognizes', async () => {
    const ready = await call(`${a.url}/readyz`);
    expect(ready.status, ready.text).toBe(200);
    expect(ready.json.checks.workers).toBe(true);

    const page = renderPage(work.dir, 'nodes', ENGLISH_TEXT).png;
    const accepted = await uploadFile({ url: a.url, secretKey: key }, page, { language: 'en' });
    const [row] = await rows();
    expect(row!.id).toBe(accepted.json.id);
    // The 202 came after the object was stored; A keeps no copy of its own.
    expect(await s3.keys()).toEqual([row!.storage_path]);
    expect(await readdir(join(dirs.a, 'uploads'))).toEqual([]);

    const doc = await waitForDocument({ url: a.url, secretKey: key }, accepted.json.id, { timeoutMs: 90_000, intervalMs: 250 });
    expect(doc.status).toBe('completed');
    expect(doc.result.text).toContain('quick brown fox');
    // B read it from the bucket into its own cache; A never fetched it.
    expect(await cachedCopies(dirs.b)).toHaveLength(1);
    expect(await cachedCopies(dirs.a)).toEqual([]);
    expect(b.output()).toContain(`"documentId":"${doc.id}","status":"completed","msg":"recognition finished"`);
    expect(a.output()).not.toContain('recognition finished');

    const deleted = await call(`${a.url}/v1/documents/${doc.id}`, { method: 'DELETE', key });
    expect(deleted.status).toBe(204);
    expect(await s3.keys()).toEqual([]);
  }, 120_000);

  it('refuses uploads with 503 service_unavailable while the bucket is down, storing nothing', async () => {
    await s3.stop();
    try {
      const refused = await call(`${a.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng) });
      expect(refused.status, refused.text).toBe(503);
      expect(refused.json.error.code).toBe('service_unavailable');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await s3.start();
    }
    expect(await rows()).toEqual([]);
    expect(await s3.keys()).toEqual([]);
    expect(await readdir(join(dirs.a, 'uploads'))).toEqual([]);
    // Back up: accepted again.
    const again = await call(`${a.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng) });
    expect(again.status, again.text).toBe(202);
    expect(await s3.keys()).toHaveLength(1);
  }, 60_000);

  it('sweeps at the next start an object stored by an instance killed before it committed', async () => {
    const before = await s3.keys();
    const account = (await call(`${a.url}/v1/account`, { key })).json.id as string;
    // Hold the row the accepting transaction must update (the daily count): A stores the object,
    // then waits on this lock, and is killed right there.
    const blocker = new pg.Client(schema.url);
    await blocker.connect();
    await blocker.query('BEGIN');
    const day = new Date().toISOString().slice(0, 10);
    await blocker.query(
      `INSERT INTO usage_daily (account_id, mode, day, documents, pages) VALUES ($1, 'live', $2, 0, 0) ON CONFLICT DO NOTHING`,
      [account, day],
    );
    await blocker.query(`SELECT 1 FROM usage_daily WHERE account_id = $1 AND mode = 'live' AND day = $2 FOR UPDATE`, [account, day]);
    const upload = call(`${a.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng) }).catch(() => undefined);
    let orphan: string | undefined;
    for (const deadline = Date.now() + 30_000; !orphan && Date.now() < deadline;) {
      orphan = (await s3.keys()).find((k) => !before.includes(k));
      if (!orphan) await new Promise((r) => setTimeout(r, 50));
    }
    expect(orphan, 'the object was stored before the commit').toBeDefined();
    a.child.kill('SIGKILL');
    await a.exited;
    await upload;
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect((await rows()).map((r) => r.storage_path)).not.toContain(orphan);

    // Younger than 10 minutes it may be another instance's upload about to commit: kept.
    a = await startA();
    expect(await s3.keys()).toContain(orphan);
    a.child.kill('SIGKILL');
    await a.exited;
    await s3.age(orphan!, 11);
    a = await startA();
    expect(await s3.keys()).toEqual(before);
    expect(a.output()).toMatch(/"files":1,"msg":"removed uploads left behind by an interrupted process"/);
  }, 120_000);

  it('fails a document whose object is gone from the bucket (invalid_document), not retrying it forever', async () => {
    b.child.kill('SIGKILL');
    await b.exited;
    const accepted = await call(`${a.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng) });
    expect(accepted.status).toBe(202);
    const { storage_path } = (await db.query('SELECT storage_path FROM documents WHERE id = $1', [accepted.json.id])).rows[0];
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${s3.prefix}/${storage_path}` }));
    b = await startB();
    const doc = await waitForDocument({ url: a.url, secretKey: key }, accepted.json.id, { timeoutMs: 60_000, intervalMs: 250 });
    expect(doc.status).toBe('failed');
    expect(doc.error.code).toBe('invalid_document');
  }, 120_000);

  it('keeps one object for an Idempotency-Key repeat', async () => {
    const before = await s3.keys();
    const send = () =>
      call(`${a.url}/v1/documents`, { method: 'POST', key, body: form(tinyPng), headers: { 'Idempotency-Key': 'once-only' } });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.json.id).toBe(first.json.id);
    expect((await s3.keys()).filter((k) => !before.includes(k))).toHaveLength(1);
  }, 60_000);
});
