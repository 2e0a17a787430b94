import { describe, expect, it } from 'vitest';
import { isMarkerOnly } from '../../src/structure/paragraphs/hanging-markers.js';
import { PageBuilder, coveredOnce, roles } from './structure-paragraphs-helper.js';

describe('list markers that hang apart from their text', () => {
  it('tells a lone marker from a word', () => {
    expect(['•', '◦', '1.', '12)', 'a)', '–'].every(isMarkerOnly)).toBe(true);
    expect(['Total', '1,200', 'e.g.', '• item', ''].some(isMarkerOnly)).toBe(false);
  });

  it('joins a marker line to the item level with it, even in the line order MuPDF gives (text first)', () => {
    const p = new PageBuilder(612, 792, true);
    p.line('Checklist', 72, 60, 120, { size: 16, bold: true, block: 0 });
    // Word-style hanging bullets: the item text, then its marker ~1.5 em to the left, one block each.
    p.line('Racking installed and inspected', 90, 100, 170, { size: 10.5, block: 1 }).line('•', 72, 100, 5, { size: 10.5, block: 1 });
    p.line('Load signs fixed to every bay', 108, 114, 160, { size: 10.5, block: 2 }).line('◦', 90, 114, 5, { size: 10.5, block: 2 });
    p.line('Dock levellers tested', 90, 128, 120, { size: 10.5, block: 3 }).line('•', 72, 128, 5, { size: 10.5, block: 3 });
    p.line('Publish the rota.', 90, 150, 100, { size: 10.5, block: 4 }).line('1.', 72, 150, 9, { size: 10.5, block: 4 });
    const drafts = p.build();
    expect(roles(drafts)).toEqual([
      ['title', 'Checklist'],
      ['list_item', 'Racking installed and inspected'],
      ['list_item', 'Load signs fixed to every bay'],
      ['list_item', 'Dock levellers tested'],
      ['list_item', 'Publish the rota.'],
    ]);
    expect(drafts.slice(1).map((d) => [d.marker, d.level])).toEqual([
      ['•', 1],
      ['◦', 2],
      ['•', 1],
      ['1.', 1],
    ]);
    // The marker line is kept, just before its item's line.
    expect(drafts[1]!.lines).toEqual([2, 1]);
    expect(coveredOnce(drafts, p.lines.length)).toBe(true);
  });

  it('does so on scans too, where Tesseract put the bullet on a line of its own', () => {
    const p = new PageBuilder(612, 792, false);
    p.line('•', 72, 100, 6, { size: 10, block: 0 }).line('Night shifts end at 05:30.', 92, 99, 150, { size: 10, block: 1 });
    p.line('•', 72, 118, 6, { size: 10, block: 2 }).line('Overtime is agreed ahead.', 92, 117, 140, { size: 10, block: 3 });
    expect(roles(p.build())).toEqual([
      ['list_item', 'Night shifts end at 05:30.'],
      ['list_item', 'Overtime is agreed ahead.'],
    ]);
  });

  it('leaves a marker alone when no text is level with it', () => {
    const p = new PageBuilder(612, 792, true);
    p.line('1.', 72, 100, 9, { block: 0 }).line('Text two lines lower', 90, 124, 120, { block: 1 });
    expect(roles(p.build()).map(([, t]) => t)).toEqual(['1.', 'Text two lines lower']);
  });

  it('puts back together a justified line MuPDF cut at its wide word spaces', () => {
    const p = new PageBuilder(612, 792, true);
    p.line('The board asked for a separate report on', 72, 100, 220, { block: 0 });
    p.line('maintenance', 72, 112, 60, { block: 0 }).line('costs', 145, 112, 28, { block: 0 }).line('and', 186, 112, 20, { block: 0 });
    p.line('turnover.', 220, 112, 52, { block: 0 });
    p.line('Customers preferred collection points.', 72, 124, 200, { block: 0 });
    const drafts = p.build();
    expect(roles(drafts)).toEqual([
      ['text', 'The board asked for a separate report on maintenance costs and turnover. Customers preferred collection points.'],
    ]);
    expect(drafts[0]!.lines).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
