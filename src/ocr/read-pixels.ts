// The pixel path of one page: render, then the decisions of page-decisions.ts in order (blank?
// which model? turned? another model?), each reading only as much as its evidence asks for.
// OSD runs at most once per page on each evidence: a band of text (script) and, for a page that
// reads like garbage, the whole page (orientation; its script then serves too).
import { performance } from 'node:perf_hooks';
import { isoCodeFor, scriptOf } from '../domain/languages.js';
import { pixelMapper, type PageView } from '../layout/page-transform.js';
import type { Bbox } from '../layout/page-layout.js';
import { rulesFromPixels } from '../structure/rules/rules-from-pixels.js';
import { detectLanguage } from './detect-language.js';
import { lineStrokes } from './line-strokes.js';
import { LanguagePlan, model } from './language-plan.js';
import type { OcrEngine, OcrResult, Orientation, RawImage } from './ocr-engine.js';
import type { Clock } from './page-clock.js';
import { clearlyBetter, looksTurned, readingDpi, surveyPixels, readsBadly, score, scriptFrom, turnFrom } from './page-decisions.js';
import type { PageTask } from './page-task.js';
import { renderGray, sourceDpi, type LoadedPage, type RenderedPage, type Rotation } from './page-render.js';
import { preparePixels, type PreparationStep } from './page-preparation.js';
import { canMeasureGlyphs, LOOK_DPI, readingScale } from './page-scale.js';

/** A second reading is not started with less time than this left. */
const MIN_RETRY_MS = 1000;
/** A reading with the model its own text names replaces the first unless clearly worse. */
const SAME_OR_BETTER = 0.95;

/** One reading of the page's pixels, with what is needed to place its boxes on the page. */
export interface Reading {
  /** null for a blank page: nothing was read. */
  result: OcrResult | null;
  view: PageView;
  rotation: Rotation;
  dpi: number;
  /** What page-preparation.ts did to the pixels before they were read. */
  prepared: PreparationStep[];
  /** Ruling lines found in the pixels that were read, as boxes on the displayed page. */
  rules: Bbox[];
  /** Each of result.lines' stem width over its size (line-strokes.ts), for bold on scans. */
  strokes: number[];
}

