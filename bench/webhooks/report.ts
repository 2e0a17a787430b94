// The markdown of bench/results/webhook-dispatch.md, from the webhooks bench's summary
// (summary.ts). Every number in it was measured in the run, except the dispatcher's limits,
// quoted from the constants in src/webhooks/create-dispatcher.ts.
import { factsLines } from '../_kit/machine-facts.js';
import { fmt, sum } from '../_kit/stats.js';
import { LAYOUTS, TARGETS, type Backend, type Layout } from './rig.js';
import type { Summary } from './summary.js';

const LAYOUT_TEXT: Record<Layout, (n: number) => string> = {
  'documents-1-target': (n) => `${n} documents × 1 event, 1 target`,
  'documents-many-targets': (n) => `${n} documents × 1 event, ${TARGETS} targets`,
  'one-document': (n) => `1 document × ${n} events (sent one at a time by design)`,
};

const row = (...cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const list = (values: number[], digits = 2) => values.map((v) => fmt(v, digits)).join(', ');

export function markdown(s: Summary): string {
  const n = s.settings.deliveriesPerRun;
  const load = s.settings.latencyLoad;
  const database = (b: Backend) =>
    b === 'postgres' ? `PostgreSQL (${s.results.postgres?.databaseHost}, fresh schema)` : 'PGlite (embedded, in the server process)';
  const results = s.backends.map((b) => [b, s.results[b]!] as const);
  const lines = [
    '# Webhook dispatch: deliveries/s with signing, and API latency while deliveries are in flight',
    '',
    ...factsLines(s),
    `- source: ${s.source}`,
    `- database: ${s.backends.map(database).join('; ')}`,
    '- server: startServer in this process, WEBHOOK_ALLOW_PRIVATE=true, recognition replaced by the queue-only processor; dispatcher as shipped (src/webhooks/create-dispatcher.ts: at most 64 attempts in flight per process and 8 per target, polling every 1000 ms)',
    `- receiver: its own process, node:http on ${TARGETS} loopback ports, 200 with an empty body; checks X-Service-Signature and webhook-signature of every delivery`,
    `- events: written with enqueueEvent in one transaction, document.completed with a ${s.signing?.bodyBytes ?? '~1000'}-byte attempt body; ${s.settings.rounds} interleaved rounds, medians reported; whole run ${fmt(s.totalSeconds, 0)} s`,
    ...s.notes.map((x) => `- note: ${x}`),
    ...(s.loadAverageAtStart[0]! > 0.5
      ? [
          `- note: the machine was shared (1-minute load average ${s.loadAverageAtStart[0]} at start), so numbers are noisy: compare rows of the same run, not across runs.`,
        ]
      : []),
    '',
    '## Deliveries/s (events committed → wake() → the receiver has all and the outbox shows all succeeded)',
    '',
    row('database', 'layout', 'deliveries/s per round', 'median deliveries/s', 'server CPU ms per delivery'),
    row('---', '---', '---', '---:', '---:'),
    ...results.flatMap(([b, r]) =>
      LAYOUTS.map((layout) => {
        const x = r.deliveries[layout];
        return row(
          b,
          LAYOUT_TEXT[layout](x.runs[0]!.deliveries),
          list(x.perS, 0),
          `**${fmt(x.medianPerS, 0)}**`,
          fmt(x.medianServerCpuMsPerDelivery),
        );
      }),
    ),
  ];
  const runs = results.flatMap(([, r]) => LAYOUTS.flatMap((layout) => r.deliveries[layout].runs));
  const total = (key: 'badSignature' | 'duplicates') => sum(runs.map((r) => r[key]));
  lines.push(
    '',
    `Every run: ${total('badSignature')} bad signatures and ${total('duplicates')} duplicates at the receiver; all deliveries succeeded. ` +
      '"server CPU" is this process: the docrec server and, with PGlite, its database.',
    '',
  );

  if (s.signing) {
    const us = s.signing.tasks[0]!.meanUs;
    lines.push(
      `## Signing alone (tinybench, the real ${s.signing.bodyBytes}-byte body)`,
      '',
      row('operation', 'mean µs', 'p99 µs', 'ops/s on one core'),
      row('---', '---:', '---:', '---:'),
      ...s.signing.tasks.map((x) => row(x.name, fmt(x.meanUs, 1), fmt(x.p99Us, 1), fmt(x.opsPerS, 0))),
      '',
      ...results.map(([b, r]) => {
        const best = Math.max(...LAYOUTS.map((layout) => r.deliveries[layout].medianPerS));
        return `- ${b}: both signatures take ${fmt((us / (1e6 / best)) * 100, 2)}% of the ${fmt(1000 / best, 2)} ms per delivery at the best median rate (${fmt(best, 0)}/s).`;
      }),
      '',
    );
  }

  lines.push(
    `## GET /v1/documents/{id} while ${n} deliveries drain`,
    '',
    `Load: wrk, ${load.threads} thread, ${load.connections} connections, each pausing ${load.thinkMs} ms after every response (paced, far below saturation); ${load.durationS} s windows. ` +
      `"delivering": ${n} events committed and the dispatcher woken just before the window, receiver answering after ${load.receiverDelayMs} ms, all to one target ` +
      `(at most 8 attempts at once, so at most ${fmt(8000 / load.receiverDelayMs, 0)}/s); what is still pending at the end is cancelled.`,
    '',
    row(
      'database',
      'phase',
      'p50 ms per round',
      'p99 ms per round',
      'median p50 ms',
      'median p99 ms',
      'median req/s',
      'delivered in window',
      'still pending at window end',
    ),
    row('---', '---', '---', '---', '---:', '---:', '---:', '---', '---'),
    ...results.flatMap(
      ([
        b,
        {
          latency: { idle: i, delivering: d },
        },
      ]) => [
        row(b, 'idle', list(i.p50Ms), list(i.p99Ms), fmt(i.medianP50Ms), fmt(i.medianP99Ms), fmt(i.medianRps, 0), '–', '–'),
        row(
          b,
          'delivering',
          list(d.p50Ms),
          list(d.p99Ms),
          fmt(d.medianP50Ms),
          fmt(d.medianP99Ms),
          fmt(d.medianRps, 0),
          d.deliveredInWindow.join(', '),
          d.pendingAtEnd.join(', '),
        ),
      ],
    ),
    '',
    ...results.map(
      ([b, { latency: x }]) =>
        `- ${b}: added p99 **${fmt(x.addedP99Ms)} ms** (median delivering − median idle), added p50 ${fmt(x.addedP50Ms)} ms; ` +
        (x.delivering.pendingAtEnd.every((p) => p > 0)
          ? 'deliveries were still pending at the end of every delivering window.'
          : '**the backlog emptied before the end of some delivering window** (see "still pending").'),
    ),
    `- wrk socket errors and non-2xx answers over all windows: ${sum(results.flatMap(([, r]) => r.latency.runs.map((x) => x.errors)))}.`,
  );
  if (s.backends.includes('pglite')) {
    lines.push(
      "- PGlite runs the database inside the server process, so the dispatcher's queries take their CPU time on the thread that also answers API requests; PostgreSQL runs them in its own processes.",
    );
  }
  return `${lines.join('\n')}\n`;
}
