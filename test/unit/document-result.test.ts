// How page results add up to a document's (or a partial block's) result.
import { describe, expect, it } from 'vitest';
import { combinePages, partialBlock } from '../../src/domain/document-result.js';
import { UKRAINIAN_TEXT } from '../fixtures/ocr/pages.js';

const page = (n: number, text: string, confidence: number, language: string | null) => ({ page: n, text, confidence, language });

describe('combinePages', () => {
  it('joins page texts with form feeds, keeping empty (failed) pages in place', () => {
    expect(combinePages([page(1, 'one', 1, 'en'), page(2, '', 0, null), page(3, 'three', 1, 'en')]).text).toBe('one\f\fthree');
  });

  it('weights confidence by characters, so a blank page does not drag it down', () => {
    const r = combinePages([page(1, 'aaaaaaaaa', 0.9, 'en'), page(2, 'b', 0.5, 'en'), page(3, '   ', 0, 'en')]);
    expect(r.confidence).toBeCloseTo((9 * 0.9 + 1 * 0.5) / 10, 4);
    expect(combinePages([page(1, '', 0, null)]).confidence).toBe(0);
  });

  it('takes the language of most of the text', () => {
    const r = combinePages([page(1, 'Short English note.', 1, 'en'), page(2, UKRAINIAN_TEXT, 1, 'uk'), page(3, 'Another page.', 1, 'en')]);
    expect(r.language).toBe('uk');
  });

  it('ignores pages without a language and gives null when none has one', () => {
    expect(combinePages([page(1, '12345', 1, null), page(2, 'Hello there', 1, 'en')]).language).toBe('en');
    expect(combinePages([page(1, '', 0, null)]).language).toBeNull();
    expect(combinePages([]).language).toBeNull();
  });
});

describe('partialBlock', () => {
  it('cuts 17 pages in blocks of 5 with a short last block', () => {
    expect([0, 1, 2, 3].map((i) => partialBlock(i, 5, 17))).toEqual([
      { first: 1, last: 5 },
      { first: 6, last: 10 },
      { first: 11, last: 15 },
      { first: 16, last: 17 },
    ]);
  });
});