export async function readPixels(page: LoadedPage, task: PageTask, ocr: OcrEngine, deadline: number, clock: Clock): Promise<Reading> {
  const remaining = (): number => Math.max(1, Math.floor(deadline - performance.now()));
  const plan = LanguagePlan.fromTesseractSet(task.languages, isoCodeFor);
  const auto = task.requestedLanguage === null && plan.candidates.length > 1;
  // OSD's answers on this page (undefined: not asked): on a band of text, enough for the script
  // of an upright page; on the whole page, needed to tell how a sideways page is turned.
  let onBand: Orientation | null | undefined;
  let onPage: Orientation | null | undefined;

  const recognize = (rendered: RenderedPage, models: string): Promise<OcrResult> =>
    clock.timeAsync('recognizeMs', () => ocr.recognize(rendered.image, models, remaining()));
  const detect = (image: RawImage): Promise<Orientation | null> =>
    ocr.detectOrientation
      ? clock.timeAsync('decideMs', () => ocr.detectOrientation!(image, remaining())).catch(() => null)
      : Promise.resolve(null);
  const scriptOn = async (band: RawImage): Promise<string | null> => scriptFrom(onPage ?? onBand ?? (onBand = await detect(band)));
  const turnOf = async (image: RawImage): Promise<Rotation | null> =>
    turnFrom(onPage === undefined ? (onPage = await detect(image)) : onPage);
  // The page's `dpi` is the resolution it was rendered at; `prepared` says when it was upscaled.
  // Ruling lines are looked for in the pixels that were read (while they still exist), for tables.
  const reading = (rendered: RenderedPage, result: OcrResult | null, rotation: Rotation, prepared: PreparationStep[] = []): Reading => ({
    result,
    view: rendered.view,
    rotation,
    dpi: readDpi,
    prepared,
    rules: result === null ? [] : rulesOn(rendered),
    strokes: result === null ? [] : strokesOn(rendered, result),
  });
  // Stems are measured in the same pixels, for bold lines on scans (line-strokes.ts).
  const strokesOn = (rendered: RenderedPage, result: OcrResult): number[] =>
    clock.time('structureMs', () => lineStrokes(rendered.image, result.lines));
  const rulesOn = (rendered: RenderedPage): Bbox[] =>
    clock.time('structureMs', () => rulesFromPixels(rendered.image).map(pixelMapper(rendered.view)));
  const rerender = (previous: RenderedPage, dpi: number): RenderedPage => {
    const next = clock.time('renderMs', () => renderGray(page, task.maxPixels, 0, dpi));
    previous.destroy();
    return next;
  };
  // Page preparation (deskew, borders, light, specks, resolution), each step only when the page
  // measures as needing it; its view keeps the boxes on the displayed page, and its image states
  // the resolution Tesseract reads it at.
  const prepare = (rendered: RenderedPage, upscale: number): [RenderedPage, PreparationStep[]] => {
    const ready = clock.time('decideMs', () => preparePixels(rendered.image, rendered.view, ocr, upscale));
    return [{ image: ready.image, view: ready.view, destroy: rendered.destroy }, ready.prepared];
  };

  // Pixels are a view into mupdf's memory: every use of a rendering ends before the next render.
  // The first look is at LOOK_DPI (page-scale.ts): enough to tell blank pages, the script and the
  // text size; the page is then rendered again at the resolution its smallest text needs.
  const source = page.header ? readingDpi(sourceDpi(page), page.header.width, page.header.height) : sourceDpi(page);
  const measures = canMeasureGlyphs(ocr);
  let rendered = clock.time('renderMs', () => renderGray(page, task.maxPixels, 0, measures ? Math.min(source, LOOK_DPI) : source));
  let readDpi = rendered.image.dpi;
  let upscale = 1;
  let best: Reading;
  let lang: string | null = null; // the single model's language (auto pages)
  let turn: Rotation | null = null;
  try {
    let survey = clock.time('decideMs', () => surveyPixels(rendered.image));
    if (survey.doubtful && readDpi < source) {
      // A page with next to no ink is judged at full resolution (page-decisions.ts, DOUBTFUL_INK).
      rendered = rerender(rendered, source);
      survey = clock.time('decideMs', () => surveyPixels(rendered.image));
      readDpi = source;
    }
    if (survey.blank) return reading(rendered, null, 0);
    if (auto) {
      const hint = task.languageHint ?? null;
      lang = plan.has(hint) ? hint : await firstGuess(survey.osdBand);
    }
    if (measures) {
      const look = rendered.image;
      ({ dpi: readDpi, upscale } = clock.time('decideMs', () => readingScale(ocr.measureGlyphs(look), look, source)));
      if (readDpi !== look.dpi) rendered = rerender(rendered, readDpi);
    }
    const [first, prepared] = prepare(rendered, upscale);
    const models = lang ? model(lang) : task.languages;
    let result = await recognize(first, models);
    if (looksTurned(result) && remaining() > MIN_RETRY_MS) turn = await turnOf(first.image);
    if (auto && turn === null) [result, lang] = await betterLanguage(first, survey.osdBand, result, lang!);
    best = reading(first, result, 0, prepared);
  } finally {
    rendered.destroy();
  }
  if (turn === null || remaining() <= MIN_RETRY_MS) return best;
  // The turned reading replaces the first only if it is better; its failure keeps the first.
  const models = auto ? model(plan.firstFor(scriptFrom(onPage ?? null))) : task.languages;
  const turnedRender = clock.time('renderMs', () => renderGray(page, task.maxPixels, turn!, readDpi));
  try {
    const [turned, turnedSteps] = prepare(turnedRender, upscale);
    const result = await recognize(turned, models).catch(() => null);
    return result && score(result) > score(best.result!) ? reading(turned, result, turn, turnedSteps) : best;
  } finally {
    turnedRender.destroy();
  }

  /**
   * A page without a prior: OSD's script on the band picks the first candidate writing it. Among
   * Latin languages the band's two lines read with that model tell which (franc on ~140
   * letters, 40-60 ms): a German page is then read once with `deu`, not with `eng` and again.
   * Cyrillic ones are not probed: `ukr` writes Russian's ы as ьі, so two lines cannot tell them
   * apart (a probe with both models cost 110 ms and misjudged a Ukrainian page); a Russian page
   * is read again when its whole text says so. A wrong guess costs time, never accuracy.
   */
  async function firstGuess(band: RawImage): Promise<string> {
    const guess = plan.firstFor(await scriptOn(band));
    if (scriptOf(guess) !== 'Latin' || plan.neighbourOf(guess) === null) return guess;
    const probe = await clock.timeAsync('decideMs', () => ocr.recognize(band, model(guess), remaining())).catch(() => null);
    const told = probe ? detectLanguage(probe.text, [...plan.candidates], guess) : null;
    return plan.has(told) ? told : guess;
  }

  /** Auto pages: the model the text itself names, then OSD's script, then two scripts at once. */
  async function betterLanguage(rendered: RenderedPage, band: RawImage, result: OcrResult, read: string): Promise<[OcrResult, string]> {
    const told = clock.time('decideMs', () => detectLanguage(result.text, [...plan.candidates], read));
    if (plan.has(told) && told !== read && remaining() > MIN_RETRY_MS) {
      const again = await recognize(rendered, model(told));
      if (score(again) >= score(result) * SAME_OR_BETTER) [result, read] = [again, told];
    }
    if (!readsBadly(result) || remaining() <= MIN_RETRY_MS) return [result, read];
    const script = await scriptOn(band);
    if (script !== null && script !== scriptOf(read)) {
      const other = plan.firstFor(script);
      const again = await recognize(rendered, model(other));
      if (clearlyBetter(again, result)) [result, read] = [again, other];
    }
    const combined = plan.combinedWith(read);
    if (combined !== null && readsBadly(result) && remaining() > MIN_RETRY_MS) {
      const again = await recognize(rendered, combined);
      if (clearlyBetter(again, result)) result = again;
    }
    return [result, read];
  }
}
