// The API-latency windows of bench/webhook-dispatch.ts: p50/p99 of an authenticated
// GET /v1/documents/{id}, idle and while deliveries drain. The load is paced (each wrk connection
// pauses after every response) so it stays far below saturation: the windows show the
// dispatcher's interference, not queueing behind the load. While delivering, the receiver answers
// after 50 ms and all events go to one target, so deliveries are still under way when the window
// ends. (wrk is run here, not through http-get.ts: that file runs its benchmark when imported.)
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countDeliveries, enqueue, layoutEvents, type Rig } from './webhook-bench-setup.js';

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

/** wrk's "1.23ms", "456.00us", "1.20s" in milliseconds. */
function wrkTimeMs(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text?.trim() ?? '');
  return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2] as 'us' | 'ms' | 's'] : NaN;
}

/** wrk with a delay() hook: each connection waits LOAD.thinkMs after a response before its next request. */
export async function pacedWrk() {
  const dir = await mkdtemp(join(tmpdir(), 'docrec-bench-webhooks-wrk-'));
  const script = join(dir, 'paced.lua');
  await writeFile(script, `function delay()\n  return ${LOAD.thinkMs}\nend\n`);
  const wrk = (args: string[], timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      execFile('wrk', args, { timeout: timeoutMs }, (err, stdout, stderr) => (err ? reject(new Error(`wrk: ${err.message}\n${stderr}`)) : resolve(stdout)));
    });
  return {
    async run(url: string, key: string, durationS: number): Promise<Omit<LatencyRun, 'phase'>> {
      const out = await wrk(['-t', String(LOAD.threads), '-c', String(LOAD.connections), '-d', `${durationS}s`, '--latency', '-s', script,
        '-H', `Authorization: Bearer ${key}`, url], (durationS + 60) * 1000);
      const pick = (re: RegExp) => re.exec(out)?.[1];
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1) ?? [];
      return {
        requests: Number(pick(/(\d+) requests in/)),
        rps: Number(pick(/Requests\/sec:\s+([\d.]+)/)),
        p50Ms: wrkTimeMs(pick(/^\s+50%\s+(\S+)/m)),
        p99Ms: wrkTimeMs(pick(/^\s+99%\s+(\S+)/m)),
        errors: [...socket, pick(/Non-2xx or 3xx responses: (\d+)/) ?? '0'].reduce((sum, x) => sum + Number(x), 0),
      };
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
