import { describe, expect, it } from 'vitest';
import { isLabelValue } from '../../src/structure/paragraphs/text-patterns.js';
import { PageBuilder, roles } from './structure-paragraphs-helper.js';

describe('"Label: value" lines', () => {
  it('tells a field from a sentence or a time', () => {
    expect(
      ['Invoice date: 21 November 2026', 'To: All depot managers', 'Покупець: ТОВ «Дніпро Транс»', 'Payment terms: 30 days net'].every(
        isLabelValue,
      ),
    ).toBe(true);
    expect(
      ['The meeting starts at 10:30 sharp', 'Note that the board asked for these figures before: none', 'Total'].some(isLabelValue),
    ).toBe(false);
  });

  it('keeps consecutive fields one a line, and a field with a bold label is no heading', () => {
    const p = new PageBuilder(612, 792, true);
    p.line('Invoice 2026-117', 72, 60, 200, { size: 20, bold: true, block: 0 });
    // Every line is its own block (no block hints): only the fields keep them apart.
    p.line('Invoice date: 21 November 2026', 72, 100, 180, { block: 1 });
    p.line('Customer: Northwind Logistics Ltd', 72, 112, 185, { block: 2 });
    // The label is longer than the value, so the line's dominant style is bold.
    p.line('Payment terms: 30 days net', 72, 124, 150, { bold: true, block: 3 });
    p.paragraph(
      ['Delivery times improved after the new warehouse opened near the northern', 'rail terminal, and all amounts are shown before tax.'],
      { x: 72, y: 150, w: 400, block: 4 },
    );
    p.paragraph(
      ['Most of the increase came from contracts signed in the second half of the', 'year; the board asked for a separate report.'],
      { x: 72, y: 190, w: 400, block: 5 },
    );
    expect(roles(p.build())).toEqual([
      ['title', 'Invoice 2026-117'],
      ['text', 'Invoice date: 21 November 2026'],
      ['text', 'Customer: Northwind Logistics Ltd'],
      ['text', 'Payment terms: 30 days net'],
      [
        'text',
        'Delivery times improved after the new warehouse opened near the northern rail terminal, and all amounts are shown before tax.',
      ],
      ['text', 'Most of the increase came from contracts signed in the second half of the year; the board asked for a separate report.'],
    ]);
  });

  it('still takes a bold "Step 1: …" line before prose for a heading', () => {
    const p = new PageBuilder(612, 792, true);
    p.line('Step 1: Prepare the site', 72, 100, 140, { bold: true, block: 0 });
    p.paragraph(['Clear the floor and mark the bays before the racking arrives on the first', 'day of the works.'], {
      x: 72,
      y: 116,
      w: 400,
      block: 1,
    });
    p.paragraph(['Check the anchor points against the drawings and sign the form when every', 'bay is ready.'], {
      x: 72,
      y: 150,
      w: 400,
      block: 2,
    });
    expect(roles(p.build())[0]).toEqual(['heading', 'Step 1: Prepare the site']);
  });
});
