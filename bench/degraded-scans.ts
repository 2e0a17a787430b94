// The degraded-scan table (issue 16): for every page of the generated set, raw `tesseract` (right
// language, the image's own resolution, one thread) against docrec's page worker on the same file:
// character error rate, time, what docrec prepared, and how its confidence ranks the pages' errors.
// Both readers run one after the other on each page, so the machine's load falls on both alike.
// Usage: npm run bench:degraded-scans  (DEGRADED_DIR to keep the generated pages elsewhere).
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cer, factsLines, fmt, machineFacts, percentile, progress, runMain, writeResults } from './bench-kit.js';
import { buildDegradedSet, type ScanPage } from './degraded-set.js';
import { loadEngine } from '../src/ocr/load-engine.js';
import type { OcrEngine } from '../src/ocr/ocr-engine.js';
import { canPrepare } from '../src/ocr/page-preparation.js';
import { openDocument } from '../src/ocr/document-pages.js';
import { loadPage, renderGray } from '../src/ocr/page-render.js';
import { runTask } from '../src/ocr/page-worker.js';
import { spearman } from './rank-correlation.js';

export interface PageRow {
  language: string;
  degradation: string;
  rawCer: number;
  rawMs: number;
  /** Raw tesseract with -c thresholding_method=2 (Sauvola). */
  sauvolaCer: number;
  docrecCer: number;
  docrecMs: number;
  /** docrec with page preparation left out (the same engine without measurePage/preparePage). */
  unpreparedCer: number;
  unpreparedMs: number;
  unpreparedConfidence: number;
  confidence: number;
  prepared: string[];
}

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
    recognize: (image, languages, timeoutMs) => engine.recognize(image, languages, timeoutMs),
    detectOrientation: engine.detectOrientation && ((image, timeoutMs) => engine.detectOrientation!(image, timeoutMs)),
    close: () => engine.close(),
  };
}

