// Heading levels across the document: the distinct heading styles (size in half points, bold),
// largest first and bold before regular at one size, are levels 2..6 (the title is level 1).
// Sizes measured from scans wobble, so sizes within a few percent share a level.
import type { LineStyle } from '../model.js';
import { roundSize, styleKey } from './page-metrics.js';

export function rankHeadingStyles(styles: readonly LineStyle[]): Record<string, number> {
  const distinct = new Map<string, LineStyle>();
  for (const s of styles) distinct.set(styleKey(s), { size: roundSize(s.size), bold: s.bold });
  const ordered = [...distinct.values()].sort((a, b) => b.size - a.size || Number(b.bold) - Number(a.bold));
  const levels: Record<string, number> = {};
  let level = 1;
  let anchor: LineStyle | undefined;
  for (const s of ordered) {
    const near = anchor && anchor.bold === s.bold && anchor.size - s.size <= Math.max(0.5, 0.05 * anchor.size);
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
