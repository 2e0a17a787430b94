// A document read with `pages` on its dashboard page, over HTTP: pages keep their own numbers, ten
// at a time by position ("?page=N" names a page by its number), the selection shown; the Markdown
// download is the API's; a table number past the last (or not a number) is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { DashboardClient, fetchBytes, signedInAccount } from '../support/dashboard-client.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { bornDigitalPdf } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
let t: TestServer;
let owner: { client: DashboardClient; key: string };
let id: string;

beforeAll(async () => {
  t = await startTestServer('postgres');
  owner = await signedInAccount(t, 'ranges');
  const api = { url: t.url, secretKey: owner.key };
  id = (await uploadFile(api, bornDigitalPdf(work.dir, 14, 'fourteen').path, { pages: '2, 4-' })).json.id;
  const doc = await waitForDocument(api, id, { timeoutMs: 120_000, intervalMs: 250 });
  expect(doc).toMatchObject({ status: 'completed', pages: '2,4-', pages_total: 12 });
}, 180_000);
afterAll(async () => {
  await t?.stop();
  work.cleanup();
});

const pagesShown = async (query: string) => {
  const r = await owner.client.get(`/dashboard/documents/${id}${query}`);
  expect(r.status).toBe(200);
  return { ids: [...r.text.matchAll(/<section class="card" id="page-(\d+)"/g)].map((m) => Number(m[1])), text: r.text };
};

describe('a document read with pages', () => {
  it('shows its pages ten at a time under their own numbers, with the selection', async () => {
    const first = await pagesShown('');
    expect(first.ids).toEqual([2, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(first.text).toContain('Pages 2–12 (12 selected: 2,4-)');
    expect(first.text).toContain('<span data-testid="pages-selected">2,4-</span>');
    expect(first.text).toContain(`href="/dashboard/documents/${id}?page=13" rel="next">Pages 13–14 →`);
    expect(first.text).toContain('min="2" max="14" value="2"');
    const second = await pagesShown('?page=13');
    expect(second.ids).toEqual([13, 14]);
    expect(second.text).toContain(`href="/dashboard/documents/${id}?page=2" rel="prev">← Pages 2–12`);
  });

  it('reads ?page= as a page number: one not read goes to the next read page, past the end to the last', async () => {
    expect((await pagesShown('?page=14')).ids).toEqual([13, 14]);
    expect((await pagesShown('?page=3')).ids[0]).toBe(2);
    expect((await pagesShown('?page=1')).ids[0]).toBe(2);
    expect((await pagesShown('?page=9999')).ids).toEqual([13, 14]);
    expect((await pagesShown('?page=abc')).ids).toHaveLength(10);
  });

  it("downloads the API's Markdown; has no table to download", async () => {
    const dash = await fetchBytes(`${t.url}/dashboard/documents/${id}/markdown`, { client: owner.client });
    const api = await fetchBytes(`${t.url}/v1/documents/${id}/markdown`, { key: owner.key });
    expect(dash.status).toBe(200);
    expect(dash.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(dash.headers.get('content-disposition')).toBe('attachment; filename="fourteen.md"');
    expect(dash.bytes.equals(api.bytes)).toBe(true);
    expect(dash.bytes.toString()).toContain('Page 14: ');
    expect(dash.bytes.toString()).not.toContain('Page 3: ');
    for (const k of ['1', '0', 'abc']) {
      expect((await fetchBytes(`${t.url}/dashboard/documents/${id}/tables/${k}`, { client: owner.client })).status).toBe(404);
    }
    expect((await pagesShown('')).text).not.toContain('Tables as CSV');
  });
});
