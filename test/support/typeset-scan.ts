// A page whose structure the test knows exactly, as a scanner would hand it over: Chromium prints
// the HTML to a PDF (the broad set's printPdf), mutool renders its first page to a gray PNG at
// `dpi`; and the page worker's reading of it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { onPath } from '../../bench/_kit/child-processes.js';
import { printPdf } from '../../bench/broad/render.js';
import type { PageResult, PageTask } from '../../src/ocr/pool/page-task.js';
import pageWorker from '../../src/ocr/pool/page-worker.js';

/** Whether this machine has what typesets a page: Chromium and mutool (the setup's test tools). */
export function canTypeset(): boolean {
  return ['chromium', 'mutool'].every((tool) => onPath(tool) !== undefined);
}

/**
 * The page as a gray PNG in `dir`, or null where chromium or mutool is missing. Where they are
 * there, a failure to typeset or render throws: a test must not pass on a page never made.
 */
export async function typesetScan(dir: string, html: string, dpi: number, name = 'page'): Promise<string | null> {
  if (!canTypeset()) return null;
  const png = join(dir, `${name}.png`);
  const pdf = await printPdf(html, dir, name);
  execFileSync('mutool', ['draw', '-q', '-r', String(dpi), '-c', 'gray', '-o', png, pdf, '1'], { stdio: 'ignore' });
  return png;
}

/** The page worker's reading of `png` with `eng`, the document's language given as `told`; a failed page throws. */
export async function readScan(png: string, told: string): Promise<Extract<PageResult, { ok: true }>> {
  const task: PageTask = {
    kind: 'page',
    path: png,
    page: 1,
    languages: 'eng',
    requestedLanguage: told,
    maxPixels: 100_000_000,
    timeoutMs: 60_000,
  };
  const result = (await pageWorker(task)) as PageResult;
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}
