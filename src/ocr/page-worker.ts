// The Piscina worker entry: counts a document's pages, or produces one page's text from its text
// layer or from Tesseract. Everything comes back as plain data; nothing is thrown across the
// thread boundary (an Error would lose its class and code there).
import { performance } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';
import { isoCodeFor } from '../domain/languages.js';
import { detectLanguage } from './detect-language.js';
import { DocumentFailure, PageFailure, countPages, openDocument } from './document-pages.js';
import { loadEngine } from './load-engine.js';
import { OcrError, type OcrEngine, type OcrResult } from './ocr-engine.js';
import type { OpenResult, PageResult, PageTask, PageTimings, WorkerTask } from './page-task.js';
import { loadPage, pageGeometry, readTextLayer, renderGray, type LoadedPage, type Rotation } from './page-render.js';
import { layoutFromPixels } from '../layout/layout-from-pixels.js';
import type { PageView } from '../layout/page-transform.js';
import { preparePixels, type PreparationStep } from './page-preparation.js';

/** What the pool passes as Piscina workerData. */
interface PageWorkerData {
  tessdataDir?: string;
  engine?: 'native' | 'cli';
}

// Below these the first reading may be of a sideways or upside-down page: ask OSD. Measured on
// the fixture pages: upright 0.96; upside down or turned 270° 0.35-0.52 (30 words of garbage).
const SUSPECT_CONFIDENCE = 0.6;
const SUSPECT_WORDS = 5;
/** Tesseract's own rule of thumb: orientation confidence above 2 is reliable. */
const MIN_OSD_CONFIDENCE = 2;
/** A second reading is not started with less time than this left. */
const MIN_RETRY_MS = 1000;

function threadEngine(): OcrEngine {
  const data = (workerData ?? {}) as PageWorkerData;
  return loadEngine({ tessdataDir: data.tessdataDir, kind: data.engine });
}

export default async function pageWorker(task: WorkerTask): Promise<OpenResult | PageResult> {
  return runTask(task, threadEngine);
}

/** The worker's behaviour with the engine injected (tests pass their own). */
export async function runTask(task: WorkerTask, engine: () => OcrEngine): Promise<OpenResult | PageResult> {
  try {
    if (task.kind === 'open') return countPages(task.path, task.maxPages);
    return await recognizePage(task, engine);
  } catch (err) {
    // Only a bug gets here; still data, never a throw.
    const message = `unexpected failure: ${(err as Error)?.message ?? String(err)}`;
    return task.kind === 'open' ? { ok: false, code: 'invalid_document', message } : { ok: false, code: 'invalid_page', message };
  }
}

/** Accumulates the three timings of a page; `time` measures synchronous steps. */
class Clock {
  readonly ms: PageTimings = { openMs: 0, renderMs: 0, recognizeMs: 0 };

  time<T>(key: keyof PageTimings, run: () => T): T {
    const started = performance.now();
    try {
      return run();
    } finally {
      this.ms[key] += performance.now() - started;
    }
  }

  rounded(): PageTimings {
    const r = (ms: number): number => Math.round(ms * 10) / 10;
    return { openMs: r(this.ms.openMs), renderMs: r(this.ms.renderMs), recognizeMs: r(this.ms.recognizeMs) };
  }
}

