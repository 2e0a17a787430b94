// The page's lines after tables claimed their words: a line whose words all lie in one cell (or
// in no table) stays as it is; a line that crosses cells (an OCR line running across a table row,
// a MuPDF line merging cells) becomes one line per cell, left to right, each with its own words.
import type { Bbox, LayoutLine, LayoutWord } from '../../layout/page-layout.js';
import type { StyledLine } from '../model.js';

/** Where each word went: `${line}:${index}` → table and cell. */
export type WordPlaces = Map<string, { table: number; cell: number }>;

export const placeKey = (line: number, index: number): string => `${line}:${index}`;

function meanConfidence(words: readonly LayoutWord[]): number {
  if (words.length === 0) return 0;
  const sum = words.reduce((s, w) => s + w.confidence, 0);
  return Math.round((sum / words.length) * 10_000) / 10_000;
}

function boxOf(words: readonly LayoutWord[]): Bbox {
  return [
    Math.min(...words.map((w) => w.bbox[0])),
    Math.min(...words.map((w) => w.bbox[1])),
    Math.max(...words.map((w) => w.bbox[2])),
    Math.max(...words.map((w) => w.bbox[3])),
  ];
}

/** `cellOf[i]`: the cell of its table line i lies in; -1 outside tables and for a table's borders read as bars. */
export function splitLines(lines: readonly StyledLine[], places: WordPlaces): { lines: StyledLine[]; tableOf: number[]; cellOf: number[] } {
  const out: StyledLine[] = [];
  const tableOf: number[] = [];
  const cellOf: number[] = [];
  lines.forEach((styled, i) => {
    const groups = new Map<string, { table: number; cell: number; words: LayoutWord[] }>();
    styled.line.words.forEach((w, k) => {
      const place = places.get(placeKey(i, k));
      const key = place ? `${place.table}:${place.cell}` : 'none';
      let g = groups.get(key);
      if (!g) {
        g = { table: place ? place.table : -1, cell: place ? place.cell : -1, words: [] };
        groups.set(key, g);
      }
      g.words.push(w);
    });
    if (groups.size <= 1) {
      const only = [...groups.values()][0];
      out.push(styled);
      tableOf.push(only?.table ?? -1);
      cellOf.push(only?.cell ?? -1);
      return;
    }
    const parts = [...groups.values()].sort((a, b) => boxOf(a.words)[0] - boxOf(b.words)[0]);
    for (const part of parts) {
      const line: LayoutLine = {
        text: part.words.map((w) => w.text).join(' '),
        bbox: boxOf(part.words),
        confidence: meanConfidence(part.words),
        block: styled.line.block,
        paragraph: styled.line.paragraph,
        words: part.words,
      };
      out.push({ line, style: styled.style });
      tableOf.push(part.table);
      cellOf.push(part.cell);
    }
  });
  return { lines: out, tableOf, cellOf };
}
