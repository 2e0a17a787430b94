// The page figure's markup: a rect per word at its bbox in percent, low-confidence words marked,
// the words' text escaped in their tooltips, and the image box sized by the preview's proportions.
import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE, pageFigure } from '../../src/dashboard/page-figure.js';
import { PREVIEW_MAX_PIXELS, PREVIEW_WIDTH } from '../../src/ocr/reading/preview-size.js';
import type { LayoutLine, LayoutWord } from '../../src/layout/page-layout.js';

const word = (text: string, bbox: LayoutWord['bbox'], confidence: number): LayoutWord => ({ text, bbox, confidence });
const line = (...words: LayoutWord[]): LayoutLine => ({
  text: words.map((w) => w.text).join(' '),
  bbox: [0, 0, 1, 1],
  confidence: 1,
  block: 0,
  paragraph: 0,
  words,
});

describe('pageFigure', () => {
  const html = pageFigure('/img', {
    page: 3,
    width: 612,
    height: 792,
    lines: [
      line(word('Invoice', [0.1021, 0.0833, 0.241, 0.101], 0.97), word('<b>"x"</b>', [0.25, 0.0833, 0.3, 0.101], LOW_CONFIDENCE - 0.01)),
    ],
  }).text;

  it('places each word box by percent attributes, never by a style attribute', () => {
    expect(html).toContain('<rect class="word" x="10.21%" y="8.33%" width="13.89%" height="1.77%">');
    expect(html).not.toMatch(/style=/);
    expect(html.match(/<rect /g)).toHaveLength(2);
  });

  it('marks low-confidence words and escapes every word in its tooltip', () => {
    expect(html).toContain('<rect class="word low" x="25%"');
    expect(html).toContain('<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt; (59 %, low confidence)</title>');
    expect(html).toContain('<title>Invoice (97 %)</title>');
    expect(html).toContain('1 read with low confidence');
    expect(html).not.toContain('<b>');
  });

  it('reserves the image box at the preview size: full width, or less for a tall narrow page', () => {
    expect(html).toContain(`width="${PREVIEW_WIDTH}" height="${Math.round((792 * PREVIEW_WIDTH) / 612)}"`);
    const receipt = pageFigure('/img', { page: 1, width: 200, height: 4000, lines: [] }).text;
    const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(receipt)!;
    expect(Number(w)).toBeLessThan(PREVIEW_WIDTH);
    expect(Number(w) * Number(h)).toBeLessThanOrEqual(PREVIEW_MAX_PIXELS * 1.01);
    expect(Number(h) / Number(w)).toBeCloseTo(20, 1);
  });
});
