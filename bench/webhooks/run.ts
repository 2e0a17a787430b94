// Webhook dispatch benchmark: deliveries/s to a local receiver with signing, and the p99 an API
// request gains while 1,000 deliveries are in flight. A docrec server in this process
// (webhook-bench-setup.ts) delivers to a receiver process that verifies both signatures of every
// delivery (webhook-receiver.ts).
//   1. deliveries/s: N events committed, then wake(), timed until the outbox shows all succeeded;
//      N documents × 1 event to one target, the same over 8 targets, 1 document × 200 events.
//   2. signing alone (tinybench).
//   3. GET /v1/documents/{id} p50/p99 under paced wrk, idle vs while N deliveries drain (webhook-latency.ts).
// Rounds are interleaved (order rotated), medians reported (webhook-report.ts).
//
//   npm run bench:webhooks        needs wrk; results in bench/results/webhook-dispatch.json and .md
//
// Environment (all optional): BENCH_DELIVERIES (default 1000; PGlite's delivery runs take at most
// 200, to keep the run short), BENCH_ROUNDS (3), BENCH_BACKENDS (postgres,pglite),
// BENCH_DATABASE_URL (a fresh schema is made and dropped; default the test suite's database,
// skipped with a note if unreachable), BENCH_DURATION (seconds of each GET window, 5).
import { Bench } from 'tinybench';
import { newId } from '../../src/domain/ids.js';
import { eventPayload } from '../../src/store/outbox-repo.js';
import { attemptBody } from '../../src/webhooks/event-body.js';
import { deliveryHeaders } from '../../src/webhooks/signing.js';
import { envNumber, fmt, machineFacts, progress, runMain, writeResults } from '../_kit/bench-kit.js';
import { freshSchema } from '../_kit/bench-server.js';
import * as setup from './rig.js';
import { latencyRun, LOAD, pacedWrk, type LatencyRun } from './latency.js';
import { startReceiver } from './receiver.js';
import * as report from './report.js';

const DEFAULT_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/test';
/** PGlite delivers several times slower, and one document's rate falls with its backlog: both capped. */
const PGLITE_DELIVERIES = 200;
const ONE_DOCUMENT_EVENTS = 200;

/** One timed run: wake() → the outbox shows all `n` succeeded; server CPU is this process (with PGlite, its database too). */
export type DeliveryRun = Awaited<ReturnType<typeof deliveryRun>>;

async function deliveryRun(rig: setup.Rig, layout: setup.Layout, n: number) {
  await rig.receiver.reset(0, rig.secret, n);
  await setup.enqueue(rig, setup.layoutEvents(rig, layout, n));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  rig.bench.server.deps.webhooks.wake();
  const { badSignature, duplicates } = await rig.receiver.reached(120_000);
  await setup.waitDrained(rig.db, 60_000);
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const failed = await setup.countDeliveries(rig.db, '<>', 'succeeded');
  if (failed > 0) throw new Error(`${failed} deliveries did not succeed (${layout})`);
  const serverCpuMsPerDelivery = (cpu.user + cpu.system) / 1000 / n;
  return { layout, deliveries: n, wallMs, perS: n / (wallMs / 1000), serverCpuMsPerDelivery, badSignature, duplicates };
}

export type Signing = Awaited<ReturnType<typeof signingBench>>;

/** The CPU of an attempt before the network, on the body the outbox stores for the template. */
async function signingBench(rig: setup.Rig) {
  const payload = eventPayload(rig.template, newId('evt'), setup.eventFields());
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

async function measure(rig: setup.Rig, n: number, rounds: number, durationS: number): Promise<report.BackendResult> {
  // Untimed warm-up: connections, JIT, the claim query's plan.
  await deliveryRun(rig, 'documents-1-target', Math.min(n, 200));
  await latencyRun(rig, 'idle', n, 1);
  const spread = rig.bench.backend === 'pglite' ? Math.min(n, PGLITE_DELIVERIES) : n;
  const deliveries: DeliveryRun[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < setup.LAYOUTS.length; i++) {
      const layout = setup.LAYOUTS[(i + r) % setup.LAYOUTS.length]!;
      const run = await deliveryRun(rig, layout, layout === 'one-document' ? Math.min(ONE_DOCUMENT_EVENTS, spread) : spread);
      progress(`  ${rig.bench.backend} round ${r + 1} ${layout}: ${fmt(run.perS, 0)} deliveries/s (${fmt(run.wallMs, 0)} ms)`);
      deliveries.push(run);
    }
  }
  const latency: LatencyRun[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const phase of r % 2 === 0 ? (['idle', 'delivering'] as const) : (['delivering', 'idle'] as const)) {
      const run = await latencyRun(rig, phase, n, durationS);
      progress(
        `  ${rig.bench.backend} round ${r + 1} GET ${phase}: p50 ${fmt(run.p50Ms)} ms, p99 ${fmt(run.p99Ms)} ms` +
          (phase === 'delivering' ? `, ${run.deliveredInWindow} delivered in the window, ${run.pendingAtEnd} still pending` : ''),
      );
      latency.push(run);
    }
  }
  return {
    databaseHost: rig.bench.databaseHost,
    deliveries: report.summarizeDeliveries(deliveries),
    latency: report.summarizeLatency(latency),
  };
}

async function main() {
  const facts = machineFacts();
  const started = performance.now();
  const source = report.sourceVersion(); // what dist/ was just compiled from, before anyone changes src/ again
  const n = envNumber('BENCH_DELIVERIES', 1000);
  const rounds = envNumber('BENCH_ROUNDS', 3);
  const durationS = envNumber('BENCH_DURATION', 5);
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  const notes: string[] = [];
  const backends: setup.Backend[] = [];
  for (const b of (process.env.BENCH_BACKENDS ?? 'postgres,pglite')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    if (b !== 'postgres' && b !== 'pglite') throw new Error(`BENCH_BACKENDS: unknown backend "${b}"`);
    const unreachable =
      b === 'postgres'
        ? await freshSchema(adminUrl).then(
            (s) => s.drop(),
            (err: Error) => err.message,
          )
        : undefined;
    if (unreachable) notes.push(`PostgreSQL at ${new URL(adminUrl).host} not reachable (${unreachable}): skipped.`);
    else backends.push(b);
  }
  notes.forEach(progress);

  const results: Record<string, report.BackendResult> = {};
  let signing: Signing | undefined;
  const wrk = await pacedWrk();
  const receiver = await startReceiver(setup.TARGETS).catch(async (err: unknown) => {
    await wrk.close();
    throw err;
  });
  try {
    for (const backend of backends) {
      progress(`${backend}: starting server, ${n} documents…`);
      const rig = await setup.startRig(backend, adminUrl, receiver, wrk, n);
      try {
        signing ??= await signingBench(rig);
        results[backend] = await measure(rig, n, rounds, durationS);
      } finally {
        await rig.bench.stop();
      }
    }
  } finally {
    await receiver.stop();
    await wrk.close();
  }
  const settings = {
    deliveriesPerRun: n,
    pgliteDeliveriesPerRun: Math.min(n, PGLITE_DELIVERIES),
    oneDocumentEvents: Math.min(n, ONE_DOCUMENT_EVENTS),
    rounds,
    latencyLoad: { ...LOAD, durationS },
  };
  const summary = {
    benchmark: 'webhook-dispatch',
    ...facts,
    source,
    settings,
    backends,
    notes,
    signing,
    results,
    totalSeconds: (performance.now() - started) / 1000,
  };
  await writeResults('webhook-dispatch', summary, report.markdown(summary));
}

runMain('webhook-dispatch', main);
