// Page-local roles of the body's paragraphs: headings by size or weight, list items by marker,
// captions by their "Figure N" / "Table N" opening, footnotes as small text at the bottom, and a
// title for the largest text near the top. The document pass settles titles and heading levels.
import type { Bbox } from '../../layout/page-layout.js';
import { bboxOf } from '../geometry.js';
import type { DraftParagraph, StyledLine } from '../model.js';
import { joinLines } from './join-lines.js';
import { dominantStyle, styleKey, xOverlap, type PageMetrics } from './page-metrics.js';
import { captionStrength, endsLikeSentence, hasFootnoteMark, isBullet, isLabelValue, type MarkerSplit } from './text-patterns.js';

function isHeading(d: DraftParagraph, lineCount: number, marker: MarkerSplit | null, m: PageMetrics): boolean {
  const text = d.text ?? '';
  if (lineCount > 3 || text.length > 200 || text.length === 0 || endsLikeSentence(text)) return false;
  if (marker && isBullet(marker.marker)) return false;
  if (!/\p{L}/u.test(text)) return false;
  return d.style.size >= m.bodySize * 1.15 || (d.style.bold && !m.bodyBold && d.style.size >= m.bodySize * 0.9);
}

/** Set apart from the body by weight alone, not by size. */
const boldOnly = (d: DraftParagraph, m: PageMetrics): boolean => d.style.bold && d.style.size < m.bodySize * 1.15;

/** Near a table: vertically within a few lines of it and overlapping it horizontally. */
function nearTable(b: Bbox, tables: readonly Bbox[], m: PageMetrics): boolean {
  const reach = (3 * m.lineHeight) / m.height;
  return tables.some((t) => xOverlap(b, t) > 0 && b[1] < t[3] + reach && b[3] > t[1] - reach);
}

/** A body paragraph from its lines (indices, reading order), as `text` until its role is known. */
export function bodyDraft(group: readonly number[], lines: readonly StyledLine[]): DraftParagraph {
  const own = group.map((i) => lines[i]!);
  return {
    role: 'text',
    text: joinLines(own.map((l) => l.line.text)),
    bbox: bboxOf(own.map((l) => l.line.bbox)),
    style: dominantStyle(own),
    lines: [...group],
  };
}

/**
 * Roles of the body's drafts, in place. `markers[i]`: line i's list marker; `tableBoxes`: the
 * page's tables, which captions stand next to.
 */
export function assignBodyRoles(
  drafts: DraftParagraph[],
  lines: readonly StyledLine[],
  markers: ReadonlyArray<MarkerSplit | null>,
  tableBoxes: readonly Bbox[],
  m: PageMetrics,
): void {
  const field = drafts.map((d) => d.role !== 'table' && d.lines.length === 1 && isLabelValue(d.text ?? ''));
  drafts.forEach((d, k) => {
    if (d.role === 'table') return;
    const marker = markers[d.lines[0]!] ?? null;
    const text = d.text ?? '';
    const caption = captionStrength(text);
    if (caption && d.lines.length <= 4 && text.length <= 400 && (caption === 'strong' || nearTable(d.bbox, tableBoxes, m))) {
      d.role = 'caption';
    } else if (isHeading(d, d.lines.length, marker, m) && !(boldOnly(d, m) && (field[k - 1] || field[k + 1]) && field[k])) {
      // A bold label among "Label: value" lines is a field whose label is set bold (the line's
      // style is its dominant one), not a heading: a heading is not one of a run of fields.
      d.role = 'heading';
    } else if (marker) {
      d.role = 'list_item';
      d.marker = marker.marker;
      d.text = joinLines([marker.rest, ...d.lines.slice(1).map((i) => lines[i]!.line.text)]);
    }
  });
  markFootnotes(drafts, m);
  markTitle(drafts, m);
  provisionalHeadingLevels(drafts);
}

// Small text at the bottom of the body with no ordinary text below it (in its column).
function markFootnotes(drafts: DraftParagraph[], m: PageMetrics): void {
  const small = (d: DraftParagraph): boolean => d.role === 'text' && d.style.size <= m.bodySize * 0.9 && d.bbox[1] >= 0.5;
  for (const d of drafts) {
    if (!small(d)) continue;
    const below = drafts.some(
      (o) => o !== d && o.bbox[1] >= d.bbox[3] - 0.002 && xOverlap(o.bbox, d.bbox) > 0 && !small(o) && o.role !== 'footnote',
    );
    // A footnote mark makes it surer; without one the small size and the place must do.
    if (!below && (hasFootnoteMark(d.text ?? '') || d.bbox[1] >= 0.6)) d.role = 'footnote';
  }
}

// The largest heading, clearly larger than the body and every other heading, in the top part.
function markTitle(drafts: DraftParagraph[], m: PageMetrics): void {
  const headings = drafts.filter((d) => d.role === 'heading');
  if (headings.length === 0) return;
  const top = headings.reduce((a, b) => (b.style.size > a.style.size ? b : a));
  const others = headings.filter((h) => h !== top).map((h) => h.style.size);
  const runnerUp = Math.max(m.bodySize, ...others);
  if (top.style.size >= m.bodySize * 1.35 && top.style.size >= runnerUp + 1 && top.bbox[1] <= 0.4) top.role = 'title';
}

// Page-local levels: the page's heading styles ranked by size, then bold first (2 = largest).
function provisionalHeadingLevels(drafts: DraftParagraph[]): void {
  const styles = new Map<string, { size: number; bold: boolean }>();
  for (const d of drafts) if (d.role === 'heading') styles.set(styleKey(d.style), d.style);
  const ranked = [...styles.entries()].sort((a, b) => b[1].size - a[1].size || Number(b[1].bold) - Number(a[1].bold)).map(([k]) => k);
  for (const d of drafts) if (d.role === 'heading') d.level = Math.min(6, 2 + ranked.indexOf(styleKey(d.style)));
}
