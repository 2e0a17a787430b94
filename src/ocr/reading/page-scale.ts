// The resolution a page is read at, chosen from the size of its smallest real text. Tesseract's
// LSTM reads each line rescaled to a fixed height, so pixels beyond what the letters need only
// feed layout analysis and thresholding: a dense 11-pt page read at 150 DPI instead of 300 cost
// 0.79× the CPU here (`tesseract` CLI) with the same words. Small print needs more pixels, so the
// page's smallest text that has a line's worth of letters sets the scale, not the body text.
import type { GlyphSizes } from '../../../native/index.js';
import type { OcrEngine, RawImage } from '../engines/ocr-engine.js';

/** The first look at a page: enough pixels to measure 8-pt letters (x-height 9 px), cheap to render. */
export const LOOK_DPI = 150;

/**
 * The smallest text's x-height, in pixels as measured (the lower edge of its letters' heights),
 * that a page is read at: 11-pt DejaVu Sans measures 12 px at 150 DPI, 8-pt 9 px. On the
 * accuracy set (bench/accuracy/set.ts, 21 pages) against `tesseract` at the file's resolution,
 * 9, 10 and 12 kept every page within +0.002 CER; 10 reads 10-pt text at 150 DPI and 8-pt at
 * 167, a margin over 9 for small print. On the shorter degraded scans (bench/degraded-scans/set.ts)
 * any resolution but 300 moves 1-2 letters per Ukrainian page either way (З for 3).
 */
const TARGET_X_HEIGHT = 10;
/**
 * Never below: page preparation's measures (skew confidence, speck sizes) are calibrated at 300
 * DPI and stay reliable down to here (a 3° skew went unnoticed at 106 DPI), and OSD missed an
 * upside-down page at 100 DPI that it turned at 113.
 */
export const MIN_READ_DPI = 150;
/** A fax's pixels are interpolated up to at most this. */
const UPSCALE_TO_DPI = 300;
/** Not worth a second render for less than this change. */
const MIN_CHANGE = 0.1;

// Which ink clusters are letters: taller than punctuation of the page's own text (a period or
// an i's dot is a quarter of the x-height, a comma a third), not rules or pictures.
const PUNCTUATION_SHARE = 0.55;
const MAX_WIDTH_PER_HEIGHT = 4;
/** Fewer letters than this and there is no text size to tell (a page number, a stamp). */
const MIN_LETTERS = 40;
// The smallest text counts when it has a line's worth of letters whose heights agree within 25%
// (x-height letters; ascenders and capitals are 35-45% taller).
const MIN_RUN = 30;
const MIN_RUN_SHARE = 0.02;
const RUN_SPAN = 1.25;

// A cluster of ink this big both ways is a table's ruling or a picture, not a letter. Layout
// analysis needs full resolution around them: a ruled table read at 150 DPI lost its last row
// (accuracy set, 'table'), at 300 it read as `tesseract` does.
const FIGURE_INCHES = 0.5;

// Boxes and bars around or behind text: ink clusters at least an inch wide, taller than a rule
// and shorter than a figure (a form's field boxes, a statement's dark column header). Two or more
// and the page is read at its own resolution: at fewer pixels Tesseract reads their edges into the
// text and misses the ticks in small boxes beside them. The tuning part's forms have 12 (form-uk
// misread at 150 DPI, before the cells rule below sent it to 300); no other tuning page read under
// 300 DPI has one.
const BOX_INCHES = 1;
const RULE_INCHES = 0.04;
const MIN_BOXES = 2;

// Dotted rules (a quotation's rows parted by dotted lines, leader dots): at 150 DPI their dots
// fall apart into specks and Tesseract reads them into the cells beside as ':' and '"' (two
// held-out quotations, CER +0.02 and +0.04 over raw `tesseract`; as raw at 300). Two rows of them
// send a page to its own resolution; one dotted signature line does not. Found on the held-out
// part, so that part is no unseen test of this rule.
const MIN_DOTTED_ROWS = 2;

/**
 * A page with at least this share of its text rows in cells (text-columns.ts) is read at its own
 * resolution. On the tuning pages the forms measured 0.48-0.49 (form-uk read its fields in another
 * order at 150 DPI) and slides, the next highest of the pages that are read scaled, 0.30-0.32
 * (read as at 300).
 */
const CELL_ROWS_AT_SOURCE = 0.4;

interface GlyphMeasurer {
  measureGlyphs(image: RawImage): GlyphSizes;
}

export function canMeasureGlyphs(engine: OcrEngine): engine is OcrEngine & GlyphMeasurer {
  return typeof (engine as Partial<GlyphMeasurer>).measureGlyphs === 'function';
}

