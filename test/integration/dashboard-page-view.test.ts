// A document's page in the dashboard over HTTP, from real recognitions: a box per served word at its
// bbox, each image's ink inside those boxes (upright, /Rotate, crop box, text layer), ten pages a
// view, downloads identical to the API's, scoping; an OCR_THREADS=0 server draws the images too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { startTestServer, type TestServer } from '../support/server.js';
import { DashboardClient, fetchBytes, signedInAccount } from '../support/dashboard-client.js';
import { recognizedDocument } from '../support/documents.js';
import { decodeGray, inkInBoxes } from '../support/ink-boxes.js';
import { startServer, type RunningServer } from '../../src/main.js';
import { loadConfig } from '../../src/config/config.js';
import { knownPage, scannedPdf } from '../fixtures/layout-documents.js';
import { bornDigitalPdf, corruptPdf, writeImageBombPdf } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { slowToDrawPdf } from '../fixtures/heavy-page.js';

const work = makeWorkDir();
let t: TestServer;
let apiNode: RunningServer;
let owner: { client: DashboardClient; key: string };
let scan: { id: string; pages: any[] };

beforeAll(async () => {
  t = await startTestServer('postgres');
  owner = await signedInAccount(t, 'owner');
  // Upright scan, scan under /Rotate 90, scan with a crop box, born-digital text page.
  const { id } = await recognizedDocument(t.url, owner.key, scannedPdf(work.dir, knownPage(work.dir), 'table'));
  const pages = await Promise.all(
    [1, 2, 3, 4].map(async (n) =>
      JSON.parse((await fetchBytes(`${t.url}/v1/documents/${id}/pages/${n}`, { key: owner.key })).bytes.toString()),
    ),
  );
  scan = { id, pages };
  // An API node: recognizes nothing, shares the database and the files.
  apiNode = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.server.deps.config.databaseUrl!,
      OCR_THREADS: '0',
      MIN_FREE_DISK_BYTES: '0',
      LOG_LEVEL: 'silent',
    }),
    { logger: pino({ level: 'silent' }), defaultMetrics: false },
  );
}, 240_000);
afterAll(async () => {
  await apiNode?.stop();
  await t?.stop();
  work.cleanup();
});

