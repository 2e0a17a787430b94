// When a page's first reading asks for a second model (src/ocr/reading/page-decisions.ts,
// readsBadly): doubtful words of letters are evidence of a wrong model, figures are not.
import { describe, expect, it } from 'vitest';
import type { OcrResult } from '../../src/ocr/engines/ocr-engine.js';
import { readsBadly } from '../../src/ocr/reading/page-decisions.js';

/** A reading of lines given as [text, confidence] words. */
function reading(...lines: Array<Array<[string, number]>>): OcrResult {
  const pixelLines = lines.map((words, i) => ({
    box: [0, i * 20, 100, i * 20 + 15] as [number, number, number, number],
    block: 0,
    paragraph: i,
    words: words.map(([text, confidence]) => ({ text, confidence, box: [0, 0, 1, 1] as [number, number, number, number] })),
  }));
  const all = lines.flat();
  const confidence = all.reduce((s, [, c]) => s + c, 0) / Math.max(1, all.length);
  return { text: lines.map((l) => l.map(([t]) => t).join(' ')).join('\n'), confidence, words: all.length, lines: pixelLines };
}

const prose = (n: number): Array<[string, number]> => Array.from({ length: n }, (_, i): [string, number] => [`word${'abc'[i % 3]}`, 0.95]);

describe('readsBadly', () => {
  it('takes a clean page as read', () => {
    expect(readsBadly(reading(prose(10), prose(10), prose(10)))).toBe(false);
  });

  it('asks again when words of letters are doubtful: two lines in another alphabet', () => {
    const foreign: Array<[string, number]> = [
      ['Тhе', 0.5],
      ['соunсil', 0.45],
      ['has', 0.6],
      ['аррrоvеd', 0.4],
      ['it', 0.7],
      ['tоdау', 0.5],
    ];
    expect(readsBadly(reading(prose(10), foreign, prose(10), foreign, prose(10)))).toBe(true);
  });

  it('does not ask again for doubtful figures: prices, dates and times read doubtfully in any model', () => {
    const figures: Array<[string, number]> = [
      ['12', 0.6],
      ['356,26', 0.55],
      ['4 275,12', 0.5],
      ['07:45', 0.6],
      ['—', 0.3],
      ['1/2', 0.5],
    ];
    expect(readsBadly(reading(prose(6), figures, figures, figures, prose(6)))).toBe(false);
    // The same share of doubtful words with letters does ask.
    const words: Array<[string, number]> = figures.map(([, c], i) => [`xyz${i}`, c]);
    expect(readsBadly(reading(prose(6), words, words, words, prose(6)))).toBe(true);
  });

  it('has nothing to ask another model about on a page of figures alone', () => {
    expect(
      readsBadly(
        reading([
          ['12', 0.3],
          ['14', 0.4],
        ]),
      ),
    ).toBe(false);
  });
});
