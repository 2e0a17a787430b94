// The `pages` field (API.md "Page ranges"): what is accepted, what is refused and why, and which
// pages a selection names in a document of a given length.
import { describe, expect, it } from 'vitest';
import { PageRangeError, firstSelected, parsePageRanges, selectedPages } from '../../src/domain/page-ranges.js';

describe('parsePageRanges', () => {
  it('takes numbers, closed and open ranges, with spaces; merges and sorts them', () => {
    const { intervals, echo } = parsePageRanges(' 10- , 1-3,7, 2 ');
    expect(echo).toBe('10-,1-3,7,2');
    expect(intervals).toEqual([
      [1, 3],
      [7, 7],
      [10, Infinity],
    ]);
    expect(parsePageRanges('4-5,6').intervals).toEqual([[4, 6]]);
  });

  it.each(['', ',', '0', '3-1', 'a', '1-2-3', '-3', '1,,2', '1.5', '+2', '1 2'])('refuses %j', (field) => {
    expect(() => parsePageRanges(field)).toThrow(PageRangeError);
  });

  it('refuses more than 100 items', () => {
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',');
    expect(() => parsePageRanges(many)).toThrow(/more than 100/);
    expect(parsePageRanges(many.split(',').slice(0, 100).join(',')).intervals).toEqual([[1, 100]]);
  });
});

describe('selected pages', () => {
  it('ignores pages past the end, and a selection past the end selects nothing', () => {
    expect(selectedPages('1-3,7,10-', 12)).toEqual([1, 2, 3, 7, 10, 11, 12]);
    expect(selectedPages('2,9', 4)).toEqual([2]);
    expect(selectedPages('5-', 4)).toEqual([]);
    expect(selectedPages(null, 3)).toEqual([1, 2, 3]);
  });

  it('stays bounded by the document for huge ranges', () => {
    expect(selectedPages('1-999999999', 3)).toEqual([1, 2, 3]);
    expect(firstSelected('1-999999999', 2)).toEqual([1, 2]);
  });

  it('firstSelected recovers the selected pages from their count alone', () => {
    for (const [field, count] of [
      ['1-3,7,10-', 12],
      ['2,9', 4],
      ['10-', 15],
    ] as const) {
      const selected = selectedPages(field, count);
      expect(firstSelected(field, selected.length)).toEqual(selected);
    }
  });
});
