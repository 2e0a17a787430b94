import { describe, expect, it } from 'vitest';
import { PageBuilder, coveredOnce, roles } from './structure-paragraphs-helper.js';

describe('buildParagraphs groups lines into paragraphs', () => {
  it('breaks at a larger gap, at a short last line and at a first-line indent', () => {
    const p = new PageBuilder();
    let y = 100;
    y = p.paragraph(['Alpha one runs across the column', 'alpha two runs across the column', 'alpha three ends.'], { x: 72, y, w: 468 });
    // No extra gap below this one: the short last line alone ends it.
    p.paragraph(['Beta one runs across the column', 'beta two ends.'], { x: 72, y, w: 468, lead: 12 });
    y += 24;
    p.paragraph(['Gamma starts indented', 'gamma continues at the margin', 'gamma ends.'], { x: 72, y, w: 468, indent: 18 });
    const drafts = p.build();
    expect(roles(drafts)).toEqual([
      ['text', 'Alpha one runs across the column alpha two runs across the column alpha three ends.'],
      ['text', 'Beta one runs across the column beta two ends.'],
      ['text', 'Gamma starts indented gamma continues at the margin gamma ends.'],
    ]);
    expect(coveredOnce(drafts, p.lines.length)).toBe(true);
    expect(drafts[0]!.bbox[0]).toBeCloseTo(72 / 612, 4);
    expect(drafts[0]!.lines).toEqual([0, 1, 2]);
  });

  it('starts a new paragraph where the style changes', () => {
    const p = new PageBuilder();
    p.line('Plain text that runs across the whole column width', 72, 100, 468);
    p.line('Bold text that runs across the whole column width too', 72, 112, 468, { bold: true });
    p.line('and more of it, still bold and still running along the line', 72, 124, 468, { bold: true });
    const drafts = p.build();
    expect(drafts.map((d) => d.lines)).toEqual([[0], [1, 2]]);
    expect(drafts[1]!.style).toEqual({ size: 10, bold: true });
  });

  it('keeps ragged-right lines together while the next word would not have fitted', () => {
    const p = new PageBuilder();
    p.line('Ragged text line one goes here and stops before the edge', 72, 100, 440);
    p.line('extraordinarily long words wrap onto the following line here', 72, 112, 450);
    p.line('considerations end it.', 72, 124, 150);
    p.line('New paragraph without any extra spacing above it runs on', 72, 136, 455);
    p.line('and ends.', 72, 148, 60);
    expect(p.build().map((d) => d.lines)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });

  it('follows MuPDF blocks on text-layer pages, unless every line is a block of its own', () => {
    const lines = (blocks: number[]): number[][] => {
      const p = new PageBuilder(612, 792, true);
      blocks.forEach((block, k) => p.line(`Line ${k} runs along the full width of the column here`, 72, 100 + 12 * k, 468, { block }));
      return p.build().map((d) => d.lines);
    };
    expect(lines([0, 0, 0, 1, 1, 1])).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    expect(lines([0, 1, 2, 3, 4, 5])).toEqual([[0, 1, 2, 3, 4, 5]]);
  });
});
