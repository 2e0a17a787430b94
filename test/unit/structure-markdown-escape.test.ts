// Markdown escaping: recognized text never turns into Markdown syntax (API.md "GET
// /v1/documents/{id}/markdown"), at a line's start, anywhere inline, in headings and in comments.
import { describe, expect, it } from 'vitest';
import {
  escapeCommentValue,
  escapeHeading,
  escapeHtml,
  escapeInline,
  escapeParagraph,
} from '../../src/structure/writers/markdown-escape.js';

describe('Markdown escaping', () => {
  it('backslash-escapes inline syntax anywhere, the backslash once', () => {
    expect(escapeInline('a*b_c`d[e]f<g>h\\i')).toBe('a\\*b\\_c\\`d\\[e\\]f\\<g>h\\\\i');
    expect(escapeInline('Tom &amp; Jerry &copy; & co')).toBe('Tom \\&amp; Jerry \\&copy; & co');
    expect(escapeInline('Київ, вул. Хрещатик 1')).toBe('Київ, вул. Хрещатик 1');
  });

  it('escapes what would start a block at the start of a paragraph', () => {
    expect(escapeParagraph('# not a heading')).toBe('\\# not a heading');
    expect(escapeParagraph('> not a quote')).toBe('\\> not a quote');
    expect(escapeParagraph('- not a bullet')).toBe('\\- not a bullet');
    expect(escapeParagraph('+ not a bullet')).toBe('\\+ not a bullet');
    expect(escapeParagraph('---')).toBe('\\---');
    expect(escapeParagraph('1. not a list')).toBe('1\\. not a list');
    expect(escapeParagraph('2026) not a list')).toBe('2026\\) not a list');
    expect(escapeParagraph('~~~ not a fence')).toBe('\\~~~ not a fence');
    expect(escapeParagraph('* not a bullet')).toBe('\\* not a bullet');
  });

  it('leaves text alone that only looks similar', () => {
    expect(escapeParagraph('1.5 million')).toBe('1.5 million');
    expect(escapeParagraph('2026 was a year.')).toBe('2026 was a year.');
    expect(escapeParagraph('In 1. place - fine # ok > yes')).toBe('In 1. place - fine # ok > yes');
    expect(escapeParagraph('~5 kg')).toBe('~5 kg');
  });

  it('keeps a paragraph on one line, never indented into a code block', () => {
    expect(escapeParagraph('    indented\n\nsecond  line ')).toBe('indented second line');
    expect(escapeParagraph('\n# after a newline')).toBe('\\# after a newline');
  });

  it('escapes a closing run of # in a heading only', () => {
    expect(escapeHeading('Issue #')).toBe('Issue \\#');
    expect(escapeHeading('C# and F#')).toBe('C# and F#');
    expect(escapeHeading('Totals *net*')).toBe('Totals \\*net\\*');
  });

  it('keeps a comment value inside its quotes and the comment open', () => {
    expect(escapeCommentValue('Say "hi" -- now --> & then')).toBe('Say &quot;hi&quot; &#45;- now &#45;-> &amp; then');
    expect(escapeCommentValue('a---b')).not.toContain('--');
    expect(escapeCommentValue('Сторінка 1 з 2')).toBe('Сторінка 1 з 2');
  });

  it('HTML-escapes table cell text', () => {
    expect(escapeHtml('<b> & "x" *y*')).toBe('&lt;b&gt; &amp; &quot;x&quot; *y*');
  });
});
