// The table layer's markup: an outline and a rect per cell at its bbox in percent (no style
// attribute), header cells told apart, every tooltip naming the table's number in the document
// with the cell's place and its text escaped; nothing at all for a page without tables.
import { describe, expect, it } from 'vitest';
import { tableBoxes, tablesNote } from '../../src/dashboard/table-boxes.js';
import { pageFigure } from '../../src/dashboard/page-figure.js';
import type { Table } from '../../src/structure/model.js';

const table: Table = {
  bbox: [0.1, 0.2, 0.9, 0.4],
  rows: 2,
  columns: 2,
  cells: [
    { row: 0, column: 0, row_span: 1, column_span: 2, kind: 'column_header', text: 'Region <b>&</b>', bbox: [0.1, 0.2, 0.9, 0.3] },
    { row: 1, column: 0, row_span: 1, column_span: 1, kind: 'row_header', text: 'North', bbox: [0.1, 0.3, 0.5, 0.4] },
    { row: 1, column: 1, row_span: 1, column_span: 1, kind: 'content', text: '', bbox: [0.5, 0.3, 0.9, 0.4] },
  ],
};

describe('tableBoxes', () => {
  const svg = tableBoxes(3, [{ index: 4, table }]).text;

  it('draws the outline and each cell by percent attributes, never by a style attribute', () => {
    expect(svg).toContain(
      '<rect class="table-outline" x="10%" y="20%" width="80%" height="20%"><title>Table 4: 2 row(s) × 2 column(s)</title></rect>',
    );
    expect(svg).toContain('<rect class="cell header" x="10%" y="20%" width="80%" height="10%" data-testid="table-cell">');
    expect(svg).toContain('<rect class="cell" x="50%" y="30%" width="40%" height="10%"');
    expect(svg).not.toMatch(/style=/);
    expect(svg.match(/<rect /g)).toHaveLength(4);
  });

  it("names the table, the cell's place and its text in the tooltips, escaped", () => {
    expect(svg).toContain('<title>Table 4, row 1, column 1 (spans 2 columns), column header: Region &lt;b&gt;&amp;&lt;/b&gt;</title>');
    expect(svg).toContain('<title>Table 4, row 2, column 1, row header: North</title>');
    expect(svg).toContain('<title>Table 4, row 2, column 2: (empty)</title>');
    expect(svg).toContain('aria-label="1 table(s) of page 3, 3 cells"');
    expect(tablesNote([{ index: 4, table }]).text).toContain('Table 4 (2 × 2)');
  });

  it('adds nothing to a page without tables: no layer and no check box for one', () => {
    expect(tableBoxes(1, []).text).toBe('');
    const figure = pageFigure('/img', { page: 1, width: 612, height: 792, lines: [] }).text;
    expect(figure).not.toContain('table-boxes');
    expect(figure).not.toContain('show-tables');
    expect(figure).toContain('class="show-words" checked');
  });

  it('puts the table layer under the word boxes, so a word keeps its tooltip over a cell', () => {
    const figure = pageFigure('/img', { page: 1, width: 612, height: 792, lines: [], tables: [{ index: 1, table }] }).text;
    expect(figure.indexOf('svg class="table-boxes"')).toBeLessThan(figure.indexOf('svg class="word-boxes"'));
    expect(figure).toContain('class="show-tables" checked');
  });
});
