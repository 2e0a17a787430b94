// Is there anything on this page to read? Decided from the rendered gray pixels in one pass
// (tens of milliseconds for an A4 page at 300 DPI), before Tesseract is started.
//
// Ink is any pixel far from the page's background level (darker or lighter, so white text on a
// dark page counts too). A character is a compact cluster of ink: an 8-pt letter at 300 DPI is
// 60+ ink pixels within a few millimetres. Dust and scanner noise are specks of a few pixels.
// So the page has something on it when some window of about 4 × 4 mm holds at least as much
// ink as the smallest letter; only then may Tesseract find text. A blot or a scanner's dark edge
// also counts: such a page is read as usual, which costs time but never loses text.
import type { RawImage } from '../engines/ocr-engine.js';
import type { InkTiles } from './text-columns.js';

/** Levels (0..255) away from the background that count as ink: faint gray text is 50+ away. */
export const INK_CONTRAST = 40;
/** Tile side in pixels at 300 DPI; a window is 3 × 3 tiles (4 mm), so any letter up to 10 pt lies whole in one. */
const TILE_AT_300 = 16;
/**
 * Ink pixels in one window, at 300 DPI, that a character of 8-pt print reaches. Measured with
 * DejaVu Sans 8 pt: 'i' 69 (also in 75% gray), '1' 152; a period 19, a hyphen 30.
 */
const MIN_INK_AT_300 = 48;

interface BlankVerdict {
  blank: boolean;
  /** The most ink found in one window, in pixels (for tests and the overhead bench). */
  maxWindowInk: number;
  /** Pixels the window's ink had to reach at this resolution. */
  needed: number;
  /** Ink pixels per band of `bandHeight` rows, top to bottom (where the text is, for OSD). */
  rowInk: Uint32Array;
  /** Tiles per band that hold some ink but are not filled with it: how much of the row is text. */
  rowCover: Uint32Array;
  bandHeight: number;
  /** The paper's level: ink is INK_CONTRAST away from it. */
  background: number;
  /** The tiles the verdict was made from (text-columns.ts reads them). */
  tiles: InkTiles;
}

// A tile holds text when a few of its pixels are ink (a letter's stroke) and most are not (a
// filled box, a picture or a dark banner is not text to probe). Share of the tile's pixels.
const TEXT_TILE_MIN_INK = 0.06;
const TEXT_TILE_MAX_INK = 0.6;

export function inspectBlank(image: RawImage): BlankVerdict {
  const { width, height, stride, bpp, pixels, dpi } = image;
  const scale = dpi / 300;
  const tile = Math.max(4, Math.round(TILE_AT_300 * scale));
  const needed = Math.max(6, Math.round(MIN_INK_AT_300 * scale * scale));
  const background = backgroundLevel(image);
  const tw = Math.ceil(width / tile);
  const th = Math.ceil(height / tile);
  const ink = new Uint32Array(tw * th);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const tileRow = Math.floor(y / tile) * tw;
    for (let x = 0; x < width; x++) {
      const v = pixels[row + x * bpp]!;
      if (v - background >= INK_CONTRAST || background - v >= INK_CONTRAST) ink[tileRow + Math.floor(x / tile)]!++;
    }
  }
  let maxWindowInk = 0;
  for (let ty = 0; ty < th; ty++) {
    for (let tx = 0; tx < tw; tx++) {
      let sum = 0;
      for (let y = ty; y < Math.min(th, ty + 3); y++) for (let x = tx; x < Math.min(tw, tx + 3); x++) sum += ink[y * tw + x]!;
      if (sum > maxWindowInk) maxWindowInk = sum;
    }
  }
  const rowInk = new Uint32Array(th);
  const rowCover = new Uint32Array(th);
  const [fewest, most] = [TEXT_TILE_MIN_INK * tile * tile, TEXT_TILE_MAX_INK * tile * tile];
  for (let ty = 0; ty < th; ty++) {
    for (let tx = 0; tx < tw; tx++) {
      const n = ink[ty * tw + tx]!;
      rowInk[ty]! += n;
      if (n >= fewest && n <= most) rowCover[ty]!++;
    }
  }
  const tiles = { ink, across: tw, down: th, side: tile, dpi, textMin: fewest, textMax: most };
  return { blank: maxWindowInk < needed, maxWindowInk, needed, rowInk, rowCover, bandHeight: tile, background, tiles };
}

/** The most common level (first channel): paper, whatever its shade. */
function backgroundLevel({ width, height, stride, bpp, pixels }: RawImage): number {
  const histogram = new Uint32Array(256);
  // Every fourth row is plenty for a mode.
  for (let y = 0; y < height; y += 4) {
    const row = y * stride;
    for (let x = 0; x < width; x++) histogram[pixels[row + x * bpp]!]!++;
  }
  let level = 255;
  for (let v = 0; v < 256; v++) if (histogram[v]! > histogram[level]!) level = v;
  return level;
}
