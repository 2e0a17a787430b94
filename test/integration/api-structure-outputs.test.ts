// The document's structure through the running server (API.md "GET /v1/documents/{id}/markdown",
// "/tables", "/tables/{k}", "/hocr"): a completed born-digital PDF whose pages' stored structure
// is set here (as the page worker stores it: structure-codec.ts), so the serving side is checked
// on known paragraphs and tables whatever the structure builders find. Every response is checked
// against the OpenAPI document.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http.js';
import { uploadFile, waitForDocument } from '../support/documents.js';
import { validateResponse } from '../support/openapi-validator.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { corruptPdf, writePdf } from '../fixtures/documents.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import type { Bbox } from '../../src/layout/page-layout.js';
import type { DraftParagraph, Table } from '../../src/structure/model.js';
import { documentStyle } from '../../src/structure/document-style.js';
import { encodeStructure } from '../../src/structure/structure-codec.js';
import { attachment } from '../../src/http/content-disposition.js';
import { tableCell } from '../support/table-cells.js';

const work = makeWorkDir();
let server: TestServer;
let t: { url: string; secretKey: string };
let id: string;

const box: Bbox = [0.1, 0.1, 0.9, 0.2];
const body = { size: 10, bold: false };
const draft = (role: DraftParagraph['role'], text: string | undefined, extra: Partial<DraftParagraph> = {}): DraftParagraph => ({
  role,
  ...(text === undefined ? {} : { text }),
  bbox: box,
  style: body,
  lines: [],
  ...extra,
});
const cell = tableCell;

const plainTable: Table = {
  bbox: [0.1, 0.5, 0.9, 0.7],
  rows: 2,
  columns: 2,
  cells: [cell(0, 0, 'Region'), cell(0, 1, 'Share | %'), cell(1, 0, 'Північ'), cell(1, 1, '4,210')],
};
const spannedTable: Table = {
  bbox: [0.2, 0.3, 0.8, 0.6],
  rows: 3,
  columns: 3,
  cells: [
    cell(0, 0, 'Region', { row_span: 2 }),
    cell(0, 1, 'Shipments, t', { column_span: 2 }),
    cell(1, 1, '2025', { kind: 'column_header' }),
    cell(1, 2, '2026 "est."', { kind: 'column_header' }),
    cell(2, 0, 'Київ', { kind: 'row_header' }),
    cell(2, 1, '1\n2'),
    cell(2, 2, ''),
  ],
};
const page1 = [
  draft('page_header', 'Northwind Logistics', { bbox: [0.1, 0.02, 0.9, 0.04] }),
  draft('title', 'Quarterly Review', { style: { size: 24, bold: true } }),
  draft('heading', 'Volumes by Region', { level: 2, style: { size: 16, bold: true } }),
  draft('text', 'Growth was *strong* in [most] regions; see #4.'),
  draft('list_item', 'Shipments grew.', { level: 1, marker: '•' }),
  draft('list_item', 'Mostly in the north.', { level: 2, marker: '◦' }),
  draft('list_item', 'Second point', { level: 1, marker: '2.' }),
  draft('table', undefined, { table: 0, bbox: plainTable.bbox }),
  draft('page_footer', 'Internal use only', { bbox: [0.1, 0.95, 0.9, 0.97] }),
];
const page3 = [draft('text', '- not a list item'), draft('table', undefined, { table: 0, bbox: spannedTable.bbox })];

async function get(path: string, key = t.secretKey) {
  const r = await fetch(`${t.url}/v1/documents/${path}`, { headers: { Authorization: `Bearer ${key}` } });
  const bytes = Buffer.from(await r.arrayBuffer());
  const contentType = r.headers.get('content-type') ?? '';
  const text = bytes.toString('utf8');
  const body = contentType.startsWith('application/json') ? JSON.parse(text) : text;
  validateResponse({ method: 'GET', path: `/v1/documents/${path}`, status: r.status, contentType, body });
  return { status: r.status, headers: r.headers, bytes, text, body };
}

beforeAll(async () => {
  server = await startTestServer('postgres');
  t = { url: server.url, secretKey: (await server.createAccount('enterprise', { rpm: 100_000 })).secretKey };
  const path = join(work.dir, 'quarterly review.pdf');
  writePdf(path, [{ lines: ['Quarterly Review'] }, { lines: ['Nothing here'] }, { lines: ['Regions'] }]);
  id = (await uploadFile(t, path)).json.id;
  expect((await waitForDocument(t, id, { timeoutMs: 60_000 })).status).toBe('completed');
  // The structure as the worker would have stored it, and the document's style from it as completion does.
  const db = server.server.deps.database.db;
  const pages = [
    { paragraphs: page1, tables: [plainTable] },
    { paragraphs: [], tables: [] },
    { paragraphs: page3, tables: [spannedTable] },
  ];
  for (const [i, structure] of pages.entries()) {
    await db
      .updateTable('document_pages')
      .set({ structure: encodeStructure(structure) })
      .where('document_id', '=', id)
      .where('page', '=', i + 1)
      .execute();
  }
  const style = documentStyle(pages.map((p) => p.paragraphs));
  await db
    .updateTable('documents')
    .set({ structure_style: JSON.stringify(style) })
    .where('id', '=', id)
    .execute();
}, 90_000);
afterAll(async () => {
  await server?.stop();
  work.cleanup();
});

