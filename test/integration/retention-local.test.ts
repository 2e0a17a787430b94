// DOCUMENT_RETENTION on the embedded defaults (PGlite, files under DATA_DIR/uploads): a finished
// document goes with its file; a fresh one stays until it falls due.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornDigitalPdf } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';

const work = makeWorkDir();
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer('pglite', { DOCUMENT_RETENTION: '3s' }, { retentionSweepMs: 200 });
});
afterAll(async () => {
  await t?.stop();
  work.cleanup();
});

describe('DOCUMENT_RETENTION (PGlite, local files)', () => {
  it('deletes a finished document and its upload once it falls due', async () => {
    const uploads = join(t.dataDir, 'uploads');
    const accepted = await uploadFile(t, bornDigitalPdf(work.dir, 2, 'local').path);
    const doc = await waitForDocument(t, accepted.json.id, { intervalMs: 100 });
    expect(doc.status).toBe('completed');
    expect(await readdir(uploads)).toHaveLength(1);
    const due = new Date(doc.completed_at).getTime() + 3000;
    let gone: number | undefined;
    while (gone === undefined && Date.now() < due + 30_000) {
      if ((await call(`${t.url}/v1/documents/${doc.id}`, { key: t.secretKey })).status === 404) gone = Date.now();
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(gone).toBeGreaterThanOrEqual(due);
    for (const deadline = Date.now() + 5000; (await readdir(uploads)).length > 0 && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await readdir(uploads)).toEqual([]);
  }, 60_000);
});
