// Lines and words of a born-digital page from MuPDF's structured text, already in page space (the
// displayed page), so they only need normalizing. Each MuPDF text block is one block and one
// paragraph; words are runs of non-space characters, boxed by the union of their glyph quads.
// Each line also gets its style (the font size and weight most of its characters are set in),
// which structure uses to tell headings from body text.
import type * as mupdf from 'mupdf';
import type { LayoutLine, LayoutWord } from '../page-layout.js';
import { normalizeRect, type Rect } from '../page-transform.js';

const SPACE = /\s/u;
const SOFT_HYPHEN = '\u00ad';

/** A line's font: size in points, and whether most of its characters are bold. */
export interface TextStyle {
  size: number;
  bold: boolean;
}

const BOLD_NAME = /bold|black|heavy|semibold|demi/iu;

/** Walks `stext` once; text-layer words and lines have confidence 1. */
export function textLayerLines(stext: mupdf.StructuredText, bounds: Rect): { lines: LayoutLine[]; styles: TextStyle[] } {
  const lines: LayoutLine[] = [];
  const styles: TextStyle[] = [];
  // Characters per (size, bold) on the current line; the most common wins.
  let tally = new Map<string, number>();
  const boldByName = new Map<string, boolean>();
  const isBold = (font: mupdf.Font): boolean => {
    const name = font.getName();
    let bold = boldByName.get(name);
    if (bold === undefined) boldByName.set(name, (bold = font.isBold() || BOLD_NAME.test(name)));
    return bold;
  };
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
    // A soft hyphen shows only where a line breaks: there it is a hyphen, inside a word nothing.
    if (word.includes(SOFT_HYPHEN)) word = word.replace(/\u00ad(?!$)/gu, '').replace(/\u00ad$/u, '-');
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
      tally = new Map();
      lineBox = [bbox[0], bbox[1], bbox[2], bbox[3]];
    },
    onChar: (c, _origin, font, size, quad) => {
      if (SPACE.test(c) || c === '') return endWord();
      word += c;
      const key = `${Math.round(size * 2) / 2}${isBold(font) ? 'b' : ''}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
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
      styles.push(dominantStyle(tally));
    },
  });
  return { lines, styles };
}

function dominantStyle(tally: Map<string, number>): TextStyle {
  let best = '0';
  let most = -1;
  for (const [key, n] of tally) if (n > most) [best, most] = [key, n];
  return { size: Number.parseFloat(best), bold: best.endsWith('b') };
}
