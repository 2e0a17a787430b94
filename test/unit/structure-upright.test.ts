// Structure reads pages upright: a page read turned, or read sideways by Tesseract itself, is
// turned before structure and its boxes turned back exactly.
import { describe, expect, it } from 'vitest';
import { displayedDraft, textTurn, uprightInput } from '../../src/structure/upright.js';
import type { Bbox, LayoutLine } from '../../src/layout/page-layout.js';

function line(words: Bbox[]): LayoutLine {
  const bbox: Bbox = [
    Math.min(...words.map((w) => w[0])),
    Math.min(...words.map((w) => w[1])),
    Math.max(...words.map((w) => w[2])),
    Math.max(...words.map((w) => w[3])),
  ];
  return {
    text: words.map(() => 'w').join(' '),
    bbox,
    confidence: 1,
    block: 0,
    paragraph: 0,
    words: words.map((b) => ({ text: 'w', bbox: b, confidence: 1 })),
  };
}
const size = { width: 600, height: 800 };

describe('textTurn', () => {
  it('keeps the reading turn, and 0 for lines that run across', () => {
    expect(
      textTurn(
        [
          line([
            [0.1, 0.1, 0.2, 0.12],
            [0.25, 0.1, 0.3, 0.12],
          ]),
        ],
        180,
        size,
      ),
    ).toBe(180);
    expect(
      textTurn(
        [
          line([
            [0.1, 0.1, 0.2, 0.12],
            [0.25, 0.1, 0.3, 0.12],
          ]),
        ],
        0,
        size,
      ),
    ).toBe(0);
  });

  it('tells the quarter turn from words that advance down or up the page', () => {
    const down = line([
      [0.5, 0.1, 0.52, 0.2],
      [0.5, 0.25, 0.52, 0.35],
    ]);
    const up = line([
      [0.5, 0.25, 0.52, 0.35],
      [0.5, 0.1, 0.52, 0.2],
    ]);
    expect(textTurn([down, down], 0, size)).toBe(270);
    expect(textTurn([up, up], 0, size)).toBe(90);
  });
});

describe('turning and back', () => {
  it.each([90, 180, 270] as const)('returns every box where it was (%i°)', (rotation) => {
    const l = line([
      [0.1, 0.2, 0.3, 0.25],
      [0.35, 0.2, 0.5, 0.25],
    ]);
    const turned = uprightInput([{ line: l, style: { size: 10, bold: false } }], [[0.1, 0.5, 0.9, 0.501]], rotation);
    expect(turned.lines[0]!.line.bbox).not.toEqual(l.bbox);
    const draft = displayedDraft(
      {
        lines: [turned.lines[0]!.line],
        paragraphs: [{ role: 'text', text: 'w w', bbox: turned.lines[0]!.line.bbox, style: { size: 10, bold: false }, lines: [0] }],
        tables: [],
      },
      rotation,
    );
    expect(draft.lines[0]).toEqual(l);
    expect(draft.paragraphs[0]!.bbox).toEqual(l.bbox);
  });
});