describe('the document page', () => {
  it('draws one box per served word at its bbox over each page image, with the page text', async () => {
    const page = await owner.client.get(`/dashboard/documents/${scan.id}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/\sstyle=/);
    const sections = page.text.split('<section').slice(1);
    expect(sections).toHaveLength(4);
    sections.forEach((html, i) => {
      const served = scan.pages[i];
      expect(html).toContain(`src="/dashboard/documents/${scan.id}/pages/${i + 1}/image"`);
      const rects = [
        ...html.matchAll(
          /<rect class="word( low)?" x="([\d.]+)%" y="([\d.]+)%" width="([\d.]+)%" height="([\d.]+)%"><title>([^<]*)<\/title>/g,
        ),
      ];
      const words = served.lines.flatMap((l: any) => l.words);
      expect(words.length).toBeGreaterThan(10);
      expect(rects).toHaveLength(words.length);
      rects.forEach((m, k) => {
        const [l, top, r, b] = words[k].bbox;
        expect(Number(m[2])).toBeCloseTo(l * 100, 3);
        expect(Number(m[3])).toBeCloseTo(top * 100, 3);
        expect(Number(m[4])).toBeCloseTo((r - l) * 100, 3);
        expect(Number(m[5])).toBeCloseTo((b - top) * 100, 3);
        expect(m[1] === ' low').toBe(words[k].confidence < 0.6);
        expect(m[6]).toContain(words[k].text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
      });
      expect(html).toContain('data-testid="page-text"');
    });
    for (const label of ['Download text', 'Download searchable PDF', 'Download hOCR', 'Download JSON']) expect(page.text).toContain(label);
  });

  it('serves each page image as displayed: its ink inside the served word boxes', async () => {
    for (const served of scan.pages) {
      const r = await fetchBytes(`${t.url}/dashboard/documents/${scan.id}/pages/${served.page}/image`, { client: owner.client });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
      expect(r.headers.get('cache-control')).toMatch(/^private, max-age=\d{7,}/);
      const image = decodeGray(r.bytes);
      expect(image.width / image.height).toBeCloseTo(served.width / served.height, 2);
      const boxes = served.lines.flatMap((l: any) => l.words.map((w: any) => w.bbox));
      const report = inkInBoxes(image, boxes);
      expect(report.inside, `page ${served.page}`).toBeGreaterThan(0.9);
      // A box over blank paper would be a misplaced one.
      expect(report.emptyBoxes, `page ${served.page}`).toBeLessThanOrEqual(Math.ceil(boxes.length * 0.02));
    }
  });

  it('is drawn by an OCR_THREADS=0 node too (the preview thread is not the OCR pool)', async () => {
    const client = new DashboardClient(apiNode.url);
    client.cookie = owner.client.cookie;
    const r = await client.get(`/dashboard/documents/${scan.id}`);
    expect(r.text).toContain(`/pages/1/image`);
    const image = await fetchBytes(`${apiNode.url}/dashboard/documents/${scan.id}/pages/2/image`, { client });
    expect(image.status).toBe(200);
    expect(decodeGray(image.bytes).width).toBeGreaterThan(decodeGray(image.bytes).height);
  });

  it('is rendered off the event loop: the loop never waits half as long as an image takes', async () => {
    const { id, doc } = await recognizedDocument(t.url, owner.key, slowToDrawPdf(work.dir));
    expect(doc.status).toBe('completed');
    const image = `${t.url}/dashboard/documents/${id}/pages/1/image`;
    expect((await fetchBytes(image, { client: owner.client })).status).toBe(200); // the thread is up
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    const replies = await Promise.all([1, 2, 3, 4].map(() => fetchBytes(image, { client: owner.client })));
    const perImage = (performance.now() - started) / replies.length;
    loop.disable();
    expect(replies.every((r) => r.status === 200)).toBe(true);
    console.log(`a slow page image: ${perImage.toFixed(0)} ms each; longest event-loop delay ${(loop.max / 1e6).toFixed(0)} ms`);
    // Rendered on the loop, each image blocks it for its whole time (measured: 2x an image's time
    // with queued ones back to back); off it, the longest wait was 5-15 % of it.
    expect(loop.max / 1e6).toBeLessThan(perImage / 2);
  });

  it('shows ten pages at a time, with links to the others', async () => {
    const { id } = await recognizedDocument(t.url, owner.key, bornDigitalPdf(work.dir, 12, 'twelve').path);
    const pagesShown = async (query: string) => {
      const r = await owner.client.get(`/dashboard/documents/${id}${query}`);
      return { ids: [...r.text.matchAll(/<section class="card" id="page-(\d+)"/g)].map((m) => Number(m[1])), text: r.text };
    };
    const first = await pagesShown('');
    expect(first.ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.text).toContain('Pages 1–10 of 12');
    expect(first.text).toContain(`href="/dashboard/documents/${id}?page=11"`);
    expect((await pagesShown('?page=11')).ids).toEqual([11, 12]);
    expect((await pagesShown('?page=12')).ids).toEqual([11, 12]);
    expect((await pagesShown('?page=9999')).ids).toEqual([11, 12]);
    expect((await pagesShown('?page=abc')).ids).toHaveLength(10);
  });
});

describe('downloads', () => {
  it("are the API's files: the same searchable PDF, hOCR and text, named after the upload", async () => {
    for (const [path, type] of [
      ['pdf', 'application/pdf'],
      ['hocr', 'text/html; charset=utf-8'],
      ['text', 'text/plain; charset=utf-8'],
    ] as const) {
      const mine = await fetchBytes(`${t.url}/dashboard/documents/${scan.id}/${path}`, { client: owner.client });
      const api = await fetchBytes(`${t.url}/v1/documents/${scan.id}/${path}`, { key: owner.key });
      expect(mine.status, path).toBe(200);
      expect(mine.headers.get('content-type')).toBe(type);
      expect(mine.headers.get('content-disposition')).toMatch(/^attachment; filename="scanned-table\.(pdf|hocr|txt)"$/);
      expect(mine.bytes.equals(api.bytes), path).toBe(true);
    }
  });

  it('include JSON: the document with every page as GET /v1/documents/{id}/pages/{n} gives it', async () => {
    const r = await fetchBytes(`${t.url}/dashboard/documents/${scan.id}/json`, { client: owner.client });
    const doc = JSON.parse(r.bytes.toString());
    expect(doc).toMatchObject({ id: scan.id, object: 'document', status: 'completed' });
    expect(doc.pages).toEqual(scan.pages);
  });

  it('of a failed document: JSON only; text, PDF and hOCR answer 409', async () => {
    const { id, doc } = await recognizedDocument(t.url, owner.key, corruptPdf(work.dir));
    expect(doc.status).toBe('failed');
    for (const path of ['pdf', 'hocr', 'text'])
      expect((await owner.client.get(`/dashboard/documents/${id}/${path}`)).status, path).toBe(409);
    expect((await owner.client.get(`/dashboard/documents/${id}/json`)).status).toBe(200);
  });
});

describe('a page that could not be read', () => {
  it('shows its error and no image; its image answers 404 rather than decoding it', async () => {
    const { id, doc } = await recognizedDocument(t.url, owner.key, await writeImageBombPdf(work.dir));
    expect(doc.pages_failed).toBe(1);
    const page = await owner.client.get(`/dashboard/documents/${id}`);
    expect(page.text).toContain('image_too_large');
    expect(page.text).not.toContain('<img');
    expect((await owner.client.get(`/dashboard/documents/${id}/pages/1/image`)).status).toBe(404);
  });
});

describe('page images are scoped like every dashboard route', () => {
  const image = (n: number | string = 1) => `/dashboard/documents/${scan.id}/pages/${n}/image`;

  it('404 for another account, for every file of the document', async () => {
    const stranger = await signedInAccount(t, 'stranger');
    for (const path of [
      image(),
      `/dashboard/documents/${scan.id}`,
      `/dashboard/documents/${scan.id}/pdf`,
      `/dashboard/documents/${scan.id}/hocr`,
      `/dashboard/documents/${scan.id}/json`,
    ]) {
      expect((await stranger.client.get(path)).status, path).toBe(404);
    }
  });

  it('404 in test mode for a live document, 200 back in live mode', async () => {
    const csrf = await owner.client.csrf();
    expect((await owner.client.post('/dashboard/mode', { csrf, mode: 'test' })).status).toBe(303);
    expect((await owner.client.get(image())).status).toBe(404);
    expect((await owner.client.post('/dashboard/mode', { csrf, mode: 'live' })).status).toBe(303);
    expect((await owner.client.get(image())).status).toBe(200);
  });

  it('without a session: a redirect to sign in (401 for a script)', async () => {
    const anonymous = new DashboardClient(t.url);
    const r = await anonymous.get(image());
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/dashboard/sign-in');
    expect((await anonymous.get(image(), { accept: 'application/json' })).status).toBe(401);
    // An API key is no session.
    expect((await fetchBytes(`${t.url}${image()}`, { key: owner.key })).status).toBe(303);
  });

  it('404 for pages that are not there', async () => {
    for (const n of [0, 5, 'x', '1e3', -1]) expect((await owner.client.get(image(n))).status, String(n)).toBe(404);
  });
});
