// Born-digital PDFs never touch Tesseract: a 17-page PDF with a real text layer (11 pt Helvetica,
// 50 lines a page) through the worker pool directly and through the whole API (upload → completed,
// OCR_ENGINE=native). Reports pages/s, the worker's ms per page (open + text extraction, from the
// page timings) and checks every page came back as `text_layer` (the API's per-page method is read
// from document_pages) with the text that was written. Where the API's extra time per page goes:
// BENCH_KIND=text npm run bench:page-overhead.
//
//   npm run bench:born-digital [-- --database-url postgres://…]
//
// --database-url: PostgreSQL for the API run (fresh schema, dropped after; results then go to
// born-digital-postgres.{json,md}); without it, PGlite.
// Environment (all optional):
//   BENCH_REPEAT        timed repetitions of each path, after one untimed warm-up (default 3)
//   BENCH_THREADS       pool threads / OCR_THREADS (default: cores)
//   BENCH_LANGUAGE      language sent with the upload (default none: the worker detects it)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import { findInstalledLanguages } from '../../src/services/recognition/installed-languages.js';
import { cer } from '../_kit/cer.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { median, percentile, sum } from '../_kit/stats.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { startBenchServer } from '../_kit/bench-server.js';
import { textPdf } from '../_kit/sample-pdfs.js';
import { metered } from '../_kit/cpu-meter.js';
import { runApi, runPool } from '../_kit/ocr-runners.js';
import { markdown, type BornDigitalSummary, type Spread } from './report.js';

const PAGES = 17;

const spread = (values: number[]): Spread => ({ p50: percentile(values, 50), p90: percentile(values, 90) });

async function main() {
  const { databaseUrl } = runnerOptions({
    usage:
      'npm run bench:born-digital [-- --database-url URL]: a text-layer PDF through the pool and the whole API (bench/born-digital/run.ts)',
    database: true,
  });
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
    const bench = await startBenchServer({ databaseUrl, env: { OCR_ENGINE: 'native', OCR_THREADS: String(threads) } });
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
    const summary: BornDigitalSummary = {
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
        pagesPerS: pps(median(poolRuns.map((r) => r.value.wallMs))),
        workerMsPerPage: {
          open: spread(timings.map((t) => t.openMs)),
          render: spread(timings.map((t) => t.renderMs)),
          recognize: { max: Math.max(...timings.map((t) => t.recognizeMs)) },
          total: spread(timings.map((t) => t.openMs + t.renderMs)),
        },
        cer: poolCer,
      },
      api: {
        wallMs: apiRuns.map((r) => r.value.wallMs),
        foreignCores: apiRuns.map((r) => Number(r.foreignCores.toFixed(3))),
        uploadMs: apiRuns.map((r) => r.value.uploadMs),
        pagesPerS: pps(median(apiRuns.map((r) => r.value.wallMs))),
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

runMain('born-digital', main);
