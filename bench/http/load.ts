// The load side of bench/http-get.ts: which tool (autocannon, wrk, or the built-in node:http
// generator of load-http.ts), its settings from the environment, and one measurement of one URL.
// Every tool runs as its own process, so it never shares an event loop with a server under test.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { autocannonCli, loadAutocannon, loadWrk, onPath, runChild } from './load-external.js';
import { percentileMs, type LoadOptions, type LoadReport } from './load-generator.js';

export type Tool = 'autocannon' | 'wrk' | 'builtin';

export interface LoadSettings {
  tool: Tool;
  durationS: number;
  warmupS: number;
  connections: number;
  wrkThreads: number;
  loadProcs: number;
}

export interface LoadResult {
  requests: number;
  durationS: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  errors: number;
  non2xx: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const ext = extname(fileURLToPath(import.meta.url));

export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function chooseTool(): Tool {
  const wanted = (process.env.BENCH_TOOL ?? 'auto').toLowerCase();
  const available: Record<Tool, boolean> = { autocannon: existsSync(autocannonCli), wrk: onPath('wrk') !== undefined, builtin: true };
  if (wanted === 'auto') return available.autocannon ? 'autocannon' : available.wrk ? 'wrk' : 'builtin';
  if (!(wanted in available)) throw new Error(`BENCH_TOOL must be auto, autocannon, wrk or builtin, got "${wanted}"`);
  if (!available[wanted as Tool]) throw new Error(`BENCH_TOOL=${wanted} but it is not installed`);
  return wanted as Tool;
}

export function loadSettings(): LoadSettings {
  const connections = Math.max(1, Math.floor(positive('BENCH_CONNECTIONS', 50)));
  return {
    tool: chooseTool(),
    durationS: positive('BENCH_DURATION', 5),
    warmupS: positive('BENCH_WARMUP', 1),
    connections,
    wrkThreads: Math.max(1, Math.floor(positive('BENCH_WRK_THREADS', Math.min(2, availableParallelism(), connections)))),
    loadProcs: Math.max(1, Math.floor(positive('BENCH_LOAD_PROCS', 1))),
  };
}

async function loadBuiltin(url: string, headers: Record<string, string>, s: LoadSettings): Promise<LoadResult> {
  const procs = Math.max(1, Math.min(s.loadProcs, s.connections));
  const script = join(here, `load-generator${ext}`);
  const reports = await Promise.all(
    Array.from({ length: procs }, (_, i) => {
      const opts: LoadOptions = {
        url,
        connections: Math.floor(s.connections / procs) + (i < s.connections % procs ? 1 : 0),
        durationS: s.durationS,
        warmupS: s.warmupS,
        headers,
      };
      const timeoutMs = (s.durationS + s.warmupS + 60) * 1000;
      return runChild(process.execPath, [script, JSON.stringify(opts)], timeoutMs).then((r) => JSON.parse(r.stdout) as LoadReport);
    }),
  );
  const histogram: Record<string, number> = {};
  for (const r of reports) for (const [b, n] of Object.entries(r.histogram)) histogram[b] = (histogram[b] ?? 0) + n;
  const requests = reports.reduce((sum, r) => sum + r.requests, 0);
  const durationS = Math.max(...reports.map((r) => r.durationS));
  return {
    requests,
    durationS,
    rps: requests / durationS,
    p50Ms: percentileMs(histogram, 50),
    p90Ms: percentileMs(histogram, 90),
    p99Ms: percentileMs(histogram, 99),
    meanMs: reports.reduce((sum, r) => sum + r.latencySumUs, 0) / Math.max(1, requests) / 1000,
    maxMs: Math.max(...reports.map((r) => r.latencyMaxUs)) / 1000,
    errors: reports.reduce((sum, r) => sum + r.errors, 0),
    non2xx: reports.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** One measurement (after the warm-up) of GET `url` with `headers`. */
export function load(url: string, headers: Record<string, string>, s: LoadSettings): Promise<LoadResult> {
  if (s.tool === 'wrk') return loadWrk(url, headers, s);
  if (s.tool === 'autocannon') return loadAutocannon(url, headers, s);
  return loadBuiltin(url, headers, s);
}
