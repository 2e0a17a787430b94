// The Piscina worker entry: counts a document's pages, or produces one page's text from its text
// layer or from Tesseract. Everything comes back as plain data; nothing is thrown across the
// thread boundary (an Error would lose its class and code there).
import { performance } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';
import { isoCodeFor } from '../../domain/languages.js';
import { detectLanguage } from '../language/detect-language.js';
import { DocumentFailure, PageFailure, countPages, openDocument } from './document-pages.js';
import { loadEngine } from '../engines/load-engine.js';
import { OcrError, type OcrEngine } from '../engines/ocr-engine.js';
import { Clock } from '../reading/page-clock.js';
import type { OpenResult, PageResult, PageTask, WorkerTask } from './page-task.js';
import { loadPage, pageGeometry, readTextLayer, type LoadedPage } from '../reading/page-render.js';
import { readPixels } from '../reading/read-pixels.js';
import { layoutFromPixels } from '../../layout/layout-from-pixels.js';
import { vectorGraphics } from '../vectors/page-vector-rules.js';
import { pagePoints, structurePage } from '../reading/structure-step.js';
import { sourceDpi } from '../reading/page-render.js';

/** What the pool passes as Piscina workerData. */
interface PageWorkerData {
  tessdataDir?: string;
  engine?: 'native' | 'cli';
}

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
      const geometry = pageGeometry(page, 0, null);
      const read = clock.time('structureMs', () => {
        const { rules, marks } = vectorGraphics(page.page, page.page.getBounds());
        return structurePage(layer.lines, layer.styles, rules, pagePoints(geometry, 72), true, 0, marks);
      });
      return {
        ok: true,
        text: read.text,
        confidence: 1,
        method: 'text_layer',
        language: language(read.text),
        geometry,
        lines: read.lines,
        structure: read.structure,
        timings: clock.rounded(),
        ...(read.structureError ? { structureError: read.structureError } : {}),
      };
    }
    const best = await readPixels(page, task, engine(), deadline, clock);
    if (best.result === null) {
      // Blank: nothing to read, and nothing was read. Sure of that, hence confidence 1.
      return {
        ok: true,
        text: '',
        confidence: 1,
        method: 'blank',
        language: null,
        geometry: pageGeometry(page, 0, best.dpi),
        lines: [],
        structure: { paragraphs: [], tables: [] },
        timings: clock.rounded(),
      };
    }
    const geometry = pageGeometry(page, best.rotation, best.dpi);
    const reading = best.result;
    const read = clock.time('structureMs', () => {
      const lines = layoutFromPixels(reading.lines, best.view);
      // layoutFromPixels drops lines without a word of text: their strokes go with them.
      const strokes = best.strokes.filter((_, i) => reading.lines[i]!.words.some((w) => w.text !== ''));
      const size = pagePoints(geometry, sourceDpi(page));
      return structurePage(lines, null, best.rules, size, false, best.rotation, [], strokes);
    });
    return {
      ok: true,
      text: read.text,
      confidence: reading.confidence,
      method: 'ocr',
      language: language(reading.text),
      geometry,
      lines: read.lines,
      structure: read.structure,
      timings: clock.rounded(),
      prepared: best.prepared,
      ...(read.structureError ? { structureError: read.structureError } : {}),
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

function pageFailure(err: unknown): PageResult {
  if (err instanceof PageFailure) return { ok: false, code: err.code, message: err.message };
  if (err instanceof OcrError && err.code === 'ocr_timeout') {
    return { ok: false, code: 'processing_timeout', message: `recognition did not finish in time: ${err.message}` };
  }
  if (err instanceof DocumentFailure) return { ok: false, code: 'invalid_page', message: err.message };
  return { ok: false, code: 'invalid_page', message: (err as Error)?.message ?? String(err) };
}
