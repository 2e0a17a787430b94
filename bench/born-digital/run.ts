// Born-digital PDFs never touch Tesseract: a 17-page PDF with a real text layer (11 pt Helvetica,
// 50 lines a page) through the worker pool directly and through the whole API (upload → completed,
// OCR_ENGINE=native). Reports pages/s, the worker's ms per page (open + text extraction, from the
// page timings) and checks every page came back as `text_layer` (the API's per-page method is read
// from document_pages) with the text that was written. Where the API's extra time per page goes:
// BENCH_KIND=text node dist/bench/page-overhead.js.
//
//   npm run bench:born-digital   (= npx tsc -p tsconfig.json && node dist/bench/born-digital.js)
//
// Environment (all optional):
//   BENCH_REPEAT        timed repetitions of each path, after one untimed warm-up (default 3)
//   BENCH_THREADS       pool threads / OCR_THREADS (default: cores)
//   BENCH_LANGUAGE      language sent with the upload (default none: the worker detects it)
//   BENCH_DATABASE_URL  PostgreSQL for the API run (fresh schema, dropped after); unset: PGlite;
//                       results then go to born-digital-postgres.{json,md}
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { OcrPool } from '../../src/ocr/ocr-pool.js';
import { findInstalledLanguages } from '../../src/services/recognition/installed-languages.js';
import {
  cer,
  databaseLine,
  envNumber,
  factsLines,
  fmt,
  machineFacts,
  percentile,
  progress,
  runMain,
  sum,
  writeResults,
} from '../_kit/bench-kit.js';
import { startBenchServer } from '../_kit/bench-server.js';
import { textPdf } from '../_kit/dense-pages.js';
import { metered } from '../_kit/cpu-meter.js';
import { runApi, runPool } from '../_kit/ocr-runners.js';

const PAGES = 17;

