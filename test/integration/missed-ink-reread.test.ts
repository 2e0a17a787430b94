// A scaled reading that loses text is read again at the source resolution (missed-ink.ts). At
// fewer pixels Tesseract's layout analysis can drop a column of hanging clause numbers ("1.1" a
// few millimetres left of its text) whole; at the scan's own 300 DPI it finds them. The page is
// typeset here, read by the page worker, and compared with the `tesseract` command line on the
// same pixels: every number it reads must be in docrec's text.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import { pagesDocument } from '../../bench/broad/page-css.js';
import { TERMS_EN } from '../../bench/broad/prose-sealed.js';
import { TERMS } from '../../bench/broad/records-sealed.js';
import { termsPage } from '../../bench/broad/templates-sealed.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { readScan, typesetScan } from '../support/typeset-scan.js';

const work = makeWorkDir();

// The broad set's s-terms-en-8pt (bench/broad/specs-sealed.ts), born digital at 300 DPI: read at
// 214 DPI, Tesseract returned 4 of its 37 clause numbers; at 300, all of them.
const PAGE = pagesDocument([termsPage(TERMS, TERMS_EN)]);

/** The clause numbers in `text`, in order ("1.", "2.3"). */
const numbers = (text: string): string[] => text.match(/(?<=^|\s)\d+\.\d*(?=\s|$)/gmu) ?? [];

afterAll(() => {
  closeDocuments();
  work.cleanup();
});

describe('a scaled reading that lost text', () => {
  it('reads the page again at its own 300 DPI and keeps every clause number `tesseract` reads there', async () => {
    const png = await typesetScan(work.dir, PAGE, 300);
    if (png === null) return; // no chromium or mutool here: nothing to typeset the page with
    const result = await readScan(png, 'en');
    expect(result.geometry.dpi).toBe(300);
    const raw = execFileSync('tesseract', [png, '-', '-l', 'eng'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const ours = numbers(result.text);
    expect(numbers(raw).length).toBeGreaterThan(5);
    for (const n of numbers(raw)) expect(ours, n).toContain(n);
  }, 60_000);
});
