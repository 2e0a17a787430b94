// Page ranges (API.md "Page ranges"): `pages` on POST /v1/documents names the pages to read, e.g.
// "1-3,7,10-". The selection is kept as the field was sent (spaces dropped: the document object
// echoes it) and resolved against the document's page count once the document is opened. Pages
// past the end are ignored; a document whose selection names no existing page fails with
// `no_pages_selected`.

/** At most this many comma-separated items (API.md). */
const MAX_RANGE_ITEMS = 100;

/** [first, last] 1-based, inclusive; last Infinity for "10-". Sorted, disjoint, merged. */
type PageInterval = [number, number];

const ITEM = /^(\d{1,9})(?:\s*(-)\s*(\d{1,9})?)?$/u;

export class PageRangeError extends Error {}

/** Parses the field; throws PageRangeError saying what is wrong. Returns the intervals and the echo. */
export function parsePageRanges(field: string): { intervals: PageInterval[]; echo: string } {
  const items = field.split(',').map((item) => item.trim());
  if (field.trim() === '' || items.length > MAX_RANGE_ITEMS) {
    throw new PageRangeError(field.trim() === '' ? 'is empty' : `has more than ${MAX_RANGE_ITEMS} items`);
  }
  const echo = items.map((item) => item.replace(/\s+/gu, '')).join(',');
  const intervals: PageInterval[] = [];
  for (const item of items) {
    const m = ITEM.exec(item);
    if (!m) throw new PageRangeError(`has an item "${item}" that is not a page number or range like 3, 1-3 or 10-`);
    const first = Number(m[1]);
    const last = m[2] === undefined ? first : m[3] === undefined ? Infinity : Number(m[3]);
    if (first < 1) throw new PageRangeError('counts pages from 1');
    if (last < first) throw new PageRangeError(`has a range "${item}" that ends before it starts`);
    intervals.push([first, last]);
  }
  return { intervals: merge(intervals), echo };
}

function merge(intervals: PageInterval[]): PageInterval[] {
  intervals.sort((a, b) => a[0] - b[0]);
  const out: PageInterval[] = [];
  for (const [first, last] of intervals) {
    const previous = out[out.length - 1];
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else out.push([first, last]);
  }
  return out;
}

/**
 * The selected pages of a document of `pageCount` pages, ascending; `echo` null: every page. At
 * most `pageCount` numbers are produced, however large the ranges.
 */
export function selectedPages(echo: string | null, pageCount: number): number[] {
  if (echo === null) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages: number[] = [];
  for (const [first, last] of parsePageRanges(echo).intervals) {
    for (let p = first; p <= Math.min(last, pageCount); p++) pages.push(p);
  }
  return pages;
}

/**
 * The `count` selected pages of an opened document (pages_total), ascending, without knowing its
 * page count: the selected pages that exist are exactly the first `count` of the selection.
 */
export function firstSelected(echo: string | null, count: number): number[] {
  if (echo === null) return Array.from({ length: count }, (_, i) => i + 1);
  const pages: number[] = [];
  for (const [first, last] of parsePageRanges(echo).intervals) {
    for (let p = first; p <= last && pages.length < count; p++) pages.push(p);
  }
  return pages;
}
