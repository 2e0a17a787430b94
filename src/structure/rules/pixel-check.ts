// The last word on a candidate rule, at full resolution: sample across it at evenly spaced
// points along its length and measure the dark run there. A rule is dark at most samples (text
// that chained into a candidate is not), mostly clear of other ink (letters standing on it are
// text), and thin (a filled box or picture is not); its thin-direction bounds are taken from the
// samples, not from the coarse blocks.
import type { GrayWords } from './pixel-source.js';

/** A candidate in pixels: long from a0 to a1 (exclusive), thin from b0 to b1 (exclusive). */
export interface Candidate {
  horizontal: boolean;
  a0: number;
  a1: number;
  b0: number;
  b1: number;
}

interface CheckOptions {
  threshold: number;
  /** Thickest rule, pixels. */
  maxThickness: number;
  /** Least share of samples that must cross the rule's ink. */
  minCoverage: number;
  /** Most share of those where other ink touches it. */
  maxTouched: number;
}

/** The candidate with tightened thin bounds, or null when it is not a rule. */
export function checkRule(src: GrayWords, c: Candidate, opt: CheckOptions): Candidate | null {
  const { bytes, width, height } = src;
  const pitch = src.strideWords * 4;
  // Byte steps per unit of a (long direction) and of b (thin direction).
  const [aStep, bStep] = c.horizontal ? [1, pitch] : [pitch, 1];
  const limit = c.horizontal ? height : width;
  const b0 = Math.max(0, c.b0 - 2);
  const b1 = Math.min(limit, c.b1 + 2);
  const samples = Math.max(8, Math.min(48, (c.a1 - c.a0) >> 3));
  const step = (c.a1 - c.a0 - 1) / (samples + 1);
  const lens: number[] = [];
  let touched = 0;
  const starts: number[] = [];
  for (let i = 1; i <= samples; i++) {
    const a = Math.round(c.a0 + i * step);
    const base = a * aStep;
    let best = 0;
    let bestAt = 0;
    let run = 0;
    for (let b = b0; b < b1; b++) {
      if (bytes[base + b * bStep]! < opt.threshold) {
        run++;
        if (run > best) {
          best = run;
          bestAt = b - run + 1;
        }
      } else run = 0;
    }
    if (best === 0) continue;
    lens.push(best);
    starts.push(bestAt);
    // Ink right beside the run (or running out of the window) is something touching the line.
    const end = bestAt + best;
    const dark = (b: number): boolean => b >= 0 && b < limit && bytes[base + b * bStep]! < opt.threshold;
    if (bestAt <= b0 || end >= b1 || dark(bestAt - 2) || dark(bestAt - 3) || dark(end + 1) || dark(end + 2)) touched++;
  }
  if (lens.length < opt.minCoverage * samples) return null;
  // Tesseract's false-positive test: a rule has clear paper along most of it; the serifs along
  // a bold heading's baseline, which can join into a long thin run, have letters standing on them.
  if (touched > opt.maxTouched * lens.length) return null;
  const sorted = [...lens].sort((x, y) => x - y);
  const median = sorted[sorted.length >> 1]!;
  if (median > opt.maxThickness) return null;
  // Samples where text or a crossing line thickens the run do not widen the box.
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < lens.length; i++) {
    if (lens[i]! > 2 * median + 1) continue;
    lo = Math.min(lo, starts[i]!);
    hi = Math.max(hi, starts[i]! + lens[i]!);
  }
  return { ...c, b0: lo, b1: hi };
}
