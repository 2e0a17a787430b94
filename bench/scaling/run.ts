// Scaling past two cores (issue 24 §2): sweeps OCR_THREADS over 1…N on the host it runs on, N the
// CPU quota as the server reads it (src/config/cpu-quota.ts: logical CPUs, capped by a cgroup
// quota), with raw `tesseract` at the same process counts beside it. For each count: pages/s,
// efficiency against linear, CPU per page (all the server's threads, and its main thread alone),
// memory per thread (each worker's WASM and JS heap from /metrics, the process's RSS growth per
// added thread) and the pool's idle share. Then a fairness measurement at N threads (fairness.ts)
// and a memory-bandwidth probe (bandwidth-probe.ts). Writes bench/results/scaling.{json,md}.
//
//   npm run bench:scaling [-- --max-threads N] [--every] [--fairness | --no-fairness] [--no-bandwidth] [--database-url postgres://…]
//
// --max-threads N: sweep up to N instead of the quota (more than the host has measures oversubscription).
// --every: every count 1…N; by default 1, 2, 4, 8, … plus the physical cores and N (where SMT starts and ends).
// --fairness: only the fairness measurement (at N threads; results to scaling-fairness.{json,md}).
// --no-fairness / --no-bandwidth: skip those parts. --database-url: PostgreSQL (a fresh schema) instead of PGlite.
// Environment: BENCH_SECONDS, the busy time per thread each step aims at (default 20).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cgroupCpuQuota, usableCores } from '../../src/config/cpu-quota.js';
import { cpuTopology } from '../../src/config/cpu-topology.js';
import { findInstalledLanguages } from '../../src/services/recognition/installed-languages.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { envNumber, runnerOptions } from '../_kit/options.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { probeBandwidth } from './bandwidth-probe.js';
import { measureFairness, type FairnessResult } from './fairness.js';
import { markdown, type ScalingSummary } from './report.js';
import { buildMix, cycle } from './scaling-pages.js';
import { startScalingServer } from './scaling-server.js';
import { runApiStep, runRawStep, warmUp, type ApiStep, type RawStep } from './sweep-step.js';
import { sweepCounts, takeMaxThreads } from './sweep-counts.js';

/** One-page documents in the fairness stream, alone and again beside the big one. */
const FAIRNESS_DOCUMENTS = 14;

const USAGE = `npm run bench:scaling [-- --max-threads N] [--every] [--fairness | --no-fairness] [--no-bandwidth] [--database-url URL]
  sweeps OCR_THREADS 1…N (N: the CPU quota) against raw tesseract; fairness with a 2,000-page document (bench/scaling/run.ts)`;

async function main() {
  const { maxThreads, rest } = takeMaxThreads(process.argv.slice(2));
  const { databaseUrl, flags } = runnerOptions(
    { usage: USAGE, database: true, flags: ['every', 'fairness', 'no-fairness', 'no-bandwidth'] },
    rest,
  );
  const facts = machineFacts();
  const topology = cpuTopology();
  const quota = cgroupCpuQuota();
  const top = maxThreads ?? usableCores();
  const counts = sweepCounts(top, topology?.physicalCores, flags.has('every'));
  const busySeconds = envNumber('BENCH_SECONDS', 20);
  const { tessdataDir } = findInstalledLanguages(process.env.TESSDATA_PREFIX);
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-scaling-'));
  try {
    progress(`drawing the page mix; counts ${counts.join(', ')}…`);
    const mix = await buildMix(dir);
    const api: ApiStep[] = [];
    const raw: RawStep[] = [];
    let perThread = 0;
    let fairness: FairnessResult | undefined;
    const t0 = performance.now();
    const say = (line: string) => progress(`[${((performance.now() - t0) / 1000).toFixed(0)} s] ${line}`);
    const fairnessOnly = flags.has('fairness');
    for (const n of fairnessOnly ? [top] : counts) {
      say(`${n} thread(s): starting a server…`);
      const server = await startScalingServer(n, databaseUrl);
      try {
        if (perThread === 0 && !fairnessOnly) {
          // Calibrate on the first count's warm-up: whole mixes, enough for busySeconds per thread (10% spare).
          const pageS = (await warmUp(server, mix)) / 1000 / Math.max(mix.length, n);
          perThread = mix.length * Math.ceil((busySeconds * 1.1) / (pageS * mix.length));
          say(`  about ${pageS.toFixed(2)} s a page: ${perThread} pages per thread each step`);
        }
        // Wall ms per page at this count: from the step, or (fairness alone) from a warm-up.
        let msPerPage: number;
        if (!fairnessOnly) {
          const pages = cycle(mix, n * perThread);
          say(`  API, ${pages.length} one-page documents…`);
          api.push(await runApiStep(server, mix, pages));
          say(`  ${api.at(-1)!.pagesPerS.toFixed(3)} pages/s; raw tesseract, ${n} process(es)…`);
          raw.push(await runRawStep(n, pages, tessdataDir));
          say(`  raw ${raw.at(-1)!.pagesPerS.toFixed(3)} pages/s`);
          msPerPage = 1000 / api.at(-1)!.pagesPerS;
        } else {
          await warmUp(server, mix); // cold: threads start, models load
          msPerPage = (await warmUp(server, mix)) / Math.max(mix.length, n);
        }
        if (n === top && !flags.has('no-fairness')) {
          const small = mix.find((p) => p.name === 'en-10pt')!;
          // One-page documents alone arrive at a quarter of the pool's throughput: they alone never queue,
          // and beside the big one (which takes a thread whenever none of them waits) they still fit.
          const intervalMs = Math.round(4 * msPerPage);
          say(`  fairness: ${FAIRNESS_DOCUMENTS} one-page documents every ${intervalMs} ms, alone and beside a 2,000-page scan…`);
          fairness = await measureFairness(server, small, small.path, dir, { count: FAIRNESS_DOCUMENTS, intervalMs, bigPages: 2000 });
        }
      } finally {
        await server.stop();
      }
    }
    say('memory-bandwidth probe…');
    const probePages = mix.filter((p) => ['en-10pt', 'de-10pt', 'dense-11pt'].includes(p.name));
    const bandwidth = flags.has('no-bandwidth') || fairnessOnly ? undefined : await probeBandwidth(probePages, tessdataDir);
    say('done');
    const summary: ScalingSummary = {
      benchmark: 'scaling',
      ...facts,
      topology: topology ?? null,
      cgroupQuotaCores: quota ?? null,
      usableCores: usableCores(),
      backend: databaseUrl ? 'postgres' : 'pglite',
      mix: mix.map((p) => `${p.name} (${p.tesseract})`),
      busySecondsPerThread: busySeconds,
      pagesPerThread: perThread,
      api,
      raw,
      fairness: fairness ?? null,
      bandwidth: bandwidth ?? null,
    };
    const name = `scaling${fairnessOnly ? '-fairness' : ''}${databaseUrl ? '-postgres' : ''}`;
    await writeResults(name, summary, markdown(summary));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

runMain('scaling', main);
