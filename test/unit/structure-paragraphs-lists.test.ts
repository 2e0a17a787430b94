import { describe, expect, it } from 'vitest';
import { finalizeParagraphs } from '../../src/structure/document-style.js';
import { PageBuilder } from './structure-paragraphs-helper.js';

describe('list items', () => {
  it('finds bullets and numbered items with markers, nesting levels and continuation lines', () => {
    const p = new PageBuilder();
    let y = p.paragraph(['An introduction that runs along the full width of the column', 'and then ends.'], { x: 72, y: 100, w: 468 });
    const item = (text: string, x: number, w = 200): void => {
      p.line(text, x, y, w);
      y += 12;
    };
    item('• First bullet item whose text is long enough to wrap across the line', 72, 468);
    item('and continues here under its text.', 84, 200);
    item('• Second bullet.', 72);
    item('◦ Nested bullet one.', 90);
    item('◦ Nested bullet two.', 90);
    item('• Third bullet.', 72);
    y += 10;
    item('1. First numbered item.', 72);
    item('a) Lettered sub-item.', 90);
    item('b) Another sub-item.', 90);
    item('2. Second numbered item.', 72);
    item('- dashed item at the top level', 72);
    const drafts = p.build();
    const served = finalizeParagraphs(drafts, null).filter((d) => d.role === 'list_item');
    expect(served.map((d) => [d.marker, d.level, d.text])).toEqual([
      ['•', 1, 'First bullet item whose text is long enough to wrap across the line and continues here under its text.'],
      ['•', 1, 'Second bullet.'],
      ['◦', 2, 'Nested bullet one.'],
      ['◦', 2, 'Nested bullet two.'],
      ['•', 1, 'Third bullet.'],
      ['1.', 1, 'First numbered item.'],
      ['a)', 2, 'Lettered sub-item.'],
      ['b)', 2, 'Another sub-item.'],
      ['2.', 1, 'Second numbered item.'],
      ['-', 1, 'dashed item at the top level'],
    ]);
    expect(drafts[0]!.role).toBe('text');
    expect(drafts[1]!.lines).toEqual([2, 3]);
    expect(Object.keys(served[0]!)).toEqual(['role', 'text', 'bbox', 'level', 'marker']);
  });

  it('does not take "e.g." or a section number for a marker', () => {
    const p = new PageBuilder();
    p.line('e.g. this sentence starts with an abbreviation and goes on.', 72, 100, 468);
    p.line('1.2 is a version number that starts this line and it goes on.', 72, 130, 468);
    expect(p.build().map((d) => d.role)).toEqual(['text', 'text']);
  });

  it('starts each list after a paragraph at level 1, however far it is indented', () => {
    const p = new PageBuilder();
    p.line('1. A numbered item at the margin.', 72, 100, 200);
    p.line('2. Another one.', 72, 112, 120);
    p.paragraph(['A paragraph of text between the lists runs along the whole column', 'and ends.'], { x: 72, y: 136, w: 468 });
    p.line('• An indented bullet.', 90, 180, 150);
    p.line('• Another indented bullet.', 90, 192, 180);
    expect(p.build().map((d) => [d.role, d.level])).toEqual([
      ['list_item', 1],
      ['list_item', 1],
      ['text', undefined],
      ['list_item', 1],
      ['list_item', 1],
    ]);
  });
});
