// One page's structure, in the page worker: tables first (they claim their lines, splitting a line
// that crosses cells), then paragraphs in reading order around them. The page's lines come back
// in paragraph order with `block` = `paragraph` = the index of the paragraph (or table) each
// belongs to, so every line is in exactly one paragraph or table cell (API.md).
import { buildParagraphs } from './paragraphs/build-paragraphs.js';
import { ruledBoxes } from './paragraphs/ruled-boxes.js';
import { findTables, type TableFinding } from './tables/find-tables.js';
import { spellBullets } from './bullets.js';
import type { LayoutLine } from '../layout/page-layout.js';
import type { PageStructureDraft, StructureInput, Table } from './model.js';

/**
 * Tesseract reads a table's drawn borders as "|" words: they are ruling lines, in no cell and no
 * text. A bar that stands inside a cell is the cell's text (cell-bars.ts).
 */
function withoutBorders(found: TableFinding): TableFinding {
  const keep = found.lines.map((_, i) => found.tableOf[i]! < 0 || found.cellOf[i]! >= 0);
  if (keep.every(Boolean)) return found;
  const kept = <T>(all: T[]): T[] => all.filter((_, i) => keep[i]);
  return { tables: found.tables, lines: kept(found.lines), tableOf: kept(found.tableOf), cellOf: kept(found.cellOf) };
}

/**
 * A table's lines as Tesseract gave them, unless it went back up the table (it handed the table's
 * columns over as blocks of their own: a photographed bill, v-photo-bill-cs, every item and then
 * every price): then in its cells' order, row by row and then by column, as its Markdown reads.
 * Lines already read down the rows keep their order (a cell's wrapped lines beside its neighbour's).
 */
function tableLines(own: readonly number[], table: Table, cellOf: readonly number[]): number[] {
  const row = (i: number): number => table.cells[cellOf[i]!]?.row ?? 0;
  const backUp = own.some((i, k) => k > 0 && row(i) < row(own[k - 1]!));
  return backUp ? [...own].sort((a, b) => cellOf[a]! - cellOf[b]!) : [...own];
}

export function pageStructure(input: StructureInput): PageStructureDraft {
  const scale = { width: input.width, height: input.height };
  const found = withoutBorders(findTables({ ...input, lines: spellBullets(input.lines, input.marks ?? [], scale, input.born_digital) }));
  const boxes = ruledBoxes(input.rules, input.width, input.height);
  const frame = { width: input.width, height: input.height, born_digital: input.born_digital, boxes, rules: input.rules };
  const drafts = buildParagraphs(found.lines, found.tableOf, found.tables, frame);
  const lines: LayoutLine[] = [];
  drafts.forEach((paragraph, index) => {
    const own: number[] = [];
    const table = paragraph.role === 'table' ? found.tables[paragraph.table!] : undefined;
    for (const i of table ? tableLines(paragraph.lines, table, found.cellOf) : paragraph.lines) {
      own.push(lines.length);
      lines.push({ ...found.lines[i]!.line, block: index, paragraph: index });
    }
    paragraph.lines = own;
  });
  return { lines, paragraphs: drafts, tables: found.tables };
}
