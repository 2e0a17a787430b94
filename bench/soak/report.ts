// The soak's table and report: one row per window, then the verdicts with the bounds they hold,
// the settings and the machine it ran on.
import { fmt } from '../_kit/stats.js';
import type { SoakOutcome } from './soak.js';
import type { WindowRow } from './windows.js';

const COLUMNS: [string, (r: WindowRow) => string][] = [
  ['window', (r) => `${r.window} (${r.fromS}–${r.toS} s)`],
  ['accepted', (r) => String(r.accepted)],
  ['completed', (r) => String(r.completed)],
  ['failed', (r) => String(r.failed)],
  ['deleted (client / sweep)', (r) => `${r.deletedByClient} / ${r.sweptByRetention}`],
  ['pages/s', (r) => fmt(r.pagesPerS)],
  ['API p50 / p99 ms', (r) => `${fmt(r.apiP50ms, 1)} / ${fmt(r.apiP99ms, 1)}`],
  ['upload p50 ms', (r) => fmt(r.uploadP50ms, 1)],
  ['loop lag p99 ms', (r) => fmt(r.eventLoopLagP99ms, 1)],
  ['RSS max / end MiB', (r) => `${fmt(r.rssMaxMiB, 0)} / ${fmt(r.rssEndMiB, 0)}`],
  ['WASM heap main / worker max MiB', (r) => `${fmt(r.mainWasmMiB, 0)} / ${fmt(r.workerWasmMaxMiB, 0)} (${r.workers})`],
  ['JS heap main / worker max MiB', (r) => `${fmt(r.mainJsHeapMiB, 0)} / ${fmt(r.workerJsHeapMaxMiB, 0)}`],
  ['fds max / end', (r) => `${r.fdsMax} / ${r.fdsEnd}`],
  ['files (stray) max', (r) => `${r.filesMax} (${r.strayFilesMax})`],
  ['DB conns max', (r) => String(r.dbConnectionsMax)],
  ['webhook backlog max', (r) => String(r.webhookBacklogMax)],
];

function tableLines(rows: WindowRow[]): string[] {
  return [
    `| ${COLUMNS.map(([h]) => h).join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${COLUMNS.map(([, cell]) => cell(r)).join(' | ')} |`),
  ];
}

/** One window's row as a progress line. */
export function rowLine(r: WindowRow): string {
  return COLUMNS.map(([h, cell]) => `${h} ${cell(r)}`).join(', ');
}

export function markdown(
  outcome: SoakOutcome,
  context: { facts: string[]; source: string; minutes: number; windowMinutes: number },
): string {
  const env = Object.entries(outcome.serverEnv)
    .filter(([k]) => !['PORT', 'HOST', 'DATA_DIR'].includes(k))
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  const t = outcome.traffic;
  return [
    `# Soak: ${context.minutes} minutes of mixed traffic on one server (PostgreSQL + Redis)`,
    '',
    '`npm run bench:soak` (bench/soak/run.ts). The server is `docrec serve` from dist/ in its own process; the',
    'figures are read from outside it (/proc, DATA_DIR, pg_stat_activity, the deliveries table) except the',
    'event-loop lag and the WASM heaps, which only it knows (/metrics). Every column but the counts is the',
    "maximum over the window's samples (or the value at its end where marked). The machine is shared: other",
    'work ran on the same cores during the run (see the load average).',
    '',
    ...context.facts,
    `- source: ${context.source}`,
    `- server: ${env}`,
    `- traffic: ${t.uploaders} uploaders in a closed loop (upload, poll every ${t.pollMs} ms to the end, think 0.2–1 s), 1 lister; ` +
      `${t.idempotentShare * 100}% of uploads repeated with the same Idempotency-Key, ${t.deleteShare * 100}% deleted while processing, ` +
      `webhooks on ${t.flakyWebhookShare * 100}% to a flaky receiver (slow past the timeout, 500, or a destroyed socket on ~35% of attempts) and on ${t.deadWebhookShare * 100}% to one that always answers 500`,
    `- files: ${outcome.files.map((f) => `${f.kind}${f.pages ? ` (pages ${f.pages})` : ''}${f.expectFailure ? ` (must fail: ${f.expectFailure})` : ''} ×${f.weight}`).join(', ')}`,
    `- receiver: ${Object.entries(outcome.receiver)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `- windows of ${context.windowMinutes} min; after the traffic, ${(outcome.settleMs / 1000).toFixed(0)} s to drain and settle`,
    '',
    ...tableLines(outcome.rows),
    '',
    '## Verdicts',
    '',
    ...outcome.verdicts.map(
      (v) =>
        `- **${v.ok ? 'PASS' : 'FAIL'}** ${v.name}: ${v.detail}${v.problems.length ? `\n${v.problems.map((p) => `  - ${p}`).join('\n')}` : ''}`,
    ),
  ].join('\n');
}
