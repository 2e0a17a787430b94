// One page's reading from its pixels while it is under way (read-pixels.ts takes the steps): the
// page and its task, the engine, the time left, where the time goes, OSD's answers, and the page's
// current rendering. Pixels are a view into mupdf's memory: a rendering is used up before the next
// one is made, and freed when it is replaced or released.
import { performance } from 'node:perf_hooks';
import { isoCodeFor } from '../../domain/languages.js';
import type { Bbox } from '../../layout/page-layout.js';
import { pixelMapper, type PageView } from '../../layout/page-transform.js';
import { rulesFromPixels } from '../../structure/rules/rules-from-pixels.js';
import { LanguagePlan } from '../language/language-plan.js';
import { lineStrokes } from './line-strokes.js';
import type { OcrEngine, OcrResult } from '../engines/ocr-engine.js';
import type { Clock } from './page-clock.js';
import { readingDpi, surveyPixels, type PixelSurvey } from './page-decisions.js';
import { PageOsd } from './page-osd.js';
import { preparePixels, type PreparationStep } from './page-preparation.js';
import { renderGray, sourceDpi, type LoadedPage, type RenderedPage, type Rotation } from './page-render.js';
import type { PageTask } from '../pool/page-task.js';

/** A second reading is not started with less time than this left. */
const MIN_RETRY_MS = 1000;

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

/**
 * Pixels to read and how they map back onto the displayed page; `singleBlock`: one column of
 * text, read as one block (page-decisions.ts, oneColumn).
 */
export type PagePixels = Pick<RenderedPage, 'image' | 'view'> & { singleBlock?: boolean };

export class PageReader {
  readonly plan: LanguagePlan;
  /** No language was requested and there are several: the page's language is decided here. */
  readonly auto: boolean;
  readonly osd: PageOsd;
  private current: RenderedPage | null = null;

  constructor(
    readonly page: LoadedPage,
    readonly task: PageTask,
    readonly ocr: OcrEngine,
    private readonly deadline: number,
    readonly clock: Clock,
  ) {
    this.plan = LanguagePlan.fromTesseractSet(task.languages, isoCodeFor);
    this.auto = task.requestedLanguage === null && this.plan.candidates.length > 1;
    this.osd = new PageOsd(ocr, clock, () => this.remaining());
  }

  remaining(): number {
    return Math.max(1, Math.floor(this.deadline - performance.now()));
  }

  /** Enough time left to start another reading. */
  canRetry(): boolean {
    return this.remaining() > MIN_RETRY_MS;
  }

  /** The resolution the page's pixels come at before any choice (an image's own, within readingDpi). */
  sourceDpi(): number {
    const { header } = this.page;
    return header ? readingDpi(sourceDpi(this.page), header.width, header.height) : sourceDpi(this.page);
  }

  /** Renders the page at `dpi`, turned `rotate` clockwise; it replaces (and frees) the current rendering. */
  render(dpi: number, rotate: Rotation = 0): RenderedPage {
    const next = this.clock.time('renderMs', () => renderGray(this.page, this.task.maxPixels, rotate, dpi));
    this.current?.destroy();
    this.current = next;
    return next;
  }

  /** Frees the current rendering. */
  release(): void {
    this.current?.destroy();
    this.current = null;
  }

  survey(pixels: PagePixels): PixelSurvey {
    return this.clock.time('decideMs', () => surveyPixels(pixels.image));
  }

  recognize(pixels: PagePixels, models: string): Promise<OcrResult> {
    const options = { singleBlock: pixels.singleBlock === true };
    return this.clock.timeAsync('recognizeMs', () => this.ocr.recognize(pixels.image, models, this.remaining(), options));
  }

  /**
   * Page preparation (deskew, borders, light, specks, resolution), each step only when the page
   * measures as needing it; its view keeps the boxes on the displayed page, and its image states
   * the resolution Tesseract reads it at.
   */
  prepare(rendered: RenderedPage, upscale: number): [PagePixels, PreparationStep[]] {
    const ready = this.clock.time('decideMs', () => preparePixels(rendered.image, rendered.view, this.ocr, upscale));
    return [{ image: ready.image, view: ready.view }, ready.prepared];
  }

  /**
   * The reading of `pixels` (`dpi`: the resolution the page was rendered at; `prepared` says when
   * it was upscaled). Ruling lines, for tables, and stems, for bold lines on scans, are measured in
   * the pixels that were read, while they still exist.
   */
  reading(pixels: PagePixels, result: OcrResult | null, rotation: Rotation, dpi: number, prepared: PreparationStep[] = []): Reading {
    return {
      result,
      view: pixels.view,
      rotation,
      dpi,
      prepared,
      rules: result === null ? [] : this.clock.time('structureMs', () => rulesFromPixels(pixels.image).map(pixelMapper(pixels.view))),
      strokes: result === null ? [] : this.clock.time('structureMs', () => lineStrokes(pixels.image, result.lines)),
    };
  }
}
