// Ruling lines found in a page image, the way Leptonica's line finder (used by Tesseract) finds
// them: binarize, keep only long thin dark runs (a morphological opening with a line-shaped
// element), group them into lines, drop what is thick (boxes, pictures) or patchy (text). Done on
// bitmaps of 4×2-pixel blocks so a 2550×3300 page costs a few milliseconds: one pass over the
// pixels (block-bitmaps.ts), runs found 32 blocks at a time (bit-runs.ts), and a full-resolution
// look only at the few candidates (pixel-check.ts).
import { blockBitmaps } from './block-bitmaps.js';
import { transposeBits } from './bit-transpose.js';
import { findRuns } from './bit-runs.js';
import { checkRule, type Candidate } from './pixel-check.js';
import { grayWords, pickThreshold, type GrayWords } from './pixel-source.js';
import { linkRuns, mergeCollinear } from './run-segments.js';

import type { GrayImage, PixelRule } from './gray-image.js';

export type { GrayImage, PixelRule };

/** Sizes in inches, converted at the image's dpi. */
const PIXEL_RULE_LIMITS = {
  /** Shortest rule. */
  minLength: 0.4,
  /** Shortest unbroken piece of one (pieces closer than mergeGap join). */
  minPiece: 0.2,
  /** Thickest rule (median across its length). */
  maxThickness: 0.045,
  /** Widest break inside a dashed or worn rule. */
  mergeGap: 0.05,
} as const;

export function rulesFromPixels(image: GrayImage): PixelRule[] {
  if (image.width < 8 || image.height < 4) return [];
  const dpi = image.dpi > 0 ? Math.min(1200, Math.max(72, image.dpi)) : 300;
  const src = grayWords(image);
  const threshold = pickThreshold(src);
  const maps = blockBitmaps(src, threshold);
  // Horizontal: block rows are lanes, 2 px thick; positions are block columns, 4 px long.
  const h = candidates(maps.full, maps.rows, maps.words, { lane: 2, pos: 4 }, dpi, true);
  // Vertical: the "any" bitmap turned so block columns (4 px) are lanes and block rows (2 px) positions.
  const anyT = transposeBits(maps.any, maps.rows, maps.cols, maps.words);
  const v = candidates(anyT, maps.cols, (maps.rows + 31) >> 5, { lane: 4, pos: 2 }, dpi, false);
  const opt = { threshold, maxThickness: Math.max(3, PIXEL_RULE_LIMITS.maxThickness * dpi), minCoverage: 0.7, maxTouched: 0.3 };
  const out: PixelRule[] = [];
  for (const c of [...h, ...v]) {
    const r = checkRule(src, clampTo(c, src), opt);
    if (!r) continue;
    out.push(r.horizontal ? [r.a0, r.b0, r.a1, r.b1] : [r.b0, r.a0, r.b1, r.a1]);
  }
  return out.sort((x, y) => x[1] - y[1] || x[0] - y[0]);
}

interface Units {
  lane: number;
  pos: number;
}

function candidates(bits: Int32Array, lanes: number, words: number, u: Units, dpi: number, horizontal: boolean): Candidate[] {
  const L = PIXEL_RULE_LIMITS;
  const runs = findRuns(bits, lanes, words, {
    minLength: Math.ceil((L.minPiece * dpi) / u.pos),
    maxGap: Math.max(1, Math.round(6 / u.pos)),
    minFill: 0.8,
  });
  const maxLanes = (L.maxThickness * dpi) / u.lane + 2;
  const pieces = linkRuns(runs, 1).filter((s) => s.area / (s.p1 - s.p0 + 1) <= maxLanes);
  const lines = mergeCollinear(pieces, 1, Math.ceil((L.mergeGap * dpi) / u.pos));
  const minPos = (L.minLength * dpi) / u.pos;
  return lines
    .filter((s) => s.p1 - s.p0 + 1 >= minPos)
    .map((s) => ({
      horizontal,
      a0: s.p0 * u.pos,
      a1: (s.p1 + 1) * u.pos,
      b0: s.lane0 * u.lane,
      b1: (s.lane1 + 1) * u.lane,
    }));
}

function clampTo(c: Candidate, src: GrayWords): Candidate {
  const [aMax, bMax] = c.horizontal ? [src.width, src.height] : [src.height, src.width];
  return { ...c, a1: Math.min(c.a1, aMax), b1: Math.min(c.b1, bMax) };
}
