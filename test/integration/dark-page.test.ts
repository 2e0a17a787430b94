// A page whose own background is dark (a slide: light text on a dark ground) is not a scanner
// lid's border. 'border' paints dark edges white, a quarter of the page deep at most; on a dark
// slide it painted away the text near every edge (bench:headline's held-out slides, CER +0.53).
// The page must be read like raw tesseract reads it, without that step. Nor is a printed band
// reaching the page's edge with light text in it (a letterhead's bar): painting it white took its
// text (the broad set's s-faq-pl, a library's name in its header bar).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import { ENGLISH_TEXT, cer, makeWorkDir } from '../fixtures/ocr/pages.js';
import { readScan } from '../support/typeset-scan.js';

const work = makeWorkDir();
afterAll(() => {
  closeDocuments();
  work.cleanup();
});

/** Light text from edge to edge of a dark A4-wide page at 300 DPI, as a slide exported to an image. */
function darkSlide(ground: string, ink: string): string {
  const path = join(work.dir, `slide-${ground.slice(1)}.png`);
  const args = ['-density', '300', '-units', 'PixelsPerInch', '-size', '2480x1400', `xc:${ground}`, '-font', 'DejaVu-Sans'];
  args.push('-pointsize', '14', '-fill', ink, '-annotate', '+40+90', ENGLISH_TEXT, '-colorspace', 'Gray', '-depth', '8', path);
  execFileSync('convert', args);
  return path;
}

describe('a page with a dark background', () => {
  it.each([
    ['#1e2530', '#f0f0f0'],
    ['#000000', '#ffffff'],
  ])(
    'on %s is read without painting its edges white',
    async (ground, ink) => {
      const result = await readScan(darkSlide(ground, ink), 'en');
      expect(result.prepared).not.toContain('border');
      expect(cer(result.text, ENGLISH_TEXT)).toBeLessThan(0.02);
    },
    120_000,
  );
});

/** A white page under a dark bar across its top edge holding `title` in white, body text below. */
function bandPage(title: string): string {
  const path = join(work.dir, 'band.png');
  const args = ['-density', '300', '-units', 'PixelsPerInch', '-size', '2480x1400', 'xc:white', '-fill', '#222222'];
  args.push('-draw', 'rectangle 0,0 2479,220', '-font', 'DejaVu-Sans-Bold', '-pointsize', '22', '-fill', 'white');
  args.push('-annotate', '+80+140', title, '-font', 'DejaVu-Sans', '-pointsize', '14', '-fill', 'black');
  args.push('-annotate', '+80+400', ENGLISH_TEXT, '-colorspace', 'Gray', '-depth', '8', path);
  execFileSync('convert', args);
  return path;
}

describe('a dark bar with light text at the page edge', () => {
  it('is read, not painted white as a scanner lid', async () => {
    const title = 'Riverside Public Library';
    const result = await readScan(bandPage(title), 'en');
    expect(result.prepared ?? []).not.toContain('border');
    expect(result.text).toContain(title);
    expect(cer(result.text.replace(title, ''), ENGLISH_TEXT)).toBeLessThan(0.02);
  }, 120_000);
});
