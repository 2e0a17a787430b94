import { describe, expect, it } from 'vitest';
import { PageBuilder, roles } from './structure-paragraphs-helper.js';

describe('footnotes', () => {
  it('are small text at the bottom of the body, before the footer', () => {
    const p = new PageBuilder();
    let y = 100;
    for (let k = 0; k < 4; k++)
      y = p.paragraph([`Body paragraph ${k} runs along the full width of the column`, 'and ends.'], { x: 72, y, w: 468 });
    p.line('1 A footnote in small type that explains the first point.', 72, 640, 300, { size: 8 });
    p.line('2 Another footnote.', 72, 652, 100, { size: 8 });
    p.line('7', 300, 760, 8, { size: 9 });
    const r = roles(p.build());
    expect(r.slice(-3)).toEqual([
      ['footnote', '1 A footnote in small type that explains the first point.'],
      ['footnote', '2 Another footnote.'],
      ['page_number', '7'],
    ]);
    expect(r.slice(0, 4).every(([role]) => role === 'text')).toBe(true);
  });

  it('leave small text with body text below it alone', () => {
    const p = new PageBuilder();
    p.line('1 A small note in the middle of the page that runs on.', 72, 500, 300, { size: 8 });
    p.paragraph(['Body text below it runs along the full width of the column', 'and ends.'], { x: 72, y: 530, w: 468 });
    p.paragraph(['More body text runs along the full width of the column', 'and ends.'], { x: 72, y: 580, w: 468 });
    expect(p.build()[0]!.role).toBe('text');
  });
});
