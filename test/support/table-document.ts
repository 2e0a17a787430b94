// A born-digital document with a table for the structure tests: chromium typesets an HTML page (a
// heading, a sentence, a ruled 4 × 3 table placed at known inches) to PDF, and knownTable() says
// where that table's grid is on the page, as the API would give it.
import { join } from 'node:path';
import type { Browser } from './browser.js';
import type { Table, TableCell } from '../../src/structure/model.js';

export const TABLE_ROWS = [
  ['Region', 'Shipments', 'Revenue'],
  ['North', '4,210', '18.2'],
  ['South', '7,905', '31.4'],
  ['West', '2,118', '9.7'],
];
// Letter paper; the table's left, top, column width and row height in inches.
const PAGE = { width: 8.5, height: 11 };
const GRID = { left: 1, top: 3, column: 2, row: 0.5 };

const cellStyle = `border: 1px solid #000; width: ${GRID.column}in; height: ${GRID.row}in; padding: 0 .1in; box-sizing: border-box; font: 14pt sans-serif;`;
const page = `<!doctype html><html><head><style>
@page { size: ${PAGE.width}in ${PAGE.height}in; margin: 0 }
body { margin: 0; font: 12pt serif; }
h1 { position: absolute; left: 1in; top: 1in; margin: 0; font: bold 24pt sans-serif; }
p { position: absolute; left: 1in; top: 2in; margin: 0; }
table { position: absolute; left: ${GRID.left}in; top: ${GRID.top}in; border-collapse: collapse; table-layout: fixed; }
th, td { ${cellStyle} text-align: left; }
</style></head><body><h1>Quarterly freight volumes</h1><p>The southern region accounts for most of the growth.</p>
<table><thead><tr>${TABLE_ROWS[0]!.map((c) => `<th>${c}</th>`).join('')}</tr></thead>
<tbody>${TABLE_ROWS.slice(1)
  .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
  .join('')}</tbody></table></body></html>`;

/** Writes `<dir>/<name>.pdf`, one page: the heading, the sentence and the table. */
export async function tablePdf(browser: Browser, dir: string, name = 'freight-table'): Promise<string> {
  const path = join(dir, `${name}.pdf`);
  const tab = await browser.context.newPage();
  try {
    await tab.setContent(page);
    await tab.pdf({ path, width: `${PAGE.width}in`, height: `${PAGE.height}in`, printBackground: true });
  } finally {
    await tab.close();
  }
  return path;
}

const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** The typeset table's grid as the API describes tables (fractions of the page). */
export function knownTable(): Table {
  const x = (c: number) => round((GRID.left + c * GRID.column) / PAGE.width);
  const y = (r: number) => round((GRID.top + r * GRID.row) / PAGE.height);
  const cells: TableCell[] = TABLE_ROWS.flatMap((row, r) =>
    row.map((text, c) => ({
      row: r,
      column: c,
      row_span: 1,
      column_span: 1,
      kind: r === 0 ? ('column_header' as const) : ('content' as const),
      text,
      bbox: [x(c), y(r), x(c + 1), y(r + 1)] as [number, number, number, number],
    })),
  );
  return { bbox: [x(0), y(0), x(3), y(TABLE_ROWS.length)], rows: TABLE_ROWS.length, columns: 3, cells };
}
