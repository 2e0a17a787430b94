// How heavy each scanned line's letters are: the width of their stems, measured in the pixels
// that were read, over the line's font size. A scan has no font to say "bold", so a heading set
// bold at body size (a report's section head, "Payment terms") read as body text; its stems are
// about 1.5 times as wide as the body's at any size and resolution.
import type { PixelLine } from '../../layout/page-layout.js';
import type { RawImage } from '../engines/ocr-engine.js';

// A word's box spans what its letters reach: capitals, digits and ascenders reach the cap
// height, some letters go below the baseline. Its height over the font size is about (DejaVu,
// Liberation, Times alike within ~10%): 0.95 with both, 0.73 with only tall letters, 0.75 with
// only descenders, 0.53 with neither. Dividing by that gives a size that does not change with the
// letters a line happens to hold (a line without descenders is not a smaller font). A dotted i
// or j, and Ukrainian і, ї, й, reach about as high as an ascender: without them a word like
// "із" or "in" read as x-height only and measured a third larger than its neighbours.
const TALL = /[\p{Lu}\p{N}bdfhkltijбдйїёіґ]/u;
const DEEP = /[gjpqyрудфцщ,;]/u;

/** A word's font size from its text and its box's height (in the box's own unit). */
export function wordSize(text: string, height: number): number {
  const tall = TALL.test(text);
  const deep = DEEP.test(text);
  return height / (tall && deep ? 0.95 : tall ? 0.73 : deep ? 0.75 : 0.53);
}

// Rows sampled in each word, as fractions of its box's height: inside the x-height of words with
// and without ascenders or descenders, where every letter crosses as stems (not serifs or bars).
const ROWS = [0.4, 0.5, 0.6];
/** A line is weighed from at least this many stems; fewer (a lone "I", a dash) say nothing. */
const MIN_STEMS = 4;
/**
 * Bold: stems this much wider than the page's body text. DejaVu Sans, Serif and Condensed at 8-16
 * pt, scanned at 150-300 dpi, measured bold 1.6-2.0 times regular; blurred, noisy 150 dpi JPEG
 * 1.2-1.7 (small serif text thickens most); regular lines stay within ±10% of each other.
 */
const BOLD_RATIO = 1.35;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** A row of gray values (0 black) between two columns; a view into gray images, no copy. */
function row(image: RawImage, y: number, left: number, right: number): Uint8Array | Uint8ClampedArray {
  const start = y * image.stride;
  if (image.bpp === 1) return image.pixels.subarray(start + left, start + right);
  const out = new Uint8Array(right - left);
  for (let x = left; x < right; x++) out[x - left] = image.pixels[start + x * image.bpp + 1]!; // green: near luminance
  return out;
}

/**
 * Each line's stem width over its font size (0 where it cannot be told), in the order of `lines`.
 * Antialiased edges count by their share of ink, so a 2-pixel stem at 150 dpi still measures
 * between 2 and 3, not one or the other.
 */
export function lineStrokes(image: RawImage, lines: readonly PixelLine[]): number[] {
  return lines.map((line) => {
    const rows: (Uint8Array | Uint8ClampedArray)[] = [];
    const sizes: number[] = [];
    for (const word of line.words) {
      const [l, t, r, b] = word.box.map(Math.round) as [number, number, number, number];
      const left = Math.max(0, l),
        right = Math.min(image.width, r);
      if (b - t < 6 || right - left < 2 || !/[\p{L}\p{N}]/u.test(word.text)) continue;
      sizes.push(wordSize(word.text, b - t));
      for (const f of ROWS) {
        const y = Math.min(image.height - 1, Math.max(0, Math.round(t + f * (b - t))));
        rows.push(row(image, y, left, right));
      }
    }
    const stems = stemWidths(rows);
    return stems.length >= MIN_STEMS ? median(stems) / median(sizes) : 0;
  });
}

/** The dark runs' widths on sampled rows, against the rows' own paper and ink (scans vary). */
function stemWidths(rows: readonly (Uint8Array | Uint8ClampedArray)[]): number[] {
  const counts = new Uint32Array(256);
  let total = 0;
  for (const values of rows) {
    for (const v of values) {
      counts[v]!++;
      total++;
    }
  }
  const level = (share: number): number => {
    for (let v = 0, seen = 0; v < 256; v++) if ((seen += counts[v]!) >= share * total) return v;
    return 255;
  };
  const ink = level(0.05),
    paper = level(0.9);
  if (paper - ink < 48) return [];
  const widths: number[] = [];
  for (const values of rows) {
    let width = 0,
      peak = 0;
    for (let x = 0; x <= values.length; x++) {
      const share = x < values.length ? Math.min(1, Math.max(0, (paper - values[x]!) / (paper - ink))) : 0;
      if (share > 0.2) {
        width += share;
        peak = Math.max(peak, share);
      } else if (width > 0) {
        // A run that never gets dark is a speck or JPEG ringing, not a stem.
        if (peak > 0.6) widths.push(width);
        width = peak = 0;
      }
    }
  }
  return widths;
}

/**
 * Bold lines: stems clearly wider than the page's body text, which is the stroke of most words
 * (a median over lines weighted by their words). A page set all bold has bold as its body.
 */
export function boldLines(strokes: readonly number[], words: readonly number[]): boolean[] {
  const weighted: number[] = [];
  strokes.forEach((s, i) => {
    if (s > 0) for (let k = 0; k < (words[i] ?? 0); k++) weighted.push(s);
  });
  const body = median(weighted);
  return strokes.map((s) => body > 0 && s > body * BOLD_RATIO);
}
