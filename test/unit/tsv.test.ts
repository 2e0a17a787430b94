// Tesseract TSV -> PixelLines for the CLI engine: boxes, block/paragraph numbering, empty words
// and lines, confidence. Rows are written here as tesseract 5 prints them (levels 1-5).
import { describe, expect, it } from 'vitest';
import { parseTsv } from '../../src/ocr/engines/tsv.js';

const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';

/** One TSV row; structure rows carry conf -1 and no text, as tesseract prints them. */
function row(level: number, block: number, par: number, line: number, word: number, box: number[], conf = -1, text = ''): string {
  return [level, 1, block, par, line, word, ...box, conf, text].join('\t');
}

// Two blocks; the second has two paragraphs (par_num restarts at 1 in each block).
const TSV = [
  HEADER,
  row(1, 0, 0, 0, 0, [0, 0, 1700, 600]),
  row(2, 1, 0, 0, 0, [60, 85, 1094, 99]),
  row(3, 1, 1, 0, 0, [60, 85, 1094, 99]),
  row(4, 1, 1, 1, 0, [64, 85, 1090, 45]),
  row(5, 1, 1, 1, 1, [64, 85, 158, 36], 95.146767, 'Invoice'),
  row(5, 1, 1, 1, 2, [242, 85, 213, 36], 91.5, '2024-117'),
  row(4, 1, 1, 2, 0, [60, 139, 500, 45]),
  row(5, 1, 1, 2, 1, [60, 139, 83, 36], 97, 'The'),
  row(2, 2, 0, 0, 0, [64, 247, 974, 99]),
  row(3, 2, 1, 0, 0, [64, 247, 974, 45]),
  row(4, 2, 1, 1, 0, [64, 247, 974, 45]),
  row(5, 2, 1, 1, 1, [64, 247, 262, 45], 96, 'Recognition'),
  row(3, 2, 2, 0, 0, [63, 301, 926, 45]),
  row(4, 2, 2, 1, 0, [63, 301, 926, 45]),
  row(5, 2, 2, 1, 1, [63, 303, 185, 34], 90, 'contrast'),
  '',
].join('\n');

describe('parseTsv', () => {
  it('builds lines with [left, top, left+width, top+height] boxes and their words', () => {
    const { lines } = parseTsv(TSV);
    expect(lines).toEqual([
      {
        box: [64, 85, 1154, 130],
        block: 0,
        paragraph: 0,
        words: [
          { text: 'Invoice', box: [64, 85, 222, 121], confidence: 0.9515 },
          { text: '2024-117', box: [242, 85, 455, 121], confidence: 0.915 },
        ],
      },
      { box: [60, 139, 560, 184], block: 0, paragraph: 0, words: [{ text: 'The', box: [60, 139, 143, 175], confidence: 0.97 }] },
      { box: [64, 247, 1038, 292], block: 1, paragraph: 1, words: [{ text: 'Recognition', box: [64, 247, 326, 292], confidence: 0.96 }] },
      { box: [63, 301, 989, 346], block: 1, paragraph: 2, words: [{ text: 'contrast', box: [63, 303, 248, 337], confidence: 0.9 }] },
    ]);
  });

  it('builds the text from the lines: a newline between lines, a blank line between paragraphs', () => {
    expect(parseTsv(TSV).text).toBe('Invoice 2024-117\nThe\n\nRecognition\n\ncontrast');
  });

  it('averages word confidences to 0..1 by characters and counts the words', () => {
    const { confidence, words } = parseTsv(TSV);
    expect(words).toBe(5);
    // Invoice 7, 2024-117 8, The 3, Recognition 11, contrast 8 characters.
    expect(confidence).toBeCloseTo((95.146767 * 7 + 91.5 * 8 + 97 * 3 + 96 * 11 + 90 * 8) / 37 / 100, 10);
  });

  it('drops empty words, lines left without words, and numbers blocks and paragraphs densely', () => {
    const tsv = [
      HEADER,
      row(2, 1, 0, 0, 0, [0, 0, 100, 100]),
      row(3, 1, 1, 0, 0, [0, 0, 100, 100]),
      row(4, 1, 1, 1, 0, [0, 0, 100, 20]),
      row(5, 1, 1, 1, 1, [0, 0, 10, 20], 50, ' '), // whitespace only: an empty word
      row(2, 2, 0, 0, 0, [0, 200, 100, 300]), // a block whose only line is empty: no block number used
      row(3, 2, 1, 0, 0, [0, 200, 100, 300]),
      row(4, 2, 1, 1, 0, [0, 200, 100, 20]),
      row(5, 2, 1, 1, 1, [0, 200, 50, 20], 80, ' word '),
      row(5, 2, 1, 1, 2, [60, 200, 40, 20], 70, ''),
    ].join('\n');
    const { lines, text, words, confidence } = parseTsv(tsv);
    expect(lines).toEqual([
      { box: [0, 200, 100, 220], block: 0, paragraph: 0, words: [{ text: 'word', box: [0, 200, 50, 220], confidence: 0.8 }] },
    ]);
    expect(text).toBe('word');
    expect([words, confidence]).toEqual([1, 0.8]);
  });

  it('keeps a word without a confidence but leaves it out of the mean', () => {
    const tsv = [
      HEADER,
      row(4, 1, 1, 1, 0, [0, 0, 100, 20]),
      row(5, 1, 1, 1, 1, [0, 0, 10, 20], -1, 'a'),
      row(5, 1, 1, 1, 2, [20, 0, 10, 20], 60, 'b'),
    ].join('\n');
    const { lines, words, confidence } = parseTsv(tsv);
    expect(lines[0]!.words.map((w) => [w.text, w.confidence])).toEqual([
      ['a', 0],
      ['b', 0.6],
    ]);
    expect([words, confidence]).toEqual([1, 0.6]);
  });

  it('reads a page without words as no lines, empty text, zero confidence', () => {
    expect(parseTsv(`${HEADER}\n${row(1, 0, 0, 0, 0, [0, 0, 400, 100])}\n`)).toEqual({ text: '', confidence: 0, words: 0, lines: [] });
    expect(parseTsv('')).toEqual({ text: '', confidence: 0, words: 0, lines: [] });
  });

  it('skips rows with a malformed box and keeps a tab inside a word', () => {
    const tsv = [
      HEADER,
      row(4, 1, 1, 1, 0, [0, 0, 100, 20]),
      row(5, 1, 1, 1, 1, [0, 0, 'x' as unknown as number, 20], 90, 'bad'),
      row(5, 1, 1, 1, 2, [20, 0, 10, 20], 90, 'a\tb'),
    ].join('\n');
    expect(parseTsv(tsv).lines[0]!.words.map((w) => w.text)).toEqual(['a\tb']);
  });
});
