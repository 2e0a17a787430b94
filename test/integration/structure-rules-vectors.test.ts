// The vector rule finder on PDF pages written in the test with content-stream operators: stroked
// lines and rectangles, borders painted as thin filled rectangles in pieces (as Chromium prints
// them), and what must not count (white or transparent paint, thick boxes, slanted lines, curves,
// paint off the page). Then a table typeset by Chromium, where the vector rules and the rules
// found in the page rendered at 300 dpi must both be the table's known grid.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import type { Rect } from '../../src/layout/page-transform.js';
import { MAX_PATHS, vectorRules } from '../../src/ocr/vectors/page-vector-rules.js';
import type { Rule } from '../../src/structure/model.js';
import { rulesFromPixels } from '../../src/structure/rules/rules-from-pixels.js';
import { launchBrowser } from '../support/browser.js';
import { knownTable, tablePdf } from '../support/table-document.js';

const W = 600;
const H = 800;

/** Rules found on a W × H page with this content stream (PDF space: y up), back in points, y down. */
function rulesOf(content: string, rotate: 0 | 90 = 0): Rect[] {
  const doc = new mupdf.PDFDocument();
  const resources = { ExtGState: { Clear: doc.newDictionary() } };
  resources.ExtGState.Clear.put('ca', 0);
  resources.ExtGState.Clear.put('CA', 0);
  doc.insertPage(-1, doc.addPage([0, 0, W, H], rotate, resources, content));
  const page = doc.loadPage(0);
  const bounds = page.getBounds();
  const [w, h] = [bounds[2] - bounds[0], bounds[3] - bounds[1]];
  const rules = vectorRules(page, bounds);
  return rules.map((r: Rule): Rect => [r[0] * w, r[1] * h, r[2] * w, r[3] * h].map((v) => Math.round(v * 10) / 10) as Rect);
}

const near = (got: Rect, want: Rect, tol = 0.6): boolean => got.every((v, i) => Math.abs(v - want[i]!) <= tol);

