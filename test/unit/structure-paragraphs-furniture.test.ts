import { describe, expect, it } from 'vitest';
import { documentStyle, finalizeParagraphs } from '../../src/structure/document-style.js';
import type { Paragraph } from '../../src/structure/model.js';
import { PageBuilder } from './structure-paragraphs-helper.js';

function page(n: number, headerGap: number): PageBuilder {
  const p = new PageBuilder();
  p.line('Northwind Logistics · Quarterly Review', 72, 40, 250, { size: 9 });
  p.line(`Page ${n} of 3`, 480, 40, 60, { size: 9 });
  // The body starts `headerGap` points below the header (a small gap hides it page-locally).
  const word = ['zero', 'one', 'two', 'three'][n]!;
  p.paragraph([`Body text of page ${word} runs along the full width of the column`, 'and ends.'], { x: 72, y: 49 + headerGap, w: 468 });
  p.line('Internal use only', 72, 750, 100, { size: 9 });
  p.line(`- ${n} -`, 296, 765, 20, { size: 9 });
  return p;
}

const summary = (ps: Paragraph[]): string[][] => ps.map((p) => [p.role, p.text ?? '']);

describe('running headers, footers and page numbers', () => {
  it('are found page-locally when set apart from the body, first and last in order', () => {
    expect(summary(finalizeParagraphs(page(1, 40).build(), null))).toEqual([
      ['page_header', 'Northwind Logistics · Quarterly Review'],
      ['page_number', 'Page 1 of 3'],
      ['text', 'Body text of page one runs along the full width of the column and ends.'],
      ['page_footer', 'Internal use only'],
      ['page_number', '- 1 -'],
    ]);
  });

  it('are found by the document pass when the same text repeats in the margins', () => {
    // Only 2 points between header and body: page-locally it is all body text.
    const pages = [1, 2, 3].map((n) => page(n, 2).build());
    expect(pages[0]![0]!.role).not.toBe('page_header');
    const style = documentStyle(pages);
    expect(style.furniture).toEqual(expect.arrayContaining(['h:northwindlogistics·quarterlyreview', 'h:page#of#']));
    expect(JSON.stringify(style).length).toBeLessThan(400);
    const served = finalizeParagraphs(pages[1]!, style);
    expect(served.map((p) => p.role)).toEqual(['page_header', 'page_number', 'text', 'page_footer', 'page_number']);
    expect(served.every((p) => !('level' in p) && !('marker' in p))).toBe(true);
  });

  it('leaves text that appears on one page only alone', () => {
    const a = new PageBuilder();
    a.paragraph(['A unique first line that sits near the top of the page', 'and ends.'], { x: 72, y: 50, w: 468 });
    const b = new PageBuilder();
    b.paragraph(['Something else entirely sits near the top of this page', 'and ends.'], { x: 72, y: 50, w: 468 });
    const pages = [a.build(), b.build()];
    const style = documentStyle(pages);
    expect(style.furniture).toEqual([]);
    expect(finalizeParagraphs(pages[0]!, style).map((p) => p.role)).toEqual(['text']);
  });

  it('does not take a large chapter heading repeated atop pages for a running header', () => {
    const pages = [1, 2].map((n) => {
      const p = new PageBuilder();
      p.line(`Chapter ${n}`, 72, 50, 150, { size: 18 });
      p.paragraph(['Body text runs along the full width of the column on this page', 'and ends.'], { x: 72, y: 100, w: 468 });
      return p.build();
    });
    const style = documentStyle(pages);
    expect(style.furniture).toEqual([]);
    expect(finalizeParagraphs(pages[1]!, style)[0]).toMatchObject({ role: 'heading', text: 'Chapter 2' });
  });
});
