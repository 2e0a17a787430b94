// The recognition pipeline on the embedded PGlite database (the default without DATABASE_URL):
// the same claim, page and outbox queries as on PostgreSQL, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornDigitalPdf, corruptPdf } from '../fixtures/documents.js';
import { ENGLISH_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { outboxFor, uploadFile, waitForDocument } from '../support/documents.js';
import { startTestServer, type TestServer } from '../support/server.js';

const work = makeWorkDir();
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer('pglite', { PARTIAL_PAGES: '10', WEBHOOK_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  await t?.stop();
  work.cleanup();
});

describe('recognition on PGlite', () => {
  it('completes a scan, a born-digital PDF with partial events, and fails a corrupt PDF', async () => {
    const hook = 'http://127.0.0.1:9/hook';
    const scan = (await uploadFile(t, renderPage(work.dir, 'en', ENGLISH_TEXT).png)).json.id;
    const pdf = bornDigitalPdf(work.dir, 12);
    const born = (await uploadFile(t, pdf.path, { webhook_url: hook })).json.id;
    const bad = (await uploadFile(t, corruptPdf(work.dir), { webhook_url: hook })).json.id;

    const scanned = await waitForDocument(t, scan, { intervalMs: 250 });
    expect(scanned).toMatchObject({ status: 'completed', result: { language: 'en', pages: 1 } });
    expect(cer(scanned.result.text, ENGLISH_TEXT)).toBeLessThanOrEqual(0.05);

    const digital = await waitForDocument(t, born, { intervalMs: 250 });
    expect(digital).toMatchObject({ status: 'completed', pages_done: 12, result: { text: pdf.pages.join('\f'), confidence: 1 } });
    const events = await outboxFor(t.server.deps.database.db, born);
    expect(events.map((e) => [e.event, e.payload.page_range ?? null])).toEqual([
      ['document.partial', { first: 1, last: 10 }],
      ['document.partial', { first: 11, last: 12 }],
      ['document.completed', null],
    ]);

    expect(await waitForDocument(t, bad, { intervalMs: 250 })).toMatchObject({ status: 'failed', error: { code: 'invalid_document' } });
    expect((await outboxFor(t.server.deps.database.db, bad)).map((e) => e.event)).toEqual(['document.failed']);
  });
});
