// What docrec does to a page's pixels before Tesseract reads them, and the one place each step is
// decided. Every step fires only on a measurement of the page (native measurePage, tens of ms), so
// a clean page goes to Tesseract untouched. Thresholds come from bench/results/degraded-scans.md.
import type { PageMeasures, PreparationPlan, PreparedPixels } from '../../../native/index.js';
import type { Matrix, PageView } from '../../layout/page-transform.js';
import type { OcrEngine, RawImage } from '../engines/ocr-engine.js';

/** Names recorded in the page's `prepared` (API.md), in the order the steps run. */
export type PreparationStep = 'border' | 'despeckle' | 'background' | 'show-through' | 'deskew' | 'upscale';

/** An engine that can measure and prepare pixels (the native one; the CLI engine cannot). */
export interface PagePreparer {
  measurePage(image: RawImage): PageMeasures;
  preparePage(image: RawImage, plan: PreparationPlan): PreparedPixels;
}

// Near-black edges this deep are a scanner lid, not a ruled line; painted a little further in
// because the lid's edge is blurred into the paper.
const MIN_BORDER_PX = 8;
const BORDER_MARGIN_PX = 6;
// Specks (components under 3×3 px) outnumbering glyphs two to one: salt-and-pepper, a grainy
// photo. A clean page has none; dots of i and full stops are larger at 150 DPI and up.
const MIN_SPECKS = 500;
const SPECKS_PER_GLYPH = 2;
// Local background varying this much across the page (90th - 10th percentile, 0..255): a shadow,
// a gradient, a photo's light fall-off. Clean and JPEG pages vary by 0-3.
const MIN_BACKGROUND_SPREAD = 48;
// Unless the page is two flat grounds (a slide's or a letterhead's dark panel beside white paper):
// then evening the light out greys the panel and loses its light text (v-agenda-pl, the vault
// part, after its first report: CER 0.309 against raw's 0.115). Share of the background tiles
// within a few levels of its two extremes (twoToneShare): 0.12-0.23 on the broad set's 16 phone
// photos, 0.65-0.99 on its other six pages that spread (five with a dark panel or band, and the
// accuracy set's picture page).
const TWO_TONE = 0.5;
// Tiles with only faint marks (darkest pixel 35-85% of the way from ink to paper): 1% on a clean
// page, 4.5% on a blurred one, 10% with the back of the sheet showing through, 65% on grain.
// Then everything lighter than 55% of the way is made paper: the front's ink is far darker.
const MIN_FAINT_TILES = 0.07;
const SHOW_THROUGH_CUT = 0.55;
// But not on a page drawn by a renderer (flat paper: a quarter of its tiles one level or more;
// 0.38-0.72 on the broad set's born-digital pages, 0 on its scans and photos) whose faint marks
// have sharp edges (faintEdge 0.80-1 there): that is grey ink, a letterhead's or a slide's grey
// text, which the cut erased (x-dentist-cs, l-pool-uk: CER 0.150 and 0.559 against 0.068 and
// 0.501 without the step). The back of a sheet is seen through the paper, whose fibres blur it:
// 0.39 blurred by 1 px, 0.24 by 2 px; a scanner that clips its paper to white keeps it flat.
const FLAT_PAPER = 0.25;
const SHARP_FAINT_EDGE = 0.7;
// Lines leaning less than this are read as well as straight ones; skew below Leptonica's
// confidence is not trusted (a sideways page gives ~1.2).
const MIN_SKEW_DEGREES = 0.3;
const MIN_SKEW_CONFIDENCE = 3;
// Not past an A4 page at 600 DPI: a huge low-resolution image (a poster at 150 DPI) is read as it is.
const MAX_UPSCALED_PIXELS = 40_000_000;

/** The page's size and resolution as rendered: what upscaling is decided on. */
type PageSize = Pick<RawImage, 'width' | 'height' | 'dpi'>;

