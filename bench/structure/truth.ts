// The ground truth of a document, read off its spec (never off a rendering): tables as cell grids
// with spans and kinds, headings with levels, list items with levels and numbers, the running
// furniture, and the body paragraphs in reading order.
import type { TableCell } from '../../src/structure/model.js';
import type { Block, DocSpec, ListItemSpec, TableSpec } from './spec.js';

/** A served cell less its box: what both scorers compare. */
export type TruthCell = Omit<TableCell, 'bbox'>;

/** The shape /tables serves, less boxes: what both scorers read. */
export interface GridTable {
  rows: number;
  columns: number;
  cells: TruthCell[];
}

export interface TruthTable extends GridTable {
  page: number;
}

export interface TruthListItem {
  text: string;
  level: number;
  ordered: boolean;
  /** Numbered items: the printed number. */
  number?: number;
}

export type FurnitureKind = 'page_header' | 'page_footer' | 'page_number';

export interface Truth {
  tables: TruthTable[];
  /** Title (level 1) and headings (2, 3) in order. */
  headings: { text: string; level: number }[];
  listItems: TruthListItem[];
  furniture: { kind: FurnitureKind; text: string; page: number }[];
  /** Every body paragraph (title, headings, text, list items, captions, field lines) in reading order. */
  paragraphs: string[];
}

/** Lays HTML rows out on a grid as a browser does: each cell takes the first free slot of its row. */
export function gridOf(spec: TableSpec): GridTable {
  const taken: boolean[][] = [];
  const cells: TruthCell[] = [];
  spec.rows.forEach((row, r) => {
    let c = 0;
    for (const cell of row) {
      while (taken[r]?.[c]) c++;
      const rs = cell.rowSpan ?? 1;
      const cs = cell.colSpan ?? 1;
      for (let i = r; i < r + rs; i++) for (let j = c; j < c + cs; j++) (taken[i] ??= [])[j] = true;
      const kind = cell.kind ?? (r < spec.headerRows ? 'column_header' : 'content');
      cells.push({ row: r, column: c, row_span: rs, column_span: cs, kind, text: cell.text });
      c += cs;
    }
  });
  const rows = Math.max(spec.rows.length, taken.length);
  const columns = Math.max(0, ...taken.map((row) => row?.length ?? 0));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      if (!taken[r]?.[c]) cells.push({ row: r, column: c, row_span: 1, column_span: 1, kind: 'content', text: '' });
    }
  }
  cells.sort((a, b) => a.row - b.row || a.column - b.column);
  return { rows, columns, cells };
}

function listItems(items: ListItemSpec[], ordered: boolean, level: number, out: TruthListItem[]): void {
  items.forEach((item, i) => {
    out.push({ text: item.text, level, ordered, ...(ordered ? { number: i + 1 } : {}) });
    if (item.children) listItems(item.children, item.childrenOrdered ?? ordered, level + 1, out);
  });
}

function addBlock(block: Block, page: number, truth: Truth): void {
  switch (block.kind) {
    case 'title':
      truth.headings.push({ text: block.text, level: 1 });
      truth.paragraphs.push(block.text);
      break;
    case 'heading':
      truth.headings.push({ text: block.text, level: block.level });
      truth.paragraphs.push(block.text);
      break;
    case 'text':
      truth.paragraphs.push(block.text);
      break;
    case 'list': {
      const items: TruthListItem[] = [];
      listItems(block.items, block.ordered, 1, items);
      truth.listItems.push(...items);
      truth.paragraphs.push(...items.map((i) => i.text));
      break;
    }
    case 'table':
      if (block.table.caption) truth.paragraphs.push(block.table.caption);
      truth.tables.push({ page, ...gridOf(block.table) });
      break;
    case 'fields':
      truth.paragraphs.push(...block.rows.map(([label, value]) => `${label}: ${value}`));
      break;
    case 'columns':
      for (const column of block.columns) for (const inner of column) addBlock(inner, page, truth);
      break;
  }
}

export function truthOf(doc: DocSpec): Truth {
  const truth: Truth = { tables: [], headings: [], listItems: [], furniture: [], paragraphs: [] };
  doc.pages.forEach((p, i) => {
    const page = i + 1;
    if (p.header) truth.furniture.push({ kind: 'page_header', text: p.header, page });
    for (const block of p.blocks) addBlock(block, page, truth);
    if (p.footer) truth.furniture.push({ kind: 'page_footer', text: p.footer, page });
    if (p.number) truth.furniture.push({ kind: 'page_number', text: p.number, page });
  });
  return truth;
}
