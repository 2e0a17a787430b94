// What the whole document decides about its pages' paragraphs, settled when it completes: STUB
// until the paragraph builder lands. (Heading levels rank heading sizes across the document;
// running headers and footers are text repeated across pages in the margins.)
import type { DraftParagraph, Paragraph } from './model.js';

/** Plain JSON, stored on the document row when it completes. */
export interface DocumentStyle {
  version: 1;
}

/** From every page's drafts, in page order (called once, at completion; pages may be many). */
export function documentStyle(_pages: Iterable<readonly DraftParagraph[]>): DocumentStyle {
  return { version: 1 };
}

/** A page's served paragraphs: drafts with the document's decisions applied (style null: not completed yet, page-local). */
export function finalizeParagraphs(drafts: readonly DraftParagraph[], _style: DocumentStyle | null): Paragraph[] {
  return drafts.map(({ style: _s, lines: _l, ...p }) => p);
}
