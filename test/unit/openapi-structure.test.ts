// The OpenAPI document on structure (API.md "Structure: paragraphs and tables on a page",
// "/markdown", "/tables", "/tables/{k}"): sample bodies it must accept, and ones it must refuse.
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../support/openapi-validator.js';

const ID = 'doc_01JDQ3Z0Y4W8V6T5S4R3Q2P1N0';
const bbox = [0.1, 0.04, 0.9, 0.06];
const cell = (row: number, column: number, text: string, kind = 'content', spans: [number, number] = [1, 1]) => ({
  row,
  column,
  row_span: spans[0],
  column_span: spans[1],
  kind,
  text,
  bbox,
});
const table = {
  bbox,
  rows: 2,
  columns: 2,
  cells: [
    cell(0, 0, 'Region', 'column_header'),
    cell(0, 1, 'Shipments', 'column_header'),
    cell(1, 0, 'North', 'row_header'),
    cell(1, 1, '4,210'),
  ],
};
const paragraphs = [
  { role: 'page_header', text: 'Northwind Logistics', bbox },
  { role: 'title', text: 'Quarterly Review', bbox },
  { role: 'heading', level: 2, text: 'Volumes by Region', bbox },
  { role: 'list_item', level: 1, marker: '•', text: 'Shipments grew.', bbox },
  { role: 'table', table: 0, bbox },
  { role: 'page_footer', text: 'Internal use only', bbox },
];
const page = {
  object: 'page',
  page: 7,
  method: 'text_layer',
  language: 'en',
  confidence: 1,
  text: 'Quarterly Review',
  width: 612,
  height: 792,
  unit: 'pt',
  rotation: 0,
  dpi: null,
  prepared: [],
  error: null,
  lines: [],
  paragraphs,
  tables: [table],
};
const { object: _o, rotation: _r, dpi: _d, prepared: _p, lines: _l, ...listItem } = page;

const check =
  (path: string, body: unknown, contentType = 'application/json; charset=utf-8', status = 200) =>
  () =>
    validateResponse({ method: 'GET', path: `/v1/documents/${ID}${path}`, status, contentType, body });

describe('OpenAPI: structure', () => {
  it('accepts pages with paragraphs and tables, the table list, one table, CSV and Markdown', () => {
    expect(check('/pages/7', page)).not.toThrow();
    expect(check('/pages', { object: 'list', data: [listItem] })).not.toThrow();
    expect(check('/tables', { object: 'list', data: [{ object: 'table', index: 1, page: 7, ...table }] })).not.toThrow();
    expect(check('/tables', { object: 'list', data: [] })).not.toThrow();
    expect(check('/tables/1', { object: 'table', index: 1, page: 7, ...table })).not.toThrow();
    expect(check('/tables/1?format=csv', '\uFEFFRegion,Shipments\r\n', 'text/csv; charset=utf-8')).not.toThrow();
    expect(check('/markdown', '# Quarterly Review\n', 'text/markdown; charset=utf-8')).not.toThrow();
    for (const path of ['/markdown', '/tables', '/tables/1']) {
      expect(check(path, { error: { code: 'not_ready', message: 'x' } }, 'application/json', 409)).not.toThrow();
    }
    expect(check('/tables/9', { error: { code: 'not_found', message: 'x' } }, 'application/json', 404)).not.toThrow();
    expect(
      check('/tables/1?format=xlsx', { error: { code: 'invalid_request', message: 'x', param: 'format' } }, 'application/json', 400),
    ).not.toThrow();
  });

  it('refuses a page without its structure, and paragraphs that break their role', () => {
    const { paragraphs: _, ...bare } = page;
    expect(check('/pages/7', bare)).toThrow(/paragraphs/);
    const withParagraph = (p: object) => ({ ...page, paragraphs: [p] });
    expect(check('/pages/7', withParagraph({ role: 'table', bbox }))).toThrow(/table/);
    expect(check('/pages/7', withParagraph({ role: 'text', bbox }))).toThrow(/text/);
    expect(check('/pages/7', withParagraph({ role: 'heading', level: 1, text: 'x', bbox }))).toThrow(/minimum/);
    expect(check('/pages/7', withParagraph({ role: 'list_item', level: 1, text: 'x', bbox }))).toThrow(/marker/);
    expect(check('/pages/7', withParagraph({ role: 'sidebar', text: 'x', bbox }))).toThrow(/role/);
  });

  it('refuses a table with a bad cell or without its place in the document', () => {
    expect(check('/tables/1', { object: 'table', page: 7, ...table })).toThrow(/index/);
    const bad = { ...table, cells: [{ ...cell(0, 0, 'x'), kind: 'footer' }] };
    expect(check('/tables/1', { object: 'table', index: 1, page: 7, ...bad })).toThrow(/kind/);
    expect(check('/tables/1', { object: 'table', index: 1, page: 7, ...table, cells: [{ ...cell(0, 0, 'x'), row_span: 0 }] })).toThrow(
      /row_span/,
    );
  });
});
