// Which pages of a document its view shows: PAGES_PER_VIEW at a time, in page order. A
// document read with `pages` (API.md "Page ranges") keeps its pages' own numbers (7, 8, 12…), so a
// slice is a run of the stored pages by position, and `?page=N` names a page by its number.
import { html, type Html } from '../html.js';
import { firstSelected } from '../../domain/page-ranges.js';
import type { DocumentRow } from '../../store/documents-repo.js';

/** Pages per view: a 2000-page document is read ten pages at a time, never all at once. */
const PAGES_PER_VIEW = 10;

interface PageSlice {
  /** Every page number the document has (or will have), ascending. */
  numbers: number[];
  /** Position in `numbers` of the slice's first and last page. */
  from: number;
  to: number;
}

/** The slice holding page `?page=` (the first slice when absent or not a number; the last past the end). */
export function pageSlice(doc: DocumentRow, query: URLSearchParams): PageSlice {
  // The selected pages that exist are exactly the first pages_total of the selection.
  const numbers = firstSelected(doc.pages_selected, doc.pages_total ?? 0);
  const asked = Number(query.get('page') ?? '1');
  let at = Number.isSafeInteger(asked) ? numbers.findIndex((n) => n >= asked) : 0;
  if (at < 0) at = Math.max(numbers.length - 1, 0);
  const from = Math.floor(at / PAGES_PER_VIEW) * PAGES_PER_VIEW;
  return { numbers, from, to: Math.min(from + PAGES_PER_VIEW, numbers.length) - 1 };
}

export function pageSliceNav(doc: DocumentRow, slice: PageSlice): Html {
  const { numbers, from, to } = slice;
  if (numbers.length <= PAGES_PER_VIEW) return html``;
  const base = `/dashboard/documents/${doc.id}`;
  const span = (a: number, b: number) => `${numbers[a]}–${numbers[b]}`;
  const prevFrom = from - PAGES_PER_VIEW;
  const prev = from > 0 ? html`<a href="${base}?page=${numbers[prevFrom]}" rel="prev">← Pages ${span(prevFrom, from - 1)}</a>` : '';
  const nextTo = Math.min(to + PAGES_PER_VIEW, numbers.length - 1);
  const next =
    to < numbers.length - 1 ? html`<a href="${base}?page=${numbers[to + 1]}" rel="next">Pages ${span(to + 1, nextTo)} →</a>` : '';
  // Without a selection the pages are 1..N and "of N" says it all; with one, say which were asked.
  const of = doc.pages_selected === null ? `of ${numbers.length}` : `(${numbers.length} selected: ${doc.pages_selected})`;
  return html`<nav class="pager" aria-label="Pages of the document">${prev}<span>Pages ${span(from, to)} ${of}</span>${next}
<form class="inline" method="get" action="${base}"><label class="inline-label">Page <input name="page" type="number" min="${numbers[0]}" max="${numbers.at(-1)}" value="${numbers[from]}" required></label> <button class="secondary" type="submit">Go</button></form></nav>`;
}