async function recognizePage(task: PageTask, engine: () => OcrEngine): Promise<PageResult> {
  const deadline = performance.now() + task.timeoutMs;
  const clock = new Clock();
  const candidates = task.languages.split('+').flatMap((code) => isoCodeFor(code) ?? []);
  const language = (text: string): string | null => task.requestedLanguage ?? detectLanguage(text, candidates);
  let loaded: LoadedPage | undefined;
  try {
    loaded = clock.time('openMs', () => loadPage(openDocument(task.path), task.page - 1, task.maxPixels));
    const page = loaded;
    const layer = clock.time('renderMs', () => readTextLayer(page, task.maxPixels));
    if (layer !== null) {
      return {
        ok: true, text: layer.text, confidence: 1, method: 'text_layer', language: language(layer.text),
        geometry: pageGeometry(page, 0, null), lines: layer.lines, timings: clock.rounded(),
      };
    }
    const best = await readPixels(page, task, engine(), deadline, clock);
    const lines = layoutFromPixels(best.result.lines, best.view);
    return {
      ok: true, text: best.result.text, confidence: best.result.confidence, method: 'ocr', language: language(best.result.text),
      geometry: pageGeometry(page, best.rotation, best.dpi),
      lines, timings: clock.rounded(), prepared: best.prepared,
    };
  } catch (err) {
    const failure = pageFailure(err);
    // A page that loaded still has a size (hOCR and the page list give it); one that did not, none.
    if (loaded !== undefined && !failure.ok) failure.geometry = pageGeometry(loaded, 0, null);
    return failure;
  } finally {
    loaded?.page.destroy();
  }
}

/** One reading of the page's pixels, with what is needed to place its boxes on the page. */
interface Reading {
  result: OcrResult;
  view: PageView;
  rotation: Rotation;
  dpi: number;
  prepared: PreparationStep[];
}

/** Renders and recognizes; a reading that looks wrong gets OSD and, if turned, a second reading. */
async function readPixels(page: LoadedPage, task: PageTask, ocr: OcrEngine, deadline: number, clock: Clock): Promise<Reading> {
  const remaining = (): number => Math.max(1, Math.floor(deadline - performance.now()));
  // OSD runs on the same pixmap while it is alive: its pixels are a view into mupdf's memory.
  const read = async (rotation: Rotation, withOsd: boolean): Promise<[Reading, Rotation | null]> => {
    const rendered = clock.time('renderMs', () => renderGray(page, task.maxPixels, rotation));
    const started = performance.now();
    try {
      // Page preparation (page-preparation.ts): deskew, borders, light, specks, resolution, each
      // only when the page measures as needing it; its view keeps the boxes on the displayed page.
      const ready = preparePixels(rendered.image, rendered.view, ocr);
      const result = await ocr.recognize(ready.image, task.languages, remaining());
      let turn: Rotation | null = null;
      if (withOsd && ocr.detectOrientation && looksWrong(result) && remaining() > MIN_RETRY_MS) {
        const found = await ocr.detectOrientation(ready.image, remaining()).catch(() => null);
        if (found && found.degrees !== 0 && found.confidence > MIN_OSD_CONFIDENCE) turn = found.degrees;
      }
      return [{ result, view: ready.view, rotation, dpi: rendered.image.dpi, prepared: ready.prepared }, turn];
    } finally {
      clock.ms.recognizeMs += performance.now() - started;
      rendered.destroy();
    }
  };
  const [first, turn] = await read(0, true);
  if (turn === null || remaining() <= MIN_RETRY_MS) return first;
  // The turned reading replaces the first only if it is better; its failure keeps the first.
  const second = await read(turn, false).catch(() => null);
  return second && score(second[0].result) > score(first.result) ? second[0] : first;
}

function looksWrong(result: OcrResult): boolean {
  return result.words < SUSPECT_WORDS || result.confidence < SUSPECT_CONFIDENCE;
}

/** Sum of word confidences: many confident words beat a few or many doubtful ones. */
function score(result: OcrResult): number {
  return result.confidence * result.words;
}

function pageFailure(err: unknown): PageResult {
  if (err instanceof PageFailure) return { ok: false, code: err.code, message: err.message };
  if (err instanceof OcrError && err.code === 'ocr_timeout') {
    return { ok: false, code: 'processing_timeout', message: `recognition did not finish in time: ${err.message}` };
  }
  if (err instanceof DocumentFailure) return { ok: false, code: 'invalid_page', message: err.message };
  return { ok: false, code: 'invalid_page', message: (err as Error)?.message ?? String(err) };
}
