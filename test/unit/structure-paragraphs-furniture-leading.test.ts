import { describe, expect, it } from 'vitest';
import { PageBuilder, roles } from './structure-paragraphs-helper.js';

describe('page-local furniture and widely spaced body text', () => {
  it("keeps a letter's first line, high in the band, in the body when every line is as far apart", () => {
    const p = new PageBuilder(595, 842, false);
    // Lines 22 pt apart, 11.5 pt type: the first one sits inside the top band.
    ['To: The director of Northwind Logistics', 'From: The chief accountant', 'Date: 14 March 2026', 'Dear Mr Petrenko,'].forEach((t, k) =>
      p.line(t, 78, 80 + 22 * k, 250, { size: 11.5, block: k }),
    );
    p.paragraph(['We confirm that the payment for the invoice was sent on time and that', 'the balance is settled.'], {
      x: 78,
      y: 180,
      w: 420,
      size: 11.5,
      lead: 22,
      block: 9,
    });
    expect(roles(p.build()).map(([r]) => r)).toEqual(['text', 'text', 'text', 'text', 'text']);
  });

  it('still takes a small header set apart by more than the body spacing', () => {
    const p = new PageBuilder(595, 842, false);
    p.line('Northwind Logistics · Annual Report', 78, 30, 200, { size: 8 });
    p.paragraph(['Body text runs along the full width of the column for a while and then', 'it ends.'], {
      x: 78,
      y: 90,
      w: 420,
      size: 11.5,
    });
    expect(roles(p.build())[0]).toEqual(['page_header', 'Northwind Logistics · Annual Report']);
  });
});
