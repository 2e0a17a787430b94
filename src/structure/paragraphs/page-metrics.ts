// Measures of one page that the paragraph rules compare against: the body text size, the usual
// line height and the distances that count as "aligned". Distances are in points, so that a rule
// means the same on a portrait letter page and on a landscape scan.
import type { Bbox } from '../../layout/page-layout.js';
import type { LineStyle, StyledLine } from '../model.js';

export interface PageMetrics {
  /** Page size in points (a fallback of US Letter where the worker knew none). */
  width: number;
  height: number;
  /** The size most of the page's characters are set in. */
  bodySize: number;
  /** True when the body text itself is bold (then bold says nothing about headings). */
  bodyBold: boolean;
  /** Median height of body-size line boxes, in points. */
  lineHeight: number;
  /** How far two left edges may differ and still count as aligned, in points. */
  tolerance: number;
  bornDigital: boolean;
  /**
   * Whether the engine's block/paragraph numbers say something: not when nearly every line is
   * its own block (some PDF producers place each line alone, and MuPDF then blocks per line).
   */
  blockHints: boolean;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Sizes compared in half points: the resolution the document pass ranks heading sizes at. */
export function roundSize(size: number): number {
  return Math.round(size * 2) / 2;
}

export function styleKey(style: LineStyle): string {
  return `${roundSize(style.size)}${style.bold ? 'b' : ''}`;
}

/** Same style: same weight and sizes within rounding noise (scans measure sizes from pixels). */
export function sameStyle(a: LineStyle, b: LineStyle, bornDigital: boolean): boolean {
  if (a.bold !== b.bold) return false;
  const slack = bornDigital ? Math.max(0.6, 0.04 * Math.max(a.size, b.size)) : Math.max(1, 0.15 * Math.max(a.size, b.size));
  return Math.abs(a.size - b.size) <= slack;
}

/** The style most characters of `lines` are set in (ties: the first line's). */
export function dominantStyle(lines: readonly StyledLine[]): LineStyle {
  const weight = new Map<string, { style: LineStyle; chars: number }>();
  for (const { line, style } of lines) {
    const key = styleKey(style);
    const entry = weight.get(key) ?? { style, chars: 0 };
    entry.chars += Math.max(1, line.text.length);
    weight.set(key, entry);
  }
  let best: { style: LineStyle; chars: number } | undefined;
  for (const entry of weight.values()) if (!best || entry.chars > best.chars) best = entry;
  return best ? { size: best.style.size, bold: best.style.bold } : { size: 10, bold: false };
}

export function pageMetrics(
  lines: readonly StyledLine[],
  body: readonly number[],
  frame: { width: number; height: number; born_digital: boolean },
): PageMetrics {
  const width = frame.width > 0 ? frame.width : 612;
  const height = frame.height > 0 ? frame.height : 792;
  const chosen = body.map((i) => lines[i]!);
  const dominant = dominantStyle(chosen);
  const bodySize = dominant.size > 0 ? dominant.size : 10;
  const heights = chosen
    .filter((l) => Math.abs(l.style.size - bodySize) <= Math.max(1, 0.1 * bodySize))
    .map((l) => (l.line.bbox[3] - l.line.bbox[1]) * height)
    .filter((h) => h > 0);
  const lineHeight = median(heights) || bodySize;
  const tolerance = (frame.born_digital ? 0.45 : 0.9) * bodySize;
  const groups = new Set(chosen.map((l) => (frame.born_digital ? `${l.line.block}` : `${l.line.block}/${l.line.paragraph}`)));
  const blockHints = chosen.length >= 4 && chosen.length >= 1.5 * groups.size;
  return { width, height, bodySize, bodyBold: dominant.bold, lineHeight, tolerance, bornDigital: frame.born_digital, blockHints };
}

/** Vertical gap from the bottom of `a` to the top of `b`, in points (negative: overlap). */
export function gapBelow(a: Bbox, b: Bbox, m: PageMetrics): number {
  return (b[1] - a[3]) * m.height;
}

/** Horizontal overlap of two boxes as a fraction of the narrower one (0: none). */
export function xOverlap(a: Bbox, b: Bbox): number {
  const overlap = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const narrower = Math.min(a[2] - a[0], b[2] - b[0]);
  return overlap <= 0 || narrower <= 0 ? 0 : overlap / narrower;
}
