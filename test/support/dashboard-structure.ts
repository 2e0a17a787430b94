// Structure on the dashboard's document page as a browser sees it: where the table cells of a page
// are drawn (element boxes against the image's box), and an upload through the form with `pages`.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The image's box and each drawn table rectangle (outline first, then cells) of page `n`, in CSS pixels. */
export function drawnTableBoxes(p: Page, n: number) {
  return p.evaluate((n) => {
    const section = document.getElementById(`page-${n}`)!;
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    };
    const rects = [...section.querySelectorAll('svg.table-boxes rect')];
    return {
      image: box(section.querySelector('img')!),
      rects: rects.map((r) => ({ ...box(r), cls: r.getAttribute('class')!, title: r.querySelector('title')!.textContent })),
    };
  }, n);
}

function expectOver(got: Box, bbox: number[], image: Box, what: string): void {
  const [l, t, r, b] = bbox as [number, number, number, number];
  // Within a pixel of the bbox scaled onto the image's box as laid out.
  expect(Math.abs(got.left - (image.left + l * image.width)), `${what} left`).toBeLessThan(1);
  expect(Math.abs(got.top - (image.top + t * image.height)), `${what} top`).toBeLessThan(1);
  expect(Math.abs(got.width - (r - l) * image.width), `${what} width`).toBeLessThan(1);
  expect(Math.abs(got.height - (b - t) * image.height), `${what} height`).toBeLessThan(1);
}

/** Page `n` shows `table` (as the API serves it, numbered `index` in the document): its outline and each cell over its bbox. */
export async function expectCellsOverTable(
  p: Page,
  n: number,
  table: { bbox: number[]; cells: Array<{ bbox: number[]; text: string; kind: string }> },
  index: number,
): Promise<void> {
  const img = p.locator(`#page-${n} img`);
  await img.scrollIntoViewIfNeeded();
  await img.evaluate((i: HTMLImageElement) => i.decode());
  const drawn = await drawnTableBoxes(p, n);
  expect(drawn.rects).toHaveLength(1 + table.cells.length);
  const [outline, ...cells] = drawn.rects;
  expect(outline!.cls).toBe('table-outline');
  expect(outline!.title).toMatch(new RegExp(`^Table ${index}: `));
  expectOver(outline!, table.bbox, drawn.image, 'outline');
  table.cells.forEach((cell, k) => {
    const got = cells[k]!;
    expectOver(got, cell.bbox, drawn.image, `cell ${k}`);
    expect(got.cls).toBe(cell.kind === 'content' ? 'cell' : 'cell header');
    expect(got.title.startsWith(`Table ${index}, row `)).toBe(true);
    expect(got.title.endsWith(`: ${cell.text === '' ? '(empty)' : cell.text}`)).toBe(true);
  });
}

/** Uploads `path` through the documents page's form with `pages` and opens the document; its id. */
export async function uploadWithPages(p: Page, url: string, path: string, pages: string): Promise<string> {
  await p.goto(`${url}/dashboard/documents`);
  await p.getByLabel(/^Files/).setInputFiles(path);
  await p.getByLabel('Pages').fill(pages);
  await p.getByRole('button', { name: 'Upload' }).click();
  await p.locator('#upload-progress a').click();
  await p.waitForURL(/\/dashboard\/documents\/doc_\w+$/);
  return p.url().split('/').pop()!;
}