async function docrec(page: ScanPage, engine: OcrEngine) {
  const started = performance.now();
  const task = { kind: 'page', path: page.path, page: 1, languages: page.tesseract, requestedLanguage: page.language, maxPixels: 60_000_000, timeoutMs: 120_000 } as const;
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

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function main(): Promise<void> {
  process.env.OMP_THREAD_LIMIT ??= '1';
  const facts = machineFacts();
  const pages = buildDegradedSet(process.env.DEGRADED_DIR ?? join(tmpdir(), 'docrec-degraded-set'));
  const engine = loadEngine({});
  const unprepared = withoutPreparation(engine);
  const measureMsOnClean = measureCost(pages.filter((p) => p.degradation === 'clean'), engine);
  const rows: PageRow[] = [];
  for (const page of pages) {
    const raw = rawTesseract(page);
    const sauvola = rawTesseract(page, 2);
    const before = await docrec(page, unprepared);
    const ours = await docrec(page, engine);
    const row: PageRow = {
      language: page.language, degradation: page.degradation,
      rawCer: cer(raw.text, page.truth), rawMs: Math.round(raw.ms), sauvolaCer: cer(sauvola.text, page.truth),
      docrecCer: cer(ours.text, page.truth), docrecMs: Math.round(ours.ms),
      unpreparedCer: cer(before.text, page.truth), unpreparedMs: Math.round(before.ms), unpreparedConfidence: before.confidence,
      confidence: ours.confidence, prepared: ours.prepared,
    };
    rows.push(row);
    progress(`${row.language} ${row.degradation}: raw ${fmt(row.rawCer, 4)} ${row.rawMs} ms, unprepared ${fmt(row.unpreparedCer, 4)} ${row.unpreparedMs} ms, docrec ${fmt(row.docrecCer, 4)} ${row.docrecMs} ms [${row.prepared.join(',')}]`);
  }
  const worst = Math.max(...rows.map((r) => r.docrecCer - r.rawCer));
  const clean = rows.filter((r) => r.degradation === 'clean');
  const summary = {
    facts,
    meanRawCer: mean(rows.map((r) => r.rawCer)),
    meanDocrecCer: mean(rows.map((r) => r.docrecCer)),
    meanUnpreparedCer: mean(rows.map((r) => r.unpreparedCer)),
    meanSauvolaCer: mean(rows.map((r) => r.sauvolaCer)),
    measureMsOnClean,
    meanUnpreparedMs: mean(rows.map((r) => r.unpreparedMs)),
    cleanUnpreparedMs: mean(clean.map((r) => r.unpreparedMs)),
    worstPageDelta: worst,
    meanRawMs: mean(rows.map((r) => r.rawMs)),
    meanDocrecMs: mean(rows.map((r) => r.docrecMs)),
    cleanRawMs: mean(clean.map((r) => r.rawMs)),
    cleanDocrecMs: mean(clean.map((r) => r.docrecMs)),
    // Negative is good: higher confidence, lower error.
    confidenceCerSpearman: spearman(rows.map((r) => r.confidence), rows.map((r) => r.docrecCer)),
    // The same over the unprepared readings, whose errors spread much wider.
    unpreparedConfidenceCerSpearman: spearman(rows.map((r) => r.unpreparedConfidence), rows.map((r) => r.unpreparedCer)),
    rows,
  };
  const reduction = 1 - summary.meanDocrecCer / summary.meanRawCer;
  const md = [
    '# Degraded scans: raw tesseract vs docrec',
    '',
    ...factsLines(facts),
    `- ${rows.length} pages (English and Ukrainian, 11 pt DejaVu Sans, bench/degraded-set.ts); raw = \`tesseract FILE stdout -l LANG --dpi DPI\`, OMP_THREAD_LIMIT=1; docrec = the page worker (runTask) with the native engine, same thread limit`,
    '- times are wall ms on a shared, loaded machine; raw includes starting the CLI and loading the model, docrec reuses a loaded engine',
    '',
    `Mean CER: raw ${fmt(summary.meanRawCer, 4)}, docrec ${fmt(summary.meanDocrecCer, 4)} (${fmt(reduction * 100, 1)}% lower); worst page ${fmt(worst, 4)} worse than raw.`,
    `Without page preparation (the worker's turn detection only): mean CER ${fmt(summary.meanUnpreparedCer, 4)}.`,
    `Mean time: raw ${fmt(summary.meanRawMs, 0)} ms, docrec ${fmt(summary.meanDocrecMs, 0)} ms, docrec unprepared ${fmt(summary.meanUnpreparedMs, 0)} ms; clean pages: raw ${fmt(summary.cleanRawMs, 0)} ms, docrec ${fmt(summary.cleanDocrecMs, 0)} ms, unprepared ${fmt(summary.cleanUnpreparedMs, 0)} ms.`,
    `Raw tesseract with Sauvola thresholding (\`-c thresholding_method=2\`): mean CER ${fmt(summary.meanSauvolaCer, 4)}.`,
    `Measuring a clean page (the cost every page pays to decide, native measurePage, median of 5): ${summary.measureMsOnClean.map((ms) => fmt(ms, 1)).join(' ms, ')} ms.`,
    `Page confidence vs CER, Spearman rank correlation (−1 = confidence orders the pages by error perfectly): docrec ${fmt(summary.confidenceCerSpearman, 3)}, unprepared ${fmt(summary.unpreparedConfidenceCerSpearman, 3)}.`,
    '',
    '| language | degradation | raw CER | raw Sauvola CER | unprepared CER | docrec CER | raw ms | unprepared ms | docrec ms | confidence | prepared |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.language} | ${r.degradation} | ${fmt(r.rawCer, 4)} | ${fmt(r.sauvolaCer, 4)} | ${fmt(r.unpreparedCer, 4)} | ${fmt(r.docrecCer, 4)} | ${r.rawMs} | ${r.unpreparedMs} | ${r.docrecMs} | ${fmt(r.confidence, 3)} | ${r.prepared.join(', ')} |`),
  ].join('\n');
  await writeResults('degraded-scans', summary, md);
}

runMain('degraded-scans', main);
