// Recognition from object storage: a multi-page document recognized on two worker threads is
// fetched from the bucket once, not per page or per thread, and pages from the same local copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornDigitalPdf, bornDigitalPageText } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { startS3Server, type S3TestServer, watchObjectGets } from '../support/s3-server.js';
import { startTestServer, type TestServer } from '../support/server.js';

const work = makeWorkDir();
const gets: string[] = [];
let s3: S3TestServer;
let t: TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestServer('postgres', { ...s3.env, OCR_THREADS: '2' });
  // Every GET the server's S3 client sends.
  watchObjectGets(t.server.deps.storage, (key) => gets.push(key));
}, 60_000);
afterAll(async () => {
  await t?.stop();
  await s3?.close();
  work.cleanup();
});

describe('recognition with STORAGE_URL', () => {
  it('fetches a 12-page document once for all its pages and both threads', async () => {
    const pdf = bornDigitalPdf(work.dir, 12, 'twelve').path;
    const accepted = await uploadFile(t, pdf);
    const doc = await waitForDocument(t, accepted.json.id, { intervalMs: 100 });
    expect(doc.status).toBe('completed');
    expect(doc.result.pages).toBe(12);
    expect(doc.result.text).toContain(bornDigitalPageText(12));
    const row = await t.server.deps.database.db
      .selectFrom('documents')
      .select('storage_path')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(gets).toEqual([`${s3.prefix}/${row.storage_path}`]);
  }, 60_000);
});