describe('GET /v1/documents/{id}/markdown', () => {
  it('is the document as Markdown: headings, escaped text, lists, tables, furniture and page breaks', async () => {
    const r = await get(`${id}/markdown`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const blocks = r.text.trimEnd().split('\n\n');
    expect(blocks).toEqual([
      '<!-- PageHeader="Northwind Logistics" -->',
      '# Quarterly Review',
      '## Volumes by Region',
      'Growth was \\*strong\\* in \\[most\\] regions; see #4.',
      '- Shipments grew.',
      '  - Mostly in the north.',
      '2. Second point',
      '| Region | Share \\| % |\n| --- | --- |\n| Північ | 4,210 |',
      '<!-- PageFooter="Internal use only" -->',
      '<!-- PageBreak -->',
      '<!-- PageBreak -->',
      '\\- not a list item',
      expect.stringMatching(/^<table>\n<tr>\n<th rowspan="2">Region<\/th>\n<th colspan="2">Shipments, t<\/th>\n<\/tr>\n/),
    ]);
    expect(r.text).toContain('<th>2026 &quot;est.&quot;</th>\n</tr>\n<tr>\n<th>Київ</th>\n<td>1<br>2</td>\n<td></td>\n</tr>\n</table>\n');
  });
});

describe('GET /v1/documents/{id}/tables', () => {
  it('lists every table in page order, numbered across the document, with its page', async () => {
    const r = await get(`${id}/tables`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      object: 'list',
      data: [
        { object: 'table', index: 1, page: 1, ...plainTable },
        { object: 'table', index: 2, page: 3, ...spannedTable },
      ],
    });
  });

  it('gives one table as JSON, and 404 past the last or for what is not a table number', async () => {
    const r = await get(`${id}/tables/2`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ object: 'table', index: 2, page: 3, ...spannedTable });
    for (const k of ['3', '0', '-1', 'x', '1.0', '99999999999']) {
      const missing = await get(`${id}/tables/${k}`);
      expect(missing.status, k).toBe(404);
      expect(missing.body.error.code).toBe('not_found');
    }
  });

  it('gives one table as CSV with a byte order mark, named after the upload', async () => {
    const r = await get(`${id}/tables/2?format=csv`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="quarterly review-table-2.csv"');
    expect(r.headers.get('content-disposition')).toBe(attachment('quarterly review.pdf', '-table-2.csv'));
    expect([...r.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(r.bytes.subarray(3).toString('utf8')).toBe('Region,"Shipments, t",\r\n,2025,"2026 ""est."""\r\nКиїв,"1\n2",\r\n');
  });

  it('refuses a format other than csv, naming the parameter', async () => {
    const r = await get(`${id}/tables/1?format=xlsx`);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'invalid_request', param: 'format' });
  });
});

describe('the pages and hOCR carry the structure too', () => {
  it('serves paragraphs and tables on the page objects', async () => {
    const page = (await get(`${id}/pages/1`)).body;
    expect(page.tables).toEqual([plainTable]);
    expect(page.paragraphs.map((p: { role: string }) => p.role)).toEqual(page1.map((p) => p.role));
    const list = (await get(`${id}/pages`)).body;
    expect(list.data.map((p: { tables: Table[] }) => p.tables.length)).toEqual([1, 0, 1]);
  });

  it('marks each table as an ocr_table area in the pixels the page was read at', async () => {
    const r = await get(`${id}/hocr`);
    expect(r.status).toBe(200);
    const pixels = async (n: number, b: Bbox) => {
      const page = (await get(`${id}/pages/${n}`)).body;
      const scale = page.unit === 'px' ? 1 : (page.dpi ?? 72) / 72;
      const [w, h] = [Math.round(page.width * scale), Math.round(page.height * scale)];
      return [b[0] * w, b[1] * h, b[2] * w, b[3] * h].map(Math.round).join(' ');
    };
    expect(r.text).toContain(`<div class="ocr_table" id="table_1_1" title="bbox ${await pixels(1, plainTable.bbox)}"></div>`);
    expect(r.text).toContain(`<div class="ocr_table" id="table_3_1" title="bbox ${await pixels(3, spannedTable.bbox)}"></div>`);
    expect(r.text.match(/class="ocr_table"/g)).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('409 not_ready until the document has completed, failed ones included', async () => {
    const failed = (await uploadFile(t, corruptPdf(work.dir))).json.id;
    expect((await waitForDocument(t, failed)).status).toBe('failed');
    const db = server.server.deps.database.db;
    // Held by another instance's live lease: a processing row without one is work to resume, and
    // this server's scheduler would claim and complete it again mid-test (seen once under load).
    const lease = { lease_owner: 'elsewhere', lease_expires_at: new Date(Date.now() + 3_600_000) };
    await db
      .updateTable('documents')
      .set({ status: 'processing', ...lease })
      .where('id', '=', id)
      .execute();
    try {
      for (const doc of [failed, id]) {
        for (const suffix of ['markdown', 'tables', 'tables/1', 'tables/1?format=csv']) {
          const r = await get(`${doc}/${suffix}`);
          expect(r.status, `${doc}/${suffix}`).toBe(409);
          expect(r.body.error.code).toBe('not_ready');
        }
      }
    } finally {
      await db
        .updateTable('documents')
        .set({ status: 'completed', lease_owner: null, lease_expires_at: null })
        .where('id', '=', id)
        .execute();
    }
  });

  it('404 for another account or the other mode, 403 without documents:read', async () => {
    const other = await server.createAccount('enterprise', { rpm: 100_000 });
    const { key } = await server.createKey('default', 'restricted', ['documents:write']);
    for (const suffix of ['markdown', 'tables', 'tables/1']) {
      expect((await get(`${id}/${suffix}`, other.secretKey)).status).toBe(404);
      expect((await get(`${id}/${suffix}`, server.testKey)).status).toBe(404);
      const r = await call(`${t.url}/v1/documents/${id}/${suffix}`, { key });
      expect(r.status).toBe(403);
      expect(r.json.error.required_scope).toBe('documents:read');
    }
  });
});
