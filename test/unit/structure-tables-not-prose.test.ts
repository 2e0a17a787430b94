// Prose is not a table: a justified paragraph (word spaces that wander from line to line, some
// wide), a two-column article (a steady gutter, but two wide columns of long lines), and a
// newsletter's three columns whose third holds times (a parish weekly's masses: x-parish-pl).
import { describe, expect, it } from 'vitest';
import type { StyledLine } from '../../src/structure/model.js';
import { findTables } from '../../src/structure/tables/find-tables.js';
import { lineOf, page, prose, textWidth } from './structure-tables-page.js';

/** A justified line: words spread to fill `width`, with one extra-wide gap now and then (OCR). */
function justified(words: string[], x: number, y: number, width: number, wideAt: number): StyledLine {
  const inked = words.reduce((s, w) => s + textWidth(w), 0);
  const space = (width - inked) / (words.length - 1);
  const pieces: [string, number][] = [];
  let at = x;
  words.forEach((w, k) => {
    pieces.push([w, at]);
    at += textWidth(w) + space + (k === wideAt ? 12 : 0);
  });
  return lineOf(pieces, y);
}

const vocabulary =
  'freight volumes grew in every region while fuel costs fell and the southern depots handled most of the new traffic this year'.split(' ');

function paragraph(x: number, y: number, count: number, width: number, perLine: number): StyledLine[] {
  return Array.from({ length: count }, (_, i) => {
    const words = Array.from({ length: perLine + (i % 3) }, (_, k) => vocabulary[(i * 5 + k * 3) % vocabulary.length]!);
    return justified(words, x, y + i * 12, width, i % 4 === 0 ? (i * 7) % (words.length - 1) : -1);
  });
}

describe('findTables: prose is not a table', () => {
  it('finds nothing in justified paragraphs with stray wide gaps', () => {
    const lines = [...paragraph(72, 80, 14, 468, 12), ...paragraph(72, 270, 9, 468, 11)];
    expect(findTables(page(lines, [], false)).tables).toEqual([]);
  });

  it('finds nothing in a two-column article', () => {
    const lines = [...paragraph(72, 80, 30, 220, 6), ...paragraph(320, 80, 30, 220, 6)];
    const found = findTables(page(lines));
    expect(found.tables).toEqual([]);
    expect(found.lines).toHaveLength(lines.length);
    expect(found.tableOf.every((t) => t === -1)).toBe(true);
  });

  it('finds nothing in a two-column article of ragged lines', () => {
    const lines = [...prose(72, 80, 25, 44), ...prose(320, 80, 25, 40)];
    expect(findTables(page(lines)).tables).toEqual([]);
  });

  it('finds nothing in three columns, two of prose and one of times beside short notes', () => {
    const times = Array.from({ length: 20 }, (_, i) =>
      lineOf(
        [
          [`${7 + (i % 12)}:00`, 400],
          [`Mass ${i + 1}`, 440],
        ],
        80 + i * 12,
      ),
    );
    const lines = [...paragraph(40, 80, 20, 160, 4), ...paragraph(230, 80, 20, 150, 4), ...times];
    expect(findTables(page(lines)).tables).toEqual([]);
  });
});
