// Tesseract's line boxes on a scan do not say where a line stands up and down: on a page skewed
// by a degree, one line's box is the union of its words (twice a line's height, overlapping the
// next line), another's only a sliver of it (a fifth of its words' height). Gaps between lines,
// line heights and "level with" all read those boxes, so paragraphs were cut at random. Each
// word's own box is small enough for skew not to matter: a line's top and bottom are taken as
// the median of its words' tops and bottoms (its middle), its left and right edges as they are.
import type { Bbox } from '../../layout/page-layout.js';
import type { StyledLine } from '../model.js';
import { median } from './page-metrics.js';

/** The line with its box's top and bottom at its words' median top and bottom. */
function steadyLine(l: StyledLine): StyledLine {
  const words = l.line.words.filter((w) => /[\p{L}\p{N}]/u.test(w.text) && w.bbox[3] > w.bbox[1]);
  if (words.length === 0) return l;
  const top = median(words.map((w) => w.bbox[1]));
  const bottom = median(words.map((w) => w.bbox[3]));
  if (!(bottom > top)) return l;
  const bbox: Bbox = [l.line.bbox[0], top, l.line.bbox[2], bottom];
  return { line: { ...l.line, bbox }, style: l.style };
}

/** Scans only: text-layer boxes are exact and stay as they are. */
export function steadyLines(lines: readonly StyledLine[], bornDigital: boolean): StyledLine[] {
  return bornDigital ? [...lines] : lines.map(steadyLine);
}
