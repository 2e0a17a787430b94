// Signing alone, timed with tinybench: the CPU of a delivery attempt before the network, on the
// body the outbox stores for the rig's template document.
import { Bench } from 'tinybench';
import { newId } from '../../src/domain/ids.js';
import { eventPayload } from '../../src/store/outbox-repo.js';
import { attemptBody } from '../../src/webhooks/event-body.js';
import { deliveryHeaders } from '../../src/webhooks/signing.js';
import { eventFields, type Rig } from './rig.js';

export type Signing = Awaited<ReturnType<typeof signingBench>>;

export async function signingBench(rig: Rig) {
  const payload = eventPayload(rig.template, newId('evt'), eventFields());
  const now = new Date();
  const body = attemptBody(payload, now);
  const base = {
    eventId: String(payload.event_id),
    event: 'document.completed',
    attempt: 1,
    timestamp: Math.floor(now.getTime() / 1000),
    body,
    secret: rig.secret,
    previousSecret: undefined,
  };
  const bench = new Bench({ time: 400, warmupTime: 100 })
    .add('deliveryHeaders: both signatures', () => void deliveryHeaders(base))
    .add('deliveryHeaders during a secret rotation (3 HMACs)', () => void deliveryHeaders({ ...base, previousSecret: rig.secret }))
    .add(
      'attemptBody + deliveryHeaders (all CPU of an attempt before the network)',
      () => void deliveryHeaders({ ...base, body: attemptBody(payload, now) }),
    );
  await bench.run();
  const tasks = bench.tasks.map(({ name, result: r }) => {
    if (!('latency' in r)) throw new Error(`tinybench task ${name} ended ${r.state}`);
    return { name, meanUs: r.latency.mean * 1000, p99Us: r.latency.p99 * 1000, opsPerS: r.throughput.mean };
  });
  return { bodyBytes: body.length, tasks };
}
