import { describe, expect, it } from 'vitest';
import type { Table } from '../../src/structure/model.js';
import { captionStrength } from '../../src/structure/paragraphs/text-patterns.js';
import { PageBuilder, roles } from './structure-paragraphs-helper.js';

describe('captions', () => {
  it('tells caption openings from sentences that mention a table', () => {
    expect(captionStrength('Figure 3: Throughput by region')).toBe('strong');
    expect(captionStrength('Fig. 4. Layout')).toBe('strong');
    expect(captionStrength('Table 2 Regional volumes')).toBe('strong');
    expect(captionStrength('Рисунок 1 – Схема системи')).toBe('strong');
    expect(captionStrength('Таблиця 2. Обсяги')).toBe('strong');
    expect(captionStrength('Table 3 shows the volumes')).toBe('weak');
    expect(captionStrength('Tables are everywhere')).toBeNull();
  });

  it('marks a caption above a table, and a "Table N shows" sentence only next to one', () => {
    const p = new PageBuilder();
    p.paragraph(['Some body text that runs along the full width of the column', 'and ends.'], { x: 72, y: 100, w: 468 });
    p.line('Table 3 shows volumes by region', 72, 160, 200);
    p.line('North', 80, 185, 60).line('4,210', 300, 185, 60);
    p.paragraph(['Figure 1: A caption far from any table, but with a colon'], { x: 72, y: 300, w: 300 });
    p.paragraph(['Table 3 shows that volumes grew, in a sentence of body text', 'that ends here.'], { x: 72, y: 400, w: 468 });
    const tableOf = p.lines.map((l) => (l.line.text === 'North' || l.line.text === '4,210' ? 0 : -1));
    const table: Table = { bbox: [72 / 612, 180 / 792, 540 / 612, 200 / 792], rows: 1, columns: 2, cells: [] };
    expect(roles(p.build([table], tableOf))).toEqual([
      ['text', 'Some body text that runs along the full width of the column and ends.'],
      ['caption', 'Table 3 shows volumes by region'],
      ['table', '#0'],
      ['caption', 'Figure 1: A caption far from any table, but with a colon'],
      ['text', 'Table 3 shows that volumes grew, in a sentence of body text that ends here.'],
    ]);
  });
});
