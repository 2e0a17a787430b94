// What the whole document decides about its pages' paragraphs, settled when it completes: heading
// levels rank heading styles across the document, at most one paragraph is the title, and text
// repeated in the margins of several pages is a running header or footer (or a page number).
import type { Bbox } from '../layout/page-layout.js';
import type { DraftParagraph, LineStyle, Paragraph } from './model.js';
import { levelOf, rankHeadingStyles, sizeSpread } from './paragraphs/heading-levels.js';
import { furnitureKey, runningFurniture, zoneOf } from './paragraphs/running-furniture.js';
import { isPageNumber } from './paragraphs/text-patterns.js';

/** Plain JSON, stored on the document row when it completes. */
export interface DocumentStyle {
  version: 1;
  /** Heading style key ("14", "12b": size in half points, b for bold) → level 2..6. */
  headings?: Record<string, number>;
  /** The document's title, told apart by its folded text and its box; absent: none. */
  title?: { key: string; bbox: Bbox };
  /** The body text size (points): furniture is never much larger. */
  body?: number;
  /** Running header/footer keys ("h:…" top margin, "f:…" bottom margin; see running-furniture.ts). */
  furniture?: string[];
}

const titleKey = (text: string | undefined): string => (text ?? '').toLowerCase().replace(/\s+/gu, ' ').trim().slice(0, 120);
const sameBox = (a: Bbox, b: Bbox): boolean => a.every((v, i) => Math.abs(v - b[i]!) < 1e-6);
const headingLike = (p: DraftParagraph): boolean => p.role === 'heading' || p.role === 'title';

/** The size most of the document's text paragraphs are set in (by characters, half points). */
function bodySizeOf(pages: ReadonlyArray<readonly DraftParagraph[]>): number {
  const chars = new Map<number, number>();
  for (const drafts of pages) {
    for (const p of drafts) {
      if (p.role !== 'text' && p.role !== 'list_item') continue;
      const size = Math.round(p.style.size * 2) / 2;
      chars.set(size, (chars.get(size) ?? 0) + (p.text ?? '').length);
    }
  }
  let best = 0;
  let most = -1;
  for (const [size, n] of chars) if (n > most) [best, most] = [size, n];
  return best;
}

/** From every page's drafts, in page order (called once, at completion; pages may be many). */
export function documentStyle(pages: Iterable<readonly DraftParagraph[]>): DocumentStyle {
  const all = [...pages];
  const body = bodySizeOf(all);
  const { keys } = runningFurniture(all, body);
  const furniture = new Set(keys);
  const isFurniture = (p: DraftParagraph): boolean => {
    const zone = zoneOf(p, body);
    return zone !== null && furniture.has(furnitureKey(zone, p.text ?? ''));
  };
  const headings: Array<{ p: DraftParagraph; page: number }> = [];
  all.forEach((drafts, page) => {
    for (const p of drafts) if (headingLike(p) && !isFurniture(p)) headings.push({ p, page });
  });

  // The title: the first page's largest heading-like paragraph, when clearly larger than all others.
  const firstPage = all.findIndex((d) =>
    d.some(
      (p) => p.role !== 'table' && !isFurniture(p) && p.role !== 'page_header' && p.role !== 'page_footer' && p.role !== 'page_number',
    ),
  );
  let title: DraftParagraph | undefined;
  const onFirst = headings.filter((h) => h.page === firstPage).map((h) => h.p);
  if (onFirst.length) {
    const top = onFirst.reduce((a, b) => (b.style.size > a.style.size ? b : a));
    const rest = headings.filter((h) => h.p !== top).map((h) => h.p.style.size);
    const runnerUp = rest.length ? Math.max(...rest) : 0;
    const big = top.role === 'title' || (body > 0 && top.style.size >= body * 1.3);
    if (big && top.style.size >= runnerUp + Math.max(1, 0.06 * runnerUp)) title = top;
  }
  const styles: LineStyle[] = headings.filter((h) => h.p !== title).map((h) => h.p.style);
  const texts = all
    .flat()
    .filter((p) => p.role === 'text' || p.role === 'list_item')
    .map((p) => ({ size: p.style.size, chars: (p.text ?? '').length }));
  const style: DocumentStyle = { version: 1, headings: rankHeadingStyles(styles, sizeSpread(body, texts)), body, furniture: keys };
  if (title) style.title = { key: titleKey(title.text), bbox: title.bbox };
  return style;
}

/** Only the keys API.md serves, and none that is absent (never null or undefined). */
function served(p: DraftParagraph, role: Paragraph['role'], level: number | undefined, keepMarker: boolean): Paragraph {
  const out = { role } as Paragraph;
  if (role !== 'table' && p.text !== undefined) out.text = p.text;
  out.bbox = p.bbox;
  if (level !== undefined) out.level = level;
  if (keepMarker && p.marker !== undefined) out.marker = p.marker;
  if (role === 'table' && p.table !== undefined) out.table = p.table;
  return out;
}

/** A page's served paragraphs: drafts with the document's decisions applied (style null: not completed yet, page-local). */
export function finalizeParagraphs(drafts: readonly DraftParagraph[], style: DocumentStyle | null): Paragraph[] {
  return drafts.map((p) => {
    const local = (): Paragraph =>
      served(p, p.role, p.role === 'heading' || p.role === 'list_item' ? p.level : undefined, p.role === 'list_item');
    if (!style) return local();
    const zone = zoneOf(p, style.body ?? 0);
    if (zone && style.furniture?.includes(furnitureKey(zone, p.text ?? ''))) {
      const role = isPageNumber(p.text ?? '') ? 'page_number' : zone === 'h' ? 'page_header' : 'page_footer';
      return served(p, role, undefined, false);
    }
    if (headingLike(p)) {
      if (style.title && style.title.key === titleKey(p.text) && sameBox(style.title.bbox, p.bbox))
        return served(p, 'title', undefined, false);
      const level = levelOf(style.headings ?? {}, p.style) ?? p.level ?? 2;
      return served(p, 'heading', Math.max(2, Math.min(6, level)), false);
    }
    return local();
  });
}
