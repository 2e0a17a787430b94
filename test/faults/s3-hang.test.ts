// A hung object store (issue 26 §6): s3rver in its own process, frozen with SIGSTOP, so
// connections are accepted and bytes buffered but nothing answers. An upload gets 503 with
// Retry-After within a few seconds (the store's stall timeout) and leaves no staged file; a
// read of a stored original (the searchable PDF) gets the same within ~2 s. Thawed, the next
// upload is accepted, and the bucket holds nothing of the refused one.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornDigitalPdf } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { entries, entriesWithin, getPath, postFile, type RawReply } from '../support/raw-http.js';
import { startS3Process, type S3Process } from '../support/s3-process.js';
import { startTestServer, type TestServer } from '../support/server.js';

const work = makeWorkDir();
let s3: S3Process;
let t: TestServer;

beforeAll(async () => {
  s3 = await startS3Process();
  t = await startTestServer('postgres', { ...s3.env });
}, 60_000);
afterAll(async () => {
  s3?.thaw();
  await t?.stop();
  await s3?.close();
  work.cleanup();
});

function expectUnavailableWithin(r: RawReply, ms: number, what: string): void {
  console.info(`${what}: ${r.status} in ${Math.round(r.ms)} ms`);
  expect({ status: r.status, code: r.json?.error?.code }, what).toEqual({ status: 503, code: 'service_unavailable' });
  expect(r.headers['retry-after'], what).toMatch(/^[1-9]\d*$/);
  expect(r.ms, what).toBeLessThan(ms);
}

/** The stored upload of a completed document, its local copy dropped so the next read asks the store. */
async function storedDocument(): Promise<{ id: string; key: string }> {
  const accepted = await uploadFile(t, bornDigitalPdf(work.dir, 1, 'hang').path);
  const doc = await waitForDocument(t, accepted.json.id, { intervalMs: 100 });
  expect(doc.status).toBe('completed');
  const row = await t.server.deps.database.db
    .selectFrom('documents')
    .select('storage_path')
    .where('id', '=', doc.id)
    .executeTakeFirstOrThrow();
  (t.server.deps.storage as unknown as { cache: { forget(key: string): void } }).cache.forget(row.storage_path);
  return { id: doc.id, key: row.storage_path };
}

describe('a hung object store (SIGSTOP)', () => {
  it('answers uploads and reads 503 with Retry-After, keeps no file, and recovers', async () => {
    const { id } = await storedDocument();
    const uploads = join(t.dataDir, 'uploads');
    const filesBefore = await entries(uploads);
    const keysBefore = await s3.keys();

    s3.freeze();
    expectUnavailableWithin(await postFile(t.url, t.secretKey, 256 * 1024), 5000, 'upload to a hung store');
    expect(await entriesWithin(uploads, filesBefore.length, 1000)).toEqual(filesBefore);
    expectUnavailableWithin(await getPath(t.url, `/v1/documents/${id}/pdf`, t.secretKey), 2000, 'searchable PDF from a hung store');
    s3.thaw();

    const accepted = await postFile(t.url, t.secretKey, 256 * 1024);
    expect(accepted.status).toBe(202);
    const row = await t.server.deps.database.db
      .selectFrom('documents')
      .select('storage_path')
      .where('id', '=', accepted.json.id as string)
      .executeTakeFirstOrThrow();
    // The thawed store writes the refused upload's buffered request; the server deletes that object.
    const expected = [...keysBefore, row.storage_path].sort();
    const until = Date.now() + 20_000;
    let keys = await s3.keys();
    while (JSON.stringify(keys) !== JSON.stringify(expected) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      keys = await s3.keys();
    }
    expect(keys).toEqual(expected);
    expect((await getPath(t.url, `/v1/documents/${id}/pdf`, t.secretKey)).status).toBe(200);
  }, 60_000);
});
