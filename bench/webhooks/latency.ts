// The API-latency windows of bench/webhook-dispatch.ts: p50/p99 of an authenticated
// GET /v1/documents/{id}, idle and while deliveries drain. The load is paced (each wrk connection
// pauses after every response) so it stays far below saturation: the windows show the
// dispatcher's interference, not queueing behind the load. While delivering, the receiver answers
// after 50 ms and all events go to one target, so deliveries are still under way when the window
// ends. wrk runs through http-load-external.ts's loadWrk with a pacing script.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadWrk } from '../http/load-external.js';
import { countDeliveries, enqueue, layoutEvents, type Rig } from './rig.js';

export const LOAD = { tool: 'wrk', threads: 1, connections: 8, thinkMs: 20, receiverDelayMs: 50 };

export interface LatencyRun {
  phase: 'idle' | 'delivering';
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and non-2xx answers: both should be 0. */
  errors: number;
  /** Delivering only: deliveries the receiver got during the window, and those still pending at its end. */
  deliveredInWindow?: number;
  pendingAtEnd?: number;
}

export type PacedWrk = Awaited<ReturnType<typeof pacedWrk>>;

/** wrk with a delay() hook: each connection waits LOAD.thinkMs after a response before its next request. */
export async function pacedWrk() {
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-webhooks-wrk-'));
  const script = join(dir, 'paced.lua');
  await writeFile(script, `function delay()\n  return ${LOAD.thinkMs}\nend\n`);
  const settings = { durationS: 0, warmupS: 0, connections: LOAD.connections, wrkThreads: LOAD.threads };
  return {
    async run(url: string, key: string, durationS: number): Promise<Omit<LatencyRun, 'phase'>> {
      const r = await loadWrk(url, { Authorization: `Bearer ${key}` }, { ...settings, durationS }, ['-s', script]);
      return { requests: r.requests, rps: r.rps, p50Ms: r.p50Ms, p99Ms: r.p99Ms, errors: r.errors + r.non2xx };
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function latencyRun(rig: Rig, phase: LatencyRun['phase'], n: number, durationS: number): Promise<LatencyRun> {
  if ((await countDeliveries(rig.db, '=', 'pending')) > 0) throw new Error('deliveries pending before a latency window');
  if (phase === 'idle') return { phase, ...(await rig.wrk.run(rig.documentUrl, rig.bench.key, durationS)) };

  await rig.receiver.reset(LOAD.receiverDelayMs, rig.secret, n);
  await enqueue(rig, layoutEvents(rig, 'documents-1-target', n));
  rig.bench.server.deps.webhooks.wake();
  const before = await rig.receiver.stats();
  const window = await rig.wrk.run(rig.documentUrl, rig.bench.key, durationS);
  const after = await rig.receiver.stats();
  const pendingAtEnd = await countDeliveries(rig.db, '=', 'pending');
  // The rest is cancelled as deleting their documents would: attempts under way finish and find
  // their delivery gone. Then wait until the receiver has had nothing new for a few answer times.
  await rig.db.deleteFrom('webhook_deliveries').where('status', '=', 'pending').execute();
  for (let last = -1, now = after.received; now !== last; now = (await rig.receiver.stats()).received) {
    last = now;
    await new Promise((r) => setTimeout(r, Math.max(200, 3 * LOAD.receiverDelayMs)));
  }
  if (after.badSignature > 0) throw new Error(`${after.badSignature} deliveries were not signed correctly`);
  return { phase, ...window, deliveredInWindow: after.received - before.received, pendingAtEnd };
}
