// A ruled grid and the words inside it into a TableDraft. The rules decide rows and columns; a
// missing interior rule between two slots joins them (a span). A band between two horizontal
// rules that holds several text rows filled across columns, in a grid with no rules between body
// rows, is a table drawn without row rules, so it is cut into one row per text row.
import { emptySlots, type SlotRect, type TableDraft } from './draft.js';
import { isRulerGlyph, median, type PtBox, type Word } from './items.js';
import { rowPitchSplit } from './row-bands.js';
import { hasHorizontal, hasVertical, type Grid } from './rule-grid.js';
import { levelY } from './skew.js';

interface SubRow {
  top: number;
  bottom: number;
  band: number;
}

const centreX = (w: Word): number => (w.box[0] + w.box[2]) / 2;

function indexIn(lines: number[], v: number): number {
  for (let i = 0; i < lines.length - 1; i++) if (v < lines[i + 1]!) return i;
  return lines.length - 2;
}

/** Text rows of a band: words clustered by (levelled) centre height, top to bottom. */
function textRows(words: Word[], centreY: (w: Word) => number): Word[][] {
  const sorted = [...words].sort((a, b) => centreY(a) - centreY(b));
  const out: Word[][] = [];
  let centre = -Infinity;
  for (const w of sorted) {
    const h = w.box[3] - w.box[1];
    if (out.length > 0 && centreY(w) - centre <= 0.5 * h) out[out.length - 1]!.push(w);
    else {
      out.push([w]);
      centre = centreY(w);
    }
  }
  return out;
}

