import { describe, expect, it } from 'vitest';
import { finalizeParagraphs } from '../../src/structure/document-style.js';
import type { Table } from '../../src/structure/model.js';
import { PageBuilder, coveredOnce, roles } from './structure-paragraphs-helper.js';

describe('table paragraphs', () => {
  it('stand where the table is in the column, with all of its lines', () => {
    const p = new PageBuilder();
    p.paragraph(['Text above the table runs along the full width of the column', 'and ends.'], { x: 72, y: 100, w: 468 });
    // The engine lists the table's lines last; the reading order puts the table in place.
    p.paragraph(['Text below the table runs along the full width of the column', 'and ends.'], { x: 72, y: 260, w: 468 });
    p.line('Region', 80, 160, 60).line('Total', 300, 160, 60).line('South', 80, 180, 60).line('1,200', 300, 180, 60);
    const tableOf = p.lines.map((_, i) => (i >= 4 ? 1 : -1));
    const tables: Table[] = [
      { bbox: [0.1, 0.9, 0.2, 0.95], rows: 1, columns: 1, cells: [] }, // no lines at all: still a paragraph
      { bbox: [72 / 612, 150 / 792, 540 / 612, 200 / 792], rows: 2, columns: 2, cells: [] },
    ];
    const drafts = p.build(tables, tableOf);
    expect(roles(drafts).map(([r, t]) => (r === 'table' ? t : r))).toEqual(['text', '#1', 'text', '#0']);
    expect(drafts[1]!.lines).toEqual([4, 5, 6, 7]);
    expect(drafts[3]!.lines).toEqual([]);
    expect(coveredOnce(drafts, p.lines.length)).toBe(true);
    expect(finalizeParagraphs(drafts, null)[1]).toEqual({ role: 'table', bbox: tables[1]!.bbox, table: 1 });
  });

  it('builds a dense 1000-word page in a few milliseconds', () => {
    const p = new PageBuilder();
    for (let k = 0; k < 60; k++) {
      const words = Array.from({ length: 8 }, (_, w) => `word${k}x${w}`).join(' ');
      p.line(words, 72, 60 + k * 11, 222);
      p.line(words, 318, 60 + k * 11, 222);
    }
    const start = performance.now();
    const drafts = p.build();
    const ms = performance.now() - start;
    expect(coveredOnce(drafts, p.lines.length)).toBe(true);
    expect(drafts[0]!.lines[0]).toBe(0);
    expect(ms).toBeLessThan(100);
  });
});
