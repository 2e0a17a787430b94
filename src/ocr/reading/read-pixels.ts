// The pixel path of one page: render, then the decisions of page-decisions.ts in order (blank?
// which model? turned? another model?), each reading only as much as its evidence asks for.
// OSD runs at most once per page on each evidence: a band of text (script) and, for a page that
// reads like garbage, the whole page (orientation; its script then serves too).
import { model } from '../language/language-plan.js';
import { betterLanguage, firstLanguage } from '../language/language-choice.js';
import type { OcrEngine } from '../engines/ocr-engine.js';
import type { Clock } from './page-clock.js';
import { looksTurned, oneColumn, score, type PixelSurvey } from './page-decisions.js';
import { PageReader, type Reading } from './page-reader.js';
import type { LoadedPage, RenderedPage, Rotation } from './page-render.js';
import type { PageTask } from '../pool/page-task.js';
import { canMeasureGlyphs, hasGraphics, LOOK_DPI, readingScale } from './page-scale.js';
import { lostText, missedInk } from './missed-ink.js';
import type { GlyphSizes } from '../../../native/index.js';

/** The upright reading, and how OSD says the page is turned when that text looked sideways. */
interface Upright {
  best: Reading;
  turn: Rotation | null;
  /** The resolution and upscaling the page was read at: a turned reading takes the same. */
  dpi: number;
  upscale: number;
}

/** The page rendered at a resolution, and what was learned from it. */
interface Look {
  rendered: RenderedPage;
  survey: PixelSurvey;
  dpi: number;
}

export async function readPixels(page: LoadedPage, task: PageTask, ocr: OcrEngine, deadline: number, clock: Clock): Promise<Reading> {
  const reader = new PageReader(page, task, ocr, deadline, clock);
  const upright = await readUpright(reader);
  if (upright.turn === null || !reader.canRetry()) return upright.best;
  return readTurned(reader, upright, upright.turn);
}

async function readUpright(reader: PageReader): Promise<Upright> {
  try {
    const source = reader.sourceDpi();
    const look = firstLook(reader, source);
    if (look.survey.blank) return { best: reader.reading(look.rendered, null, 0, look.dpi), turn: null, dpi: look.dpi, upscale: 1 };
    // The look's size and view outlive its pixels (the next render frees them), for missedInk.
    const lookFrame = { width: look.rendered.image.width, height: look.rendered.image.height, view: look.rendered.view };
    const { rendered, dpi, upscale, singleBlock, glyphs } = readingResolution(reader, look, source);
    const [pixels, prepared] = reader.prepare(rendered, upscale);
    const first = { ...pixels, singleBlock };
    const language = reader.auto ? await firstLanguage(reader, look.survey, () => reader.survey(first).probeBands) : null;
    const models = language ? model(language) : reader.task.languages;
    let read = { result: await reader.recognize(first, models), models };
    const turn = looksTurned(read.result) && reader.canRetry() ? await reader.osd.turn(first.image) : null;
    if (language !== null && turn === null)
      read = await betterLanguage(reader, first, look.survey.osdBand, { result: read.result, language });
    if (turn === null && glyphs !== null && dpi < source && reader.canRetry()) {
      const lost = reader.clock.time('decideMs', () => lostText(missedInk(glyphs, lookFrame, read.result, first.view)));
      if (lost) return { best: await readAtSource(reader, source, singleBlock, read.models), turn, dpi: source, upscale: 1 };
    }
    return { best: reader.reading(first, read.result, 0, dpi, prepared), turn, dpi, upscale };
  } finally {
    reader.release();
  }
}

/** The page read again at its source resolution, when the scaled reading lost text (missed-ink.ts). */
async function readAtSource(reader: PageReader, source: number, singleBlock: boolean, models: string): Promise<Reading> {
  const [pixels, prepared] = reader.prepare(reader.render(source), 1);
  const again = { ...pixels, singleBlock };
  return reader.reading(again, await reader.recognize(again, models), 0, source, prepared);
}

/**
 * The first look is at LOOK_DPI (page-scale.ts): enough to tell blank pages, the script and the
 * text size. A page with next to no ink is judged at full resolution (page-decisions.ts,
 * DOUBTFUL_INK).
 */
function firstLook(reader: PageReader, source: number): Look {
  const rendered = reader.render(canMeasureGlyphs(reader.ocr) ? Math.min(source, LOOK_DPI) : source);
  const survey = reader.survey(rendered);
  if (!survey.doubtful || rendered.image.dpi >= source) return { rendered, survey, dpi: rendered.image.dpi };
  const full = reader.render(source);
  return { rendered: full, survey: reader.survey(full), dpi: source };
}

/**
 * The page rendered again at the resolution its smallest text needs, when the look's is not it,
 * and whether it is one column of text, read as one block.
 */
function readingResolution(
  reader: PageReader,
  look: Look,
  source: number,
): { rendered: RenderedPage; dpi: number; upscale: number; singleBlock: boolean; glyphs: GlyphSizes | null } {
  const { ocr } = reader;
  if (!canMeasureGlyphs(ocr)) return { rendered: look.rendered, dpi: look.dpi, upscale: 1, singleBlock: false, glyphs: null };
  const image = look.rendered.image;
  const { dpi, upscale, singleBlock, glyphs } = reader.clock.time('decideMs', () => {
    const glyphs = ocr.measureGlyphs(image);
    const graphics = hasGraphics(glyphs, image.dpi);
    return {
      ...readingScale(glyphs, image, source, look.survey.cellRows, graphics),
      singleBlock: oneColumn(look.survey, graphics),
      glyphs,
    };
  });
  return { rendered: dpi === image.dpi ? look.rendered : reader.render(dpi), dpi, upscale, singleBlock, glyphs };
}

/** The page read turned: that reading replaces the upright one only if it is better; its failure keeps the first. */
async function readTurned(reader: PageReader, upright: Upright, turn: Rotation): Promise<Reading> {
  const models = reader.auto ? model(reader.plan.firstFor(reader.osd.pageScript())) : reader.task.languages;
  const rendered = reader.render(upright.dpi, turn);
  try {
    const [turned, prepared] = reader.prepare(rendered, upright.upscale);
    const result = await reader.recognize(turned, models).catch(() => null);
    return result && score(result) > score(upright.best.result!)
      ? reader.reading(turned, result, turn, upright.dpi, prepared)
      : upright.best;
  } finally {
    reader.release();
  }
}
