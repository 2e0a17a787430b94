// Escaping for the Markdown writer (API.md "GET /v1/documents/{id}/markdown"): recognized text must
// read back as the same text, never as Markdown syntax, whatever characters a page carries.

// Inline characters CommonMark gives a meaning anywhere in a line: emphasis, code spans, links,
// raw HTML and autolinks, the backslash itself (escaped in the same pass, so never twice), and an
// `&` that would start an entity reference (`&copy;` must stay those six characters).
const INLINE = /[\\*_`[\]<]|&(?=#?[A-Za-z0-9]+;)/g;

/** Backslash-escapes the characters that are syntax anywhere in a line. */
export function escapeInline(text: string): string {
  return text.replace(INLINE, (c) => `\\${c}`);
}

// What makes a line a block: an ATX heading (`#`), a block quote (`>`), a bullet or thematic break
// (`-`, `+`; `*` is escaped inline), an ordered list item (`1.`, `1)` then a space or the end) or a
// code fence (`~~~`; backtick fences are escaped inline). (A setext underline cannot occur: every
// paragraph is one line with a blank line before it.)
const LINE_START = /^(?:[#>+-]|~(?=~~)|\d{1,9}(?=[.)](?:\s|$)))/;

/**
 * One paragraph's text as a single Markdown line: whitespace (and any stray newline) collapsed so
 * it can neither start a code block nor end the paragraph, then escaped inline and at its start.
 */
export function escapeParagraph(text: string): string {
  const escaped = escapeInline(text.replace(/\s+/g, ' ').trim());
  return escaped.replace(LINE_START, (m) => (/^\d/.test(m) ? `${m}\\` : `\\${m}`));
}

/** A heading's text: a run of `#` at its end would otherwise be read as the closing sequence. */
export function escapeHeading(text: string): string {
  return escapeInline(text.replace(/\s+/g, ' ').trim()).replace(/(^|\s)(#+)$/, '$1\\$2');
}

/** Text inside `<!-- Name="…" -->`: no quote ends the value early and no `--` ends the comment. */
export function escapeCommentValue(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[&"]/g, (c) => (c === '&' ? '&amp;' : '&quot;'))
    .replace(/-(?=-)/g, '&#45;');
}

/** Text inside an HTML table cell (an HTML block: Markdown escapes are not read there). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
