// Soak: one docrec server (its own process, PostgreSQL + Redis) under mixed traffic for a given
// time: uploads of small and large PDFs and images (some with `pages`, some repeated with an
// Idempotency-Key), pollers, list calls, deletes while processing, webhooks to a receiver that is
// slow, answers 500 or drops the connection, and the retention sweep deleting as it goes. Prints
// and records one row per window; at the end checks that nothing accepted was lost, every event
// was delivered or dead-lettered, no stray file is left, and memory and descriptors are flat.
// Writes bench/results/soak.md and .json.
//
//   npm run bench:soak [-- --minutes 30] [--window-minutes 5] [--database-url postgres://…]
//
// --database-url: the PostgreSQL to make a fresh schema in (dropped at the end); default the
// tests' postgres://postgres:postgres@127.0.0.1:5432/test. BENCH_REDIS_URL: default redis://127.0.0.1:6379.
import { parseArgs } from 'node:util';
import { factsLines, machineFacts } from '../_kit/machine-facts.js';
import { TEST_DATABASE_URL } from '../_kit/options.js';
import { progress, runMain, writeResults } from '../_kit/results.js';
import { sourceState } from '../_kit/source-state.js';
import { markdown, rowLine } from './report.js';
import { runSoak } from './soak.js';

const USAGE =
  'npm run bench:soak [-- --minutes N (30)] [--window-minutes M (5)] [--database-url URL]: mixed traffic on one server (bench/soak/run.ts)';

function minutes(raw: string | undefined, fallback: number, name: string): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number of minutes, got "${raw}"`);
  return value;
}

async function main() {
  const { values } = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h' },
      minutes: { type: 'string' },
      'window-minutes': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const total = minutes(values.minutes, 30, 'minutes');
  const window = minutes(values['window-minutes'], 5, 'window-minutes');
  const facts = machineFacts();
  const source = sourceState(['src', 'bench']);
  const outcome = await runSoak({
    databaseUrl: values['database-url'] ?? TEST_DATABASE_URL,
    redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
    durationMs: total * 60_000,
    windowMs: window * 60_000,
    sampleMs: 10_000,
    onWindow: (row) => progress(rowLine(row)),
    log: progress,
  });
  const sourceLine =
    'error' in source ? source.error : `commit ${source.commit}, ${source.changed} files under src/ and bench/ differing from it`;
  const md = markdown(outcome, { facts: factsLines(facts), source: sourceLine, minutes: total, windowMinutes: window });
  await writeResults('soak', { benchmark: 'soak', ...facts, source, minutes: total, windowMinutes: window, ...outcome }, md);
  const failed = outcome.verdicts.filter((v) => !v.ok);
  if (failed.length > 0) throw new Error(`soak verdicts failed: ${failed.map((v) => v.name).join(', ')}`);
}

runMain('soak', main);
