// The page's words in points (x fractions × width, y fractions × height), so that horizontal and
// vertical distances compare in one unit, grouped into rows (lines side by side) and, inside a
// row, into segments: runs of words closer than a column gap. Every table finder works on these.
import type { StructureInput } from '../model.js';
import { pageSlope } from './skew.js';

/** A box in points: [left, top, right, bottom]. */
export type PtBox = [number, number, number, number];

export interface Word {
  /** Index in `PageItems.words`. */
  id: number;
  /** Where the word came from: input line and word index in it. */
  line: number;
  index: number;
  text: string;
  box: PtBox;
  /** The line's text size in points, and whether it is bold. */
  size: number;
  bold: boolean;
}

/** Words of one row closer together than a column gap: a cell candidate. */
export interface Segment {
  words: Word[];
  box: PtBox;
  text: string;
}

/** Lines that sit side by side on the page (same vertical band), their segments left to right. */
export interface Row {
  box: PtBox;
  segments: Segment[];
  /** Vertical rules OCR read as glyphs ("|"): cell boundaries, in no segment. */
  rulers: Word[];
  /** Median text size of the row in points. */
  em: number;
}

interface PageItems {
  words: Word[];
  rows: Row[];
  /** Median text size of the page (points). */
  em: number;
  /** The text's slope on a skewed scan, dy/dx (skew.ts); about 0 on a text layer. */
  slope: number;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function unionBox(boxes: readonly PtBox[]): PtBox {
  let b: PtBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const x of boxes) b = [Math.min(b[0], x[0]), Math.min(b[1], x[1]), Math.max(b[2], x[2]), Math.max(b[3], x[3])];
  return b;
}

export function segmentOf(words: Word[]): Segment {
  return { words, box: unionBox(words.map((w) => w.box)), text: words.map((w) => w.text).join(' ') };
}

/**
 * Cuts a row's words (sorted by x) into segments. A gap of 0.8 em is wider than any word space of
 * set text, even justified; where two engine lines meet (MuPDF often gives each cell its own line)
 * a smaller gap already separates cells.
 */
/** A vertical ruling line that OCR read as a glyph: "|", "¦", "│". */
export const isRulerGlyph = (text: string): boolean => /^[|¦│┃]+$/u.test(text);

function segmentWords(words: Word[], em: number): Segment[] {
  const out: Segment[] = [];
  let current: Word[] = [];
  for (const w of words) {
    if (isRulerGlyph(w.text)) {
      // A drawn cell border between words: always a cut, and no cell's text.
      if (current.length > 0) out.push(segmentOf(current));
      current = [];
      continue;
    }
    const prev = current[current.length - 1];
    if (prev) {
      const gap = w.box[0] - prev.box[2];
      const limit = prev.line === w.line ? 0.8 * em : 0.4 * em;
      if (gap >= limit) {
        out.push(segmentOf(current));
        current = [];
      }
    }
    current.push(w);
  }
  if (current.length > 0) out.push(segmentOf(current));
  return out;
}

export function pageItems(input: StructureInput): PageItems {
  const { width, height } = input;
  const words: Word[] = [];
  const lineWords: Word[][] = [];
  input.lines.forEach((styled, line) => {
    const own: Word[] = [];
    styled.line.words.forEach((w, index) => {
      const box: PtBox = [w.bbox[0] * width, w.bbox[1] * height, w.bbox[2] * width, w.bbox[3] * height];
      const h = box[3] - box[1];
      // A scan's measured size can be off; the word's own height bounds it from below.
      const size = styled.style.size > 0 ? styled.style.size : h;
      const word: Word = { id: words.length, line, index, text: w.text, box, size: Math.max(size, 1), bold: styled.style.bold };
      words.push(word);
      own.push(word);
    });
    lineWords.push(own);
  });
  const em = median(words.map((w) => w.size)) || 10;
  return { words, rows: rowsOf(lineWords.filter((l) => l.length > 0)), em, slope: input.born_digital ? 0 : pageSlope(lineWords) };
}

/**
 * Lines whose vertical extents overlap by half the smaller height form one row. A row keeps its
 * first line's extent as its core so that rows do not chain down the page through superscripts.
 */
function rowsOf(lines: Word[][]): Row[] {
  const entries = lines.map((ws) => ({ ws, box: unionBox(ws.map((w) => w.box)) }));
  entries.sort((a, b) => a.box[1] + a.box[3] - (b.box[1] + b.box[3]));
  const groups: { core: [number, number]; ws: Word[] }[] = [];
  for (const e of entries) {
    const h = e.box[3] - e.box[1];
    let joined = false;
    // Only the last few rows can overlap a line that comes later in centre order.
    for (let k = groups.length - 1; k >= 0 && k >= groups.length - 4; k--) {
      const g = groups[k]!;
      const overlap = Math.min(g.core[1], e.box[3]) - Math.max(g.core[0], e.box[1]);
      if (overlap >= 0.5 * Math.min(h, g.core[1] - g.core[0])) {
        g.ws.push(...e.ws);
        joined = true;
        break;
      }
    }
    if (!joined) groups.push({ core: [e.box[1], e.box[3]], ws: [...e.ws] });
  }
  return groups
    .map((g) => {
      const ws = g.ws.sort((a, b) => a.box[0] - b.box[0]);
      const em = median(ws.map((w) => w.size));
      return { box: unionBox(ws.map((w) => w.box)), segments: segmentWords(ws, em), rulers: ws.filter((w) => isRulerGlyph(w.text)), em };
    })
    .sort((a, b) => a.box[1] - b.box[1]);
}
