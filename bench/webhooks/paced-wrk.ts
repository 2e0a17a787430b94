// The load of the webhooks bench's API-latency windows: wrk through _kit/wrk.ts with a pacing
// script, each connection pausing after every response, so the load stays far below saturation
// and a window shows the dispatcher's interference, not queueing behind the load.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadWrk } from '../_kit/wrk.js';

/** The paced load, and how long the receiver waits before answering while deliveries drain. */
export const LOAD = { tool: 'wrk', threads: 1, connections: 8, thinkMs: 20, receiverDelayMs: 50 };

/** One window of GET requests. */
export interface WindowResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and non-2xx answers: both should be 0. */
  errors: number;
}

export type PacedWrk = Awaited<ReturnType<typeof pacedWrk>>;

/** wrk with a delay() hook: each connection waits LOAD.thinkMs after a response before its next request. */
export async function pacedWrk() {
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-webhooks-wrk-'));
  const script = join(dir, 'paced.lua');
  await writeFile(script, `function delay()\n  return ${LOAD.thinkMs}\nend\n`);
  const settings = { durationS: 0, warmupS: 0, connections: LOAD.connections, wrkThreads: LOAD.threads };
  return {
    async run(url: string, key: string, durationS: number): Promise<WindowResult> {
      const r = await loadWrk(url, { Authorization: `Bearer ${key}` }, { ...settings, durationS }, ['-s', script]);
      return { requests: r.requests, rps: r.rps, p50Ms: r.p50Ms, p99Ms: r.p99Ms, errors: r.errors + r.non2xx };
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