/** Glyphs a vertical border is read as, alone or as a word's last piece; letters and digits too. */
const BORDER_GLYPH = /^[|¦│┃:;!lIi1[\](){}'"`.,]$/u;

/**
 * A one-character word over a vertical rule is the rule read as text: a cell's own character
 * stands clear of its borders by the cell's padding, while this one's box takes in the rule.
 */
function onRule(w: Word, grid: Grid): boolean {
  if (!BORDER_GLYPH.test(w.text)) return false;
  const y = (w.box[1] + w.box[3]) / 2;
  return grid.v.some((r) => r[0] <= w.box[2] + 0.5 && r[2] >= w.box[0] - 0.5 && r[1] <= y && r[3] >= y);
}

/**
 * Whether column line j, missing over one row, is a piece of rule the scan lost rather than cells
 * joined: it is drawn elsewhere in the table, no word crosses it, and the slots it would join (with
 * the neighbours that other missing lines join) hold text on both sides of it. A merged cell holds
 * one label, in one slot or across a line.
 */
function lostPiece(row: readonly Word[][], missing: readonly number[], j: number, xs: readonly number[], grid: Grid, tol: number): boolean {
  let lo = j - 1,
    hi = j;
  while (missing.includes(lo)) lo--;
  while (missing.includes(hi + 1)) hi++;
  const filled = (a: number, b: number): boolean => row.slice(a, b + 1).some((ws) => ws.length > 0);
  if (!filled(lo, j - 1) || !filled(j, hi)) return false;
  const x = xs[j]!;
  if (row.some((ws) => ws.some((w) => w.box[0] < x + 1 && w.box[2] > x - 1))) return false;
  return grid.v.some((r) => Math.abs((r[0] + r[2]) / 2 - x) <= tol);
}

/** `slope`: the scan's skew (skew.ts); words are compared with the rules as if both were level. */
export function ruledDraft(
  grid: Grid,
  words: readonly Word[],
  em: number,
  slope = 0,
): { draft: TableDraft; words: Word[]; rulers: Word[] } | null {
  const { xs, ys } = grid;
  // A rule's box is centred on its middle, so its height there is the grid line's.
  const pivot = (grid.box[0] + grid.box[2]) / 2;
  const centreY = (w: Word): number => levelY(w, slope, pivot);
  const tol = Math.max(3, 0.4 * em);
  const inY = (w: Word): boolean => centreY(w) >= ys[0]! && centreY(w) <= ys[ys.length - 1]!;
  const within = words.filter((w) => inY(w) && centreX(w) >= xs[0]! && centreX(w) <= xs[xs.length - 1]!);
  // OCR reads a drawn border as "|" (or ":", "l", "1" lying on it): the table's, but no cell's text.
  const rulers = words.filter((w) => inY(w) && (onRule(w, grid) || (within.includes(w) && isRulerGlyph(w.text))));
  const inside = within.filter((w) => !rulers.includes(w));
  const cols = xs.length - 1;
  const byBand: Word[][] = Array.from({ length: ys.length - 1 }, () => []);
  for (const w of inside) byBand[indexIn(ys, centreY(w))]!.push(w);
  const rows: SubRow[] = [];
  byBand.forEach((bandWords, band) => {
    const top = ys[band]!;
    const bottom = ys[band + 1]!;
    const lines = textRows(bandWords, centreY);
    const wide = lines.filter((l) => new Set(l.map((w) => indexIn(xs, centreX(w)))).size >= 2).length;
    // Rules drawn between rows decide them (a wrapped "R-" / "01" is one cell); only a grid with
    // no more than a header rule and a frame holds its body rows in one band.
    if (ys.length > 4 || wide < 3) {
      rows.push({ top, bottom, band });
      return;
    }
    // Lines closer than rows are set are one row's wrapped cells.
    const mids = lines.map((l) => median(l.map(centreY)));
    const split = rowPitchSplit(mids, em);
    let start = top;
    lines.forEach((l, k) => {
      const next = lines[k + 1];
      if (next && split !== null && mids[k + 1]! - mids[k]! < split) return;
      const lineBottom = Math.max(...l.map((w) => centreY(w) + (w.box[3] - w.box[1]) / 2));
      const cut = next ? (lineBottom + Math.min(...next.map((w) => centreY(w) - (w.box[3] - w.box[1]) / 2))) / 2 : bottom;
      rows.push({ top: start, bottom: cut, band });
      start = cut;
    });
  });
  const slots = emptySlots(rows.length, cols);
  for (const w of inside) {
    const y = centreY(w);
    let r = rows.findIndex((row) => y < row.bottom);
    if (r < 0) r = rows.length - 1;
    slots[r]![indexIn(xs, centreX(w))]!.push(w);
  }
  const merges: SlotRect[] = [];
  rows.forEach((row, r) => {
    const missing: number[] = [];
    for (let j = 1; j < cols; j++) {
      if (!hasVertical(grid, xs[j]!, row.top, row.bottom, tol)) missing.push(j);
    }
    for (const j of missing) if (!lostPiece(slots[r]!, missing, j, xs, grid, tol)) merges.push([r, j - 1, r, j]);
    const above = rows[r - 1];
    if (above && above.band !== row.band) {
      for (let j = 0; j < cols; j++) {
        if (!hasHorizontal(grid, ys[row.band]!, xs[j]!, xs[j + 1]!, tol)) merges.push([r - 1, j, r, j]);
      }
    }
  });
  const filledRows = slots.filter((s) => s.some((c) => c.length > 0)).length;
  const filledCols = Array.from({ length: cols }, (_, j) => slots.some((s) => s[j]!.length > 0)).filter(Boolean).length;
  if (filledRows < 2 || filledCols < 2) return null;
  // A chart's gridlines make a grid of many empty slots with a few labels: not a table.
  const slotCount = rows.length * cols;
  const filledSlots = slots.reduce((n, s) => n + s.filter((c) => c.length > 0).length, 0);
  if (slotCount >= 12 && filledSlots < 0.2 * slotCount) return null;
  const draft: TableDraft = {
    rowBands: rows.map((r) => [r.top, r.bottom]),
    colBands: xs.slice(0, -1).map((x, j) => [x, xs[j + 1]!]),
    slots,
    merges,
    headerRows: -1,
    rules: [...grid.h, ...grid.v] as PtBox[],
  };
  return { draft, words: inside, rulers };
}
