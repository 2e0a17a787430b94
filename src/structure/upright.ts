// Structure reads a page upright. A page that was turned to be read (rotation 90/180/270, its
// boxes still on the page as displayed) is turned the same way before structure and its results
// turned back, so columns, rows and reading order are found where a reader sees them.
import type { Bbox, LayoutLine, Rotation } from '../layout/page-layout.js';
import type { PageStructureDraft, Rule, StyledLine } from './model.js';

type Point = [number, number];

/** A point of the displayed page (fractions) on the page turned `rotation` degrees clockwise. */
function turnPoint([x, y]: Point, rotation: Rotation): Point {
  switch (rotation) {
    case 90:
      return [1 - y, x];
    case 180:
      return [1 - x, 1 - y];
    case 270:
      return [y, 1 - x];
    case 0:
      return [x, y];
  }
}

const round4 = (v: number): number => Math.round(v * 10_000) / 10_000;

function turnBox(box: Bbox, rotation: Rotation): Bbox {
  const [x0, y0] = turnPoint([box[0], box[1]], rotation);
  const [x1, y1] = turnPoint([box[2], box[3]], rotation);
  return [round4(Math.min(x0, x1)), round4(Math.min(y0, y1)), round4(Math.max(x0, x1)), round4(Math.max(y0, y1))];
}

/**
 * The turn that makes a page's text upright: the one it was read with, unless its lines still
 * run sideways (Tesseract reads a page turned by a quarter by itself, without a turn): then
 * the way their words advance, down the page or up, tells which quarter turn.
 */
export function textTurn(lines: readonly LayoutLine[], rotation: Rotation, size: { width: number; height: number }): Rotation {
  if (rotation !== 0) return rotation;
  let down = 0;
  let up = 0;
  let across = 0;
  for (const line of lines) {
    if (line.words.length < 2) continue;
    const w = (line.bbox[2] - line.bbox[0]) * size.width;
    const h = (line.bbox[3] - line.bbox[1]) * size.height;
    if (w >= h) {
      across++;
      continue;
    }
    const first = line.words[0]!.bbox;
    const last = line.words[line.words.length - 1]!.bbox;
    if (last[1] > first[1]) down++;
    else up++;
  }
  if (down + up <= across) return 0;
  return down >= up ? 270 : 90;
}

const back = (rotation: Rotation): Rotation => ((360 - rotation) % 360) as Rotation;

function turnLine(line: LayoutLine, rotation: Rotation): LayoutLine {
  return { ...line, bbox: turnBox(line.bbox, rotation), words: line.words.map((w) => ({ ...w, bbox: turnBox(w.bbox, rotation) })) };
}

export function uprightInput(lines: StyledLine[], rules: Rule[], rotation: Rotation): { lines: StyledLine[]; rules: Rule[] } {
  if (rotation === 0) return { lines, rules };
  return {
    lines: lines.map(({ line, style }) => ({ line: turnLine(line, rotation), style })),
    rules: rules.map((r) => turnBox(r, rotation)),
  };
}

/** The upright page's size: a quarter turn swaps width and height. */
export function uprightSize(size: { width: number; height: number }, rotation: Rotation): { width: number; height: number } {
  return rotation === 90 || rotation === 270 ? { width: size.height, height: size.width } : size;
}

/** Every box of a draft found on the upright page, back on the page as displayed. */
export function displayedDraft(draft: PageStructureDraft, rotation: Rotation): PageStructureDraft {
  if (rotation === 0) return draft;
  const r = back(rotation);
  return {
    lines: draft.lines.map((line) => turnLine(line, r)),
    paragraphs: draft.paragraphs.map((p) => ({ ...p, bbox: turnBox(p.bbox, r) })),
    tables: draft.tables.map((t) => ({ ...t, bbox: turnBox(t.bbox, r), cells: t.cells.map((c) => ({ ...c, bbox: turnBox(c.bbox, r) })) })),
  };
}