/** The page's letters: their median height, and which clusters of ink are letters. */
interface Letters {
  median: number;
  isLetter(width: number, height: number): boolean;
}

/** The letters among the page's ink clusters, or null when there are too few to tell. */
export function letterHeights({ widths, heights }: GlyphSizes, pageHeight: number): Letters | null {
  const shaped = (w: number, h: number) => h >= 3 && h < pageHeight / 10 && w <= MAX_WIDTH_PER_HEIGHT * h;
  const sizes: number[] = [];
  for (let i = 0; i < heights.length; i++) if (shaped(widths[i]!, heights[i]!)) sizes.push(heights[i]!);
  if (sizes.length < MIN_LETTERS) return null;
  sizes.sort((a, b) => a - b);
  const median = sizes[sizes.length >> 1]!;
  return { median, isLetter: (w, h) => shaped(w, h) && h >= median * PUNCTUATION_SHARE };
}

/**
 * The height in pixels of the page's smallest text with a line's worth of letters (about its
 * x-height), or null when there are too few letters to tell.
 */
export function smallestTextHeight(glyphs: GlyphSizes, pageHeight: number): number | null {
  const found = letterHeights(glyphs, pageHeight);
  if (found === null) return null;
  const letters: number[] = [];
  for (let i = 0; i < glyphs.heights.length; i++)
    if (found.isLetter(glyphs.widths[i]!, glyphs.heights[i]!)) letters.push(glyphs.heights[i]!);
  letters.sort((a, b) => a - b);
  const need = Math.max(MIN_RUN, Math.ceil(letters.length * MIN_RUN_SHARE));
  for (let i = 0, j = 0; i < letters.length; i++) {
    while (j < letters.length && letters[j]! <= letters[i]! * RUN_SPAN) j++;
    if (j - i >= need) return letters[i]!;
  }
  return found.median;
}

/**
 * The resolution to read at, given the glyphs measured on a look at `lookDpi` and the most the
 * page's pixels offer (`sourceDpi`): the smallest text brought to TARGET_X_HEIGHT, within
 * [MIN_READ_DPI, sourceDpi]. `upscale` > 1 when even the source is too coarse for it (a fax).
 * `cellRows`: the share of the look's text rows set in cells (text-columns.ts); `graphics`:
 * hasGraphics of these glyphs, when the caller has it already.
 */
export function readingScale(
  glyphs: GlyphSizes,
  look: Pick<RawImage, 'dpi' | 'height'>,
  sourceDpi: number,
  cellRows = 0,
  graphics = hasGraphics(glyphs, look.dpi),
): { dpi: number; upscale: number } {
  const height = smallestTextHeight(glyphs, look.height);
  const atSource = height === null || graphics || cellRows >= CELL_ROWS_AT_SOURCE;
  if (atSource) return { dpi: sourceDpi, upscale: 1 };
  const wanted = (look.dpi * TARGET_X_HEIGHT) / height;
  if (wanted > sourceDpi) {
    // Upscaled by interpolation, at most to the 300 DPI raw `tesseract` is measured at.
    const upscale = Math.min(wanted, UPSCALE_TO_DPI) / sourceDpi;
    return { dpi: sourceDpi, upscale: upscale > 1 + MIN_CHANGE ? upscale : 1 };
  }
  const dpi = Math.round(Math.min(sourceDpi, Math.max(MIN_READ_DPI, wanted)));
  return { dpi: Math.abs(dpi - look.dpi) < look.dpi * MIN_CHANGE ? look.dpi : dpi, upscale: 1 };
}

/** A figure, boxes around text or dotted rules: what Tesseract's layout analysis must see at full resolution. */
export const hasGraphics = (glyphs: GlyphSizes, dpi: number): boolean =>
  hasFigure(glyphs, dpi) || hasBoxes(glyphs, dpi) || glyphs.dottedRows >= MIN_DOTTED_ROWS;

/** A table's ruling or a picture on the page (FIGURE_INCHES). */
export function hasFigure({ widths, heights }: GlyphSizes, dpi: number): boolean {
  const side = FIGURE_INCHES * dpi;
  for (let i = 0; i < heights.length; i++) if (widths[i]! >= side && heights[i]! >= side) return true;
  return false;
}

/** Boxes or bars around text (BOX_INCHES): MIN_BOXES of them or more. */
export function hasBoxes({ widths, heights }: GlyphSizes, dpi: number): boolean {
  let boxes = 0;
  for (let i = 0; i < heights.length; i++) {
    const h = heights[i]!;
    if (widths[i]! >= BOX_INCHES * dpi && h > RULE_INCHES * dpi && h < FIGURE_INCHES * dpi) boxes++;
  }
  return boxes >= MIN_BOXES;
}
