// Heading levels across the document: the distinct heading styles (size in half points, bold),
// largest first and bold before regular at one size, are levels 2..6 (the title is level 1).
// Sizes measured from scans wobble, so sizes within a few percent share a level.
import type { LineStyle } from '../model.js';
import { roundSize, styleKey } from './page-metrics.js';

/**
 * `spread`: how far, as a fraction, sizes of one style may differ and still be one level: 5% for
 * fonts; more where sizes are measured from a scan's pixels (see sizeSpread).
 */
export function rankHeadingStyles(styles: readonly LineStyle[], spread = 0.05): Record<string, number> {
  const distinct = new Map<string, LineStyle>();
  for (const s of styles) distinct.set(styleKey(s), { size: roundSize(s.size), bold: s.bold });
  const ordered = [...distinct.values()].sort((a, b) => b.size - a.size || Number(b.bold) - Number(a.bold));
  const levels: Record<string, number> = {};
  let level = 1;
  let anchor: LineStyle | undefined;
  for (const s of ordered) {
    const near = anchor && anchor.bold === s.bold && anchor.size - s.size <= Math.max(0.5, spread * anchor.size);
    if (!near) {
      level = Math.min(6, level + 1);
      anchor = s;
    }
    levels[styleKey(s)] = level;
  }
  return levels;
}

/** The level of a style in `levels`, or the level of the nearest ranked size. */
export function levelOf(levels: Readonly<Record<string, number>>, style: LineStyle): number | undefined {
  const exact = levels[styleKey(style)];
  if (exact !== undefined) return exact;
  let best: { level: number; distance: number } | undefined;
  for (const [key, level] of Object.entries(levels)) {
    const size = Number.parseFloat(key);
    const distance = Math.abs(size - style.size) + (key.endsWith('b') === style.bold ? 0 : 0.25);
    if (!best || distance < best.distance) best = { level, distance };
  }
  return best?.level;
}

/**
 * How far one heading style's sizes may wander: twice the body text's own wander around the body
 * size (the 75th percentile of the paragraphs' relative deviations, by characters), as a heading
 * is measured from a word or two where a paragraph has many lines; within 5-15%. Fonts give one
 * exact size (5%: rounding); sizes measured on scans wander by 5-10% even over a paragraph.
 */
export function sizeSpread(body: number, paragraphs: ReadonlyArray<{ size: number; chars: number }>): number {
  if (!(body > 0)) return 0.05;
  const deviations = paragraphs.map((p) => ({ d: Math.abs(p.size - body) / body, n: p.chars })).sort((a, b) => a.d - b.d);
  const total = deviations.reduce((n, x) => n + x.n, 0);
  let seen = 0;
  for (const x of deviations) {
    seen += x.n;
    if (seen >= 0.75 * total) return Math.min(0.15, Math.max(0.05, 2 * x.d));
  }
  return 0.05;
}
