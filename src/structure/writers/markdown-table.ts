// Tables in the Markdown output, as Azure Document Intelligence writes them where it can: a GitHub
// pipe table when every cell is one slot (the first row is the header row: pipe tables have one),
// otherwise an HTML table, the only Markdown form that can say rowspan and colspan.
import type { Table, TableCell } from '../model.js';
import { escapeHtml, escapeInline } from './markdown-escape.js';
import { hasSpans, textGrid } from './table-grid.js';

/** The table as one Markdown block (no blank line inside it); "" for a table without slots. */
export function markdownTable(table: Table): string {
  if (table.rows === 0 || table.columns === 0) return '';
  return hasSpans(table) ? htmlTable(table) : pipeTable(table);
}

/** A cell of a pipe table: inline escapes, `\|` for a pipe, `<br>` where the cell's lines break. */
function pipeCell(text: string): string {
  return text
    .split('\n')
    .map((line) => escapeInline(line.replace(/\s+/g, ' ').trim()).replace(/\|/g, '\\|'))
    .join('<br>');
}

function pipeTable(table: Table): string {
  const rows = textGrid(table).map((row) => `| ${row.map(pipeCell).join(' | ')} |`);
  const delimiter = `|${' --- |'.repeat(table.columns)}`;
  return [rows[0]!, delimiter, ...rows.slice(1)].join('\n');
}

function htmlCell(cell: TableCell): string {
  const tag = cell.kind === 'content' ? 'td' : 'th';
  const spans = (cell.row_span > 1 ? ` rowspan="${cell.row_span}"` : '') + (cell.column_span > 1 ? ` colspan="${cell.column_span}"` : '');
  const text = cell.text
    .split('\n')
    .map((line) => escapeHtml(line.replace(/\s+/g, ' ').trim()))
    .join('<br>');
  return `<${tag}${spans}>${text}</${tag}>`;
}

// One element a line, as Azure's output has it; never a blank line, which would end the HTML block.
function htmlTable(table: Table): string {
  const out = ['<table>'];
  for (let row = 0; row < table.rows; row++) {
    // Cells are listed row by row; a cell belongs to the row it starts in.
    const cells = table.cells.filter((c) => c.row === row).sort((a, b) => a.column - b.column);
    out.push('<tr>', ...cells.map(htmlCell), '</tr>');
  }
  out.push('</table>');
  return out.join('\n');
}
