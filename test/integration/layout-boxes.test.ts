// Word boxes through the running server, against pages whose word positions the test placed
// itself: born-digital (text layer) and scanned (Tesseract), English and Ukrainian, shown upright,
// turned by /Rotate, fed turned (read after an orientation turn), cropped, and a 200 DPI TIFF.
// Every placed word must be served with IoU >= 0.5 against where it was put, on the page as shown.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { validateResponse } from '../support/openapi-validator.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { A4, iou, normalize, skewBox, turnBox, writePlacedPage, type Box, type PlacedWord } from '../fixtures/placed-words.js';
import { scannedPdf, skewedScanPdf, tiffAt200, withPageEntries } from '../fixtures/placed-scans.js';

const ENGLISH = ['Invoice number seven was paid', 'before the end of March', 'by the northern office'];
const UKRAINIAN = ['Рахунок номер сім оплачено', 'до кінця березня', 'північним офісом'];
// PDF units (y up): shows x 40..560 and, in y-down terms, 42..642 of the A4 page.
const CROP = [40, 200, 560, 800];

const work = makeWorkDir();
let server: TestServer;
let t: { url: string; secretKey: string };
let english: { path: string; words: PlacedWord[] };
let ukrainian: { path: string; words: PlacedWord[] };

beforeAll(async () => {
  server = await startTestServer('postgres', { OCR_THREADS: '2' });
  t = { url: server.url, secretKey: (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey };
  const place = (name: string, lines: string[], font: 'helvetica' | 'dejavu') => {
    const path = join(work.dir, `${name}.pdf`);
    return { path, words: writePlacedPage(path, { columns: [{ x: 72, lines }], font }) };
  };
  english = place('english', ENGLISH, 'helvetica');
  ukrainian = place('ukrainian', UKRAINIAN, 'dejavu');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  work.cleanup();
});

/** Uploads, waits, and returns page 1 with its layout (checked against the OpenAPI schema). */
async function pageOne(path: string, language: 'en' | 'uk'): Promise<any> {
  const id = (await uploadFile(t, path, { language })).json.id;
  const doc = await waitForDocument(t, id, { timeoutMs: 120_000 });
  expect(doc.status, JSON.stringify(doc.error)).toBe('completed');
  const r = await call(`${t.url}/v1/documents/${id}/pages/1`, { key: t.secretKey });
  expect(r.status, r.text).toBe(200);
  validateResponse({
    method: 'GET',
    path: `/v1/documents/${id}/pages/1`,
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: r.json,
  });
  return r.json;
}

/** Every placed word is served with the same text and IoU >= 0.5 against its expected box. */
function expectWordsAt(page: any, expected: { text: string; box: Box }[]): void {
  const served: { text: string; bbox: Box }[] = page.lines.flatMap((l: any) => l.words);
  const missing = expected.filter((e) => !served.some((s) => s.text === e.text && iou(s.bbox, e.box) >= 0.5));
  const near = (e: { box: Box }) =>
    served
      .map((s) => `${s.text}@${iou(s.bbox, e.box).toFixed(2)}`)
      .slice(0, 40)
      .join(' ');
  expect(missing.map((m) => `${m.text} ${JSON.stringify(m.box.map((v) => +v.toFixed(4)))} | ${near(m)}`)).toEqual([]);
  // API.md: the page's text is its lines joined with newlines (blank lines between paragraphs).
  expect(page.text.replace(/\n\n/g, '\n')).toBe(page.lines.map((l: any) => l.text).join('\n'));
}

/** A scan's page is its pixels at 300 DPI: A4 rendered to whole pixels is a fraction of a point larger. */
function expectSize(page: { width: number; height: number }, w: number, h: number): void {
  expect(Math.abs(page.width - w)).toBeLessThan(1.5);
  expect(Math.abs(page.height - h)).toBeLessThan(1.5);
}

const onA4 = (words: PlacedWord[], kind: 'metric' | 'ink') =>
  words.map((w) => ({ text: w.text, box: normalize(w[kind], A4.width, A4.height) }));

describe('text-layer pages', () => {
  it.each([
    ['English', () => english, 'en'],
    ['Ukrainian', () => ukrainian, 'uk'],
  ] as const)('%s words are where they were drawn', async (_name, fixture, language) => {
    const page = await pageOne(fixture().path, language);
    expect(page).toMatchObject({ method: 'text_layer', width: 595, height: 842, unit: 'pt', rotation: 0, dpi: null, confidence: 1 });
    expectWordsAt(page, onA4(fixture().words, 'metric'));
    expect(page.lines.map((l: any) => l.text)).toEqual(language === 'en' ? ENGLISH : UKRAINIAN);
  });

  it('a page shown turned by /Rotate 90 has its boxes on the turned page', async () => {
    const path = withPageEntries(english.path, join(work.dir, 'english-rotate90.pdf'), { Rotate: 90 });
    const page = await pageOne(path, 'en');
    expect(page).toMatchObject({ method: 'text_layer', width: 842, height: 595, unit: 'pt' });
    expectWordsAt(
      page,
      english.words.map((w) => ({ text: w.text, box: normalize(turnBox(w.metric, 90, A4.width, A4.height), A4.height, A4.width) })),
    );
  });

  it('a cropped page has its boxes relative to the crop box', async () => {
    const path = withPageEntries(english.path, join(work.dir, 'english-crop.pdf'), { CropBox: CROP });
    const page = await pageOne(path, 'en');
    const [w, h, x0, y0] = [CROP[2]! - CROP[0]!, CROP[3]! - CROP[1]!, CROP[0]!, A4.height - CROP[3]!];
    expect(page).toMatchObject({ width: w, height: h, unit: 'pt' });
    expectWordsAt(
      page,
      english.words.map((w2) => ({ text: w2.text, box: normalize(w2.metric, w, h, x0, y0) })),
    );
  });
});

describe('scanned pages', () => {
  it.each([
    ['English', () => english, 'en'],
    ['Ukrainian', () => ukrainian, 'uk'],
  ] as const)('%s words are found at their ink', async (name, fixture, language) => {
    const page = await pageOne(scannedPdf(fixture().path, work.dir, `scan-${name}`), language);
    // A clean scan is read as it is: no preparation step fires; 11-pt words need no more than 150 DPI.
    expect(page).toMatchObject({ method: 'ocr', unit: 'pt', rotation: 0, dpi: 150, prepared: [] });
    expectSize(page, A4.width, A4.height);
    expectWordsAt(page, onA4(fixture().words, 'ink'));
    for (const word of page.lines.flatMap((l: any) => l.words)) expect(word.confidence).toBeGreaterThan(0.5);
  });

  it.each([
    // [fed turned clockwise, /Rotate, turn docrec applies to read it, how the page is shown]
    // A quarter turn needs none: Tesseract reads the sideways lines as vertical text by itself.
    [90, 0, 0, 90],
    [180, 0, 180, 180],
    [90, 270, 0, 0],
  ] as const)('fed turned %i° with /Rotate %i: read after a %i° turn, boxes on the page as shown', async (fed, rotate, rotation, shown) => {
    const path = scannedPdf(english.path, work.dir, `turned-${fed}-${rotate}`, fed, rotate);
    const page = await pageOne(path, 'en');
    const sideways = shown % 180 === 90;
    const [w, h] = sideways ? [A4.height, A4.width] : [A4.width, A4.height];
    expect(page).toMatchObject({ method: 'ocr', rotation, unit: 'pt' });
    expectSize(page, w, h);
    expectWordsAt(
      page,
      english.words.map((word) => ({ text: word.text, box: normalize(turnBox(word.ink, shown, A4.width, A4.height), w, h) })),
    );
  });

  it.each([3, -3])('a sheet scanned %i° askew is deskewed, and its words are boxed where they lie on the scan', async (degrees) => {
    const page = await pageOne(skewedScanPdf(english.path, work.dir, `skewed-${degrees}`, degrees), 'en');
    expect(page).toMatchObject({ method: 'ocr', unit: 'pt', rotation: 0, prepared: ['deskew'] });
    expectSize(page, A4.width, A4.height);
    expectWordsAt(
      page,
      english.words.map((w) => ({ text: w.text, box: normalize(skewBox(w.ink, degrees, A4.width, A4.height), A4.width, A4.height) })),
    );
  });

  it('a cropped scan has its boxes relative to the crop box', async () => {
    const path = withPageEntries(scannedPdf(english.path, work.dir, 'scan-crop-src'), join(work.dir, 'scan-crop.pdf'), { CropBox: CROP });
    const page = await pageOne(path, 'en');
    const [w, h, x0, y0] = [CROP[2]! - CROP[0]!, CROP[3]! - CROP[1]!, CROP[0]!, A4.height - CROP[3]!];
    expect(page).toMatchObject({ method: 'ocr', unit: 'pt' });
    expectSize(page, w, h);
    expectWordsAt(
      page,
      english.words.map((word) => ({ text: word.text, box: normalize(word.ink, w, h, x0, y0) })),
    );
  });

  it('a 200 DPI TIFF is measured in pixels and read at the resolution its text needs', async () => {
    const page = await pageOne(tiffAt200(english.path, work.dir, 'english'), 'en');
    expect(page).toMatchObject({ method: 'ocr', unit: 'px', dpi: 150, rotation: 0, prepared: [] });
    expect(page.width).toBeCloseTo((A4.width * 200) / 72, -1);
    expect(page.height).toBeCloseTo((A4.height * 200) / 72, -1);
    expectWordsAt(page, onA4(english.words, 'ink'));
  });

  it('lines of a two-column page come column by column', async () => {
    // Short lines and a wide gutter, as in a newsletter: eight lines a column.
    const left = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'].map((w) => `left ${w} line`);
    const right = ['india', 'juliet', 'kilo', 'lima', 'mike', 'november', 'oscar', 'papa'].map((w) => `right ${w} line`);
    const placed = join(work.dir, 'columns.pdf');
    writePlacedPage(placed, {
      columns: [
        { x: 60, lines: left },
        { x: 340, lines: right },
      ],
      font: 'helvetica',
    });
    const page = await pageOne(scannedPdf(placed, work.dir, 'columns'), 'en');
    expect(page.lines.map((l: any) => l.text)).toEqual([...left, ...right]);
    // The columns are separate blocks, numbered in reading order.
    const leftBlocks = page.lines.slice(0, 8).map((l: any) => l.block);
    const rightBlocks = page.lines.slice(8).map((l: any) => l.block);
    expect(Math.min(...rightBlocks)).toBeGreaterThan(Math.max(...leftBlocks));
  });
});
