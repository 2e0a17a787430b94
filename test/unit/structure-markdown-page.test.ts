// The Markdown writer on whole pages (API.md "GET /v1/documents/{id}/markdown"): Azure Document
// Intelligence's conventions for titles, headings, lists, tables, page furniture and page breaks.
import { describe, expect, it } from 'vitest';
import type { Bbox } from '../../src/layout/page-layout.js';
import type { Paragraph, PageStructure, Table } from '../../src/structure/model.js';
import { markdownDocument, markdownPage } from '../../src/structure/writers/markdown.js';
import { tableCell } from '../support/table-cells.js';

const box: Bbox = [0.1, 0.1, 0.9, 0.2];
const p = (role: Paragraph['role'], text: string, extra: Partial<Paragraph> = {}): Paragraph => ({ role, text, bbox: box, ...extra });
const cell = tableCell;
const page = (paragraphs: Paragraph[], tables: Table[] = []): PageStructure => ({ paragraphs, tables });

async function collect(gen: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const part of gen) out += part;
  return out;
}
async function* pagesOf(...structures: PageStructure[]) {
  for (const [i, structure] of structures.entries()) yield { page: i + 1, structure };
}

describe('markdownPage', () => {
  it('writes a title, headings by level and paragraphs one a line with blank lines between', () => {
    expect(
      markdownPage(
        page([
          p('title', 'Quarterly Review'),
          p('heading', 'Volumes by Region', { level: 2 }),
          p('heading', 'North', { level: 3 }),
          p('text', 'The southern region\naccounts for most.'),
          p('caption', 'Figure 1: volumes'),
          p('footnote', '1 Estimated.'),
        ]),
      ),
    ).toBe(
      '# Quarterly Review\n\n## Volumes by Region\n\n### North\n\nThe southern region accounts for most.\n\nFigure 1: volumes\n\n1 Estimated.',
    );
  });

  it('writes bullets as "-", numbers as ordered items, other markers as printed, nested two spaces a level', () => {
    expect(
      markdownPage(
        page([
          p('list_item', 'Shipments grew.', { level: 1, marker: '•' }),
          p('list_item', 'In the north.', { level: 2, marker: '◦' }),
          p('list_item', 'Deeper still.', { level: 3, marker: '▪' }),
          p('list_item', 'Back out.', { level: 1, marker: '–' }),
          p('list_item', 'First step', { level: 1, marker: '3.' }),
          p('list_item', 'Second step', { level: 1, marker: '4)' }),
          p('list_item', 'Option', { level: 2, marker: 'a)' }),
          p('list_item', 'Roman', { level: 1, marker: 'iv.' }),
        ]),
      ),
    ).toBe(
      [
        '- Shipments grew.',
        '  - In the north.',
        '    - Deeper still.',
        '- Back out.',
        '3. First step',
        '4. Second step',
        '  a) Option',
        'iv. Roman',
      ].join('\n\n'),
    );
  });

  it('never indents a list item deeper than one level below the one before it', () => {
    expect(
      markdownPage(
        page([p('text', 'Intro'), p('list_item', 'Orphan', { level: 3, marker: '•' }), p('list_item', 'Child', { level: 4, marker: '•' })]),
      ),
    ).toBe('Intro\n\n- Orphan\n\n  - Child');
  });

  it('escapes list item text as a paragraph, after its marker', () => {
    expect(markdownPage(page([p('list_item', '# not a heading *x*', { level: 1, marker: '•' })]))).toBe('- \\# not a heading \\*x\\*');
  });

  it('writes page headers, footers and numbers as comments, wherever they stand', () => {
    expect(
      markdownPage(
        page([
          p('page_header', 'Northwind "Logistics" -- Review'),
          p('text', 'Body.'),
          p('page_number', '7'),
          p('page_footer', 'Internal use only'),
        ]),
      ),
    ).toBe(
      '<!-- PageHeader="Northwind &quot;Logistics&quot; &#45;- Review" -->\n\nBody.\n\n<!-- PageNumber="7" -->\n\n<!-- PageFooter="Internal use only" -->',
    );
  });

  it('writes a table without spans as a pipe table, its first row the header, cells escaped', () => {
    const table: Table = {
      bbox: box,
      rows: 3,
      columns: 2,
      cells: [
        cell(0, 0, 'Region'),
        cell(0, 1, 'Share | %'),
        cell(1, 0, 'North', { kind: 'row_header' }),
        cell(1, 1, '4,210\n(est.)'),
        cell(2, 0, '*South*', { kind: 'row_header' }),
        cell(2, 1, ''),
      ],
    };
    expect(markdownPage(page([p('text', 'Before'), { role: 'table', table: 0, bbox: box }, p('text', 'After')], [table]))).toBe(
      'Before\n\n| Region | Share \\| % |\n| --- | --- |\n| North | 4,210<br>(est.) |\n| \\*South\\* |  |\n\nAfter',
    );
  });

  it('writes a table with spans as HTML with th for headers, rowspan and colspan, text as entities', () => {
    const table: Table = {
      bbox: box,
      rows: 3,
      columns: 3,
      cells: [
        cell(0, 0, 'Region', { row_span: 2 }),
        cell(0, 1, 'Shipments', { column_span: 2 }),
        cell(1, 1, '2025', { kind: 'column_header' }),
        cell(1, 2, '2026 <est>', { kind: 'column_header' }),
        cell(2, 0, 'Північ', { kind: 'row_header' }),
        cell(2, 1, 'A & B\nC'),
        cell(2, 2, ''),
      ],
    };
    expect(markdownPage(page([{ role: 'table', table: 0, bbox: box }], [table]))).toBe(
      [
        '<table>',
        '<tr>',
        '<th rowspan="2">Region</th>',
        '<th colspan="2">Shipments</th>',
        '</tr>',
        '<tr>',
        '<th>2025</th>',
        '<th>2026 &lt;est&gt;</th>',
        '</tr>',
        '<tr>',
        '<th>Північ</th>',
        '<td>A &amp; B<br>C</td>',
        '<td></td>',
        '</tr>',
        '</table>',
      ].join('\n'),
    );
  });

  it('writes a table no paragraph placed after the paragraphs, and skips empty paragraphs', () => {
    const table: Table = { bbox: box, rows: 1, columns: 1, cells: [cell(0, 0, 'Only')] };
    expect(markdownPage(page([p('text', 'Text'), p('text', '  ')], [table]))).toBe('Text\n\n| Only |\n| --- |');
  });

  it('writes nothing for a page without structure', () => {
    expect(markdownPage(page([]))).toBe('');
  });
});

