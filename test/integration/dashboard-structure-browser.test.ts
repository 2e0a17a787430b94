// Tables on the dashboard in chromium against a real `docrec serve` child on PostgreSQL: a
// born-digital PDF with a ruled table (typeset by chromium) shows its table's outline and cells
// drawn exactly over the page image, with JavaScript on and off, a check box hides them, and the
// Markdown and the table's CSV download with the API's bytes. The upload form's `pages` field
// reaches the document, and a bad one is refused with the API's message. Screenshots go to
// test/artifacts/ (document-table-boxes.png).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, screenshot, watchedPage, type Browser } from '../support/browser.js';
import { signInInBrowser } from '../support/dashboard-in-browser.js';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { freshSchema } from '../support/server.js';
import { call, form } from '../support/http.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { knownTable, tablePdf, TABLE_ROWS } from '../support/table-document.js';
import { expectCellsOverTable, uploadWithPages } from '../support/dashboard-structure.js';
import { bornDigitalPdf } from '../fixtures/documents.js';

let schema: Awaited<ReturnType<typeof freshSchema>>;
let dataDir: string;
let serve: ServeProcess;
let browser: Browser;
let page: Page;
let api: { url: string; secretKey: string };
let id: string;
let table: any;
const problems: string[] = [];

beforeAll(async () => {
  schema = await freshSchema();
  dataDir = await mkdtemp(join(tmpdir(), 'docrec-structure-'));
  serve = await serveProcess({
    DATABASE_URL: schema.url,
    DATA_DIR: dataDir,
    MIN_FREE_DISK_BYTES: '0',
    OCR_THREADS: '1',
    LOG_LEVEL: 'warn',
  });
  api = { url: serve.url, secretKey: serve.secretKey! };
  browser = await launchBrowser();
  page = await watchedPage(browser, problems);
  const password = /email:\s+admin@localhost\n\s+password:\s+(\S+)\n/.exec(serve.output())![1]!;
  await signInInBrowser(page, serve.url, password);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  serve?.child.kill('SIGTERM');
  await serve?.exited;
  await schema?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a document with a table in chromium', { timeout: 180_000 }, () => {
  it('draws the table outline and every cell over the page image', async () => {
    id = (await uploadFile(api, await tablePdf(browser, dataDir))).json.id;
    expect((await waitForDocument(api, id, { timeoutMs: 120_000, intervalMs: 1000 })).status).toBe('completed');
    // The page worker found the table: its cells are the typeset ones, where they were typeset.
    table = (await call(`${serve.url}/v1/documents/${id}/pages/1`, { key: api.secretKey })).json.tables[0];
    expect(table.cells.map((c: any) => c.text)).toEqual(TABLE_ROWS.flat());
    knownTable().bbox.forEach((v, i) => expect(Math.abs(table.bbox[i] - v), `table bbox ${i}`).toBeLessThan(0.01));
    await page.goto(`${serve.url}/dashboard/documents/${id}`);
    await expectCellsOverTable(page, 1, table, 1);
    expect(await page.locator('#page-1 figcaption').textContent()).toContain('Table 1 (4 × 3)');
    await screenshot(page, 'document-table-boxes');
  });

  it('hides the cells with the "Table cells" check box, and the word boxes with theirs', async () => {
    await page.locator('#page-1').getByRole('checkbox', { name: 'Table cells' }).uncheck();
    expect(await page.locator('#page-1 svg.table-boxes').isVisible()).toBe(false);
    expect(await page.locator('#page-1 svg.word-boxes').isVisible()).toBe(true);
    await page.locator('#page-1').getByRole('checkbox', { name: 'Word boxes' }).uncheck();
    expect(await page.locator('#page-1 svg.word-boxes').isVisible()).toBe(false);
    await page.locator('#page-1').getByRole('checkbox', { name: 'Table cells' }).check();
    expect(await page.locator('#page-1 svg.table-boxes').isVisible()).toBe(true);
  });

  it('draws the same cells with JavaScript off', async () => {
    const noScript = await launchBrowser(undefined, { javaScriptEnabled: false });
    try {
      const p = await noScript.context.newPage();
      await signInInBrowser(p, serve.url, /password:\s+(\S+)\n/.exec(serve.output())![1]!);
      await p.goto(`${serve.url}/dashboard/documents/${id}`);
      await expectCellsOverTable(p, 1, table, 1);
      expect(await p.getByRole('link', { name: 'Table 1 (page 1)' }).count()).toBe(1);
    } finally {
      await noScript.close();
    }
  });

  it('downloads the Markdown and the table as CSV, the same bytes as the API', async () => {
    await page.reload();
    const [md] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Markdown' }).click()]);
    expect(md.suggestedFilename()).toBe('freight-table.md');
    const markdown = await readFile(await md.path(), 'utf8');
    expect(markdown).toMatch(/\| Region \| Shipments \| Revenue \|/);
    expect(markdown).toBe((await call(`${serve.url}/v1/documents/${id}/markdown`, { key: api.secretKey })).text);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Table 1 (page 1)' }).click()]);
    expect(csv.suggestedFilename()).toBe('freight-table-table-1.csv');
    const bytes = await readFile(await csv.path());
    expect(bytes.toString('utf8')).toBe(
      `\uFEFF${TABLE_ROWS.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\r\n')}\r\n`,
    );
    const fromApi = await fetch(`${serve.url}/v1/documents/${id}/tables/1?format=csv`, {
      headers: { Authorization: `Bearer ${api.secretKey}` },
    });
    expect(Buffer.from(await fromApi.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe("the upload form's pages field", { timeout: 180_000 }, () => {
  it('reads only the pages asked for: the document echoes them and shows those pages', async () => {
    const pdf = bornDigitalPdf(dataDir, 3, 'three-pages');
    const docId = await uploadWithPages(page, serve.url, pdf.path, ' 2-3 ');
    await page.waitForSelector('#page-3', { timeout: 120_000 });
    expect(await page.locator('section[id^=page-]').evaluateAll((s) => s.map((e) => e.id))).toEqual(['page-2', 'page-3']);
    expect(await page.getByTestId('pages-selected').textContent()).toBe('2-3');
    const doc = await waitForDocument(api, docId, { intervalMs: 1000 });
    expect(doc).toMatchObject({ status: 'completed', pages: '2-3', pages_total: 2 });
  });

  it('refuses a bad range with the message the API gives, with and without JavaScript', async () => {
    const pdf = bornDigitalPdf(dataDir, 1, 'bad-range');
    const fromApi = await call(`${serve.url}/v1/documents`, {
      method: 'POST',
      key: api.secretKey,
      body: form(await readFile(pdf.path), { pages: '3-1' }, 'bad-range.pdf'),
    });
    expect(fromApi.status).toBe(400);
    const message: string = fromApi.json.error.message;
    await page.goto(`${serve.url}/dashboard/documents`);
    await page.getByLabel(/^Files/).setInputFiles(pdf.path);
    await page.getByLabel('Pages').fill('3-1');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.locator('#upload-progress li.error').textContent()).toContain(`refused (400) ${message}`);
    const noScript = await launchBrowser(undefined, { javaScriptEnabled: false });
    try {
      const p = await noScript.context.newPage();
      await signInInBrowser(p, serve.url, /password:\s+(\S+)\n/.exec(serve.output())![1]!);
      await p.goto(`${serve.url}/dashboard/documents`);
      await p.getByLabel(/^Files/).setInputFiles(pdf.path);
      await p.getByLabel('Pages').fill('3-1');
      await p.getByRole('button', { name: 'Upload' }).click();
      expect(await p.locator('p.error').textContent()).toBe(message);
    } finally {
      await noScript.close();
    }
  });

  it('met no script error and no Content-Security-Policy violation', () => {
    // The refused upload's 400 is logged by chromium as a failed resource: that one was asked for.
    expect(problems.filter((p) => !/status of 400 \(Bad Request\)/.test(p))).toEqual([]);
  });
});
