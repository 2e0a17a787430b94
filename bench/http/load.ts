// The load side of the http bench: one measurement of one URL with the tool the settings chose
// (load-settings.ts): wrk, autocannon, or the built-in node:http generator of load-generator.ts,
// run as one or more processes whose histograms are merged. Every tool runs as its own process,
// so it never shares an event loop with a server under test.
import { runChild, siblingScript } from '../_kit/child-processes.js';
import type { LoadResult } from '../_kit/load-result.js';
import { loadWrk } from '../_kit/wrk.js';
import { loadAutocannon } from './autocannon.js';
import { percentileMs, type LoadOptions, type LoadReport } from './load-generator.js';
import type { LoadSettings } from './load-settings.js';

async function loadBuiltin(url: string, headers: Record<string, string>, s: LoadSettings): Promise<LoadResult> {
  const procs = Math.max(1, Math.min(s.loadProcs, s.connections));
  const script = siblingScript(import.meta.url, 'load-generator');
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