describe('markdownDocument', () => {
  it('separates pages with a PageBreak comment and ends with a newline', async () => {
    const md = await collect(markdownDocument(pagesOf(page([p('title', 'Звіт')]), page([p('text', 'Друга сторінка.')]))));
    expect(md).toBe('# Звіт\n\n<!-- PageBreak -->\n\nДруга сторінка.\n');
  });

  it('keeps the page breaks of pages with nothing to show', async () => {
    const md = await collect(markdownDocument(pagesOf(page([]), page([p('text', 'Two')]), page([]), page([p('text', 'Four')]))));
    expect(md).toBe('<!-- PageBreak -->\n\nTwo\n\n<!-- PageBreak -->\n\n<!-- PageBreak -->\n\nFour\n');
    expect(await collect(markdownDocument(pagesOf(page([]))))).toBe('');
  });

  it('takes one page at a time from its source', async () => {
    const asked: number[] = [];
    async function* source() {
      for (let n = 1; n <= 3; n++) {
        asked.push(n);
        yield { page: n, structure: page([p('text', `Page ${n}`)]) };
      }
    }
    const gen = markdownDocument(source());
    expect((await gen.next()).value).toBe('Page 1');
    expect(asked).toEqual([1]);
    await collect(gen);
    expect(asked).toEqual([1, 2, 3]);
  });
});
