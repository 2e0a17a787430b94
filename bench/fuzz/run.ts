// The fuzz bench (issue 26 §4): mutated PDFs and images through a real `docrec serve` for a
// fixed time; every input must end in a documented answer, the server must live, the control
// document must read the same throughout, and the server's memory must come back to its
// baseline once idle. Results in bench/results/fuzz.md and .json, findings' inputs in a temp dir.
//
//   npm run bench:fuzz [-- --minutes N] [--seed S] [--replay INDEX …] [--database-url postgres://…]
//   BENCH_CLIENTS (3) uploads at once, BENCH_CONTROL_EVERY (25) inputs between control reads,
//   BENCH_PAGE_TIMEOUT_MS (30000) the server's PAGE_TIMEOUT_MS, BENCH_SETTLE_S (60) idle seconds
//   before the last memory reading, BENCH_OCR_THREADS (2) the server's OCR_THREADS; OCR_SIMD, when
//   set, is passed on to the server (a finding with one kernel and not another).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { machineFacts } from '../_kit/machine-facts.js';
import { envNumber } from '../_kit/options.js';
import { progress, runMain } from '../_kit/results.js';
import { sourceState } from '../_kit/source-state.js';
import { startFuzzServer, rssMiB } from './fuzz-server.js';
import { runSession } from './fuzz-session.js';
import { submit } from './one-input.js';
import { freshSeed } from './random.js';
import { memoryProblem, writeFuzzResults } from './report.js';
import { buildSeeds } from './seeds.js';
import { warmUp } from './warm-up.js';

const USAGE = `npm run bench:fuzz [-- --minutes N] [--seed S] [--replay INDEX ...] [--database-url URL]
Mutated PDFs and images through a child docrec serve for N minutes (default 10); --seed replays a
run's inputs, --replay runs only the given input numbers of that seed (and writes no results).`;

function options() {
  const { values } = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h' },
      minutes: { type: 'string', default: '10' },
      seed: { type: 'string' },
      replay: { type: 'string', multiple: true },
      'database-url': { type: 'string' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const minutes = Number(values.minutes);
  const seed = values.seed === undefined ? freshSeed() : Number(values.seed);
  if (!(minutes > 0)) throw new Error(`--minutes must be a positive number, got ${values.minutes}`);
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32)
    throw new Error(`--seed must be a whole number below 2^32, got ${values.seed}`);
  const replay = values.replay?.map(Number);
  if (replay?.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('--replay takes input numbers');
  return { minutes, seed, replay, databaseUrl: values['database-url'] };
}

async function main() {
  const o = options();
  const settings = {
    clients: envNumber('BENCH_CLIENTS', 3),
    controlEvery: envNumber('BENCH_CONTROL_EVERY', 25),
    // 30 s rather than 10: on 2 cores shared with other work a 1-s strip took over 10 s (the first, with models loading).
    pageTimeoutMs: envNumber('BENCH_PAGE_TIMEOUT_MS', 30_000, 100),
    settleS: envNumber('BENCH_SETTLE_S', 60, 0),
    ocrThreads: envNumber('BENCH_OCR_THREADS', 2),
    minutes: o.minutes,
  };
  progress(`fuzz: seed ${o.seed} (--seed ${o.seed} replays these inputs)`);
  const facts = machineFacts();
  const source = sourceState(['src', 'bench/fuzz']);
  const dir = await mkdtemp(join(tmpdir(), 'docrec-fuzz-seeds-'));
  const findingsDir = await mkdtemp(join(tmpdir(), 'docrec-fuzz-findings-'));
  const { seeds, control } = await buildSeeds(dir);
  progress(`fuzz: ${seeds.length} seeds; findings go to ${findingsDir}`);
  const server = await startFuzzServer({
    databaseUrl: o.databaseUrl,
    pageTimeoutMs: settings.pageTimeoutMs,
    ocrThreads: settings.ocrThreads,
  });
  try {
    const warm = await warmUp(server, seeds, control, settings.pageTimeoutMs);
    const rssBaseline = rssMiB(server.pid);
    progress(`fuzz: seeds read (${Object.values(warm.seedOutcomes).join(', ')}); RSS baseline ${rssBaseline.toFixed(0)} MiB`);
    const started = Date.now();
    // RSS through the run: growth that levels off (threads' WASM up to their recycling bound) or keeps climbing (a leak).
    const rssSamples: { s: number; mib: number }[] = [];
    const sampler = setInterval(() => {
      if (!server.hasExited()) rssSamples.push({ s: Math.round((Date.now() - started) / 1000), mib: Math.round(rssMiB(server.pid)) });
    }, 10_000);
    const result = await runSession(server, {
      runSeed: o.seed,
      seeds,
      control,
      controlText: warm.controlText,
      ...settings,
      stopAt: started + o.minutes * 60_000,
      maxInputs: Number.MAX_SAFE_INTEGER,
      only: o.replay,
      findingsDir,
      progress,
    });
    clearInterval(sampler);
    const elapsedS = (Date.now() - started) / 1000;
    if (o.replay) {
      progress(
        `fuzz: replayed ${o.replay.join(', ')}: ${JSON.stringify(result.outcomes)}; findings ${JSON.stringify(result.findings, null, 2)}`,
      );
      return;
    }
    const alive = !server.hasExited();
    const rssEnd = alive ? rssMiB(server.pid) : null;
    progress(`fuzz: ${result.tried} inputs in ${elapsedS.toFixed(0)} s; idle ${settings.settleS} s before the last memory reading`);
    if (alive) await new Promise((r) => setTimeout(r, settings.settleS * 1000));
    const rssSettled = alive ? rssMiB(server.pid) : null;
    const lastControl = alive
      ? await submit({ ...server, pageTimeoutMs: settings.pageTimeoutMs, clients: 1 }, control.bytes, control.kind)
      : null;
    if (lastControl && lastControl.text !== warm.controlText)
      result.findings.push({
        ...lastFinding(o.seed, control.name),
        outcome: `control ${lastControl.outcome}`,
        problem: 'the control document read differently after the run',
      });
    const memory = memoryProblem(rssBaseline, rssSettled);
    if (memory) result.findings.push({ ...lastFinding(o.seed, control.name), outcome: 'memory', problem: memory });
    await writeFuzzResults({
      facts,
      source,
      settings,
      seed: o.seed,
      database: server.database,
      seeds: seeds.map((s) => s.name),
      warm,
      result,
      elapsedS,
      findingsDir,
      rss: { baseline: rssBaseline, end: rssEnd, settled: rssSettled, samples: rssSamples },
    });
  } finally {
    // The server's own account of a finding (a 503's cause, a crash's stack) is in its log.
    await writeFile(join(findingsDir, 'server-output.log'), server.output());
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const lastFinding = (runSeed: number, control: string) => ({
  index: 'control' as const,
  seed: control,
  kind: 'png',
  mutators: [],
  runSeed,
  inputSeed: null,
  file: null,
});

runMain('bench:fuzz', main);
