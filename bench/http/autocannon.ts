// autocannon as the http bench's load tool (a devDependency when installed; `-j` gives JSON): a
// warm-up run first, not counted, then the measured run read back into a LoadResult.
import { join } from 'node:path';
import { runChild } from '../_kit/child-processes.js';
import type { LoadResult } from '../_kit/load-result.js';
import { root } from '../_kit/results.js';

export const autocannonCli = join(root, 'node_modules/autocannon/autocannon.js');

/** `s`: seconds of warm-up and of measurement, and the connections kept open. */
export async function loadAutocannon(
  url: string,
  headers: Record<string, string>,
  s: { durationS: number; warmupS: number; connections: number },
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const common = [autocannonCli, '-c', String(s.connections), ...headerArgs];
  const warm = [...common, '-d', String(Math.ceil(s.warmupS)), '-j', url];
  if (s.warmupS > 0) await runChild(process.execPath, warm, (s.warmupS + 60) * 1000);
  const { stdout } = await runChild(process.execPath, [...common, '-d', String(s.durationS), '-j', url], (s.durationS + 60) * 1000);
  const r = JSON.parse(stdout) as {
    requests: { total: number };
    latency: { p50: number; p90: number; p99: number; average: number; max: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    requests: r.requests.total,
    durationS: r.duration,
    rps: r.requests.total / r.duration,
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    meanMs: r.latency.average,
    maxMs: r.latency.max,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
