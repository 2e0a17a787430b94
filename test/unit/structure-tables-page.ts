// Synthetic pages for the table finder's tests: words laid out in points on a US Letter page
// (0.5 em per character, 0.25 em spaces), turned into the fractions the finder receives.
import type { Bbox, LayoutLine } from '../../src/layout/page-layout.js';
import type { StructureInput, StyledLine, Table, TableCell } from '../../src/structure/model.js';

export const W = 612;
export const H = 792;

const f4 = (v: number): number => Math.round(v * 10_000) / 10_000;
const frac = (x0: number, y0: number, x1: number, y1: number): Bbox => [f4(x0 / W), f4(y0 / H), f4(x1 / W), f4(y1 / H)];

export interface LineOptions {
  size?: number;
  bold?: boolean;
  block?: number;
  confidence?: number;
}

/** Width in points of `text` set at `size`. */
export const textWidth = (text: string, size = 10): number => text.length * 0.5 * size;

/** Pieces of text on one baseline, each starting at its own x (points); one engine line. */
export function lineOf(pieces: [string, number][], y: number, opts: LineOptions = {}): StyledLine {
  const size = opts.size ?? 10;
  const words: LayoutLine['words'] = [];
  for (const [text, x0] of pieces) {
    let x = x0;
    for (const t of text.split(' ').filter((s) => s !== '')) {
      const w = textWidth(t, size);
      words.push({ text: t, bbox: frac(x, y, x + w, y + size), confidence: opts.confidence ?? 0.9 });
      x += w + 0.25 * size;
    }
  }
  const xs = words.map((w) => w.bbox);
  const bbox: Bbox = [
    Math.min(...xs.map((b) => b[0])),
    Math.min(...xs.map((b) => b[1])),
    Math.max(...xs.map((b) => b[2])),
    Math.max(...xs.map((b) => b[3])),
  ];
  return {
    line: {
      text: words.map((w) => w.text).join(' '),
      bbox,
      confidence: opts.confidence ?? 0.9,
      block: opts.block ?? 0,
      paragraph: opts.block ?? 0,
      words,
    },
    style: { size, bold: opts.bold ?? false },
  };
}

/** A single run of text at x, y. */
export const textLine = (text: string, x: number, y: number, opts: LineOptions = {}): StyledLine => lineOf([[text, x]], y, opts);

export interface GridOptions extends LineOptions {
  /** Column anchors: left edge ('l') or right edge ('r', numbers) at xs[c]. */
  align?: ('l' | 'r')[];
  /** One engine line per row (OCR, merged MuPDF lines) instead of one per cell. */
  perRow?: boolean;
  /** Rows that are bold (headers). */
  boldRows?: number[];
}

/** A table's rows laid out at column anchors `xs`, row r at y0 + r × pitch. Empty strings skip. */
export function gridLines(rows: string[][], xs: number[], y0: number, pitch: number, opts: GridOptions = {}): StyledLine[] {
  const out: StyledLine[] = [];
  const size = opts.size ?? 10;
  rows.forEach((cells, r) => {
    const y = y0 + r * pitch;
    const lineOpts = { ...opts, bold: opts.bold || (opts.boldRows ?? []).includes(r) };
    const pieces: [string, number][] = [];
    cells.forEach((text, c) => {
      if (text === '') return;
      const right = (opts.align ?? [])[c] === 'r';
      pieces.push([text, right ? xs[c]! - textWidth(text, size) - 0.25 * size * (text.split(' ').length - 1) : xs[c]!]);
    });
    if (pieces.length === 0) return;
    if (opts.perRow) out.push(lineOf(pieces, y, lineOpts));
    else for (const p of pieces) out.push(lineOf([p], y, lineOpts));
  });
  return out;
}

export const hRule = (x0: number, x1: number, y: number): Bbox => frac(x0, y - 0.25, x1, y + 0.25);
export const vRule = (x: number, y0: number, y1: number): Bbox => frac(x - 0.25, y0, x + 0.25, y1);

export function page(lines: StyledLine[], rules: Bbox[] = [], born_digital = true): StructureInput {
  return { lines, rules, width: W, height: H, born_digital };
}

/** Prose lines of a paragraph, `chars` characters wide, at x from y (12 pt apart). */
export function prose(x: number, y: number, count: number, chars = 90, opts: LineOptions = {}): StyledLine[] {
  const vocabulary =
    'the of regional freight volume grew steadily across every quarter while costs fell and margins improved in most markets we serve'.split(
      ' ',
    );
  const out: StyledLine[] = [];
  let k = 0;
  for (let i = 0; i < count; i++) {
    let text = '';
    while (text.length < chars - 10) text += (text ? ' ' : '') + vocabulary[(k++ * 7) % vocabulary.length];
    out.push(textLine(text, x, y + i * 12, opts));
  }
  return out;
}

/** The cell at (row, column) where a cell starts there. */
export function cellAt(table: Table, row: number, column: number): TableCell | undefined {
  return table.cells.find((c) => c.row === row && c.column === column);
}

/** Asserts-by-return: every slot of the grid is covered exactly once, cells listed row by row. */
export function coversGridOnce(table: Table): boolean {
  const seen = new Array<number>(table.rows * table.columns).fill(0);
  for (const c of table.cells) {
    for (let r = c.row; r < c.row + c.row_span; r++)
      for (let k = c.column; k < c.column + c.column_span; k++) seen[r * table.columns + k]!++;
  }
  const ordered = table.cells.every(
    (c, i) => i === 0 || c.row > table.cells[i - 1]!.row || (c.row === table.cells[i - 1]!.row && c.column > table.cells[i - 1]!.column),
  );
  return ordered && seen.every((n) => n === 1);
}

/** Every input word appears in exactly one output line (same text, same box). */
export function wordsKept(input: StructureInput, lines: StyledLine[]): boolean {
  const key = (w: { text: string; bbox: Bbox }): string => `${w.text}@${w.bbox.join(',')}`;
  const before = input.lines.flatMap((l) => l.line.words.map(key)).sort();
  const after = lines.flatMap((l) => l.line.words.map(key)).sort();
  return before.length === after.length && before.every((k, i) => k === after[i]);
}
