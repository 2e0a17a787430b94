// Tables on one page, in three passes that each claim their words so the next does not see them:
// ruled grids (intersecting horizontal and vertical rules), tables drawn with horizontal rules
// only (columns from whitespace), and unruled tables (columns from whitespace alone, accepted
// only when clearly a table). Then the lines that cross cells are split per cell.
import type { StructureInput, StyledLine, Table } from '../model.js';
import { barsInCells } from './cell-bars.js';
import type { TableDraft } from './draft.js';
import { finishTable, type FinishedTable } from './finish-table.js';
import { hruleTables } from './hrule-tables.js';
import { pageItems, type PtBox, type Row, type Word } from './items.js';
import { findGrids, splitRules } from './rule-grid.js';
import { ruledDraft } from './ruled-table.js';
import { crossedByPartialRules } from './partial-rules.js';
import { placeKey, splitLines, type WordPlaces } from './split-lines.js';
import { wordCount } from './text-kinds.js';
import { unruledTables } from './unruled.js';

export interface TableFinding {
  tables: Table[];
  /**
   * The page's lines, in the input's order, except that a line whose words fall in several cells
   * of a table is split into one line per cell (in place of the original, left to right).
   */
  lines: StyledLine[];
  /** For each of `lines`: index into `tables` of the table it lies in, or -1. */
  tableOf: number[];
  /** For each of `lines`: the cell of its table it lies in; -1 outside tables and for borders read as bars. */
  cellOf: number[];
}

/** A grid around long prose (a framed two-column page, a boxed note) is layout, not a table. */
function proseGrid(draft: TableDraft): boolean {
  const cells = draft.slots.flat().filter((ws) => ws.length > 0);
  const words = cells.reduce((n, ws) => n + wordCount(ws.map((w) => w.text).join(' ')), 0);
  return cells.length === 0 || words / cells.length >= (draft.colBands.length === 2 ? 15 : 25);
}

export function findTables(input: StructureInput): TableFinding {
  const none = (): TableFinding => ({
    tables: [],
    lines: input.lines,
    tableOf: input.lines.map(() => -1),
    cellOf: input.lines.map(() => -1),
  });
  if (input.lines.length === 0 || !(input.width > 0) || !(input.height > 0)) return none();
  const frame = { width: input.width, height: input.height };
  const items = pageItems(input);
  const { em } = items;
  const claimed = new Set<number>();
  const found: { finished: FinishedTable; rulers: Word[] }[] = [];
  /** `rulers`: bars OCR read as glyphs: borders kept with the table (in no cell), unless one stands inside a cell (cell-bars.ts). */
  const accept = (draft: TableDraft, words: Word[], rulers: Word[]): void => {
    for (const w of [...words, ...rulers]) claimed.add(w.id);
    const borders = barsInCells(draft, rulers);
    found.push({ finished: finishTable(draft, frame), rulers: borders });
  };
  const rulersOf = (rows: Row[]): Word[] => rows.flatMap((r) => r.rulers);

  const ruleSet = splitRules(input.rules, input.width, input.height, em);
  const usedRules = new Set<PtBox>();
  for (const grid of findGrids(ruleSet, em)) {
    const got = ruledDraft(
      grid,
      items.words.filter((w) => !claimed.has(w.id)),
      em,
      items.slope,
    );
    if (!got || proseGrid(got.draft)) continue;
    for (const r of [...grid.h, ...grid.v]) usedRules.add(r);
    accept(got.draft, got.words, got.rulers);
  }

  const barrier = (rows: readonly Row[]): boolean[] => rows.map((r) => r.segments.some((s) => s.words.some((w) => claimed.has(w.id))));
  const loose = ruleSet.h.filter((r) => !usedRules.has(r));
  for (const t of hruleTables(loose, items.rows, barrier(items.rows), em, input.height, items.slope)) {
    const words = t.rows.flatMap((r) => r.segments.flatMap((s) => s.words));
    if (words.some((w) => claimed.has(w.id))) continue;
    accept(t.draft, words, rulersOf(t.rows));
  }

  for (const t of unruledTables(items.rows, barrier(items.rows), em)) {
    if (crossedByPartialRules(t.draft, ruleSet.h, em)) continue;
    accept(
      t.draft,
      t.rows.flatMap((r) => r.segments.flatMap((s) => s.words)),
      rulersOf(t.rows),
    );
  }

  if (found.length === 0) return none();
  // Tables numbered top to bottom, as they are read.
  found.sort((a, b) => a.finished.table.bbox[1] - b.finished.table.bbox[1] || a.finished.table.bbox[0] - b.finished.table.bbox[0]);
  const places: WordPlaces = new Map();
  found.forEach(({ finished, rulers }, table) => {
    for (const [wordId, cell] of finished.cellOfWord) {
      const w = items.words[wordId]!;
      places.set(placeKey(w.line, w.index), { table, cell });
    }
    for (const w of rulers) places.set(placeKey(w.line, w.index), { table, cell: -1 });
  });
  const split = splitLines(input.lines, places);
  return { tables: found.map((f) => f.finished.table), ...split };
}
