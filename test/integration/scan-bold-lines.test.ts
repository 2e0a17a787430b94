// A scan has no fonts: a heading set bold at the body's size is told by its stems (line-strokes.ts).
// Chromium typesets the page, mutool renders it to a gray PNG (a clean scan at 200 dpi), and the
// page worker reads it: the bold line must come back a heading, the regular lines text.
import { afterAll, describe, expect, it } from 'vitest';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';
import { readScan, typesetScan } from '../support/typeset-scan.js';

const work = makeWorkDir();
const BODY = "font: 11pt 'DejaVu Serif'; margin: 0 0 8pt 0";
const PAGE = `<!doctype html><html><body style="margin: 1in">
<p style="${BODY}">The depots listed below take deliveries on working days between seven and four.</p>
<p style="${BODY}">Drivers report to the gate office and wait for a bay to be assigned to them.</p>
<p style="${BODY}; font-weight: bold; margin-top: 14pt">Payment terms</p>
<p style="${BODY}">Invoices are paid within thirty days of the delivery note being signed at the depot.</p>
<p style="${BODY}">Late deliveries are charged at the rate agreed in the framework contract of the year.</p>
</body></html>`;

afterAll(() => {
  closeDocuments();
  work.cleanup();
});

describe('bold lines on scanned pages', () => {
  it('reads a bold line at body size as a heading and the regular lines as text', async () => {
    const png = await typesetScan(work.dir, PAGE, 200);
    if (png === null) return; // no chromium or mutool here: nothing to render the page with
    const result = await readScan(png, 'eng');
    expect(result.method).toBe('ocr');
    const paragraphs = result.structure.paragraphs;
    const heading = paragraphs.find((p) => (p.text ?? '').includes('Payment terms'));
    expect(heading?.role).toBe('heading');
    const body = paragraphs.filter((p) => /depots listed|Invoices are paid/.test(p.text ?? ''));
    expect(body.length).toBe(2);
    for (const p of body) expect(p.role).toBe('text');
  }, 60_000);
});
