// Bullets that the lines do not spell: drawn discs on born-digital pages and look-alike letters
// read by Tesseract on scans become "•" words, and ordinary words stay as they are.
import { describe, expect, it } from 'vitest';
import { spellBullets } from '../../src/structure/bullets.js';
import type { Bbox, LayoutLine } from '../../src/layout/page-layout.js';
import type { StyledLine } from '../../src/structure/model.js';

const page = { width: 600, height: 800 };
const style = { size: 11, bold: false };

/** A line of words at the given left edges (fractions), 11 pt tall unless a height is given. */
function line(words: Array<[string, number, number?]>, top = 0.3): StyledLine {
  const ws = words.map(([text, left, height = 11]) => {
    const bbox: Bbox = [left, top + (11 - height) / 2 / 800, left + 0.01 * Math.max(1, text.length), top + (11 + height) / 2 / 800];
    return { text, bbox, confidence: 0.9 };
  });
  const l: LayoutLine = {
    text: words.map((w) => w[0]).join(' '),
    bbox: [ws[0]!.bbox[0], top, ws[ws.length - 1]!.bbox[2], top + 11 / 800],
    confidence: 0.9,
    block: 0,
    paragraph: 0,
    words: ws,
  };
  return { line: l, style };
}

describe('scanned look-alike bullets', () => {
  it('turns a small "e" or "©" set apart from its text into •', () => {
    for (const lookalike of ['e', '©', '«', 'o']) {
      const [out] = spellBullets(
        [
          line([
            [lookalike, 0.1, 5],
            ['Shipments', 0.13],
            ['grew', 0.23],
          ]),
        ],
        [],
        page,
        false,
      );
      expect(out!.line.words[0]!.text).toBe('•');
      expect(out!.line.text).toBe('• Shipments grew');
    }
  });

  it('leaves words alone: a full-height letter, one close to the next word, or a lone letter', () => {
    const tall = line([
      ['e', 0.1],
      ['Shipments', 0.13],
    ]);
    const close = line([
      ['e', 0.1, 5],
      ['Shipments', 0.111],
    ]);
    const alone = line([['e', 0.1, 5]]);
    for (const l of [tall, close, alone]) expect(spellBullets([l], [], page, false)[0]!.line).toBe(l.line);
  });
});

describe('drawn bullets on born-digital pages', () => {
  it('puts a "•" word where a disc is drawn level with the line, just left of it', () => {
    const l = line([
      ['Shipments', 0.15],
      ['grew', 0.25],
    ]);
    const disc: Bbox = [0.13, 0.3 + 4 / 800, 0.136, 0.3 + 8 / 800];
    const [out] = spellBullets([l], [disc], page, true);
    expect(out!.line.words[0]).toEqual({ text: '•', bbox: disc, confidence: 1 });
    expect(out!.line.bbox[0]).toBe(0.13);
  });

  it('ignores marks far from the line, on another line, or on its right', () => {
    const l = line([
      ['Shipments', 0.15],
      ['grew', 0.25],
    ]);
    const marks: Bbox[] = [
      [0.01, 0.301, 0.016, 0.309],
      [0.13, 0.4, 0.136, 0.408],
      [0.5, 0.301, 0.506, 0.309],
    ];
    expect(spellBullets([l], marks, page, true)[0]!.line).toBe(l.line);
  });
});
