// `npm run bench`: the headline comparison a person evaluating docrec runs first (issue 24 §3),
// on the broad set (bench/broad/set.ts, 231 pages, 184 held out): the whole API without and
// with `language` against raw Debian `tesseract` with each page's right language one process per
// core (the bar), the same-build CLI and OCRmyPDF when installed (runners.ts). Writes
// bench/results/bench.md and .json: pages/s and ratios per runner, CER and a word-order-free
// error, the same per kind and per part (the held-out, fresh, unseen, blind, sealed, vault, locked,
// hidden and buried parts apart), the first document after a cold start, and the CER gate (docrec's
// CER on every page ≤ a's + 0.002).
//
//   npm run bench [-- --database-url postgres://…]
//
// --database-url: PostgreSQL for the docrec servers (a fresh schema each); without it, PGlite.
// Environment: BENCH_ROUNDS (default 1), BENCH_THREADS (default: cores), BENCH_ONLY (a regular
// expression over page names: a smoke subset, and the report says so), BENCH_ATTEMPTS (default 1;
// a run during which others used over 0.1 cores is repeated up to this many times in all),
// BENCH_QUIET_WAIT_S (default 60: how long each run first waits for a quiet machine).
// d and e share a server in this process; d-avx2's (OCR_SIMD=avx2: one kernel per process) is the
// built `docrec serve` in a child process, configured alike (_kit/child-bench-server.ts), and is
// skipped when this host cannot run AVX2.
import { availableParallelism } from 'node:os';
import { startBenchServer, type BenchServer } from '../_kit/bench-server.js';
import { startChildBenchServer } from '../_kit/child-bench-server.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { sourceState } from '../_kit/source-state.js';
import { broadCacheDir, buildBroadSet } from '../broad/set.js';
import { pageFilter } from '../languages/settings.js';
import { OCRMYPDF_INSTALL, ocrmypdfVersion } from '../languages/ocrmypdf.js';
import { processMalloc } from '../_kit/peer-env.js';
import { BenchBar } from './bar.js';
import { coldStart } from './cold-start.js';
import { headlineMarkdown } from './report.js';
import { headlineRunners, serverKey } from './runners.js';
import { measureRounds } from './rounds.js';
import { summarize } from './summarize.js';
import { warmUp, warmUpPages } from './warm-up.js';

const PACKS = ['eng', 'ukr', 'deu', 'fra', 'pol', 'rus', 'spa', 'ita', 'por', 'ces'];

async function main() {
  const { databaseUrl } = runnerOptions({
    usage: 'npm run bench [-- --database-url URL]: the headline comparison on the broad set (bench/headline/run.ts)',
    database: true,
  });
  const facts = machineFacts();
  const rounds = envNumber('BENCH_ROUNDS', 1);
  const threads = envNumber('BENCH_THREADS', availableParallelism());
  const attempts = envNumber('BENCH_ATTEMPTS', 1);
  const quietWaitS = envNumber('BENCH_QUIET_WAIT_S', 60, 0);
  const only = process.env.BENCH_ONLY || undefined;
  progress(`building the broad set (kept in ${broadCacheDir()})…`);
  const pages = await buildBroadSet(pageFilter(only), progress);
  if (pages.length === 0) throw new Error(`BENCH_ONLY=${only} matches no page of the broad set`);
  const ocrmypdf = await ocrmypdfVersion();
  const runners = headlineRunners(ocrmypdf);
  for (const r of runners.filter((x) => x.skipped)) progress(`${r.name} skipped: ${r.skipped}`);
  if (!ocrmypdf) progress(`(OCRmyPDF: ${OCRMYPDF_INSTALL})`);
  const active = runners.filter((r) => !r.skipped);
  const base = { OCR_ENGINE: 'native', OCR_THREADS: String(threads), OCR_LANGUAGES: PACKS.join(',') };

  progress('cold start: a fresh server, one page…');
  const cold = await coldStart(pages[0]!, base, databaseUrl);

  const servers = new Map<string, BenchServer>();
  try {
    for (const r of active) {
      if (!('api' in r.how)) continue;
      const key = serverKey(r.how.api.env);
      if (servers.has(key)) continue;
      const extra = r.how.api.env;
      const start = Object.keys(extra).length > 0 ? startChildBenchServer : startBenchServer;
      servers.set(key, await start({ databaseUrl, env: { ...base, ...extra } }));
    }
    const warm = warmUpPages(pages, threads);
    const bar = new BenchBar(servers.size * (warm.auto.length + warm.told.length) + rounds * active.length * pages.length);
    for (const [key, server] of servers) {
      bar.task(`warm-up of the server ${key === '[]' ? '' : `${key} `}(its threads load their models)`);
      await warmUp(server, warm);
      bar.advance(warm.auto.length + warm.told.length);
    }
    const { rows, facts: apiFacts } = await measureRounds({
      pages,
      runners: active,
      servers,
      threads,
      rounds,
      attempts,
      quietWaitMs: quietWaitS * 1000,
      packs: PACKS,
      bar,
    });
    bar.stop();
    const summary = summarize({
      facts,
      source: sourceState(['src', 'native', 'bench']),
      backend: servers.values().next().value?.backend ?? 'pglite',
      databaseHost: servers.values().next().value?.databaseHost,
      threads,
      rounds,
      attempts,
      only,
      ocrmypdf,
      malloc: processMalloc(),
      packs: PACKS,
      runners,
      pages,
      rows,
      apiFacts,
      cold,
    });
    await writeResults('bench', summary, headlineMarkdown(summary));
  } finally {
    for (const s of servers.values()) await s.stop();
  }
}

runMain('bench', main);
