// The preparation decisions (src/ocr/reading/page-preparation.ts) from measurements, and the view that
// keeps boxes on the displayed page through the prepared pixels.
import { describe, expect, it } from 'vitest';
import type { PageMeasures } from '../../native/index.js';
import { afterPreparation, planPreparation } from '../../src/ocr/reading/page-preparation.js';
import { pixelMapper, type PageView } from '../../src/layout/page-transform.js';

/** Measures of a clean 300 DPI page, as measurePage gives them (bench set, en-clean). */
const CLEAN: PageMeasures = {
  skewDegrees: -0.03,
  skewConfidence: 14.6,
  border: [0, 0, 0, 0],
  backgroundLow: 255,
  backgroundMedian: 255,
  backgroundHigh: 255,
  twoToneShare: 1,
  inkLevel: 0,
  components: 645,
  specks: 0,
  tiles: 3080,
  faintTiles: 36,
  flatTiles: 2018,
  faintEdge: 1,
};

/** An A4 page rendered at `dpi`. */
const a4 = (dpi: number) => ({ width: Math.round(8.27 * dpi), height: Math.round(11.69 * dpi), dpi });

describe('planPreparation', () => {
  it('leaves a clean 300 DPI page alone', () => {
    expect(planPreparation(CLEAN, a4(300))).toEqual({ plan: {}, steps: [] });
  });

  it.each([
    ['deskew', { skewDegrees: -2.98, skewConfidence: 11.2 }, 300, { deskewDegrees: -2.98 }],
    ['border', { border: [110, 60, 30, 2] }, 300, { border: [116, 66, 36, 0] }],
    ['despeckle', { components: 49_435, specks: 48_581 }, 300, { despeckle: true }],
    ['background', { backgroundLow: 108, backgroundHigh: 239, twoToneShare: 0.16 }, 300, { background: true }],
    // The degraded set's bleed-through: the back blurred through the paper (faintEdge 0.29).
    ['show-through', { faintTiles: 306, flatTiles: 1669, faintEdge: 0.29 }, 300, { showThrough: 0.55 }],
    // Faint marks on a captured page (no flat tile: sensor noise), however sharp.
    ['show-through', { faintTiles: 305, flatTiles: 0, faintEdge: 0.94 }, 300, { showThrough: 0.55 }],
  ] as const)('%s fires on its measurement', (step, change, dpi, plan) => {
    expect(planPreparation({ ...CLEAN, ...change } as PageMeasures, a4(dpi))).toEqual({ plan, steps: [step] });
  });

  it("upscales only when page-scale.ts asks for it (text too small at the page's own resolution)", () => {
    expect(planPreparation(CLEAN, a4(150), 2)).toEqual({ plan: { scale: 2 }, steps: ['upscale'] });
    expect(planPreparation(CLEAN, a4(150)).steps).toEqual([]);
  });

  it.each([
    ['a lean under 0.3°', { skewDegrees: 0.2, skewConfidence: 14 }, 300],
    ['an unsure skew (a sideways page)', { skewDegrees: 1.14, skewConfidence: 1.35 }, 300],
    ['a thin dark rule at the edge', { border: [5, 0, 0, 7] }, 300],
    ['a few specks', { components: 900, specks: 300 }, 300],
    ['specks fewer than twice the glyphs', { components: 3000, specks: 1900 }, 300],
    ['JPEG-level background variation', { backgroundLow: 252, backgroundHigh: 255 }, 300],
    [
      'two flat grounds (a dark panel beside white paper: v-agenda-pl)',
      { backgroundLow: 68, backgroundHigh: 256, twoToneShare: 0.97 },
      300,
    ],
    ['a blurred page’s faint fringes', { faintTiles: 140 }, 300],
    // x-dentist-cs (the hidden part): grey title, labels and footer a renderer drew, sharp on flat paper.
    ['grey ink on a rendered page', { faintTiles: 280, flatTiles: 2116, faintEdge: 0.94 }, 300],
    ['a 150 DPI page with nothing asked', {}, 150],
  ] as const)('nothing fires on %s', (_name, change, dpi) => {
    expect(planPreparation({ ...CLEAN, ...change } as PageMeasures, a4(dpi)).steps).toEqual([]);
  });

  it('does not upscale a page that would pass 40 megapixels', () => {
    expect(planPreparation(CLEAN, { width: 5000, height: 5000, dpi: 150 }, 2).steps).toEqual([]);
  });

  it('runs the steps a page needs in the order they are applied', () => {
    const photo = {
      ...CLEAN,
      components: 8292,
      specks: 5871,
      backgroundLow: 178,
      twoToneShare: 0.16,
      faintTiles: 1997,
      flatTiles: 0,
      faintEdge: 0.79,
      skewDegrees: 1.5,
      skewConfidence: 5,
    };
    expect(planPreparation(photo, a4(200), 1.5).steps).toEqual(['despeckle', 'background', 'show-through', 'deskew', 'upscale']);
  });
});

describe('afterPreparation', () => {
  // A4 at 300 DPI, pixmap at the origin.
  const view: PageView = { bounds: [0, 0, 595, 842], matrix: [300 / 72, 0, 0, 300 / 72, 0, 0], origin: [0, 0] };

  it('maps prepared pixels back through an upscale', () => {
    const back = pixelMapper(afterPreparation(view, [2, 0, 0, 2, 0, 0]));
    // The prepared image is twice the scan's size: its far corner is the page's.
    back([0, 0, 4960, 7016]).forEach((v, i) => expect(v).toBeCloseTo([0, 0, 1, 1][i]!, 3));
    back([1240, 3508, 2480, 7016]).forEach((v, i) => expect(v).toBeCloseTo([0.25, 0.5, 0.5, 1][i]!, 3));
  });

  it('maps prepared pixels back through a turn about the centre', () => {
    const a = (3 * Math.PI) / 180;
    const [cx, cy] = [1240, 1754];
    const turn: [number, number, number, number, number, number] = [
      Math.cos(a),
      Math.sin(a),
      -Math.sin(a),
      Math.cos(a),
      cx - Math.cos(a) * cx + Math.sin(a) * cy,
      cy - Math.sin(a) * cx - Math.cos(a) * cy,
    ];
    const back = pixelMapper(afterPreparation(view, turn));
    // The centre stays put; a point right of it came from above-right of it in the scan.
    const centre = back([cx, cy, cx, cy]);
    expect(centre[0]).toBeCloseTo(0.5, 3);
    expect(centre[1]).toBeCloseTo(0.5, 3);
    const right = back([cx + 1000, cy, cx + 1000, cy]);
    expect(right[1]).toBeLessThan(0.5);
    expect(right[0]).toBeCloseTo((cx + 1000 * Math.cos(a)) / 2480, 3);
  });

  it('takes the pixmap origin out before the prepared matrix', () => {
    const shifted: PageView = { ...view, origin: [100, 50] };
    const back = pixelMapper(afterPreparation(shifted, [1, 0, 0, 1, 0, 0]));
    expect(back([0, 0, 0, 0]).slice(0, 2)).toEqual(pixelMapper(shifted)([0, 0, 0, 0]).slice(0, 2));
  });
});
