// A scan has no fonts: a heading set bold at the body's size is told by its stems (line-strokes.ts).
// Chromium typesets the page, mutool renders it to a gray PNG (a clean scan at 200 dpi), and the
// page worker reads it: the bold line must come back a heading, the regular lines text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDocuments } from '../../src/ocr/pool/document-pages.js';
import type { PageResult, PageTask } from '../../src/ocr/pool/page-task.js';
import pageWorker from '../../src/ocr/pool/page-worker.js';
import { makeWorkDir } from '../fixtures/ocr/pages.js';

const work = makeWorkDir();
const BODY = "font: 11pt 'DejaVu Serif'; margin: 0 0 8pt 0";
const PAGE = `<!doctype html><html><body style="margin: 1in">
<p style="${BODY}">The depots listed below take deliveries on working days between seven and four.</p>
<p style="${BODY}">Drivers report to the gate office and wait for a bay to be assigned to them.</p>
<p style="${BODY}; font-weight: bold; margin-top: 14pt">Payment terms</p>
<p style="${BODY}">Invoices are paid within thirty days of the delivery note being signed at the depot.</p>
<p style="${BODY}">Late deliveries are charged at the rate agreed in the framework contract of the year.</p>
</body></html>`;

/** The page as a gray PNG scan, or null where chromium or mutool is missing. */
function scannedPage(dir: string): string | null {
  const html = join(dir, 'page.html');
  const pdf = join(dir, 'page.pdf');
  const png = join(dir, 'page.png');
  writeFileSync(html, PAGE);
  try {
    execFileSync(
      'chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--user-data-dir=${mkdtempSync(join(dir, 'profile-'))}`,
        '--no-pdf-header-footer',
        `--print-to-pdf=${pdf}`,
        html,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
    execFileSync('mutool', ['draw', '-q', '-r', '200', '-c', 'gray', '-o', png, pdf, '1'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return png;
}

afterAll(() => {
  closeDocuments();
  work.cleanup();
});

describe('bold lines on scanned pages', () => {
  it('reads a bold line at body size as a heading and the regular lines as text', async () => {
    const png = scannedPage(work.dir);
    if (png === null) return; // no chromium or mutool here: nothing to render the page with
    const task: PageTask = {
      kind: 'page',
      path: png,
      page: 1,
      languages: 'eng',
      requestedLanguage: 'eng',
      maxPixels: 100_000_000,
      timeoutMs: 60_000,
    };
    const result = (await pageWorker(task)) as PageResult;
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    expect(result.method).toBe('ocr');
    const paragraphs = result.structure.paragraphs;
    const heading = paragraphs.find((p) => (p.text ?? '').includes('Payment terms'));
    expect(heading?.role).toBe('heading');
    const body = paragraphs.filter((p) => /depots listed|Invoices are paid/.test(p.text ?? ''));
    expect(body.length).toBe(2);
    for (const p of body) expect(p.role).toBe('text');
  }, 60_000);
});
