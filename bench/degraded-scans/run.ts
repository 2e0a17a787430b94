// The degraded-scan table (issue 16): for every page of the generated set, raw `tesseract` (right
// language, the image's own resolution, one thread) against docrec's page worker on the same file:
// character error rate, time, what docrec prepared, and how its confidence ranks the pages' errors.
// Both readers run one after the other on each page, so the machine's load falls on both alike.
// Usage: npm run bench:degraded-scans  (DEGRADED_DIR to keep the generated pages elsewhere).
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cer } from '../_kit/cer.js';
import { fmt, percentile } from '../_kit/stats.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { runnerOptions } from '../_kit/options.js';
import { buildDegradedSet, HELD_OUT, type ScanPage } from './set.js';
import { loadEngine } from '../../src/ocr/engines/load-engine.js';
import type { OcrEngine } from '../../src/ocr/engines/ocr-engine.js';
import { canPrepare, type PagePreparer } from '../../src/ocr/reading/page-preparation.js';
import { openDocument } from '../../src/ocr/pool/document-pages.js';
import { loadPage, renderGray } from '../../src/ocr/reading/page-render.js';
import { runTask } from '../../src/ocr/pool/page-worker.js';
import { reportMarkdown, summarize, type PageRow } from './report.js';

/** thresholdingMethod 2 is Tesseract 5's Sauvola (0, the default, is Otsu): its own answer to uneven light. */
function rawTesseract(page: ScanPage, thresholdingMethod = 0): { text: string; ms: number } {
  const started = performance.now();
  const args = [page.path, 'stdout', '-l', page.tesseract, '--dpi', String(page.dpi), '-c', `thresholding_method=${thresholdingMethod}`];
  const text = execFileSync('tesseract', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  return { text, ms: performance.now() - started };
}

/** The same engine seen without its preparation methods: what docrec did before issue 16. */
function withoutPreparation(engine: OcrEngine): OcrEngine {
  return {
    kind: engine.kind,
    recognize: (image, languages, timeoutMs, options) => engine.recognize(image, languages, timeoutMs, options),
    detectOrientation: engine.detectOrientation && ((image, timeoutMs) => engine.detectOrientation!(image, timeoutMs)),
    close: () => engine.close(),
  };
}

/** The engine with the time spent measuring and preparing pages counted: the preparation's own cost. */
function timingPreparation(engine: OcrEngine): { engine: OcrEngine; takeMs: () => number } {
  let ms = 0;
  const timed = <T>(run: () => T): T => {
    const started = performance.now();
    try {
      return run();
    } finally {
      ms += performance.now() - started;
    }
  };
  const prep = engine as OcrEngine & PagePreparer;
  const wrapped: OcrEngine & PagePreparer = {
    ...withoutPreparation(engine),
    measurePage: (image) => timed(() => prep.measurePage(image)),
    preparePage: (image, plan) => timed(() => prep.preparePage(image, plan)),
  };
  return {
    engine: wrapped,
    takeMs: () => {
      const taken = ms;
      ms = 0;
      return taken;
    },
  };
}

async function docrec(page: ScanPage, engine: OcrEngine) {
  const started = performance.now();
  const task = {
    kind: 'page',
    path: page.path,
    page: 1,
    languages: page.tesseract,
    requestedLanguage: page.language,
    maxPixels: 60_000_000,
    timeoutMs: 120_000,
  } as const;
  const result = await runTask(task, () => engine);
  const ms = performance.now() - started;
  if (!result.ok || !('text' in result)) throw new Error(`${page.path}: ${JSON.stringify(result)}`);
  return { text: result.text, ms, confidence: result.confidence, prepared: result.prepared ?? [] };
}

/** Median ms of five measurePage calls on each page's decoded pixels (what a clean page pays). */
function measureCost(pages: ScanPage[], engine: OcrEngine): number[] {
  if (!canPrepare(engine)) return [];
  return pages.map((page) => {
    // The pixels exactly as the worker renders them.
    const loaded = loadPage(openDocument(page.path), 0, 60_000_000);
    const rendered = renderGray(loaded, 60_000_000);
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      engine.measurePage(rendered.image);
      return performance.now() - started;
    });
    rendered.destroy();
    loaded.page.destroy();
    return percentile(times, 50);
  });
}

async function main(): Promise<void> {
  runnerOptions({
    usage: 'npm run bench:degraded-scans: raw tesseract vs docrec on generated degraded scans (bench/degraded-scans/run.ts)',
  });

  process.env.OMP_THREAD_LIMIT ??= '1';
  const facts = machineFacts();
  const dir = process.env.DEGRADED_DIR ?? join(tmpdir(), 'docrec-degraded-set');
  const tuned = buildDegradedSet(dir);
  const pages = [...tuned, ...buildDegradedSet(dir, (d) => d.name !== 'clean', HELD_OUT)];
  const engine = loadEngine({});
  const unprepared = withoutPreparation(engine);
  const preparing = timingPreparation(engine);
  const measureMsOnClean = measureCost(
    pages.filter((p) => p.degradation === 'clean'),
    engine,
  );
  const rows: PageRow[] = [];
  for (const page of pages) {
    const raw = rawTesseract(page);
    const sauvola = rawTesseract(page, 2);
    const before = await docrec(page, unprepared);
    preparing.takeMs();
    const ours = await docrec(page, preparing.engine);
    const prepareMs = preparing.takeMs();
    const row: PageRow = {
      set: tuned.includes(page) ? 'tuned' : 'held-out',
      language: page.language,
      degradation: page.degradation,
      rawCer: cer(raw.text, page.truth),
      rawMs: Math.round(raw.ms),
      sauvolaCer: cer(sauvola.text, page.truth),
      docrecCer: cer(ours.text, page.truth),
      docrecMs: Math.round(ours.ms),
      unpreparedCer: cer(before.text, page.truth),
      unpreparedMs: Math.round(before.ms),
      unpreparedConfidence: before.confidence,
      confidence: ours.confidence,
      prepared: ours.prepared,
      prepareMs: Math.round(prepareMs),
    };
    rows.push(row);
    progress(
      `${row.language} ${row.degradation}: raw ${fmt(row.rawCer, 4)} ${row.rawMs} ms, unprepared ${fmt(row.unpreparedCer, 4)} ${row.unpreparedMs} ms, docrec ${fmt(row.docrecCer, 4)} ${row.docrecMs} ms [${row.prepared.join(',')}]`,
    );
  }
  const summary = summarize(facts, rows, measureMsOnClean);
  await writeResults('degraded-scans', summary, reportMarkdown(summary));
}

runMain('degraded-scans', main);