async function main() {
  const facts = machineFacts();
  const repeat = envNumber('BENCH_REPEAT', 3);
  const threads = envNumber('BENCH_THREADS', availableParallelism());
  const language = process.env.BENCH_LANGUAGE || undefined;
  const { tessdataDir } = findInstalledLanguages(process.env.TESSDATA_PREFIX);
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-born-'));
  try {
    const { pdf, texts } = textPdf(PAGES);
    const path = join(dir, 'born-digital.pdf');
    await writeFile(path, pdf);
    const pages = Array.from({ length: PAGES }, (_, i) => ({ path, page: i + 1 }));

    progress('pool…');
    const pool = new OcrPool({ threads, engine: 'native', tessdataDir });
    const poolRuns = [];
    try {
      await runPool(pool, pages, language === 'en' ? 'en' : null);
      for (let i = 0; i < repeat; i++) poolRuns.push(await metered(() => runPool(pool, pages, language === 'en' ? 'en' : null)));
    } finally {
      await pool.close();
    }
    const timings = poolRuns.flatMap((r) => r.value.timings!);
    const poolMethods = poolRuns.flatMap((r) => r.value.methods!);
    const poolCer = sum(poolRuns[0]!.value.texts.map((t, i) => cer(t, texts[i]!))) / PAGES;

    progress('whole API…');
    const bench = await startBenchServer({ OCR_ENGINE: 'native', OCR_THREADS: String(threads) });
    const apiRuns = [];
    const apiMethods: string[] = [];
    let apiCer = NaN;
    try {
      await runApi(bench, [path], language);
      for (let i = 0; i < repeat; i++) {
        const m = await metered(() => runApi(bench, [path], language));
        const run = m.value;
        const id = run.ids[0]!;
        const db = bench.server.deps.database.db;
        const rows = await db.selectFrom('document_pages').select(['page', 'method']).where('document_id', '=', id).execute();
        if (rows.length !== PAGES) throw new Error(`document ${id} has ${rows.length} stored pages, expected ${PAGES}`);
        apiMethods.push(...rows.map((r) => r.method));
        apiCer = sum(run.texts[0]!.split('\f').map((t, p) => cer(t, texts[p]!))) / PAGES;
        apiRuns.push(m);
      }
    } finally {
      await bench.stop();
    }

    const notText = [...poolMethods, ...apiMethods].filter((m) => m !== 'text_layer').length;
    const pps = (wallMs: number) => PAGES / (wallMs / 1000);
    const summary = {
      benchmark: 'born-digital',
      ...facts,
      engine: 'native',
      threads,
      pages: PAGES,
      repeat,
      language: language ?? 'none (detected)',
      backend: bench.backend,
      databaseHost: bench.databaseHost,
      pdfBytes: pdf.length,
      pool: {
        wallMs: poolRuns.map((r) => r.value.wallMs),
        foreignCores: poolRuns.map((r) => Number(r.foreignCores.toFixed(3))),
        pagesPerS: pps(
          percentile(
            poolRuns.map((r) => r.value.wallMs),
            50,
          ),
        ),
        workerMsPerPage: {
          open: {
            p50: percentile(
              timings.map((t) => t.openMs),
              50,
            ),
            p90: percentile(
              timings.map((t) => t.openMs),
              90,
            ),
          },
          render: {
            p50: percentile(
              timings.map((t) => t.renderMs),
              50,
            ),
            p90: percentile(
              timings.map((t) => t.renderMs),
              90,
            ),
          },
          recognize: { max: Math.max(...timings.map((t) => t.recognizeMs)) },
          total: {
            p50: percentile(
              timings.map((t) => t.openMs + t.renderMs),
              50,
            ),
            p90: percentile(
              timings.map((t) => t.openMs + t.renderMs),
              90,
            ),
          },
        },
        cer: poolCer,
      },
      api: {
        wallMs: apiRuns.map((r) => r.value.wallMs),
        foreignCores: apiRuns.map((r) => Number(r.foreignCores.toFixed(3))),
        uploadMs: apiRuns.map((r) => r.value.uploadMs),
        pagesPerS: pps(
          percentile(
            apiRuns.map((r) => r.value.wallMs),
            50,
          ),
        ),
        cer: apiCer,
      },
      methods: { pool: poolMethods.length, api: apiMethods.length, notTextLayer: notText },
    };
    await writeResults(bench.backend === 'postgres' ? 'born-digital-postgres' : 'born-digital', summary, markdown(summary));
    if (notText > 0) throw new Error(`${notText} pages were not read from the text layer`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function markdown(s: any): string {
  const w = s.pool.workerMsPerPage;
  return [
    `# Born-digital PDF (${s.pages} pages with a text layer): pool and whole API`,
    '',
    ...factsLines(s),
    `- engine native, ${s.threads} threads, language ${s.language}, PDF ${s.pdfBytes} bytes (11 pt Helvetica, 50 lines a page)`,
    `- API database: ${databaseLine(s.backend, s.databaseHost)}`,
    `- ${s.repeat} timed runs of each path after one untimed warm-up; pages/s from the median run`,
    '',
    "| path | wall ms per run | pages/s | others' CPU per run (cores) |",
    '|---|---|---:|---|',
    `| pool directly (${s.threads} pages in flight) | ${s.pool.wallMs.map((x: number) => fmt(x, 0)).join(', ')} | ${fmt(s.pool.pagesPerS, 0)} | ${s.pool.foreignCores.join(', ')} |`,
    `| whole API (upload → completed_at) | ${s.api.wallMs.map((x: number) => fmt(x, 0)).join(', ')} | ${fmt(s.api.pagesPerS, 0)} | ${s.api.foreignCores.join(', ')} |`,
    '',
    `Worker ms per page (pool runs, ${s.repeat * s.pages} pages): open p50 ${fmt(w.open.p50)} / p90 ${fmt(w.open.p90)}, ` +
      `text extraction p50 ${fmt(w.render.p50)} / p90 ${fmt(w.render.p90)}, total p50 ${fmt(w.total.p50)} / p90 ${fmt(w.total.p90)}; ` +
      `largest recognize time ${fmt(w.recognize.max)} ms.`,
    `Upload of the ${s.pdfBytes}-byte file: ${s.api.uploadMs.map((x: number) => fmt(x, 0)).join(', ')} ms.`,
    '',
    `Method: ${s.methods.pool + s.methods.api - s.methods.notTextLayer} of ${s.methods.pool + s.methods.api} pages \`text_layer\`` +
      ` (${s.methods.notTextLayer === 0 ? 'all, as required' : `**${s.methods.notTextLayer} were not**`}). ` +
      `CER against the text written into the PDF: pool ${fmt(s.pool.cer * 100, 2)}%, API ${fmt(s.api.cer * 100, 2)}%.`,
    '',
    'Where the whole API spends its extra time per page: page-overhead-text.md (`BENCH_KIND=text npm run bench:page-overhead`).',
    '',
  ].join('\n');
}

runMain('born-digital', main);
