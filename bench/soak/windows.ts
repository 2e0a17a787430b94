// One row of the soak table per window: what the clients saw (documents accepted, completed,
// failed, deleted, swept; API latency) and what the probes read (the maximum over the window's
// samples for memory, descriptors, files, connections, backlog and event-loop lag, so a spike
// between two window ends still shows).
import { percentile } from '../_kit/stats.js';
import type { Ledger } from './ledger.js';
import type { ProbeSample } from './server-probe.js';

export interface WindowRow {
  window: number;
  fromS: number;
  toS: number;
  accepted: number;
  completed: number;
  failed: number;
  deletedByClient: number;
  sweptByRetention: number;
  pagesPerS: number;
  apiP50ms: number;
  apiP99ms: number;
  uploadP50ms: number;
  eventLoopLagP99ms: number;
  rssMaxMiB: number;
  rssEndMiB: number;
  mainWasmMiB: number;
  workerWasmMaxMiB: number;
  mainJsHeapMiB: number;
  workerJsHeapMaxMiB: number;
  workers: number;
  fdsMax: number;
  fdsEnd: number;
  filesMax: number;
  strayFilesMax: number;
  dbConnectionsMax: number;
  webhookBacklogMax: number;
}

const MiB = 2 ** 20;
const max = (values: number[]) => (values.length ? Math.max(...values.filter(Number.isFinite)) : NaN);

export function windowRow(
  n: number,
  start: number,
  from: number,
  to: number,
  ledger: Ledger,
  latency: { api: number[]; upload: number[] },
  samples: ProbeSample[],
  pagesBefore: number,
): WindowRow {
  const c = ledger.countIn(from, to);
  const last = samples[samples.length - 1]!;
  const workers = (heap: (s: ProbeSample) => Record<string, number>) =>
    samples.flatMap((s) =>
      Object.entries(heap(s))
        .filter(([t]) => t !== 'main')
        .map(([, v]) => v),
    );
  return {
    window: n,
    fromS: Math.round((from - start) / 1000),
    toS: Math.round((to - start) / 1000),
    accepted: c.accepted,
    completed: c.completed,
    failed: c.failed,
    deletedByClient: c.deleted,
    sweptByRetention: c.swept,
    pagesPerS: (last.pagesProcessed - pagesBefore) / ((to - from) / 1000),
    apiP50ms: percentile(latency.api, 50),
    apiP99ms: percentile(latency.api, 99),
    uploadP50ms: percentile(latency.upload, 50),
    eventLoopLagP99ms: max(samples.map((s) => s.eventLoopLagP99s)) * 1000,
    rssMaxMiB: max(samples.map((s) => s.rssBytes)) / MiB,
    rssEndMiB: last.rssBytes / MiB,
    mainWasmMiB: max(samples.map((s) => s.wasmHeap.main ?? NaN)) / MiB,
    workerWasmMaxMiB: max(workers((s) => s.wasmHeap)) / MiB,
    mainJsHeapMiB: max(samples.map((s) => s.jsHeap.main ?? NaN)) / MiB,
    workerJsHeapMaxMiB: max(workers((s) => s.jsHeap)) / MiB,
    workers: Object.keys(last.wasmHeap).filter((t) => t !== 'main').length,
    fdsMax: max(samples.map((s) => s.fds)),
    fdsEnd: last.fds,
    filesMax: max(samples.map((s) => s.files)),
    strayFilesMax: max(samples.map((s) => s.strayFiles)),
    dbConnectionsMax: max(samples.map((s) => s.dbConnections)),
    webhookBacklogMax: max(samples.map((s) => s.webhookBacklog)),
  };
}
