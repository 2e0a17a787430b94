// Where a scanned page's time goes on the native path through the whole API. One PDF of dense
// page images (a scan) is uploaded to a docrec server whose recognition pipeline is the production
// RecognitionScheduler + OcrPool, built here only to attach two probes:
//   - around the pool (the scheduler's PageRunner): handover → result per page task, so the time
//     outside the worker's own timings (thread messaging, structured clone, piscina) is measured;
//   - the scheduler's pageStored hook: the wall time of storePage (one transaction: lease check,
//     page insert, counters, partial events), timed by the scheduler around the real call, on the
//     same database and under the same load — no separate replay, no subtraction.
// open / render / recognize come from the worker's `timings`. The thread slot stays taken until
// the page is stored, so every phase here is on a slot's critical path.
// BENCH_KIND=text runs the 17-page born-digital PDF of born-digital/run.ts instead (no language
// sent, as there): with ~2 ms of worker time per page, it shows what the API adds to a cheap page.
//
//   npm run bench:page-overhead [-- --database-url postgres://…]
//
// --database-url: PostgreSQL (fresh schema, dropped after; results then go to
// page-overhead[-text]-postgres.{json,md}); without it, PGlite.
// Environment (all optional):
//   BENCH_KIND          scan (default) | text
//   BENCH_PAGES         pages in the timed document (default 8 scanned, 17 text; one untimed 2-page
//                       document of the same kind first)
//   BENCH_THREADS       OCR_THREADS (default: cores)
//   BENCH_LANGUAGE      the documents' `language` (default: none, the worker detects it)
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { sum } from '../_kit/stats.js';
import { startProbedServer } from '../_kit/probed-server.js';
import { upload, waitCompleted } from '../_kit/api-client.js';
import { imagePdf, textPdf, writePdf } from '../_kit/sample-pdfs.js';
import { makeDensePages } from '../_kit/dense-pages.js';
import { metered } from '../_kit/cpu-meter.js';
import { phaseTable, type PageRecord } from './phases.js';
import { markdown, type PageOverheadSummary } from './report.js';
import { TimedRunner } from './timed-runner.js';

async function main() {
  const { databaseUrl } = runnerOptions({
    usage:
      "npm run bench:page-overhead [-- --database-url URL]: where a page's time goes through the whole API (bench/page-overhead/run.ts)",
    database: true,
  });
  const facts = machineFacts();
  const kind = process.env.BENCH_KIND === 'text' ? 'text' : 'scan';
  const count = envNumber('BENCH_PAGES', kind === 'text' ? 17 : 8);
  // BENCH_LANGUAGE=en sends one; by default none is sent, as most clients do (the worker decides).
  const language = process.env.BENCH_LANGUAGE || undefined;
  const threads = envNumber('BENCH_THREADS', availableParallelism());
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-overhead-'));
  const records: PageRecord[] = [];
  try {
    let file: string;
    let warm: string;
    if (kind === 'scan') {
      progress(`rendering ${count} + 2 dense pages…`);
      const pngs = (await makeDensePages(dir, count + 2)).map((p) => p.png);
      file = await writePdf(join(dir, 'scan.pdf'), await imagePdf(pngs.slice(0, count)));
      warm = await writePdf(join(dir, 'warm.pdf'), await imagePdf(pngs.slice(count)));
    } else {
      file = await writePdf(join(dir, 'text.pdf'), textPdf(count).pdf);
      warm = await writePdf(join(dir, 'warm.pdf'), textPdf(2).pdf);
    }

    const { bench, runner } = await startProbedServer({
      databaseUrl,
      threads,
      probe: (pool) => new TimedRunner(pool),
      hooks: (timed) => ({
        pageStored(result, storeMs) {
          const seen = timed.pages.get(result);
          if (!seen || !result.ok) return;
          records.push({ ...seen, storeMs, storedAt: performance.now(), timings: result.timings, method: result.method });
        },
      }),
    });
    let run;
    try {
      progress('warm-up document…');
      await waitCompleted(bench, [(await upload(bench, warm, language)).id], 10 * 60_000);
      progress(`timed ${count}-page document…`);
      run = await metered(async () => {
        records.length = 0;
        runner.opens.length = 0;
        const t0 = performance.now();
        const up = await upload(bench, file, language);
        const uploadedAt = performance.now();
        const [doc] = await waitCompleted(bench, [up.id], 30 * 60_000);
        // completed_at is wall-clock, the rest performance.now(): each is taken from the upload start.
        const wallMs = Date.parse(doc!.completed_at!) - up.startedAt;
        const lastStored = Math.max(...records.map((r) => r.storedAt));
        const document = {
          wallMs,
          uploadMs: uploadedAt - t0,
          finishMs: wallMs - (lastStored - t0),
          openTaskMs: runner.opens[0]?.ms ?? NaN,
          beforeOpenMs: (runner.opens[0]?.handedAt ?? NaN) - t0,
        };
        return { document, records: [...records] };
      });
    } finally {
      await bench.stop();
    }
    const timed = run.value.document;
    records.splice(0, records.length, ...run.value.records);
    if (records.length !== count) throw new Error(`${records.length} pages observed, expected ${count}`);
    const table = phaseTable(records);
    const capacityMs = timed.wallMs * threads;
    const summary: PageOverheadSummary = {
      benchmark: 'page-overhead',
      ...facts,
      kind,
      language: language ?? 'none (detected)',
      engine: 'native',
      threads,
      pages: count,
      backend: bench.backend,
      databaseHost: bench.databaseHost,
      document: { ...timed, pagesPerS: count / (timed.wallMs / 1000) },
      foreignCores: Number(run.foreignCores.toFixed(3)),
      attempts: run.attempts,
      phases: table.phases,
      recognitionShare: table.recognitionShare,
      capacity: {
        threadMs: capacityMs,
        recognizeMs: sum(records.map((r) => r.timings.recognizeMs)),
        busyMs: sum(records.map((r) => r.returnedAt - r.handedAt + r.storeMs)) + timed.openTaskMs,
      },
      methods: [...new Set(records.map((r) => r.method))],
    };
    const name = `page-overhead${kind === 'text' ? '-text' : ''}${bench.backend === 'postgres' ? '-postgres' : ''}`;
    await writeResults(name, summary, markdown(summary));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

runMain('page-overhead', main);
