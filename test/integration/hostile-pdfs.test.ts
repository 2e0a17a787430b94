// Awkward PDFs through the running server (issue 26 §4): an owner-password PDF and one MuPDF must
// repair are read (a scanned page by OCR, a born-digital one from its text layer) and get a
// searchable PDF that qpdf checks clean and poppler extracts the words from; a user-password PDF
// fails at once with invalid_document and a message that says it is password-protected.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { bornDigitalPageText, writePdf } from '../fixtures/documents.js';
import { ENGLISH_TEXT, cer, makeWorkDir, renderPage } from '../fixtures/ocr/pages.js';
import { damagedPdf, ownerPasswordPdf, userPasswordPdf } from '../fixtures/password-pdfs.js';

const work = makeWorkDir();
let server: TestServer;
let t: { url: string; secretKey: string };
let plain: string;

beforeAll(async () => {
  server = await startTestServer('postgres', { OCR_THREADS: '2' });
  t = { url: server.url, secretKey: (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey };
  plain = join(work.dir, 'plain.pdf');
  const scan = renderPage(work.dir, 'scan-en', ENGLISH_TEXT).png;
  writePdf(plain, [{ png: scan }, { lines: bornDigitalPageText(2).split('\n') }]);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  work.cleanup();
});

/** The served searchable PDF, written to the work directory. */
async function servedPdf(id: string, name: string): Promise<string> {
  const r = await fetch(`${t.url}/v1/documents/${id}/pdf`, { headers: { Authorization: `Bearer ${t.secretKey}` } });
  expect(r.status).toBe(200);
  const path = join(work.dir, `${name}-served.pdf`);
  writeFileSync(path, Buffer.from(await r.arrayBuffer()));
  return path;
}

/** qpdf's verdict: exit status 0 only when it found neither errors nor warnings. */
function qpdfCheck(path: string): string {
  return execFileSync('qpdf', ['--check', path], { encoding: 'utf8' });
}

describe.each([
  ['an owner-password PDF', () => ownerPasswordPdf(work.dir, plain), (doc: mupdf.PDFDocument) => !doc.getTrailer().get('Encrypt').isNull()],
  ['a PDF MuPDF must repair', () => damagedPdf(work.dir, plain), (doc: mupdf.PDFDocument) => doc.wasRepaired()],
])('%s', (name, make, isAwkward) => {
  let id: string;
  let doc: any;
  beforeAll(async () => {
    const input = make();
    const opened = new mupdf.PDFDocument(new Uint8Array(readFileSync(input)));
    // The fixture is what it claims: awkward, yet opened without a password.
    expect([isAwkward(opened), opened.needsPassword()]).toEqual([true, false]);
    opened.destroy();
    id = (await uploadFile(t, input)).json.id;
    doc = await waitForDocument(t, id, { timeoutMs: 120_000 });
  }, 150_000);

  it('is read: the scanned page by OCR, the born-digital page from its text layer', async () => {
    expect(doc.status, JSON.stringify(doc.error)).toBe('completed');
    const pages = (await fetch(`${t.url}/v1/documents/${id}/pages`, { headers: { Authorization: `Bearer ${t.secretKey}` } }).then((r) =>
      r.json(),
    )) as {
      data: { method: string; text: string }[];
    };
    expect(pages.data.map((p) => p.method)).toEqual(['ocr', 'text_layer']);
    expect(cer(pages.data[0]!.text, ENGLISH_TEXT)).toBeLessThanOrEqual(0.05);
    expect(pages.data[1]!.text).toContain(bornDigitalPageText(2).split('\n')[0]);
  });

  it('gets a searchable PDF that qpdf checks clean and poppler reads the words from', async () => {
    const served = await servedPdf(id, name.replace(/\W+/g, '-'));
    expect(qpdfCheck(served)).toMatch(/No syntax or stream encoding errors found/);
    const text = execFileSync('pdftotext', ['-q', served, '-'], { encoding: 'utf8' });
    for (const word of ['Invoice', 'quick', 'brown', 'Recognition', 'contrast']) expect(text).toContain(word);
    expect(cer(text.split('\f')[0]!.trim(), ENGLISH_TEXT)).toBeLessThanOrEqual(0.05);
  });
});

describe('a user-password PDF', () => {
  it('fails at once with invalid_document, saying it is password-protected', async () => {
    const { id } = (await uploadFile(t, userPasswordPdf(work.dir, plain))).json;
    const doc = await waitForDocument(t, id, { timeoutMs: 20_000 });
    expect(doc).toMatchObject({ status: 'failed', result: null, error: { code: 'invalid_document' } });
    expect(doc.error.message).toMatch(/password-protected/);
    expect(doc.pages_done ?? 0).toBe(0);
  });
});
