// A document's structure as Markdown (API.md "GET /v1/documents/{id}/markdown"), following Azure
// Document Intelligence's Markdown output so tools written for it work: one paragraph a line with
// a blank line between, `#` headings, `-` and numbered list items, pipe or HTML tables, running
// headers, footers and page numbers as HTML comments, and `<!-- PageBreak -->` between pages.
import type { PageStructure, Paragraph } from '../model.js';
import { escapeCommentValue, escapeHeading, escapeInline, escapeParagraph } from './markdown-escape.js';
import { markdownTable } from './markdown-table.js';

const COMMENTS: Partial<Record<Paragraph['role'], string>> = {
  page_header: 'PageHeader',
  page_footer: 'PageFooter',
  page_number: 'PageNumber',
};

const NUMBERED = /^\(?(\d{1,9})[.)]?\)?$/;

/**
 * A list item's marker as Markdown: a bullet of any shape becomes `-`; a number keeps its value as
 * an ordered-list item (`3.`), whatever its punctuation was; letters and roman numerals stay as
 * printed (Markdown has no such lists; `a)` at a line's start is plain text).
 */
function listMarker(marker: string | undefined): string {
  const printed = (marker ?? '').trim();
  const number = NUMBERED.exec(printed);
  if (number) return `${Number(number[1])}.`;
  if (!/[\p{L}\p{N}]/u.test(printed)) return '-';
  return escapeInline(printed);
}

/** One paragraph as one Markdown block; "" when it has nothing to show. `level`: a list item's, as written. */
function markdownParagraph(paragraph: Paragraph, structure: PageStructure, level: number): string {
  if (paragraph.role === 'table') {
    const table = paragraph.table === undefined ? undefined : structure.tables[paragraph.table];
    return table ? markdownTable(table) : '';
  }
  const text = paragraph.text ?? '';
  if (text.trim() === '') return '';
  const comment = COMMENTS[paragraph.role];
  if (comment) return `<!-- ${comment}="${escapeCommentValue(text)}" -->`;
  switch (paragraph.role) {
    case 'title':
      return `# ${escapeHeading(text)}`;
    case 'heading':
      return `${'#'.repeat(Math.min(6, Math.max(1, paragraph.level ?? 2)))} ${escapeHeading(text)}`;
    case 'list_item': {
      const indent = '  '.repeat(level - 1);
      return `${indent}${listMarker(paragraph.marker)} ${escapeParagraph(text)}`;
    }
    // Plain paragraphs (Azure keeps <figcaption> for figures, which we do not have). Page furniture
    // was written as a comment above; it is listed so that a new role must be placed here.
    case 'text':
    case 'caption':
    case 'footnote':
    case 'page_header':
    case 'page_footer':
    case 'page_number':
      return escapeParagraph(text);
  }
}

/** A page's blocks in reading order: its paragraphs, then any table no paragraph placed. */
function pageBlocks(structure: PageStructure): string[] {
  const placed = new Set(structure.paragraphs.filter((p) => p.role === 'table').map((p) => p.table));
  let listLevel = 0;
  const blocks = structure.paragraphs.map((p) => {
    // An item at most one level below the one before it: four spaces of indentation anywhere
    // else would make a code block of it, and a list that starts mid-way has nothing to nest in.
    listLevel = p.role === 'list_item' ? Math.max(1, Math.min(p.level ?? 1, listLevel + 1)) : 0;
    return markdownParagraph(p, structure, listLevel);
  });
  structure.tables.forEach((table, index) => {
    if (!placed.has(index)) blocks.push(markdownTable(table));
  });
  return blocks.filter((b) => b !== '');
}

/** One page as Markdown: its blocks separated by a blank line, no trailing newline; "" for a page with no structure. */
export function markdownPage(structure: PageStructure): string {
  return pageBlocks(structure).join('\n\n');
}

/**
 * The whole document, page by page as the pages arrive (only one page's structure is held). A page
 * with nothing to show (failed, blank, no structure stored) still counts: its page breaks remain,
 * so the n-th break always ends the n-th page given.
 */
export async function* markdownDocument(pages: AsyncIterable<{ page: number; structure: PageStructure }>): AsyncGenerator<string> {
  let written = false;
  let first = true;
  for await (const { structure } of pages) {
    const blocks = first ? [] : ['<!-- PageBreak -->'];
    first = false;
    const page = markdownPage(structure);
    if (page !== '') blocks.push(page);
    if (blocks.length === 0) continue;
    yield `${written ? '\n\n' : ''}${blocks.join('\n\n')}`;
    written = true;
  }
  if (written) yield '\n';
}
