// Cell kinds as Azure Document Intelligence assigns them: rows above the body that are set apart
// are column headers; the first column of a table whose body is numbers is row headers.
import type { SlotRect } from './draft.js';
import { isNumeric } from './text-kinds.js';

interface KindGrid {
  rows: number;
  cols: number;
  /** Disjoint cell rectangles, row by row. */
  rects: SlotRect[];
  texts: string[];
  /** Every word of the cell bold (false for empty cells). */
  bold: boolean[];
}

// A year heads a column of amounts ("2025 | 2026"); it is a label there, not a value.
const YEAR = /^(FY\s?)?(19|20)\d\d[a-zA-Z]?$/u;
const valueLike = (t: string): boolean => isNumeric(t) && !YEAR.test(t.trim());

interface RowFacts {
  filled: number;
  bold: boolean;
  values: number;
  spans: boolean;
}

function rowFacts(grid: KindGrid): RowFacts[] {
  const facts: RowFacts[] = Array.from({ length: grid.rows }, () => ({ filled: 0, bold: true, values: 0, spans: false }));
  grid.rects.forEach((r, i) => {
    const text = grid.texts[i]!;
    if (text === '') return;
    const f = facts[r[0]]!;
    f.filled++;
    f.bold &&= grid.bold[i]!;
    if (valueLike(text)) f.values++;
    if (r[3] > r[1]) f.spans = true;
  });
  for (const f of facts) if (f.filled === 0) f.bold = false;
  return facts;
}

/** How many leading rows are column headers. */
export function headerRowCount(grid: KindGrid): number {
  if (grid.rows < 2) return 0;
  const facts = rowFacts(grid);
  // Bold rows on top of a body that is not bold.
  let bold = 0;
  while (bold < grid.rows - 1 && facts[bold]!.bold) bold++;
  if (bold > 0 && bold <= 3 && facts.slice(bold).some((f) => f.filled > 0 && !f.bold)) return bold;
  // A cell spanning columns near the top heads a second header row under it.
  for (let r = 0; r < Math.min(2, grid.rows - 2); r++) {
    const f = facts[r]!;
    if (f.spans && f.values === 0 && f.filled > 0 && facts[r + 1]!.values === 0) return r + 2;
  }
  // Labels over a body of numbers.
  const top = facts[0]!;
  const bodyValues = facts.slice(1).reduce((n, f) => n + f.values, 0);
  if (top.filled >= Math.max(2, Math.ceil(grid.cols / 2)) && top.values === 0 && bodyValues > 0) return 1;
  return 0;
}

/** True when the body's first column holds labels and the other columns mostly numbers. */
export function rowHeaderColumn(grid: KindGrid, header: number): boolean {
  if (grid.cols < 2) return false;
  let firstText = 0,
    firstAll = 0,
    restValues = 0,
    restAll = 0;
  grid.rects.forEach((r, i) => {
    const text = grid.texts[i]!;
    if (r[0] < header || text === '') return;
    if (r[1] === 0) {
      firstAll++;
      if (!isNumeric(text)) firstText++;
    } else {
      restAll++;
      if (isNumeric(text)) restValues++;
    }
  });
  return firstAll >= 2 && firstText >= 0.7 * firstAll && restAll > 0 && restValues >= 0.6 * restAll;
}
