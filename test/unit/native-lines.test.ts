// The native addon's flat layout (native/index.d.ts NativeLayout) -> PixelLines, through the same
// rules as the TSV: here built by hand, the shape the C++ in native/src/layout.cc produces.
import { describe, expect, it } from 'vitest';
import type { NativeLayout } from '../../native/index.js';
import { collectNativeLayout } from '../../src/ocr/engines/native-lines.js';

function layout(lines: number[][], words: [string, number[], number][]): NativeLayout {
  return {
    words: words.map(([text]) => `${text}\0`).join(''),
    wordBoxes: Int32Array.from(words.flatMap(([, box]) => box)),
    wordConfidences: Float32Array.from(words.map(([, , conf]) => conf)),
    lines: Int32Array.from(lines.flat()),
  };
}

describe('collectNativeLayout', () => {
  it('splits the words among lines and renumbers blocks and paragraphs from 0', () => {
    // Raw counters as the addon counts them: blocks 0 and 2, paragraphs 0, 1 and 3 (across blocks).
    const page = collectNativeLayout(
      layout(
        [
          [10, 10, 300, 40, 0, 0, 2],
          [10, 50, 300, 80, 0, 1, 1],
          [10, 200, 300, 230, 2, 3, 1],
        ],
        [
          ['Hello', [10, 10, 100, 40], 96],
          ['wörld', [120, 12, 300, 40], 90.5],
          ['Two', [10, 50, 80, 80], 80],
          ['Три', [10, 200, 90, 230], 70],
        ],
      ),
    );
    expect(page.lines.map((l) => [l.box, l.block, l.paragraph, l.words.map((w) => w.text)])).toEqual([
      [[10, 10, 300, 40], 0, 0, ['Hello', 'wörld']],
      [[10, 50, 300, 80], 0, 1, ['Two']],
      [[10, 200, 300, 230], 1, 2, ['Три']],
    ]);
    expect(page.lines[0]!.words[1]).toEqual({ text: 'wörld', box: [120, 12, 300, 40], confidence: 0.905 });
    expect(page.text).toBe('Hello wörld\n\nTwo\n\nТри');
    expect(page.words).toBe(4);
    // Weighted by characters: 5, 5, 3 and 3.
    expect(page.confidence).toBeCloseTo((96 * 5 + 90.5 * 5 + 80 * 3 + 70 * 3) / 16 / 100, 6);
  });

  it('reads an empty layout as an empty page', () => {
    expect(collectNativeLayout(layout([], []))).toEqual({ text: '', confidence: 0, words: 0, lines: [] });
  });

  it('refuses a layout whose counts do not add up instead of misplacing words', () => {
    expect(() => collectNativeLayout(layout([[0, 0, 1, 1, 0, 0, 3]], [['a', [0, 0, 1, 1], 50]]))).toThrow(/inconsistent native layout/);
    const broken = { ...layout([[0, 0, 1, 1, 0, 0, 1]], [['a', [0, 0, 1, 1], 50]]), words: 'a' };
    expect(() => collectNativeLayout(broken)).toThrow(/inconsistent native layout/);
  });
});
