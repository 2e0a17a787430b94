// A scanned document's page in chromium against a real `docrec serve` child: each page image
// with one drawn box per served word exactly over the word's bbox (element boxes measured against
// the image's box), the word as the box's tooltip, the searchable PDF downloaded and read back by
// pdftotext, the same boxes with JavaScript off, and the page at 360 px. Screenshots go to
// test/artifacts/ (document-page-view*.png).
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ServeProcess } from '../support/serve-process.js';
import { launchBrowser, screenshot as shot } from '../support/browser.js';
import { signInInBrowser, startDashboardInBrowser } from '../support/dashboard-in-browser.js';
import { call } from '../support/http.js';
import { knownPage, scannedPdf } from '../fixtures/layout-documents.js';

let dataDir: string;
let serve: ServeProcess;
let page: Page;
let password: string;
let id: string;
let served: any[];
const problems: string[] = [];

const signIn = (p: Page) => signInInBrowser(p, serve.url, password);

/** Where each word box of page `n` is drawn, and the image's box, in CSS pixels. */
function drawnBoxes(p: Page, n: number) {
  return p.evaluate((n) => {
    const section = document.getElementById(`page-${n}`)!;
    const img = section.querySelector('img')!;
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    };
    return {
      image: box(img),
      natural: { width: img.naturalWidth, height: img.naturalHeight },
      words: [...section.querySelectorAll('svg.word-boxes rect')].map((r) => ({
        ...box(r),
        title: r.querySelector('title')!.textContent,
      })),
    };
  }, n);
}

async function expectBoxesOverWords(p: Page): Promise<void> {
  for (const servedPage of served) {
    // The images load lazily: each is brought into view first, and measured once loaded.
    const img = p.locator(`#page-${servedPage.page} img`);
    await img.scrollIntoViewIfNeeded();
    await img.evaluate((i: HTMLImageElement) => i.decode());
    const drawn = await drawnBoxes(p, servedPage.page);
    expect(drawn.natural.width, `page ${servedPage.page} loaded`).toBeGreaterThan(0);
    expect(drawn.natural.width / drawn.natural.height).toBeCloseTo(servedPage.width / servedPage.height, 2);
    const words = servedPage.lines.flatMap((l: any) => l.words);
    expect(drawn.words).toHaveLength(words.length);
    words.forEach((w: any, k: number) => {
      const [l, t, r, b] = w.bbox;
      const got = drawn.words[k]!;
      // Within a pixel of the bbox scaled onto the image's box as laid out.
      expect(Math.abs(got.left - (drawn.image.left + l * drawn.image.width))).toBeLessThan(1);
      expect(Math.abs(got.top - (drawn.image.top + t * drawn.image.height))).toBeLessThan(1);
      expect(Math.abs(got.width - (r - l) * drawn.image.width)).toBeLessThan(1);
      expect(Math.abs(got.height - (b - t) * drawn.image.height)).toBeLessThan(1);
      expect(got.title.startsWith(`${w.text} (`)).toBe(true);
    });
  }
}

let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ serve, dataDir, page, password, stop } = await startDashboardInBrowser('page-view', {}, problems));
}, 120_000);
afterAll(async () => {
  await stop?.();
});

describe('a scanned document in chromium', { timeout: 180_000 }, () => {
  it('is uploaded and followed until its pages show with their word boxes', async () => {
    await signIn(page);
    await page.goto(`${serve.url}/dashboard/documents`);
    // Upright scan, scan under /Rotate 90, scan with a crop box, born-digital page.
    await page.getByLabel(/^Files/).setInputFiles(scannedPdf(dataDir, knownPage(dataDir), 'table'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.locator('#upload-progress a').click();
    // The page reloads itself once the document completes; then the boxes are there.
    await page.waitForSelector('[data-testid=word-boxes]', { timeout: 150_000 });
    id = page.url().split('/').pop()!;
    served = await Promise.all(
      [1, 2, 3, 4].map(async (n) => (await call(`${serve.url}/v1/documents/${id}/pages/${n}`, { key: serve.secretKey! })).json),
    );
    await expectBoxesOverWords(page);
    await shot(page, 'document-page-view');
  });

  it('downloads the searchable PDF: pdftotext reads the served words from it', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download searchable PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('scanned-table.pdf');
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', await download.path(), '-'], { encoding: 'utf8' });
    const words: string[] = served[0].lines.flatMap((l: any) => l.words.map((w: any) => w.text));
    const found = words.filter((w) => text.includes(w));
    expect(found.length / words.length).toBeGreaterThan(0.95);
  });

  it('fits 360 px wide: the image and its boxes scale together, nothing overflows', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expectBoxesOverWords(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'document-page-view-narrow');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('draws the same boxes with JavaScript off', async () => {
    const noScript = await launchBrowser(undefined, { javaScriptEnabled: false });
    try {
      const p = await noScript.context.newPage();
      await signIn(p);
      await p.goto(`${serve.url}/dashboard/documents/${id}`);
      // Measuring needs a script of the test's own: evaluate still runs with page scripts off.
      await expectBoxesOverWords(p);
    } finally {
      await noScript.close();
    }
  });

  it('met no script error and no Content-Security-Policy violation', () => {
    expect(problems).toEqual([]);
  });
});
