// The broad set's typesetting check (bench/broad/render.ts, checkPdfPage): a page whose text runs
// past its section's bottom edge must be refused. Chromium drops lines its section clips away
// whole, but keeps the one cut across the edge, so every word of a page one line too long is still
// in the PDF; the check must look at where the lines are, not only at which words are there.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesDocument } from '../../bench/broad/page-css.js';
import { checkPdfPage, printPdf } from '../../bench/broad/render.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { canTypeset } from '../support/typeset-scan.js';

const work = makeWorkDir();
afterAll(() => work.cleanup());

const lines = (n: number): string[] => Array.from({ length: n }, (_, i) => `Line ${i + 1} of a page set in large type`);
const body = (text: string[]): string => `<div style="font-size:14pt">${text.map((t) => `<p>${t}</p>`).join('')}</div>`;
// A section is 296 mm tall (page-css.ts): a 14 pt line set at 293 mm crosses its bottom edge.
const CUT_LINE = 'The closing line the bottom edge cuts in half';
const cutAtEdge = `<div style="position:absolute;left:18mm;top:293mm;font-size:14pt">${CUT_LINE}</div>`;

describe('the broad set refuses a page that overflows its section', () => {
  it('passes a page that fits and refuses one whose last line is cut by the bottom edge', async () => {
    const text = lines(12);
    if (!canTypeset()) return; // no chromium or mutool here: nothing to typeset with
    const pages = [
      { html: body(text), truth: '' },
      { html: body(text) + cutAtEdge, truth: '' },
    ];
    const pdf = await printPdf(pagesDocument(pages), work.dir, 'overflow');
    await expect(checkPdfPage(pdf, 1, text.join('\n'), 'fits')).resolves.toBeUndefined();
    // Every word of the cut line is in the PDF, so the words agree: only its box tells.
    const inPdf = execFileSync('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', pdf, '2'], { encoding: 'utf8' });
    expect(inPdf).toContain(CUT_LINE);
    const truth = [...text, CUT_LINE].join('\n');
    await expect(checkPdfPage(pdf, 2, truth, 'cut')).rejects.toThrow(/runs past its section's edge.*closing line/);
  }, 120_000);
});
