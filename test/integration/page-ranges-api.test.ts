// Page ranges through the running server (API.md "Page ranges"): only the selected pages are read,
// stored, counted and given in every output, each under its own number; a selection past the end
// fails the document with no_pages_selected; a malformed one is refused at upload.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, form } from '../support/http.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { validateResponse } from '../support/openapi-validator.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { bornDigitalPdf, multiPageTiff } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
let server: TestServer;
let t: { url: string; secretKey: string };

async function get(path: string) {
  const r = await call(`${t.url}${path}`, { key: t.secretKey });
  const contentType = r.headers.get('content-type') ?? undefined;
  if (contentType?.startsWith('application/json')) validateResponse({ method: 'GET', path, status: r.status, contentType, body: r.json });
  return r;
}
async function bytes(path: string): Promise<Buffer> {
  const r = await fetch(`${t.url}${path}`, { headers: { Authorization: `Bearer ${t.secretKey}` } });
  expect(r.status).toBe(200);
  return Buffer.from(await r.arrayBuffer());
}

beforeAll(async () => {
  server = await startTestServer('postgres', { OCR_THREADS: '2' });
  t = { url: server.url, secretKey: (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey };
}, 60_000);
afterAll(async () => {
  await server?.stop();
  work.cleanup();
});

describe('pages on a born-digital PDF', () => {
  it('reads, stores, counts and outputs only the selected pages, under their own numbers', async () => {
    const pdf = bornDigitalPdf(work.dir, 6);
    const usageBefore = (await get('/v1/usage')).json.pages_today;
    const created = (await uploadFile(t, pdf.path, { pages: ' 2, 4-5 ,9' })).json;
    expect(created.pages).toBe('2,4-5,9');
    const doc = await waitForDocument(t, created.id);
    expect(doc).toMatchObject({ status: 'completed', pages: '2,4-5,9', pages_total: 3, pages_done: 3 });
    expect((await get(`/v1/documents/${doc.id}`)).json.pages).toBe('2,4-5,9');

    const pages = (await get(`/v1/documents/${doc.id}/pages`)).json.data;
    expect(pages.map((p: any) => p.page)).toEqual([2, 4, 5]);
    expect(pages[0].text).toContain('Page 2:');
    expect((await get(`/v1/documents/${doc.id}/pages/4`)).json.text).toContain('Page 4:');
    expect((await get(`/v1/documents/${doc.id}/pages/3`)).status).toBe(404);
    expect(doc.result.pages).toBe(3);
    expect(doc.result.text).not.toContain('Page 1:');
    expect((await get('/v1/usage')).json.pages_today).toBe(usageBefore + 3);

    const hocr = (await get(`/v1/documents/${doc.id}/hocr`)).text;
    expect([...hocr.matchAll(/ppageno (\d+)/g)].map((m) => Number(m[1]))).toEqual([1, 3, 4]);

    const searchable = join(work.dir, 'selected.pdf');
    writeFileSync(searchable, await bytes(`/v1/documents/${doc.id}/pdf`));
    const text = execFileSync('pdftotext', ['-layout', searchable, '-'], { encoding: 'utf8' });
    expect(
      text
        .split('\f')
        .filter((p) => p.trim() !== '')
        .map((p) => /Page (\d+):/.exec(p)?.[1]),
    ).toEqual(['2', '4', '5']);
  }, 60_000);

  it('fails the document with no_pages_selected when no selected page exists', async () => {
    const pdf = bornDigitalPdf(work.dir, 2, 'short');
    const created = (await uploadFile(t, pdf.path, { pages: '5-' })).json;
    const doc = await waitForDocument(t, created.id);
    expect(doc.status).toBe('failed');
    expect(doc.error.code).toBe('no_pages_selected');
    expect(doc.error.message).toMatch(/2 pages/);
    expect(doc.pages_total).toBeNull();
  }, 60_000);

  it.each(['0', '3-1', 'all', '1;2', '1 2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'refuses pages=%j with 400 invalid_request naming the field',
    async (pages) => {
      const r = await call(`${t.url}/v1/documents`, {
        method: 'POST',
        key: t.secretKey,
        body: form(Buffer.from('%PDF-1.4\n'), { pages }, 'x.pdf'),
      });
      expect(r.status).toBe(400);
      expect(r.json.error).toMatchObject({ code: 'invalid_request', param: 'pages' });
    },
  );
});

describe('pages on a multi-page TIFF', () => {
  it('recognizes only the selected image and gives a one-page searchable PDF', async () => {
    const tiff = multiPageTiff(work.dir);
    const doc = await waitForDocument(t, (await uploadFile(t, tiff.path, { pages: '3', language: 'en' })).json.id, { timeoutMs: 120_000 });
    expect(doc).toMatchObject({ status: 'completed', pages_total: 1 });
    const pages = (await get(`/v1/documents/${doc.id}/pages`)).json.data;
    expect(pages.map((p: any) => p.page)).toEqual([3]);
    expect(pages[0].text).toContain('Third page');
    const searchable = join(work.dir, 'tiff-selected.pdf');
    writeFileSync(searchable, await bytes(`/v1/documents/${doc.id}/pdf`));
    expect(execFileSync('pdfinfo', [searchable], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
  }, 150_000);
});
