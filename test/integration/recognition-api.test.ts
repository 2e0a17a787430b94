// Recognition end to end over real HTTP and PostgreSQL: upload → worker pool (MuPDF, Tesseract) →
// pages stored → result, events written to the outbox in order, bad documents failed with their
// documented codes, a deletion stopping the work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http.js';
import { outboxFor, uploadFile, waitForDocument } from '../support/documents.js';
import { validateResponse, validateWebhookPayload } from '../support/openapi-validator.js';
import { startTestServer, type TestServer } from '../support/server.js';
import {
  bornDigitalPdf,
  corruptPdf,
  encryptedPdf,
  mixedPdf,
  multiPageTiff,
  rotatedScan,
  writePageBombPdf,
  writePdf,
  writePngBomb,
} from '../fixtures/documents.js';
import { ENGLISH_TEXT, UKRAINIAN_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
const HOOK = 'http://127.0.0.1:9/hook';
let server: TestServer;
/** The server with an enterprise account's keys: the suite polls faster than a pro plan allows. */
let t: Pick<TestServer, 'url' | 'secretKey' | 'testKey' | 'server'>;

beforeAll(async () => {
  server = await startTestServer('postgres', { PARTIAL_PAGES: '5', WEBHOOK_ALLOW_PRIVATE: 'true' });
  const account = await server.createAccount('enterprise', { rpm: 100_000 });
  const name = (
    await server.server.deps.database.db.selectFrom('accounts').select('name').where('id', '=', account.id).executeTakeFirstOrThrow()
  ).name;
  const testKey = (await server.createKey(name, 'test')).key;
  t = { url: server.url, server: server.server, secretKey: account.secretKey, testKey };
});
afterAll(async () => {
  await server?.stop();
  work.cleanup();
});

async function get(path: string, key = t.secretKey) {
  const r = await call(`${t.url}${path}`, { key });
  const contentType = r.headers.get('content-type') ?? undefined;
  validateResponse({ method: 'GET', path, status: r.status, ...(contentType ? { contentType } : {}), body: r.json ?? r.text });
  return r;
}

const events = (id: string) => outboxFor(t.server.deps.database.db, id);
/** Outbox payloads lack only `sent_at`, which the dispatcher adds per attempt. */
const asSent = (payload: object) => ({ ...payload, sent_at: new Date().toISOString() });

describe('scanned pages', () => {
  it('recognizes an English page, detects en, and shows it in the document, /text, /pages and usage', async () => {
    const page = renderPage(work.dir, 'en', ENGLISH_TEXT);
    const before = (await get('/v1/usage')).json.pages_today;
    const { id } = (await uploadFile(t, page.png)).json;
    const doc = await waitForDocument(t, id);
    expect(doc).toMatchObject({ status: 'completed', language: null, pages_total: 1, pages_done: 1, pages_failed: 0, error: null });
    expect(doc.started_at).not.toBeNull();
    expect(doc.completed_at >= doc.started_at).toBe(true);
    expect(doc.result).toMatchObject({ pages: 1, language: 'en' });
    expect(doc.result.confidence).toBeGreaterThan(0.8);
    expect(doc.result.confidence).toBeLessThanOrEqual(1);
    expect(cer(doc.result.text, ENGLISH_TEXT)).toBeLessThanOrEqual(0.05);
    validateResponse({
      method: 'GET',
      path: `/v1/documents/${id}`,
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: doc,
    });
    expect((await get(`/v1/documents/${id}/text`)).text).toBe(doc.result.text);
    const pages = (await get(`/v1/documents/${id}/pages`)).json.data;
    // The PNG is 1700×600 pixels: an image page's size is given in pixels.
    expect(pages).toEqual([
      {
        page: 1,
        text: doc.result.text,
        confidence: doc.result.confidence,
        method: 'ocr',
        language: 'en',
        width: 1700,
        height: 600,
        unit: 'px',
        error: null,
        // Three lines of one paragraph: joined with spaces, as the page's text has them with newlines.
        paragraphs: [{ role: 'text', text: doc.result.text.replace(/\n/g, ' '), bbox: expect.any(Array) }],
        tables: [],
      },
    ]);
    validateResponse({
      method: 'GET',
      path: `/v1/documents/${id}/pages`,
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: { object: 'list', data: pages },
    });
    expect((await get('/v1/usage')).json.pages_today).toBe(before + 1);
  });

  it('detects Ukrainian without a language field; keeps a requested language as given', async () => {
    const page = renderPage(work.dir, 'uk', UKRAINIAN_TEXT);
    const auto = await waitForDocument(t, (await uploadFile(t, page.png)).json.id);
    expect(auto.result.language).toBe('uk');
    expect(cer(auto.result.text, UKRAINIAN_TEXT)).toBeLessThanOrEqual(0.05);
    const asked = await waitForDocument(t, (await uploadFile(t, page.png, { language: 'uk' })).json.id);
    expect(asked).toMatchObject({ language: 'uk', result: { language: 'uk' } });
  });

  it('joins the pages of a multi-page TIFF with form feeds', async () => {
    const tiff = multiPageTiff(work.dir);
    const doc = await waitForDocument(t, (await uploadFile(t, tiff.path)).json.id);
    expect(doc).toMatchObject({ status: 'completed', pages_total: 3, pages_done: 3, result: { pages: 3 } });
    const parts = doc.result.text.split('\f');
    expect(parts).toHaveLength(3);
    parts.forEach((text: string, i: number) => expect(cer(text, tiff.pages[i]!)).toBeLessThanOrEqual(0.05));
  });

  it('reads a page scanned upside down', async () => {
    const scan = rotatedScan(work.dir, 180);
    const doc = await waitForDocument(t, (await uploadFile(t, scan.png, { language: 'en' })).json.id);
    expect(cer(doc.result.text, scan.text)).toBeLessThanOrEqual(0.05);
  });
});

describe('PDFs', () => {
  it('takes born-digital pages from the text layer and writes partial blocks in page order, then completed', async () => {
    const pdf = bornDigitalPdf(work.dir, 17);
    const { id } = (await uploadFile(t, pdf.path, { webhook_url: HOOK })).json;
    const doc = await waitForDocument(t, id);
    expect(doc).toMatchObject({
      status: 'completed',
      pages_total: 17,
      pages_done: 17,
      result: { pages: 17, confidence: 1, language: 'en' },
    });
    expect(doc.result.text).toBe(pdf.pages.join('\f'));
    const pages = (await get(`/v1/documents/${id}/pages`)).json.data;
    expect(pages.map((p: { method: string }) => p.method)).toEqual(Array(17).fill('text_layer'));

    const outbox = await events(id);
    expect(outbox.map((e) => e.event)).toEqual([...Array(4).fill('document.partial'), 'document.completed']);
    expect(outbox.every((e) => e.status === 'pending' && e.url === HOOK)).toBe(true);
    expect(new Set(outbox.map((e) => e.event_id)).size).toBe(5);
    const partials = outbox.slice(0, 4).map((e) => e.payload);
    expect(partials.map((p) => p.page_range)).toEqual([
      { first: 1, last: 5 },
      { first: 6, last: 10 },
      { first: 11, last: 15 },
      { first: 16, last: 17 },
    ]);
    expect(partials.map((p) => p.result.pages)).toEqual([5, 5, 5, 2]);
    for (const p of partials)
      expect(p).toMatchObject({ status: 'processing', completed_at: null, pages_total: 17, livemode: true, document_id: id });
    expect(partials.map((p) => p.result.text).join('\f')).toBe(doc.result.text);
    const completed = outbox[4]!.payload;
    expect(completed).toMatchObject({ event: 'document.completed', status: 'completed', document_id: id, result: doc.result });
    expect(completed.completed_at).toBe(doc.completed_at);
    expect(completed.created_at).toBe(doc.created_at);
    for (const e of outbox) validateWebhookPayload(asSent(e.payload));
  });

  it('uses the text layer where there is one and OCR on image-only pages of a mixed PDF', async () => {
    const pdf = mixedPdf(work.dir);
    const { id } = (await uploadFile(t, pdf.path)).json;
    const doc = await waitForDocument(t, id);
    const pages = (await get(`/v1/documents/${id}/pages`)).json.data;
    expect(pages.map((p: { method: string }) => p.method)).toEqual(['text_layer', 'ocr', 'text_layer', 'ocr']);
    expect(pages.map((p: { language: string }) => p.language)).toEqual(['en', 'en', 'en', 'uk']);
    pages.forEach((p: { text: string }, i: number) => expect(cer(p.text, pdf.pages[i]!)).toBeLessThanOrEqual(0.05));
    expect(doc.result.language).toBe('en');
  });
});

describe('bad documents fail with their documented code and a document.failed event', () => {
  const cases: [string, () => Promise<string> | string, string][] = [
    ['a corrupt PDF', () => corruptPdf(work.dir), 'invalid_document'],
    ['an encrypted PDF without its password', () => encryptedPdf(work.dir), 'invalid_document'],
    ['a 400-megapixel PNG', () => writePngBomb(work.dir), 'image_too_large'],
    ['a 5000-page PDF (MAX_PAGES 2000)', () => writePageBombPdf(work.dir, 5000), 'too_many_pages'],
  ];
  it.each(cases)('%s', async (_name, make, code) => {
    const { id } = (await uploadFile(t, await make(), { webhook_url: HOOK })).json;
    const doc = await waitForDocument(t, id, { timeoutMs: 20_000 });
    expect(doc).toMatchObject({ status: 'failed', result: null, error: { code } });
    expect(doc.error.message).not.toBe('');
    const outbox = await events(id);
    expect(outbox.map((e) => e.event)).toEqual(['document.failed']);
    expect(outbox[0]!.payload).toMatchObject({ status: 'failed', result: null, error: doc.error, completed_at: doc.completed_at });
    validateWebhookPayload(asSent(outbox[0]!.payload));
  });

  it('a test-mode document says livemode: false in its events', async () => {
    const { id } = (await uploadFile(t, corruptPdf(work.dir), { webhook_url: HOOK }, t.testKey)).json;
    await waitForDocument(t, id, { key: t.testKey });
    expect((await events(id))[0]!.payload.livemode).toBe(false);
  });
});

describe('scheduling', () => {
  it('a small document submitted after a long one is not kept waiting for it', async () => {
    const long = Array.from(
      { length: 10 },
      (_, i) => renderPage(work.dir, `long-${i}`, `Long document page ${i + 1}.\n${ENGLISH_TEXT}`).png,
    );
    const longPdf = `${work.dir}/long.pdf`;
    writePdf(
      longPdf,
      long.map((png) => ({ png })),
    );
    const big = (await uploadFile(t, longPdf, { language: 'en' })).json.id;
    await waitForDocument(t, big, { until: (d) => d.pages_done >= 1 });
    const small = (await uploadFile(t, renderPage(work.dir, 'small', 'A small document.').png, { language: 'en' })).json.id;
    const smallDone = await waitForDocument(t, small);
    expect(smallDone.status).toBe('completed');
    const bigNow = (await get(`/v1/documents/${big}`)).json;
    expect(bigNow.status).toBe('processing');
    expect(bigNow.pages_done).toBeLessThan(10);
    expect((await waitForDocument(t, big)).pages_done).toBe(10);
  });

  it('deleting a document mid-recognition stops it and leaves nothing behind', async () => {
    const pngs = Array.from({ length: 8 }, (_, i) => renderPage(work.dir, `del-${i}`, `Deleted page ${i + 1}.\n${ENGLISH_TEXT}`).png);
    const path = `${work.dir}/delete-me.pdf`;
    writePdf(
      path,
      pngs.map((png) => ({ png })),
    );
    const { id } = (await uploadFile(t, path, { language: 'en', webhook_url: HOOK })).json;
    await waitForDocument(t, id, { until: (d) => d.pages_done >= 1 });
    expect((await call(`${t.url}/v1/documents/${id}`, { method: 'DELETE', key: t.secretKey })).status).toBe(204);
    // An in-flight page may still finish; it must not be stored, and nothing else may run.
    await new Promise((r) => setTimeout(r, 1500));
    const db = t.server.deps.database.db;
    expect(await db.selectFrom('document_pages').select('page').where('document_id', '=', id).execute()).toEqual([]);
    expect(await events(id)).toEqual([]);
    const next = await waitForDocument(t, (await uploadFile(t, renderPage(work.dir, 'after', 'After the deletion.').png)).json.id);
    expect(next.status).toBe('completed');
  });
});
