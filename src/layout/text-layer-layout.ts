// Lines and words of a born-digital page from MuPDF's structured text, already in page space (the
// displayed page), so they only need normalizing. Each MuPDF text block is one block and one
// paragraph; words are runs of non-space characters, boxed by the union of their glyph quads.
import type * as mupdf from 'mupdf';
import type { LayoutLine, LayoutWord } from './page-layout.js';
import { normalizeRect, type Rect } from './page-transform.js';

const SPACE = /\s/u;

/** Walks `stext` once; text-layer words and lines have confidence 1. */
export function textLayerLines(stext: mupdf.StructuredText, bounds: Rect): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let block = -1;
  let words: LayoutWord[] = [];
  let word = '';
  // The current word's box, kept in scalars: this runs once per character of the page.
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let lineBox: Rect = [0, 0, 0, 0];
  const endWord = (): void => {
    if (word !== '') words.push({ text: word, bbox: normalizeRect([x0, y0, x1, y1], bounds), confidence: 1 });
    word = '';
    x0 = y0 = Infinity;
    x1 = y1 = -Infinity;
  };
  stext.walk({
    beginTextBlock: () => {
      block += 1;
    },
    beginLine: (bbox) => {
      words = [];
      lineBox = [bbox[0], bbox[1], bbox[2], bbox[3]];
    },
    onChar: (c, _origin, _font, _size, quad) => {
      if (SPACE.test(c) || c === '') return endWord();
      word += c;
      // quad: ul, ur, ll, lr corners (x, y pairs).
      for (let i = 0; i < 8; i += 2) {
        const x = quad[i]!;
        const y = quad[i + 1]!;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    },
    endLine: () => {
      endWord();
      if (words.length === 0) return;
      lines.push({
        text: words.map((w) => w.text).join(' '),
        bbox: normalizeRect(lineBox, bounds),
        confidence: 1,
        block,
        paragraph: block,
        words,
      });
    },
  });
  return lines;
}
