import { describe, expect, it } from 'vitest';
import { documentStyle, finalizeParagraphs } from '../../src/structure/document-style.js';
import { PageBuilder, roles } from './structure-paragraphs-helper.js';

function page(title: boolean, size = 24, text = 'A Study of Synthetic Pages'): PageBuilder {
  const p = new PageBuilder();
  let y = 90;
  if (title) {
    p.line(text, 72, y, 360, { size, bold: true });
    y += 50;
  }
  p.line('Introduction', 72, y, 120, { size: 16, bold: true });
  y = p.paragraph(['Body text runs along the full width of the column', 'and ends here.'], { x: 72, y: y + 26, w: 468 });
  p.line('Scope of the work', 72, y, 140, { size: 10, bold: true });
  y = p.paragraph(['More body text runs along the full width of the column', 'and ends here too.'], { x: 72, y: y + 16, w: 468 });
  p.line('Larger Section', 72, y, 160, { size: 13 });
  p.paragraph(['Closing body text runs along the full width of the column', 'and ends.'], { x: 72, y: y + 22, w: 468 });
  return p;
}

describe('headings by size and weight', () => {
  it('marks the title, headings by size or bold at body size, and provisional levels', () => {
    const drafts = page(true).build();
    expect(roles(drafts).map(([r]) => r)).toEqual(['title', 'heading', 'text', 'heading', 'text', 'heading', 'text']);
    const levels = drafts.filter((d) => d.role === 'heading').map((d) => [d.text, d.level]);
    expect(levels).toEqual([
      ['Introduction', 2],
      ['Scope of the work', 4],
      ['Larger Section', 3],
    ]);
    const served = finalizeParagraphs(drafts, null);
    expect(served[0]).toEqual({ role: 'title', text: 'A Study of Synthetic Pages', bbox: drafts[0]!.bbox });
    expect(Object.keys(served[2]!)).toEqual(['role', 'text', 'bbox']);
  });

  it('ranks heading styles across the document and keeps one title', () => {
    const first = page(true).build();
    // Page 2 opens a chapter in 18 pt: its page-local title, demoted by the document.
    const second = page(true, 18, 'Chapter Two').build();
    expect(second[0]!.role).toBe('title');
    // Stored drafts come back without their lines.
    const style = documentStyle([first, second].map((d) => d.map((p) => ({ ...p, lines: [] }))));
    expect(JSON.parse(JSON.stringify(style))).toEqual(style);
    const one = finalizeParagraphs(first, style);
    const two = finalizeParagraphs(second, style);
    expect(one[0]).toEqual({ role: 'title', text: 'A Study of Synthetic Pages', bbox: first[0]!.bbox });
    expect(two[0]).toEqual({ role: 'heading', level: 2, text: 'Chapter Two', bbox: second[0]!.bbox });
    // 18 → 2, 16 bold → 3, 13 → 4, 10 bold → 5.
    expect(one.filter((p) => p.role === 'heading').map((p) => p.level)).toEqual([3, 5, 4]);
    expect(two.filter((p) => p.role === 'title')).toEqual([]);
  });

  it('has no title when another page has a heading as large', () => {
    const style = documentStyle([page(true).build(), page(true, 24, 'Another Big One').build()]);
    expect(style.title).toBeUndefined();
    expect(style.headings).toMatchObject({ '24b': 2, '16b': 3, '13': 4, '10b': 5 });
  });

  it("has no title when the first page's largest heading is not clearly larger than the others", () => {
    const a = page(false).build();
    const b = page(false).build();
    const style = documentStyle([a, b]);
    expect(style.title).toBeUndefined();
    expect(
      finalizeParagraphs(a, style)
        .filter((p) => p.role === 'heading')
        .map((p) => p.level),
    ).toEqual([2, 4, 3]);
  });
});
