// Running headers and footers across the document: the same text (numbers aside) in the top or
// bottom margin of several pages. Pages are compared by a folded key of the text, so "Page 3"
// and "page 4" match, and so do "Annual  Report" and "ANNUAL REPORT".
import type { DraftParagraph } from '../model.js';

/** How far into the page the margins reach, for text that repeats (wider than page-local bands). */
const TOP_MARGIN = 0.12;
const BOTTOM_MARGIN = 0.88;
/** Keys kept at most, and their length: the style is stored on the document row. */
const MAX_KEYS = 40;
const MAX_KEY_LENGTH = 80;

type Zone = 'h' | 'f';

/**
 * The margin `p` stands in, if it could be furniture there. `bodySize` (0: unknown): text much
 * larger than the body is a heading ("Chapter 2" atop each chapter), never furniture.
 */
export function zoneOf(p: Pick<DraftParagraph, 'bbox' | 'role' | 'text' | 'style'>, bodySize: number): Zone | null {
  if (p.role === 'table' || p.role === 'title' || p.role === 'list_item') return null;
  if (bodySize > 0 && p.style.size > bodySize * 1.25) return null;
  // A line or two of furniture, not a paragraph of body text that starts high on the page.
  if ((p.text ?? '').length === 0 || (p.text ?? '').length > 200 || p.bbox[3] - p.bbox[1] > 0.04) return null;
  if (p.bbox[3] <= TOP_MARGIN) return 'h';
  if (p.bbox[1] >= BOTTOM_MARGIN) return 'f';
  return null;
}

/** Case, spaces and digits folded: "Page 12 of 40" → "page#of#". */
export function furnitureKey(zone: Zone, text: string): string {
  const folded = text.toLowerCase().replace(/\s+/gu, '').replace(/\d+/gu, '#');
  return `${zone}:${folded.slice(0, MAX_KEY_LENGTH)}`;
}

/** Keys found on enough pages: >= 2 pages, or >= 30% of the pages of a longer document. */
export function runningFurniture(pages: Iterable<readonly DraftParagraph[]>, bodySize: number): { keys: string[]; pageCount: number } {
  const seen = new Map<string, number>();
  let pageCount = 0;
  for (const drafts of pages) {
    pageCount += 1;
    const onPage = new Set<string>();
    for (const p of drafts) {
      const zone = zoneOf(p, bodySize);
      if (zone) onPage.add(furnitureKey(zone, p.text ?? ''));
    }
    for (const key of onPage) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const need = pageCount <= 6 ? 2 : Math.max(2, Math.ceil(0.3 * pageCount));
  const keys = [...seen.entries()]
    .filter(([, n]) => n >= need)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_KEYS)
    .map(([k]) => k);
  return { keys, pageCount };
}
