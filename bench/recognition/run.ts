// Recognition throughput, as ratios measured in one run: the same dense pages through
//   (a) the raw `tesseract` CLI, one process per core at a time (the ceiling we hold ourselves to),
//   (b) the worker pool with the CLI engine, (c) the pool with the native addon, and
//   (d) the whole API: each page uploaded as a 1-page PNG document (language en) to a running
//       docrec server, wall time from the first upload to the last completed_at.
// All four are set up and warmed first (one untimed page per thread: each thread loads its own
// model), then run in interleaved rounds (a b c d, a b c d, …) so a slow stretch of the machine
// hits every runner alike. The machine is shared: each run waits for other processes to go quiet
// and records the CPU they used meanwhile (_kit/cpu-meter.ts). Interference only ever slows a run
// down, so each runner's best round is its capability; ratios are taken between best rounds (and,
// as a cross-check, between medians). The texts are compared (CER): the runs do the same work.
// Target (DESIGN.md): d/a >= 1.0, within a few percent.
//
//   npm run bench:ocr [-- --database-url postgres://…]
//
// --database-url: PostgreSQL for (d) (a fresh schema is made and dropped; results then go to
// recognition-throughput-postgres.{json,md}); without it, PGlite.
// Environment (all optional):
//   BENCH_PAGES         timed pages per run (default 8)
//   BENCH_ROUNDS        interleaved rounds (default 3)
//   BENCH_THREADS       pages in flight: tesseract processes / pool threads / OCR_THREADS (default: cores)
//   OMP_THREAD_LIMIT    passed through; unset means 1 everywhere (the pool and the CLI engine default)
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { chooseEngine } from '../../src/ocr/engines/choose-engine.js';
import { OcrPool } from '../../src/ocr/pool/ocr-pool.js';
import { findInstalledLanguages } from '../../src/services/recognition/installed-languages.js';
import { cer } from '../_kit/cer.js';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { percentile } from '../_kit/stats.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { startBenchServer, type BenchServer } from '../_kit/bench-server.js';
import { metered } from '../_kit/cpu-meter.js';
import { makeDensePages } from '../_kit/dense-pages.js';
import { runApi, runPool, runRaw, type RunResult } from '../_kit/ocr-runners.js';
import { markdown, type Runner, type RunRow } from './report.js';

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function main() {
  const { databaseUrl } = runnerOptions({
    usage: 'npm run bench:ocr [-- --database-url URL]: raw tesseract vs the pool vs the whole API (bench/recognition/run.ts)',
    database: true,
  });
  const facts = machineFacts();
  const count = envNumber('BENCH_PAGES', 8);
  const rounds = envNumber('BENCH_ROUNDS', 3);
  const threads = envNumber('BENCH_THREADS', availableParallelism());
  const { tessdataDir } = findInstalledLanguages(process.env.TESSDATA_PREFIX);
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-pages-'));
  const pools: OcrPool[] = [];
  let bench: BenchServer | undefined;
  try {
    progress(`rendering ${count} + ${threads} warm-up dense pages…`);
    const all = await makeDensePages(dir, count + threads);
    const pages = all.slice(0, count);
    const warm = all.slice(count).map((p) => p.png);
    const pngs = pages.map((p) => p.png);
    const asTasks = (paths: string[]) => paths.map((path) => ({ path, page: 1 }));

    progress('setting up: pools and a docrec server (OCR_ENGINE=native)…');
    const cliPool = new OcrPool({ threads, engine: 'cli', tessdataDir });
    chooseEngine('native', pino({ level: 'silent' })); // throws when the addon does not load
    const nativePool = new OcrPool({ threads, engine: 'native', tessdataDir });
    pools.push(cliPool, nativePool);
    bench = await startBenchServer({ databaseUrl, env: { OCR_ENGINE: 'native', OCR_THREADS: String(threads) } });
    const server = bench;

    const runners: Runner[] = [
      {
        name: 'a',
        label: 'raw `tesseract` CLI, one process per thread',
        run: () => runRaw(pngs, threads, tessdataDir),
        warm: () => runRaw(warm, threads, tessdataDir),
      },
      { name: 'b', label: 'pool, CLI engine', run: () => runPool(cliPool, asTasks(pngs)), warm: () => runPool(cliPool, asTasks(warm)) },
      {
        name: 'c',
        label: 'pool, native engine',
        run: () => runPool(nativePool, asTasks(pngs)),
        warm: () => runPool(nativePool, asTasks(warm)),
      },
      {
        name: 'd',
        label: 'whole API (1-page PNG documents)',
        run: () => runApi(server, pngs, 'en'),
        warm: () => runApi(server, warm, 'en'),
      },
    ];
    for (const r of runners) {
      progress(`warm-up ${r.name}…`);
      r.warmupMs = await timed(r.warm);
    }

    const rows: RunRow[] = [];
    const results = new Map<string, RunResult[]>();
    for (let round = 1; round <= rounds; round++) {
      for (const r of runners) {
        progress(`round ${round}/${rounds}: ${r.name}…`);
        const m = await metered(r.run, 1);
        rows.push({
          runner: r.name,
          round,
          wallMs: Math.round(m.value.wallMs),
          pagesPerS: count / (m.value.wallMs / 1000),
          medianPageMs: m.value.pageMs.length ? Math.round(percentile(m.value.pageMs, 50)) : undefined,
          medianLatencyMs: 'latencyMs' in m.value ? Math.round(percentile(m.value.latencyMs as number[], 50)) : undefined,
          uploadMs: 'uploadMs' in m.value ? Math.round(m.value.uploadMs as number) : undefined,
          foreignCores: Number(m.foreignCores.toFixed(3)),
        });
        results.set(r.name, [...(results.get(r.name) ?? []), m.value]);
      }
    }

    const first = (name: string) => results.get(name)![0]!;
    const meanCer = (xs: string[], ys: string[]) => xs.reduce((s, x, i) => s + cer(x, ys[i]!), 0) / xs.length;
    const truth = pages.map((p) => p.text);
    const nativeTimings = results.get('c')!.flatMap((r) => r.timings!);
    const summary = {
      benchmark: 'recognition-throughput',
      ...facts,
      pages: count,
      rounds,
      threads,
      page: 'A4 2480×3508 gray PNG, 300 DPI, 40 lines of 11 pt DejaVu Sans (~2,900 characters)',
      engineD: 'native',
      backend: bench.backend,
      databaseHost: bench.databaseHost,
      warmupMs: Object.fromEntries(runners.map((r) => [r.name, Math.round(r.warmupMs!)])),
      runs: rows,
      nativeTimingsMedianMs: {
        open: percentile(
          nativeTimings.map((t) => t.openMs),
          50,
        ),
        render: percentile(
          nativeTimings.map((t) => t.renderMs),
          50,
        ),
        recognize: percentile(
          nativeTimings.map((t) => t.recognizeMs),
          50,
        ),
      },
      agreement: {
        cerCvsA: meanCer(first('c').texts, first('a').texts),
        cerBvsA: meanCer(first('b').texts, first('a').texts),
        cerDvsA: meanCer(first('d').texts, first('a').texts),
        cerAvsTruth: meanCer(first('a').texts, truth),
        cerCvsTruth: meanCer(first('c').texts, truth),
      },
    };
    const { md, ratios } = markdown(summary, runners);
    const name = bench.backend === 'postgres' ? 'recognition-throughput-postgres' : 'recognition-throughput';
    await writeResults(name, { ...summary, ratios }, md);
  } finally {
    for (const p of pools) await p.close();
    await bench?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

runMain('recognition-throughput', main);
