// The http bench's load settings, from the environment: which tool (autocannon, wrk, or the
// built-in generator of load-generator.ts), for how long, with how many connections.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { onPath } from '../_kit/child-processes.js';
import type { WrkSettings } from '../_kit/wrk.js';
import { autocannonCli } from './autocannon.js';

export type Tool = 'autocannon' | 'wrk' | 'builtin';

export interface LoadSettings extends WrkSettings {
  tool: Tool;
  /** Processes of the built-in generator, the connections split between them. */
  loadProcs: number;
}

/** A non-negative number from the environment variable `name`; `fallback` when unset. */
function positive(name: string, fallback: number): number {
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
