// The API-latency windows of the webhooks bench (run.ts): p50/p99 of an authenticated
// GET /v1/documents/{id} under the paced load of paced-wrk.ts, idle and while deliveries drain.
// While delivering, the receiver answers after LOAD.receiverDelayMs and all events go to one
// target, so deliveries are still under way when the window ends.
import { LOAD, type WindowResult } from './paced-wrk.js';
import { countDeliveries, enqueue, layoutEvents, type Rig } from './rig.js';

export interface LatencyRun extends WindowResult {
  phase: 'idle' | 'delivering';
  /** Delivering only: deliveries the receiver got during the window, and those still pending at its end. */
  deliveredInWindow?: number;
  pendingAtEnd?: number;
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
