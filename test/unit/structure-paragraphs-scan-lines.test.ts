import { describe, expect, it } from 'vitest';
import { PageBuilder, roles } from './structure-paragraphs-helper.js';

const H = 792;

describe('scanned lines: noisy boxes and sizes', () => {
  it("groups by the words' boxes when Tesseract's line boxes are slivers or twice too tall", () => {
    const p = new PageBuilder(612, H, false);
    p.line('Annual Review', 72, 60, 150, { size: 18 });
    const texts = [
      'The committee reviewed the figures submitted by each',
      'regional office before the meeting and most of the',
      'increase came from contracts signed in the second',
      'half of the year before the warehouse opened.',
    ];
    texts.forEach((t, k) => p.line(t, 72, 100 + 13 * k, 400, { size: 10, block: 1 }));
    p.paragraph(['Energy prices remained the largest source of uncertainty for', 'the coming season, and the audit found no errors.'], {
      x: 72,
      y: 170,
      w: 400,
      block: 2,
    });
    // Skewed scan: one line box is a sliver, the next covers twice its words' height.
    const box = p.lines[2]!.line.bbox;
    p.lines[2]!.line.bbox = [box[0], box[1] + 3 / H, box[2], box[1] + 5 / H];
    const tall = p.lines[3]!.line.bbox;
    p.lines[3]!.line.bbox = [tall[0], tall[1] - 5 / H, tall[2], tall[3] + 6 / H];
    expect(roles(p.build()).map(([r, t]) => [r, t.slice(0, 24)])).toEqual([
      ['title', 'Annual Review'],
      ['text', 'The committee reviewed t'],
      ['text', 'Energy prices remained t'],
    ]);
  });

  it('keeps lines of one paragraph together when their measured sizes wander by 10-15%', () => {
    const p = new PageBuilder(612, H, false);
    const sizes = [10, 10.5, 9.5, 11.5, 10, 10.5];
    sizes.forEach((size, k) =>
      p.line(`Line ${k + 1} of a paragraph that runs to the right edge of its column here`, 72, 100 + 13 * k, 420, { size, block: 0 }),
    );
    p.line('A Heading Set Large', 72, 200, 200, { size: 16, block: 1 });
    p.paragraph(['Text after the heading runs on for a while and then it', 'ends here.'], { x: 72, y: 225, w: 420, block: 2 });
    const out = roles(p.build());
    expect(out.map(([r]) => r)).toEqual(['text', 'title', 'text']);
    expect(out[0]![1]).toMatch(/^Line 1 .* Line 6 /u);
  });
});
