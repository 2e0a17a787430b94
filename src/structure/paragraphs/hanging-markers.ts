// List markers that hang apart from their text: Word and many PDF producers set the bullet or
// number about an em left of the item and jump to the text with a tab, so MuPDF (and at times
// Tesseract) reads the marker as a line of its own, often in a block of its own. Left alone it
// would be a paragraph holding just "•", and its column of markers could even read as a column
// of the page. A marker-only line is joined to the line level with it just to its right.
// MuPDF also cuts a justified line where its word spaces are wide: those pieces, on one baseline
// in one block, are one line again (else each would be a paragraph, or a column of its own).
import type { Bbox } from '../../layout/page-layout.js';
import type { StyledLine } from '../model.js';
import { parseMarker } from './text-patterns.js';

/** Whether `text` is a list marker and nothing else ("•", "1.", "a)", "–"). */
export function isMarkerOnly(text: string): boolean {
  const t = text.trim();
  if (t === '' || /\s/u.test(t) || t.length > 6) return false;
  return parseMarker(`${t} Item`)?.rest === 'Item';
}

interface HangingJoin {
  /** The page's lines, where each item line that took a marker starts with the marker's word. */
  lines: StyledLine[];
  /** Joined line index → the lines it stands for, left to right (the others are no longer free). */
  absorbed: Map<number, number[]>;
}

const middle = (b: Bbox): number => (b[1] + b[3]) / 2;

/**
 * `free`: the candidate lines (outside tables). A marker line joins the nearest free line that
 * starts to its right within a few ems and sits level with it (the marker's middle inside the
 * line's height band, the line no more than twice the marker's height on either side of it).
 */
export function joinHangingMarkers(
  lines: readonly StyledLine[],
  free: readonly number[],
  page: { width: number; height: number },
  bornDigital: boolean,
): HangingJoin {
  const out = [...lines];
  const absorbed = new Map<number, number[]>();
  const taken = new Set<number>();
  const join = (into: number, from: number, before: boolean): void => {
    const a = before ? out[from]! : out[into]!;
    const b = before ? out[into]! : out[from]!;
    const bbox: Bbox = [a.line.bbox[0], Math.min(a.line.bbox[1], b.line.bbox[1]), b.line.bbox[2], Math.max(a.line.bbox[3], b.line.bbox[3])];
    const text = `${a.line.text.trim()} ${b.line.text.trim()}`;
    out[into] = { line: { ...out[into]!.line, words: [...a.line.words, ...b.line.words], bbox, text }, style: out[into]!.style };
    const parts = absorbed.get(into) ?? [into];
    const moved = absorbed.get(from) ?? [from];
    absorbed.delete(from);
    absorbed.set(into, before ? [...moved, ...parts] : [...parts, ...moved]);
    taken.add(from);
  };
  if (bornDigital) joinPieces(out, free, page, join, taken);
  for (const m of free) {
    const marker = out[m]!;
    if (taken.has(m) || !isMarkerOnly(marker.line.text)) continue;
    const mb = marker.line.bbox;
    const size = Math.max(marker.style.size, (mb[3] - mb[1]) * page.height, 1);
    let best = -1;
    let bestGap = Infinity;
    for (const t of free) {
      if (t === m || taken.has(t) || isMarkerOnly(out[t]!.line.text) || parseMarker(out[t]!.line.text)) continue;
      const tb = out[t]!.line.bbox;
      const gap = (tb[0] - mb[2]) * page.width;
      const h = tb[3] - tb[1];
      const level = middle(mb) >= tb[1] && middle(mb) <= tb[3] && Math.abs(middle(mb) - middle(tb)) <= 0.35 * Math.max(h, mb[3] - mb[1]);
      if (gap > -0.1 * size && gap <= 4 * size && level && gap < bestGap) {
        best = t;
        bestGap = gap;
      }
    }
    if (best >= 0) join(best, m, true);
  }
  return { lines: out, absorbed };
}

/** Pieces of one line: same block, same baseline, a word space or two apart, left to right. */
function joinPieces(
  out: StyledLine[],
  free: readonly number[],
  page: { height: number; width: number },
  join: (into: number, from: number, before: boolean) => void,
  taken: Set<number>,
): void {
  const order = [...free].sort((a, b) => out[a]!.line.bbox[0] - out[b]!.line.bbox[0]);
  for (const i of order) {
    if (taken.has(i)) continue;
    for (;;) {
      const a = out[i]!;
      const h = a.line.bbox[3] - a.line.bbox[1];
      const size = Math.max(a.style.size, 1);
      const next = order.find((j) => {
        if (j === i || taken.has(j)) return false;
        const b = out[j]!;
        const gap = (b.line.bbox[0] - a.line.bbox[2]) * page.width;
        return (
          b.line.block === a.line.block &&
          b.style.bold === a.style.bold &&
          Math.abs(b.style.size - a.style.size) < 0.5 &&
          Math.abs(b.line.bbox[3] - a.line.bbox[3]) <= 0.2 * h &&
          gap >= -0.1 * size &&
          gap <= 2.5 * size
        );
      });
      if (next === undefined) break;
      join(i, next, false);
    }
  }
}

/** A paragraph's line indices with each joined line's pieces put back in its place. */
export function withMarkerLines(group: readonly number[], absorbed: ReadonlyMap<number, number[]>): number[] {
  return group.flatMap((i) => absorbed.get(i) ?? [i]);
}
