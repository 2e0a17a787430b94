// Lines of one run (a column stretch, top to bottom) grouped into paragraphs: a line continues
// the paragraph above it when it is set in the same style, at the usual spacing, aligned with it,
// and the line above ran (nearly) to the column's right edge. Everything else starts a new one.
import type { Bbox } from '../../layout/page-layout.js';
import type { LineStyle, StyledLine } from '../model.js';
import { gapBelow, median, sameStyle, xOverlap, type PageMetrics } from './page-metrics.js';
import { isLabelValue, parseMarker, type MarkerSplit } from './text-patterns.js';

/** The usual gap between consecutive body lines of the page's runs, in points. */
export function normalGap(runs: readonly number[][], lines: readonly StyledLine[], m: PageMetrics): number {
  const gaps: number[] = [];
  for (const run of runs) {
    for (let k = 1; k < run.length; k++) {
      const a = lines[run[k - 1]!]!;
      const b = lines[run[k]!]!;
      if (!sameStyle(a.style, b.style, m.bornDigital) || Math.abs(a.style.size - m.bodySize) > 0.15 * m.bodySize) continue;
      if (xOverlap(a.line.bbox, b.line.bbox) <= 0) continue;
      const gap = gapBelow(a.line.bbox, b.line.bbox, m);
      if (gap > -0.5 * m.lineHeight && gap < 2 * m.lineHeight) gaps.push(gap);
    }
  }
  // Gaps split between line spacing and paragraph spacing: the lower half is the line spacing.
  gaps.sort((x, y) => x - y);
  return gaps.length ? median(gaps.slice(0, Math.max(1, Math.ceil(gaps.length * 0.6)))) : 0.25 * m.lineHeight;
}

interface Context {
  lines: readonly StyledLine[];
  markers: ReadonlyArray<MarkerSplit | null>;
  m: PageMetrics;
  gap: number;
  /** The run's column: its lines' extent. */
  column: Bbox;
}

const width = (b: Bbox): number => b[2] - b[0];

/**
 * Heading-like lines (bigger or bold) wrap anywhere: only spacing and style keep them together.
 * Sizes measured on scans wander ±10-15% from line to line (a few words each), so there a line
 * must be clearly larger to count as display type.
 */
function isDisplay(line: StyledLine, m: PageMetrics): boolean {
  return line.style.size >= m.bodySize * (m.bornDigital ? 1.15 : 1.25) || (line.style.bold && !m.bodyBold);
}

/** The style a line is compared with: the line above; on scans the paragraph's median size so far. */
function reference(paragraph: readonly number[], c: Context): LineStyle {
  const prev = c.lines[paragraph[paragraph.length - 1]!]!.style;
  if (c.m.bornDigital) return prev;
  return { size: median(paragraph.map((i) => c.lines[i]!.style.size)), bold: prev.bold };
}

/**
 * The line above ended by choice, not because the column was full: the next line's first word
 * would have fitted in the room left at its end. This holds for justified and ragged-right text
 * alike, where a fixed "ends short" margin would cut ragged paragraphs apart.
 */
function endsShort(prev: StyledLine, next: StyledLine, c: Context): boolean {
  const room = c.column[2] - prev.line.bbox[2];
  if (room <= Math.max(0.06 * width(c.column), (2 * c.m.bodySize) / c.m.width)) return false;
  const word = next.line.words[0];
  const token = next.line.text.trim().split(/\s+/u)[0] ?? '';
  const wordWidth =
    word && word.bbox[2] > word.bbox[0]
      ? word.bbox[2] - word.bbox[0]
      : (width(next.line.bbox) * token.length) / Math.max(1, next.line.text.length);
  return room > wordWidth + (0.6 * c.m.bodySize) / c.m.width;
}

function continues(paragraph: readonly number[], next: number, c: Context): boolean {
  const { lines, m } = c;
  const first = lines[paragraph[0]!]!;
  const prev = lines[paragraph[paragraph.length - 1]!]!;
  const line = lines[next]!;
  const a = prev.line.bbox;
  const b = line.line.bbox;
  if (!sameStyle(reference(paragraph, c), line.style, m.bornDigital)) return false;
  if (c.markers[next]) return false;
  // Fields one a line ("Invoice date: …" over "Customer: …") are separate paragraphs, as Azure has them.
  if (isLabelValue(line.line.text) && isLabelValue(first.line.text)) return false;
  // MuPDF's blocks are paragraphs more often than not: a new block is a new paragraph.
  if (m.bornDigital && m.blockHints && prev.line.block !== line.line.block) return false;
  if (xOverlap(a, b) <= 0) return false;
  const h = Math.max(a[3] - a[1], b[3] - b[1]) * m.height;
  const gap = gapBelow(a, b, m);
  if (gap < -0.5 * h || gap > Math.max(c.gap * 1.5, c.gap + 0.35 * h)) return false;
  const tol = m.tolerance / m.width;
  // Tesseract's paragraph numbers are hints on scans: believed when a weak cue agrees (a little
  // more space, a slight indent) that alone would not break the paragraph.
  const newOcrParagraph =
    !m.bornDigital && m.blockHints && (prev.line.block !== line.line.block || prev.line.paragraph !== line.line.paragraph);
  if (newOcrParagraph && (gap > c.gap + 0.15 * h || (b[0] - a[0]) * m.width > 0.3 * m.tolerance)) return false;
  const centred = Math.abs((a[0] + a[2]) / 2 - (b[0] + b[2]) / 2) <= tol && a[0] > c.column[0] + tol;
  // A list item's wrapped text, hanging under the item's text or back at the marker.
  if (c.markers[paragraph[0]!]) return !endsShort(prev, line, c) && b[0] >= first.line.bbox[0] - tol;
  if (isDisplay(line, m)) return paragraph.length < 4 && (Math.abs(a[0] - b[0]) <= tol || centred);
  if (endsShort(prev, line, c) && !centred) return false;
  if (paragraph.length === 1) {
    // The first line may be indented (by up to a few ems); the second then sets the margin.
    const indent = (a[0] - b[0]) * m.width;
    return (indent >= -m.tolerance && indent <= 6 * m.bodySize) || centred;
  }
  const margin = lines[paragraph[1]!]!.line.bbox[0];
  return Math.abs(b[0] - margin) <= tol || centred;
}

/** One run's line indices (top to bottom) grouped into paragraphs. */
export function groupRun(
  run: readonly number[],
  lines: readonly StyledLine[],
  markers: ReadonlyArray<MarkerSplit | null>,
  m: PageMetrics,
  gap: number,
): number[][] {
  if (run.length === 0) return [];
  let column: Bbox = lines[run[0]!]!.line.bbox;
  for (const i of run) {
    const b = lines[i]!.line.bbox;
    column = [Math.min(column[0], b[0]), Math.min(column[1], b[1]), Math.max(column[2], b[2]), Math.max(column[3], b[3])];
  }
  const c: Context = { lines, markers, m, gap, column };
  const groups: number[][] = [];
  for (const i of run) {
    const current = groups[groups.length - 1];
    if (current && continues(current, i, c)) current.push(i);
    else groups.push([i]);
  }
  return groups;
}

/** Each line's list marker, if it starts with one. */
export function lineMarkers(lines: readonly StyledLine[]): Array<MarkerSplit | null> {
  return lines.map((l) => parseMarker(l.line.text));
}
