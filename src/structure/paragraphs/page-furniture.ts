// Running headers and footers seen from one page alone: short lines in the top or bottom margin
// band, set apart from the body by more than a line's spacing. The document pass later adds the
// ones that only show up as repeated text (see running-furniture.ts).
import type { Bbox } from '../../layout/page-layout.js';
import type { StyledLine } from '../model.js';
import type { PageMetrics } from './page-metrics.js';

/** The margin bands, as fractions of the page height (~8% of the page, a little slack for scans). */
const TOP_BAND = 0.1;
const BOTTOM_BAND = 0.9;

interface FurnitureSplit {
  header: number[];
  footer: number[];
  body: number[];
}

// Furniture is set in body size or smaller, and rarely runs longer than a short sentence: a big
// line at the very top is a title, a long one is body text on a page with thin margins.
function looksLikeFurniture(line: StyledLine, m: PageMetrics): boolean {
  return line.style.size <= m.bodySize * 1.2 && line.line.text.trim().length <= 140;
}

/**
 * The longest run of lines from the page edge inwards, all inside the band, that ends with a
 * clear gap before the next line or table. `ordered` runs from the edge inwards; `edge` gives a
 * box's distance from that edge in page fractions (its near side, its far side).
 */
function takeFromEdge(
  ordered: number[],
  lines: readonly StyledLine[],
  others: readonly Bbox[],
  inBand: (b: Bbox) => boolean,
  opposite: (b: Bbox) => boolean,
  far: (b: Bbox) => number,
  near: (b: Bbox) => number,
  m: PageMetrics,
): number[] {
  let best = 0;
  let reach = 0;
  for (let k = 0; k < ordered.length && k < 4; k++) {
    const line = lines[ordered[k]!]!;
    if (!inBand(line.line.bbox) || !looksLikeFurniture(line, m)) break;
    reach = Math.max(reach, far(line.line.bbox));
    // The nearest body thing beyond the taken lines: a line (not one in the other margin) or a
    // table. With no body at all, the lines in the band are the page's text, not its furniture.
    let next = Infinity;
    let nextBox: Bbox | null = null;
    for (let j = k + 1; j < ordered.length; j++) {
      const box = lines[ordered[j]!]!.line.bbox;
      if (!opposite(box) && near(box) < next) [next, nextBox] = [near(box), box];
    }
    for (const box of others) if (near(box) < next) [next, nextBox] = [near(box), null];
    const gap = (next - reach) * m.height;
    // Set apart: more than a line's height; and a line in body size (furniture is mostly set
    // smaller) more than the body's own spacing below it: a letter set with wide leading starts
    // in the band with every line as far from the next.
    const own =
      nextBox && line.style.size >= 0.9 * m.bodySize
        ? bodySpacing(nextBox, ordered.slice(k + 1), lines, opposite, near, far) * m.height
        : 0;
    if (next < Infinity && gap >= Math.max(0.9 * m.lineHeight, 0.6 * m.bodySize, 1.3 * own)) best = k + 1;
  }
  return ordered.slice(0, best);
}

/** The gap from the body line `box` to the body line after it (0: none), in page fractions. */
function bodySpacing(
  box: Bbox,
  rest: readonly number[],
  lines: readonly StyledLine[],
  opposite: (b: Bbox) => boolean,
  near: (b: Bbox) => number,
  far: (b: Bbox) => number,
): number {
  const after = rest.map((i) => lines[i]!.line.bbox).filter((b) => b !== box && !opposite(b) && near(b) >= far(box));
  return after.length ? Math.min(...after.map(near)) - far(box) : 0;
}

const inTop = (b: Bbox): boolean => b[3] <= TOP_BAND + 0.02 && b[1] < TOP_BAND;
const inBottom = (b: Bbox): boolean => b[1] >= BOTTOM_BAND - 0.02 && b[3] > BOTTOM_BAND;

/** Splits the page's non-table lines (`candidates`) into header, body and footer lines. */
export function splitFurniture(
  lines: readonly StyledLine[],
  candidates: readonly number[],
  tableBoxes: readonly Bbox[],
  m: PageMetrics,
): FurnitureSplit {
  const byTop = [...candidates].sort((a, b) => lines[a]!.line.bbox[1] - lines[b]!.line.bbox[1]);
  const header = takeFromEdge(
    byTop,
    lines,
    tableBoxes,
    inTop,
    inBottom,
    (b) => b[3],
    (b) => b[1],
    m,
  );
  const rest = byTop.filter((i) => !header.includes(i));
  const byBottom = [...rest].sort((a, b) => lines[b]!.line.bbox[3] - lines[a]!.line.bbox[3]);
  // The header lines are gone from `rest`, so any line left above counts as body for the footer.
  // Measured from the bottom edge: distances grow upwards, so boxes are mirrored.
  const footer = takeFromEdge(
    byBottom,
    lines,
    tableBoxes,
    inBottom,
    () => false,
    (b) => 1 - b[1],
    (b) => 1 - b[3],
    m,
  );
  const body = rest.filter((i) => !footer.includes(i));
  const reading = (a: number, b: number): number => {
    const la = lines[a]!.line.bbox;
    const lb = lines[b]!.line.bbox;
    return Math.abs(la[1] - lb[1]) < 0.005 ? la[0] - lb[0] : la[1] - lb[1];
  };
  return { header: header.sort(reading), footer: footer.sort(reading), body };
}
