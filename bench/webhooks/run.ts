// Webhook dispatch benchmark: deliveries/s to a local receiver with signing, and the p99 an API
// request gains while 1,000 deliveries are in flight. A docrec server in this process (rig.ts)
// delivers to a receiver process that verifies both signatures of every delivery (receiver.ts).
//   1. deliveries/s: N events committed, then wake(), timed until the outbox shows all succeeded
//      (deliveries.ts); N documents × 1 event to one target, the same over 8 targets, 1 document
//      × 200 events.
//   2. signing alone (signing.ts, tinybench).
//   3. GET /v1/documents/{id} p50/p99 under paced wrk, idle vs while N deliveries drain (latency.ts).
// Rounds are interleaved (order rotated), medians reported (summary.ts, report.ts).
//
//   npm run bench:webhooks [-- --database-url postgres://…]   needs wrk; results in
//   bench/results/webhook-dispatch.json and .md
//
// --database-url: PostgreSQL for the postgres backend (a fresh schema is made and dropped);
// default the test suite's database, skipped with a note if unreachable.
// Environment (all optional): BENCH_DELIVERIES (default 1000; PGlite's delivery runs take at most
// 200, to keep the run short), BENCH_ROUNDS (3), BENCH_BACKENDS (postgres,pglite), BENCH_DURATION
// (seconds of each GET window, 5).
import { envNumber, runnerOptions, TEST_DATABASE_URL } from '../_kit/options.js';
import { fmt } from '../_kit/stats.js';
import { machineFacts } from '../_kit/machine-facts.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { freshSchema } from '../_kit/fresh-schema.js';
import * as setup from './rig.js';
import { deliveryRun, type DeliveryRun } from './deliveries.js';
import { latencyRun, type LatencyRun } from './latency.js';
import { LOAD, pacedWrk } from './paced-wrk.js';
import { startReceiver } from './receiver.js';
import { markdown } from './report.js';
import { signingBench, type Signing } from './signing.js';
import { sourceVersion, summarizeDeliveries, summarizeLatency, type BackendResult } from './summary.js';

/** PGlite delivers several times slower, and one document's rate falls with its backlog: both capped. */
const PGLITE_DELIVERIES = 200;
const ONE_DOCUMENT_EVENTS = 200;

async function measure(rig: setup.Rig, n: number, rounds: number, durationS: number): Promise<BackendResult> {
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
    deliveries: summarizeDeliveries(deliveries),
    latency: summarizeLatency(latency),
  };
}

async function main() {
  const options = runnerOptions({
    usage: 'npm run bench:webhooks [-- --database-url URL]: webhook deliveries/s and API latency while they drain (bench/webhooks/run.ts)',
    database: true,
  });
  const facts = machineFacts();
  const started = performance.now();
  const source = sourceVersion(); // what dist/ was just compiled from, before anyone changes src/ again
  const n = envNumber('BENCH_DELIVERIES', 1000);
  const rounds = envNumber('BENCH_ROUNDS', 3);
  const durationS = envNumber('BENCH_DURATION', 5);
  const adminUrl = options.databaseUrl || TEST_DATABASE_URL;
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

  const results: Record<string, BackendResult> = {};
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
  await writeResults('webhook-dispatch', summary, markdown(summary));
}

runMain('webhook-dispatch', main);