/**
 * The steps a page needs, from its measurements; an empty plan for a clean page. `upscale` comes
 * from page-scale.ts: text too small for Tesseract even at the page's own resolution (a fax).
 */
export function planPreparation(
  m: PageMeasures,
  { width, height }: PageSize,
  upscale = 1,
): { plan: PreparationPlan; steps: PreparationStep[] } {
  const plan: PreparationPlan = {};
  const steps: PreparationStep[] = [];
  if (m.border.some((side) => side >= MIN_BORDER_PX)) {
    plan.border = m.border.map((side) => (side >= MIN_BORDER_PX ? side + BORDER_MARGIN_PX : 0)) as PreparationPlan['border'];
    steps.push('border');
  }
  if (m.specks >= MIN_SPECKS && m.specks > SPECKS_PER_GLYPH * (m.components - m.specks)) {
    plan.despeckle = true;
    steps.push('despeckle');
  }
  if (m.backgroundHigh - m.backgroundLow >= MIN_BACKGROUND_SPREAD && m.twoToneShare < TWO_TONE) {
    plan.background = true;
    steps.push('background');
  }
  if (m.tiles > 0 && m.faintTiles / m.tiles >= MIN_FAINT_TILES && !greyInk(m)) {
    plan.showThrough = SHOW_THROUGH_CUT;
    steps.push('show-through');
  }
  if (Math.abs(m.skewDegrees) >= MIN_SKEW_DEGREES && m.skewConfidence >= MIN_SKEW_CONFIDENCE) {
    plan.deskewDegrees = m.skewDegrees;
    steps.push('deskew');
  }
  if (upscale > 1 && width * height * upscale ** 2 <= MAX_UPSCALED_PIXELS) {
    plan.scale = upscale;
    steps.push('upscale');
  }
  return { plan, steps };
}

/** Faint marks that are grey ink a renderer drew, not the back of the sheet (FLAT_PAPER). */
const greyInk = (m: PageMeasures): boolean => m.flatTiles / m.tiles >= FLAT_PAPER && m.faintEdge >= SHARP_FAINT_EDGE;

export function canPrepare(engine: OcrEngine): engine is OcrEngine & PagePreparer {
  const e = engine as Partial<PagePreparer>;
  return typeof e.measurePage === 'function' && typeof e.preparePage === 'function';
}

interface PreparedPage {
  image: RawImage;
  view: PageView;
  prepared: PreparationStep[];
}

/**
 * The page as Tesseract should see it: the rendered pixels unchanged when nothing is needed,
 * else a prepared copy whose view maps its pixels back to the displayed page through every step.
 */
export function preparePixels(image: RawImage, view: PageView, engine: OcrEngine, upscale = 1): PreparedPage {
  const untouched = { image, view, prepared: [] };
  if (!canPrepare(engine)) return untouched;
  let out: PreparedPixels;
  let plan: PreparationPlan;
  let steps: PreparationStep[];
  try {
    ({ plan, steps } = planPreparation(engine.measurePage(image), image, upscale));
    if (steps.length === 0) return untouched;
    out = engine.preparePage(image, plan);
  } catch {
    // Preparation is an improvement, never a reason to fail a page: Tesseract reads the original.
    return untouched;
  }
  const scale = plan.scale ?? 1;
  return {
    image: { pixels: out.pixels, width: out.width, height: out.height, bpp: 1, stride: out.width, dpi: Math.round(image.dpi * scale) },
    view: afterPreparation(view, out.matrix),
    prepared: steps,
  };
}

/** page → device → image pixel (minus the pixmap's origin) → prepared pixel, as one render matrix. */
export function afterPreparation(view: PageView, prepared: Matrix): PageView {
  const toImage: Matrix = [1, 0, 0, 1, -view.origin[0], -view.origin[1]];
  return { bounds: view.bounds, matrix: concat(concat(view.matrix, toImage), prepared), origin: [0, 0] };
}

/** first, then second (row-vector order, as MuPDF's Matrix.concat). */
function concat([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix {
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}
