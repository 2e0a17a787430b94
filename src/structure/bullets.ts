// List bullets the lines do not spell as "•". Two sources, both settled before tables and
// paragraphs see the lines, so a bullet reads the same whichever way the page was made:
// - born-digital pages where the bullet is drawn, not typed (browsers draw list discs as
//   vector shapes): a small mark just left of a line's first word becomes a "•" word;
// - scans where Tesseract reads a bullet as a look-alike letter ("e", "©", "«", "o"): a
//   one-character first word, smaller than the text and set apart from it, becomes "•".
import { meanConfidence, type Bbox, type LayoutLine, type LayoutWord } from '../layout/page-layout.js';
import type { StyledLine } from './model.js';

const LOOKALIKE = /^[eo©®°«»*·•●¢€cs]$/u;

/** Page units per fraction, so distances compare in points across and down. */
interface Scale {
  width: number;
  height: number;
}

const heightPt = (b: Bbox, s: Scale): number => (b[3] - b[1]) * s.height;

function withFirstWord(line: LayoutLine, word: LayoutWord, replace: boolean): LayoutLine {
  const words = replace ? [word, ...line.words.slice(1)] : [word, ...line.words];
  const bbox: Bbox = [
    Math.min(line.bbox[0], word.bbox[0]),
    Math.min(line.bbox[1], word.bbox[1]),
    line.bbox[2],
    Math.max(line.bbox[3], word.bbox[3]),
  ];
  return { ...line, words, bbox, text: words.map((w) => w.text).join(' '), confidence: meanConfidence(words) };
}

/** Scans: a look-alike first word that is small and set apart from the next word is a bullet. */
function scannedBullet(line: LayoutLine, s: Scale): LayoutLine {
  const [first, second] = line.words;
  if (!first || !second || !LOOKALIKE.test(first.text)) return line;
  const textHeight = Math.max(...line.words.slice(1).map((w) => heightPt(w.bbox, s)));
  const gap = (second.bbox[0] - first.bbox[2]) * s.width;
  const small = heightPt(first.bbox, s) <= 0.8 * textHeight;
  // A word space is ~0.25-0.33 em; list text starts a good deal further from its bullet.
  if (!small || gap < 0.4 * textHeight || !/^\p{L}|^\p{N}/u.test(second.text)) return line;
  return withFirstWord(line, { ...first, text: '•' }, true);
}

/** Born-digital: a drawn mark level with the line's first word and just left of it. */
function drawnBullet(line: LayoutLine, marks: readonly Bbox[], s: Scale): LayoutLine {
  const first = line.words[0];
  if (!first) return line;
  const size = heightPt(first.bbox, s);
  const middle = (first.bbox[1] + first.bbox[3]) / 2;
  for (const mark of marks) {
    const gap = (first.bbox[0] - mark[2]) * s.width;
    const level = mark[1] <= middle && middle <= mark[3] + (first.bbox[3] - first.bbox[1]) / 2;
    if (gap > 0 && gap <= 2.5 * size && level && heightPt(mark, s) <= size) {
      return withFirstWord(line, { text: '•', bbox: mark, confidence: 1 }, false);
    }
  }
  return line;
}

export function spellBullets(lines: StyledLine[], marks: readonly Bbox[], scale: Scale, bornDigital: boolean): StyledLine[] {
  if (!bornDigital) return lines.map(({ line, style }) => ({ line: scannedBullet(line, scale), style }));
  if (marks.length === 0) return lines;
  return lines.map(({ line, style }) => ({ line: drawnBullet(line, marks, scale), style }));
}
