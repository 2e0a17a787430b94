// wrk as a load tool (the http bench's fastest, and the webhooks bench's paced load): a warm-up
// run first, not counted, then the measured run, its output read back into a LoadResult.
import type { LoadResult } from './load-result.js';
import { onPath, runChild } from './child-processes.js';

/** How long to warm up and measure, with how many connections on how many wrk threads. */
export interface WrkSettings {
  durationS: number;
  warmupS: number;
  connections: number;
  wrkThreads: number;
}

/** wrk's "1.23ms", "456.00us", "1.20s", "2.00m" in milliseconds. */
function wrkTimeMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const value = Number(m[1]);
  return m[2] === 'us' ? value / 1000 : m[2] === 'ms' ? value : m[2] === 's' ? value * 1000 : value * 60_000;
}

/** `extraArgs`: more wrk options, e.g. `-s script.lua` for a paced load. */
export async function loadWrk(url: string, headers: Record<string, string>, s: WrkSettings, extraArgs: string[] = []): Promise<LoadResult> {
  const wrk = onPath('wrk');
  if (!wrk) throw new Error('wrk is not installed');
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const common = ['-t', String(s.wrkThreads), '-c', String(s.connections), ...headerArgs, ...extraArgs];
  if (s.warmupS > 0) await runChild(wrk, [...common, '-d', `${Math.ceil(s.warmupS)}s`, url], (s.warmupS + 60) * 1000);
  const { stdout } = await runChild(wrk, [...common, '-d', `${s.durationS}s`, '--latency', url], (s.durationS + 60) * 1000);
  const pick = (re: RegExp) => re.exec(stdout)?.[1];
  const latency = /Latency\s+(\S+)\s+(\S+)\s+(\S+)/.exec(stdout);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requests: Number(pick(/(\d+) requests in/) ?? NaN),
    durationS: wrkTimeMs(pick(/requests in ([\d.]+\w+),/) ?? '') / 1000,
    rps: Number(pick(/Requests\/sec:\s+([\d.]+)/) ?? NaN),
    p50Ms: wrkTimeMs(pick(/^\s+50%\s+(\S+)/m) ?? ''),
    p90Ms: wrkTimeMs(pick(/^\s+90%\s+(\S+)/m) ?? ''),
    p99Ms: wrkTimeMs(pick(/^\s+99%\s+(\S+)/m) ?? ''),
    meanMs: wrkTimeMs(latency?.[1] ?? ''),
    maxMs: wrkTimeMs(latency?.[3] ?? ''),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(pick(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
  };
}
