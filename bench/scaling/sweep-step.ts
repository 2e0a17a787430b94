// One thread count of the sweep, both ways: the whole API with OCR_THREADS = n (a server in its own
// process, pages uploaded as one-page documents at once, first upload to last completed_at), and raw
// `tesseract` with n processes at a time (one process per page, its right language), on the same pages.
import { rawTesseract, workQueue } from '../_kit/ocr-runners.js';
import { cpuBetween, cpuSample, rss, serverMetrics, watchServer, type CpuUse } from './process-probe.js';
import { latencyMs, uploadFile, waitAllCompleted } from './scaling-client.js';
import type { MixPage } from './scaling-pages.js';
import type { ScalingServer } from './scaling-server.js';

export interface ApiStep {
  threads: number;
  pages: number;
  wallMs: number;
  pagesPerS: number;
  cpu: CpuUse;
  /** docrec_pool_utilisation sampled every 250 ms over the run: 1 - its mean is the pool's idle share. */
  meanBusy: number;
  rssAfterStartBytes: number;
  /** After the warm-up: every thread started, its models and MuPDF loaded. */
  rssAfterWarmBytes: number;
  rssPeakBytes: number;
  rssAfterBytes: number;
  /** Each worker's docrec_wasm_heap_bytes / docrec_js_heap_used_bytes after the run. */
  workerWasmBytes: number[];
  workerJsHeapBytes: number[];
  warmupMs: number;
  /**
   * The server's CPU per second of wall time with no documents but the same observers (the 250 ms
   * /metrics scrapes, whose collectors query the database): subtracted from the step's CPU, what is
   * left is what pages cost.
   */
  idleMainThreadMsPerS: number;
  idleServerMsPerS: number;
  latencyP50Ms: number;
}

/** 5 s of the server with nothing to do, watched as a step watches it. */
async function idleBaseline(server: ScalingServer): Promise<CpuUse> {
  const before = cpuSample(server.pid);
  const watch = watchServer(server.url, server.pid);
  await new Promise((r) => setTimeout(r, 5000));
  await watch.stop();
  return cpuBetween(before, cpuSample(server.pid));
}

export interface RawStep {
  processes: number;
  pages: number;
  wallMs: number;
  pagesPerS: number;
  cpu: CpuUse;
}

async function uploadAll(server: ScalingServer, pages: readonly MixPage[]): Promise<{ first: number; ids: string[] }> {
  const ids: string[] = [];
  let first = Number.POSITIVE_INFINITY;
  for (const page of pages) {
    const { id, startedAt } = await uploadFile(server, page.path);
    first = Math.min(first, startedAt);
    ids.push(id);
  }
  return { first, ids };
}

/** Warm-up: every mix page once, and at least one page per thread (each thread loads its own models). */
export async function warmUp(server: ScalingServer, mix: readonly MixPage[]): Promise<number> {
  const started = performance.now();
  const pages = Array.from({ length: Math.max(mix.length, server.threads) }, (_, i) => mix[i % mix.length]!);
  const { ids } = await uploadAll(server, pages);
  await waitAllCompleted(server, ids, 10 * 60_000);
  return performance.now() - started;
}

export async function runApiStep(server: ScalingServer, mix: readonly MixPage[], pages: readonly MixPage[]): Promise<ApiStep> {
  const rssAfterStartBytes = rss(server.pid).rssBytes;
  const warmupMs = await warmUp(server, mix);
  const rssAfterWarmBytes = rss(server.pid).rssBytes;
  const idle = await idleBaseline(server);
  const before = cpuSample(server.pid);
  const watch = watchServer(server.url, server.pid);
  const { first, ids } = await uploadAll(server, pages);
  const docs = await waitAllCompleted(server, ids, 20 * 60_000);
  const after = cpuSample(server.pid);
  const watched = await watch.stop();
  const wallMs = Math.max(...docs.map((d) => Date.parse(d.completed_at!))) - first;
  const metrics = await serverMetrics(server.url);
  const latencies = docs.map(latencyMs).sort((a, b) => a - b);
  return {
    threads: server.threads,
    pages: pages.length,
    wallMs,
    pagesPerS: pages.length / (wallMs / 1000),
    cpu: cpuBetween(before, after),
    meanBusy: watched.meanBusy,
    rssAfterStartBytes,
    rssAfterWarmBytes,
    rssPeakBytes: watched.peakRssBytes,
    rssAfterBytes: rss(server.pid).rssBytes,
    workerWasmBytes: metrics.workerWasmBytes,
    workerJsHeapBytes: metrics.workerJsHeapBytes,
    warmupMs,
    idleMainThreadMsPerS: idle.mainThreadMs / (idle.wallMs / 1000),
    idleServerMsPerS: idle.serverMs / (idle.wallMs / 1000),
    latencyP50Ms: latencies[Math.floor(latencies.length / 2)]!,
  };
}

export async function runRawStep(processes: number, pages: readonly MixPage[], tessdataDir: string | undefined): Promise<RawStep> {
  const before = cpuSample(undefined);
  const started = performance.now();
  await workQueue(pages, processes, (p) => rawTesseract(p.path, p.tesseract, tessdataDir));
  const wallMs = performance.now() - started;
  const cpu = cpuBetween(before, cpuSample(undefined));
  return { processes, pages: pages.length, wallMs, pagesPerS: pages.length / (wallMs / 1000), cpu };
}
