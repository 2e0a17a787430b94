// The searchable PDF and hOCR through the running server, from real recognitions: a scanned
// Ukrainian letter and an English scan in one PDF plus a born-digital page, and a JPEG. What a
// PDF reader extracts must be the served text at the served boxes, pages must look as before,
// hOCR must parse and agree with the layout; and the endpoints refuse what they must.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { validateResponse } from '../support/openapi-validator.js';
import { iou, popplerText, popplerWords, readerComplaints, renderPixels } from '../support/pdf-layout-check.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { bornDigitalPageText, corruptPdf, writePdf } from '../fixtures/documents.js';
import { ENGLISH_TEXT, UKRAINIAN_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
let server: TestServer;
let t: { url: string; secretKey: string };
let letter: { id: string; path: string; pages: any[] };

async function get(path: string, key = t.secretKey) {
  const r = await fetch(`${t.url}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return { status: r.status, headers: r.headers, bytes: Buffer.from(await r.arrayBuffer()) };
}

async function pagesOf(id: string): Promise<any[]> {
  const list = (await call(`${t.url}/v1/documents/${id}/pages`, { key: t.secretKey })).json.data;
  return Promise.all(list.map(async (p: any) => (await call(`${t.url}/v1/documents/${id}/pages/${p.page}`, { key: t.secretKey })).json));
}

beforeAll(async () => {
  server = await startTestServer('postgres', { OCR_THREADS: '2' });
  t = { url: server.url, secretKey: (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey };
  const uk = renderPage(work.dir, 'letter-uk', UKRAINIAN_TEXT).png;
  const en = renderPage(work.dir, 'letter-en', ENGLISH_TEXT).png;
  const path = join(work.dir, 'Лист від банку.pdf');
  writePdf(path, [{ png: uk }, { png: en }, { lines: bornDigitalPageText(3).split('\n') }]);
  const id = (await uploadFile(t, path)).json.id;
  expect((await waitForDocument(t, id, { timeoutMs: 120_000 })).status).toBe('completed');
  letter = { id, path, pages: await pagesOf(id) };
}, 180_000);
afterAll(async () => {
  await server?.stop();
  work.cleanup();
});

describe('GET /v1/documents/{id}/pdf', () => {
  let pdf: string;
  let reply: Awaited<ReturnType<typeof get>>;
  beforeAll(async () => {
    reply = await get(`/v1/documents/${letter.id}/pdf`);
    pdf = join(work.dir, 'served.pdf');
    writeFileSync(pdf, reply.bytes);
  });

  it('is a PDF named after the upload, that readers open without complaint', () => {
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    const disposition = reply.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Лист від банку.pdf');
    expect(readerComplaints(pdf)).toBe('');
  });

  it('keeps the original bytes and pages: the upload is a prefix, every page renders the same', () => {
    const original = readFileSync(letter.path);
    expect(reply.bytes.subarray(0, original.length).equals(original)).toBe(true);
    for (const page of [1, 2, 3]) expect(renderPixels(pdf, page).samples.equals(renderPixels(letter.path, page).samples)).toBe(true);
  });

  it('lets a reader find the served text (Ukrainian and English) at the served boxes', () => {
    const poppler = popplerWords(pdf);
    for (const page of letter.pages.filter((p) => p.method === 'ocr')) {
      expect(cer(popplerText(pdf, page.page).trim(), page.text)).toBeLessThanOrEqual(0.01);
      const served = page.lines.flatMap((l: any) => l.words);
      const found = poppler[page.page - 1]!.words;
      for (const word of served)
        expect(
          found.some((f) => f.text === word.text && iou(f.bbox, word.bbox) >= 0.5),
          word.text,
        ).toBe(true);
    }
    expect(letter.pages.map((p) => p.language)).toEqual(['uk', 'en', 'en']);
  });

  it('leaves a born-digital page as it was (its own text, no second layer)', () => {
    expect(letter.pages[2].method).toBe('text_layer');
    expect(popplerText(pdf, 3).trim().replace(/\s+/g, ' ')).toBe(bornDigitalPageText(3).replace(/\s+/g, ' '));
  });
});

describe('GET /v1/documents/{id}/hocr', () => {
  it('is hOCR whose pages and word boxes are the layout, in the pixels each page was read at', async () => {
    const r = await get(`/v1/documents/${letter.id}/hocr`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const hocr = join(work.dir, 'served.hocr');
    writeFileSync(hocr, r.bytes);
    // A strict XML parser (expat) reads it and lists pages and words with their titles.
    const script = `import sys, json, xml.parsers.expat
out = []
p = xml.parsers.expat.ParserCreate()
def start(name, attrs):
    cls = attrs.get('class', '')
    if cls in ('ocr_page', 'ocrx_word'): out.append([cls, attrs.get('title', ''), ''])
def text(data):
    if out and out[-1][0] == 'ocrx_word': out[-1][2] += data
p.StartElementHandler = start
p.CharacterDataHandler = text
p.ParseFile(open(sys.argv[1], 'rb'))
print(json.dumps(out))`;
    const items: [string, string, string][] = JSON.parse(execFileSync('python3', ['-c', script, hocr], { encoding: 'utf8' }));
    const pages = items.filter((i) => i[0] === 'ocr_page');
    expect(pages).toHaveLength(3);
    let words = items.filter((i) => i[0] === 'ocrx_word');
    for (const [index, page] of letter.pages.entries()) {
      const [, , w, h] = /bbox (\d+) (\d+) (\d+) (\d+)/.exec(pages[index]![1])!.slice(1).map(Number);
      const dpi = page.dpi ?? 72;
      const scale = page.unit === 'pt' ? dpi / 72 : 1;
      expect(w).toBeCloseTo(page.width * scale, -1);
      expect(h).toBeCloseTo(page.height * scale, -1);
      for (const word of page.lines.flatMap((l: any) => l.words)) {
        const [item, ...rest] = words;
        words = rest;
        expect(item![2].trim()).toBe(word.text); // the text after the word (a space) is collected too
        const [l, tp, r, b] = /bbox (\d+) (\d+) (\d+) (\d+)/.exec(item![1])!.slice(1).map(Number);
        expect(iou([l! / w!, tp! / h!, r! / w!, b! / h!], word.bbox)).toBeGreaterThan(0.8);
      }
    }
    expect(words).toEqual([]);
  });
});

describe('an image upload', () => {
  it('becomes a PDF page at the image resolution with the JPEG bytes inside', async () => {
    const png = renderPage(work.dir, 'jpeg-src', ENGLISH_TEXT).png;
    const jpeg = join(work.dir, 'scan.jpg');
    execFileSync('convert', [png, '-quality', '85', '-density', '300', '-units', 'PixelsPerInch', jpeg]);
    const id = (await uploadFile(t, jpeg, { language: 'en' })).json.id;
    await waitForDocument(t, id, { timeoutMs: 60_000 });
    const r = await get(`/v1/documents/${id}/pdf`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="scan.pdf"');
    expect(r.bytes.includes(readFileSync(jpeg))).toBe(true);
    const out = join(work.dir, 'jpeg.pdf');
    writeFileSync(out, r.bytes);
    const [page] = popplerWords(out);
    expect(page!.width).toBeCloseTo((1700 * 72) / 300, 0);
    expect(
      cer(popplerText(out, 1).trim(), (await call(`${t.url}/v1/documents/${id}/text`, { key: t.secretKey })).text),
    ).toBeLessThanOrEqual(0.01);
  });
});

describe('refusals', () => {
  it('404 for a page out of range, 409 before completion, 404 for another account or the other mode', async () => {
    for (const n of ['4', '0', 'x', '99999999999']) expect((await get(`/v1/documents/${letter.id}/pages/${n}`)).status).toBe(404);
    const other = await server.createAccount('enterprise', { rpm: 100_000 });
    for (const suffix of ['pdf', 'hocr', 'pages/1']) {
      expect((await get(`/v1/documents/${letter.id}/${suffix}`, other.secretKey)).status).toBe(404);
      expect((await get(`/v1/documents/${letter.id}/${suffix}`, server.testKey)).status).toBe(404);
    }
    // A failed document never has them: 409 not_ready, as for one still processing.
    const failed = (await uploadFile(t, corruptPdf(work.dir))).json.id;
    expect((await waitForDocument(t, failed)).status).toBe('failed');
    for (const suffix of ['pdf', 'hocr']) {
      const r = await call(`${t.url}/v1/documents/${failed}/${suffix}`, { key: t.secretKey });
      expect(r.status).toBe(409);
      expect(r.json.error.code).toBe('not_ready');
      validateResponse({
        method: 'GET',
        path: `/v1/documents/${failed}/${suffix}`,
        status: 409,
        contentType: r.headers.get('content-type')!,
        body: r.json,
      });
    }
  });

  it('403 without documents:read', async () => {
    const { key } = await server.createKey('default', 'restricted', ['documents:write']);
    for (const suffix of ['pdf', 'hocr', 'pages/1']) {
      const r = await call(`${t.url}/v1/documents/${letter.id}/${suffix}`, { key });
      expect(r.status).toBe(403);
      expect(r.json.error.required_scope).toBe('documents:read');
    }
  });
});
