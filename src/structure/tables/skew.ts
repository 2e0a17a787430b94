// How much a scanned page's text slopes (dy/dx, in points): a scan is read as it lies, up to a
// degree or two off straight, so over a table's width a text line drifts by half a line or more.
// Ruling lines found in the image slope the same way, but their boxes keep only the middle
// height; comparing a word with a rule at the word's own x needs the slope.

/** Only a word's box (points, y down) is read here; items.ts builds the words and asks for the slope. */
interface Word {
  box: readonly [number, number, number, number];
}

/** Least-squares slope of one engine line's word centres, or null when the line is too short to tell. */
function lineSlope(words: readonly Word[]): number | null {
  if (words.length < 3) return null;
  const xs = words.map((w) => (w.box[0] + w.box[2]) / 2);
  // Bottoms sit on the baseline except descenders; centres vary with the letters more.
  const ys = words.map((w) => w.box[3]);
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let sxx = 0,
    sxy = 0;
  xs.forEach((x, i) => {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (ys[i]! - my);
  });
  const span = Math.max(...xs) - Math.min(...xs);
  const height = words.reduce((s, w) => s + (w.box[3] - w.box[1]), 0) / words.length;
  // A line shorter than a few words' height says little about a degree.
  return span >= 8 * height && sxx > 0 ? sxy / sxx : null;
}

/**
 * The page's slope: the median over its longer lines (one tilted line, a formula, is outvoted);
 * 0 when no line tells, or when lines disagree too much to be one scan's skew.
 */
export function pageSlope(lineWords: readonly (readonly Word[])[]): number {
  const slopes = lineWords
    .map(lineSlope)
    .filter((s): s is number => s !== null)
    .sort((a, b) => a - b);
  if (slopes.length < 3) return 0;
  const m = slopes[slopes.length >> 1]!;
  // More than ~4° is no scanner's skew: a page set at an angle on purpose, left alone.
  return Math.abs(m) <= 0.07 ? m : 0;
}

/** A word's centre height as if the page were level about x = `pivot`. */
export const levelY = (w: Word, slope: number, pivot: number): number =>
  (w.box[1] + w.box[3]) / 2 - slope * ((w.box[0] + w.box[2]) / 2 - pivot);
