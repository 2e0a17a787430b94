// Bands of a page's text, cut from its first look (whole rows, copied: they outlive the
// rendering), so that the decisions before the reading look at a strip instead of the page.
import { INK_CONTRAST } from './blank-page.js';
import type { RawImage } from '../engines/ocr-engine.js';

/**
 * OSD on a dense 300-DPI A4 page took 0.4-0.7 s here (a fifth of a reading); on its inkiest
 * 0.6 inch (four lines of 11 pt) 0.09-0.18 s; at 150 DPI on 0.3 inch (two lines) 25-28 ms alone, with
 * the same script (script confidence 2-8; OSD trusts 1 and up). Only the script is taken from
 * the band: orientation, when needed, from the whole page.
 */
const OSD_BAND_INCHES = 0.3;

/**
 * The language probe reads body text: the inkiest band was, on 16 of 47 tuning pages, a heading,
 * a table's header row or a dark title (20-40 letters, too few to tell a language by), and the
 * page was then read twice. The band whose rows are text across most of their width holds two
 * lines of a paragraph (100-160 letters at 10-11 pt).
 */
const PROBE_BAND_INCHES = 0.3;
/**
 * A sparse page's best band (a table's row, a receipt's line, a slide's bullet) held 23-39
 * letters on 8 of 91 bench pages, too few to tell a language, and the page was then read twice
 * (0.5-1.5 s); its next bands cost 30-60 ms each. Dense pages stop at the first.
 */
const PROBE_BANDS = 3;
/**
 * A band cut through a line of text reads as garbage ("TAPGE St SUVPIY CONLIGCLS"): its edges
 * move out to the emptiest row within this reach (a line's pitch at 12 pt is 0.2 inch).
 */
const SNAP_INCHES = 0.2;

export interface PageBands {
  /** The inkiest band: OSD tells the script from it. */
  osdBand: RawImage;
  /**
   * The bands most covered by text across the page, best first, none overlapping another: the
   * language probe reads the first, and the next while it has read too few letters.
   */
  probeBands: RawImage[];
}

interface RowMeasures {
  /** Per band of `bandHeight` rows: its ink, and its tiles of text (blank-page.ts). */
  rowInk: Uint32Array;
  rowCover: Uint32Array;
  bandHeight: number;
  background: number;
}

export function pageBands(image: RawImage, { rowInk, rowCover, bandHeight, background }: RowMeasures): PageBands {
  const reach = Math.round(SNAP_INCHES * image.dpi);
  const size = (inches: number): number => Math.min(rowInk.length, Math.max(1, Math.round((inches * image.dpi) / bandHeight)));
  const cut = (start: number, bands: number): RawImage => {
    const top = emptiestRow(image, background, Math.min(image.height - 1, start * bandHeight), -reach);
    const bottom = emptiestRow(image, background, Math.min(image.height, (start + bands) * bandHeight), reach) + 1;
    return { ...image, height: bottom - top, pixels: image.pixels.slice(top * image.stride, bottom * image.stride) };
  };
  const osd = size(OSD_BAND_INCHES);
  const probe = size(PROBE_BAND_INCHES);
  const left = rowCover.slice();
  const probeBands: RawImage[] = [];
  const margin = Math.ceil(reach / bandHeight);
  for (let n = 0; n < PROBE_BANDS; n++) {
    const start = bestWindow(left, probe);
    if (n > 0 && sumOf(left, start, probe) === 0) break;
    probeBands.push(cut(start, probe));
    // The next band keeps clear of this one's rows, snapped edges included.
    left.fill(0, Math.max(0, start - margin), start + probe + margin);
  }
  return { osdBand: cut(bestWindow(rowInk, osd), osd), probeBands };
}

function sumOf(values: Uint32Array, start: number, size: number): number {
  let sum = 0;
  for (let i = start; i < Math.min(values.length, start + size); i++) sum += values[i]!;
  return sum;
}

/** The first index of the `size` consecutive values with the largest sum. */
function bestWindow(values: Uint32Array, size: number): number {
  let sum = 0;
  let best = -1;
  let bestStart = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]! - (i >= size ? values[i - size]! : 0);
    if (i >= size - 1 && sum > best) [best, bestStart] = [sum, i - size + 1];
  }
  return bestStart;
}

/** From row `from`, `reach` rows up (negative) or down: the row with the fewest ink pixels, the nearest on a tie. */
function emptiestRow({ pixels, width, height, stride, bpp }: RawImage, background: number, from: number, reach: number): number {
  const step = Math.sign(reach);
  let best = Math.min(height - 1, Math.max(0, from));
  let fewest = Infinity;
  for (let y = best, n = 0; n <= Math.abs(reach) && y >= 0 && y < height; y += step, n++) {
    let ink = 0;
    for (let x = 0, i = y * stride; x < width; x++, i += bpp) if (Math.abs(pixels[i]! - background) >= INK_CONTRAST) ink++;
    if (ink < fewest) [best, fewest] = [y, ink];
    if (ink === 0) break;
  }
  return best;
}
