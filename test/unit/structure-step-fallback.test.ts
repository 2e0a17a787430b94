// A page whose structure fails (a bug in structure) keeps its text and lines: structure is an
// addition to recognition, never a reason to lose a page.
import { describe, expect, it } from 'vitest';
import { structurePage } from '../../src/ocr/reading/structure-step.js';
import type { LayoutLine } from '../../src/layout/page-layout.js';

const line = (text: string, top: number): LayoutLine => ({
  text,
  bbox: [0.1, top, 0.5, top + 0.02],
  confidence: 0.9,
  block: 0,
  paragraph: 0,
  words: text.split(' ').map((w, i) => ({ text: w, bbox: [0.1 + i * 0.1, top, 0.18 + i * 0.1, top + 0.02], confidence: 0.9 })),
});

describe('structurePage', () => {
  it('gives a page its paragraphs', () => {
    const page = structurePage([line('Hello there', 0.1), line('General Kenobi', 0.13)], null, [], { width: 600, height: 800 }, false);
    expect(page.structureError).toBeUndefined();
    expect(page.structure.paragraphs.map((p) => p.text)).toEqual(['Hello there General Kenobi']);
  });

  it('keeps the text and lines, with no structure, when structure throws', () => {
    const broken = { ...line('Hello there', 0.1), words: [{ text: 'Hello', bbox: undefined, confidence: 0.9 }] } as unknown as LayoutLine;
    const lines = [line('First line', 0.05), broken];
    const page = structurePage(lines, null, [], { width: 600, height: 800 }, true);
    expect(page.structureError).toMatch(/./);
    expect(page.lines).toBe(lines);
    expect(page.structure).toEqual({ paragraphs: [], tables: [] });
  });
});