describe('vectorRules', () => {
  it('finds stroked lines and the four edges of a stroked rectangle', () => {
    const rules = rulesOf(
      [
        '0 0 0 RG 1 w 50 700 m 550 700 l S', // y = 100 on the page
        '2 w 300 650 m 300 450 l S', // vertical, 2 pt thick
        '0.5 w 100 200 200 100 re S', // edges at x 100 and 300, y 500 and 600
      ].join('\n'),
    );
    expect(rules).toHaveLength(6);
    const want: Rect[] = [
      [50, 99.5, 550, 100.5],
      [299, 150, 301, 350],
      [100, 499.75, 300, 500.25],
      [99.75, 500, 100.25, 600],
      [299.75, 500, 300.25, 600],
      [100, 599.75, 300, 600.25],
    ];
    for (const w of want)
      expect(
        rules.some((r) => near(r, w)),
        `rule ${w.join(',')} in ${JSON.stringify(rules)}`,
      ).toBe(true);
  });

  it('joins a border painted as thin filled rectangles in touching pieces into one rule each way', () => {
    // Three cells' top borders 1 pt tall, and a column border in three pieces, like Chromium's output.
    const rules = rulesOf(
      [
        '0 0 0 rg',
        '50 700 100 1 re f 150 700 80 1 re f 230 700 120 1 re f',
        '50 677 1 24 re f 50 654 1 23 re f 50 630 1 24 re f',
        '150 699.5 50 1 re f', // a duplicate piece half a point off: same line
      ].join('\n'),
    );
    expect(rules).toHaveLength(2);
    expect(near(rules[0]!, [50, 99, 350, 100.5])).toBe(true);
    expect(near(rules[1]!, [50, 99, 51, 170])).toBe(true);
  });

  it('transforms by the current matrix', () => {
    const rules = rulesOf('q 2 0 0 2 0 0 cm 0 0 1 RG 1 w 50 300 m 150 300 l S Q');
    expect(rules).toHaveLength(1);
    expect(near(rules[0]!, [100, 199, 300, 201])).toBe(true);
  });

  it('works in the displayed page: a turned page turns its rules', () => {
    // /Rotate 90 turns the page clockwise: PDF (x, y) shows at (y, x) on the 800 × 600 page.
    const rules = rulesOf('0 0 0 RG 1 w 50 700 m 550 700 l S', 90);
    expect(rules).toHaveLength(1);
    expect(near(rules[0]!, [699.5, 50, 700.5, 550])).toBe(true);
  });

  it('ignores white and transparent paint, thick boxes, slanted lines, curves and paint off the page', () => {
    const rules = rulesOf(
      [
        '1 1 1 rg 50 600 400 1 re f', // white
        '1 1 1 RG 1 w 50 580 m 450 580 l S',
        'q /Clear gs 0 0 0 rg 50 560 400 1 re f Q', // transparent
        '0 0 0 rg 100 300 200 100 re f', // a filled box
        '0 0 0 RG 1 w 50 100 m 450 200 l S', // slanted
        '50 50 m 150 150 250 150 350 50 c S', // a curve
        '50 -20 400 1 re f 700 400 m 900 400 l S', // off the page
        '20 20 2 2 re f', // a speck
      ].join('\n'),
    );
    expect(rules).toEqual([]);
  });

  it('gives up the graphics of a drawing (more than MAX_PATHS painted paths), quickly', () => {
    const ruled = '2 w 50 700 m 550 700 l S\n';
    const dots = Array.from({ length: MAX_PATHS + 1 }, (_, i) => `${(i % 200) * 3} ${Math.floor(i / 200) * 4} 2 2 re f`).join('\n');
    expect(rulesOf(ruled)).toHaveLength(1);
    const started = performance.now();
    expect(rulesOf(ruled + dots)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('finds nothing on an empty page', () => {
    expect(rulesOf('')).toEqual([]);
  });
});

describe('vectorRules and rulesFromPixels on a table typeset by Chromium', () => {
  it('both find the known grid: 5 row lines and 4 column lines, nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docrec-rules-'));
    const browser = await launchBrowser();
    try {
      const doc = mupdf.Document.openDocument(await readFile(await tablePdf(browser, dir)), 'application/pdf');
      const page = doc.loadPage(0);
      const bounds = page.getBounds();
      const fromVectors = vectorRules(page, bounds);
      const dpi = 300;
      const pix = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false);
      const [pw, ph] = [pix.getWidth(), pix.getHeight()];
      const fromPixels = rulesFromPixels({ pixels: pix.getPixels(), width: pw, height: ph, bpp: 1, stride: pix.getStride(), dpi }).map(
        (r): Rule => [r[0] / pw, r[1] / ph, r[2] / pw, r[3] / ph],
      );
      const table = knownTable();
      const xs = [...new Set(table.cells.flatMap((c) => [c.bbox[0], c.bbox[2]]))].sort((a, b) => a - b);
      const ys = [...new Set(table.cells.flatMap((c) => [c.bbox[1], c.bbox[3]]))].sort((a, b) => a - b);
      for (const rules of [fromVectors, fromPixels]) {
        const h = rules.filter((r) => r[2] - r[0] > r[3] - r[1]);
        const v = rules.filter((r) => r[2] - r[0] <= r[3] - r[1]);
        // Positions within 2 pt of the typeset grid; every line spans the whole table.
        const tol = 2 / 792;
        expect(h.map((r) => (r[1] + r[3]) / 2)).toEqual(ys.map((y) => expect.closeTo(y, 2.5)));
        expect(v.map((r) => (r[0] + r[2]) / 2).sort((a, b) => a - b)).toEqual(xs.map((x) => expect.closeTo(x, 2)));
        for (const r of h) expect(Math.abs(r[0] - xs[0]!) < tol && Math.abs(r[2] - xs[xs.length - 1]!) < tol).toBe(true);
        for (const r of v) expect(Math.abs(r[1] - ys[0]!) < tol && Math.abs(r[3] - ys[ys.length - 1]!) < tol).toBe(true);
      }
    } finally {
      await browser.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
