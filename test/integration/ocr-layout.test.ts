// Page layout from both engines on real rendered pages: words found where they were drawn, and
// the native addon and the tesseract CLI agreeing on words, boxes and block/paragraph structure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOfLines, type PixelBox, type PixelLine } from '../../src/layout/page-layout.js';
import { CliEngine } from '../../src/ocr/engines/cli-engine.js';
import { NativeEngine } from '../../src/ocr/engines/native-engine.js';
import type { OcrEngine, OcrResult } from '../../src/ocr/engines/ocr-engine.js';
import { makeWorkDir, renderPlaced, type Page } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
const native = new NativeEngine();
const cli = new CliEngine();

// Two blocks far apart; the first has two paragraphs (the second starts indented).
const STRUCTURED = [
  {
    x: 180,
    y: 200,
    text: [
      'Minutes of the committee meeting held on the 4th of May.',
      'Present were the chair, the secretary and four members of',
      'the council, with two observers from the regional office.',
      '        The budget for road repairs is 84,000 pounds, not 48,000',
      'as printed last month. A site visit will be arranged before',
      'the next meeting, with both groups of residents present.',
    ].join('\n'),
  },
  {
    x: 180,
    y: 1000,
    text: 'Water should be boiled for one minute before drinking.\nTests found bacteria in two samples taken on Tuesday.',
  },
];

// Single words without descenders, each drawn at a known baseline start.
const PLACED = [
  { text: 'Zebra', x: 200, y: 300 },
  { text: 'Harbor', x: 1500, y: 300 },
  { text: 'Lantern', x: 200, y: 1100 },
  { text: 'Kitchen', x: 1500, y: 1100 },
];

let structured: Page;
let placed: Page;
const results = new Map<string, OcrResult>();

beforeAll(async () => {
  structured = renderPlaced(work.dir, 'structured', STRUCTURED);
  placed = renderPlaced(work.dir, 'placed', PLACED, 2480, 1400, 16);
  for (const [name, engine] of [
    ['native', native],
    ['cli', cli],
  ] as [string, OcrEngine][]) {
    results.set(`${name}/structured`, await engine.recognize(structured.image, 'eng', 30_000));
    results.set(`${name}/placed`, await engine.recognize(placed.image, 'eng', 30_000));
  }
});
afterAll(() => {
  native.close();
  work.cleanup();
});

function iou(a: PixelBox, b: PixelBox): number {
  const w = Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0]));
  const h = Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  const area = (r: PixelBox): number => (r[2] - r[0]) * (r[3] - r[1]);
  return (w * h) / (area(a) + area(b) - w * h);
}

const contains = (box: PixelBox, x: number, y: number): boolean => box[0] <= x && x <= box[2] && box[1] <= y && y <= box[3];
const allWords = (lines: PixelLine[]) => lines.flatMap((l) => l.words);

describe.each(['native', 'cli'])('%s engine layout', (name) => {
  it('finds each placed word, its box around the place it was drawn', () => {
    const words = allWords(results.get(`${name}/placed`)!.lines);
    for (const p of PLACED) {
      const found = words.find((w) => w.text === p.text);
      expect(found, p.text).toBeDefined();
      const box = found!.box;
      // The glyphs start at x and sit on the baseline y: the box holds a point just inside that corner,
      // and its left and bottom edges are within a few pixels of it (16 pt at 300 dpi: ~67 px per em).
      expect(contains(box, p.x + 10, p.y - 10), `${p.text} ${box.join(',')}`).toBe(true);
      expect(Math.abs(box[0] - p.x)).toBeLessThanOrEqual(8);
      expect(Math.abs(box[3] - p.y)).toBeLessThanOrEqual(4);
      expect(box[2] - box[0]).toBeGreaterThan(p.text.length * 20);
      expect(found!.confidence).toBeGreaterThan(0.5);
      expect(found!.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('reads the structured page as 2 blocks and 3 paragraphs, each line inside its box, text equal to its lines', () => {
    const result = results.get(`${name}/structured`)!;
    const { lines } = result;
    expect(lines.map((l) => [l.block, l.paragraph])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 1],
      [0, 1],
      [0, 1],
      [1, 2],
      [1, 2],
    ]);
    for (const line of lines) {
      for (const word of line.words) expect(iou(word.box, line.box), word.text).toBeGreaterThan(0);
      expect(line.box[0]).toBeLessThanOrEqual(Math.min(...line.words.map((w) => w.box[0])));
      expect(line.box[2]).toBeGreaterThanOrEqual(Math.max(...line.words.map((w) => w.box[2])));
    }
    expect(result.text).toBe(textOfLines(lines));
    expect(result.text.split('\n\n')).toHaveLength(3);
    const words = allWords(lines);
    expect(result.words).toBe(words.length);
    // The page's confidence is its words' averaged by characters (line-collector.ts).
    const chars = (w: { text: string }) => [...w.text].length;
    expect(result.confidence).toBeCloseTo(
      words.reduce((s, w) => s + w.confidence * chars(w), 0) / words.reduce((s, w) => s + chars(w), 0),
      3,
    );
  });
});

describe('native and CLI agree', () => {
  it.each(['structured', 'placed'])('on the %s page: same words, boxes with IoU >= 0.9, same blocks and paragraphs', (page) => {
    const a = results.get(`native/${page}`)!;
    const b = results.get(`cli/${page}`)!;
    expect(a.lines.map((l) => [l.block, l.paragraph, l.words.length])).toEqual(b.lines.map((l) => [l.block, l.paragraph, l.words.length]));
    a.lines.forEach((line, i) => expect(iou(line.box, b.lines[i]!.box)).toBeGreaterThanOrEqual(0.9));
    const wa = allWords(a.lines);
    const wb = allWords(b.lines);
    expect(wa.map((w) => w.text)).toEqual(wb.map((w) => w.text));
    wa.forEach((w, i) => {
      expect(iou(w.box, wb[i]!.box), w.text).toBeGreaterThanOrEqual(0.9);
      // Same pixels, same Tesseract: a few pixels at most on any edge.
      w.box.forEach((edge, e) => expect(Math.abs(edge - wb[i]!.box[e]!), `${w.text} edge ${e}`).toBeLessThanOrEqual(3));
      expect(Math.abs(w.confidence - wb[i]!.confidence), w.text).toBeLessThan(0.05);
    });
    expect(a.text).toBe(b.text);
    expect(Math.abs(a.confidence - b.confidence)).toBeLessThan(0.02);
  });
});
