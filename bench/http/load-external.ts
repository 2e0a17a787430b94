// wrk and autocannon for bench/http-load.ts: each run as its own process (a warm-up run first,
// not counted), its output read back into a LoadResult.
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { root } from '../_kit/bench-kit.js';
import type { LoadResult, LoadSettings } from './load.js';

export const autocannonCli = join(root, 'node_modules/autocannon/autocannon.js');

export function onPath(binary: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, binary), constants.X_OK);
      return join(dir, binary);
    } catch {
      // not here
    }
  }
  return undefined;
}

export function runChild(file: string, args: string[], timeoutMs: number): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 64 << 20, timeout: timeoutMs }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${file} ${args.join(' ')} failed: ${err.message}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}

/** wrk's "1.23ms", "456.00us", "1.20s", "2.00m" in milliseconds. */
export function wrkTimeMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const value = Number(m[1]);
  return m[2] === 'us' ? value / 1000 : m[2] === 'ms' ? value : m[2] === 's' ? value * 1000 : value * 60_000;
}

/** `extraArgs`: more wrk options, e.g. `-s script.lua` for a paced load. */
export async function loadWrk(
  url: string,
  headers: Record<string, string>,
  s: Pick<LoadSettings, 'durationS' | 'warmupS' | 'connections' | 'wrkThreads'>,
  extraArgs: string[] = [],
): Promise<LoadResult> {
  const wrk = onPath('wrk')!;
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

export async function loadAutocannon(url: string, headers: Record<string, string>, s: LoadSettings): Promise<LoadResult> {
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
