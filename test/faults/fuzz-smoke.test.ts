// The fuzz bench's short form (bench/fuzz/, `npm run bench:fuzz` runs it for minutes): a fixed
// seed's mutated PDFs and images through a child `docrec serve`, two clients at once. Every
// input must end in an answer API.md documents (a 4xx with a code of its table, or 202 and then
// completed, or failed with a document code; never a 5xx, a reset connection, internal_error or
// a document unfinished past its deadline), the server (on PostgreSQL) must stay up, and the control document
// (one of the seeds, unmutated) must read the same text before, during and after.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFuzzServer, type FuzzServer } from '../../bench/fuzz/fuzz-server.js';
import { runSession } from '../../bench/fuzz/fuzz-session.js';
import { submit } from '../../bench/fuzz/one-input.js';
import { buildSeeds, type Seed } from '../../bench/fuzz/seeds.js';
import { warmUp } from '../../bench/fuzz/warm-up.js';
import { TEST_DATABASE_URL } from '../../bench/_kit/options.js';

const SEED = Number(process.env.FC_SEED ?? 20261126);
const INPUTS = 40;
// Short enough that a hang shows within the test; long enough for the strip (well under 1 s alone)
// beside other test files on 2 cores, models loading.
const PAGE_TIMEOUT_MS = 15_000;
/** The warm-up and the session stop taking inputs this long after the test starts (about 45 s in all on an idle machine). */
const BOX_MS = 35_000;

let dir: string;
let server: FuzzServer | undefined;
let seeds: Seed[];
let control: Seed;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docrec-fuzz-smoke-'));
  ({ seeds, control } = await buildSeeds(join(dir, 'seeds'), true));
  // PostgreSQL (a fresh schema): an embedded database takes far longer to start on a busy machine.
  server = await startFuzzServer({ databaseUrl: TEST_DATABASE_URL, pageTimeoutMs: PAGE_TIMEOUT_MS, ocrThreads: 2 });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

// The timeout is past the box: the inputs in flight finish, up to their deadlines on a machine busy with other tests.
it(`${INPUTS} mutated inputs (seed ${SEED}) all end in documented answers; the server lives and reads the control the same`, async () => {
  const s = server!;
  const stopAt = Date.now() + BOX_MS;
  const warm = await warmUp(s, seeds, control, PAGE_TIMEOUT_MS);
  // Every seed reads unmutated: otherwise its mutants would only fuzz a refusal.
  expect(Object.values(warm.seedOutcomes)).toEqual(seeds.map(() => 'completed'));
  const result = await runSession(s, {
    runSeed: SEED,
    seeds,
    control,
    controlText: warm.controlText,
    clients: 2,
    controlEvery: 8,
    pageTimeoutMs: PAGE_TIMEOUT_MS,
    stopAt,
    maxInputs: INPUTS,
    findingsDir: join(dir, 'findings'),
  });
  const findings = result.findings.map((f) => `input ${f.index} (${f.seed}, ${f.mutators.join('+')}): ${f.outcome}: ${f.problem}`);
  expect(findings, `FC_SEED=${SEED} replays these`).toEqual([]);
  expect(result.serverExit).toBeNull();
  // The time box may cut a loaded machine's run short, but not to nothing.
  expect(result.tried).toBeGreaterThanOrEqual(10);
  // The mutants reached the decoders: some were refused or failed, some still read.
  expect(Object.keys(result.outcomes).some((o) => o.startsWith('failed:') || o.startsWith('rejected:'))).toBe(true);
  expect(result.controlChecks, `${result.tried} inputs`).toBeGreaterThanOrEqual(1);
  const last = await submit({ url: s.url, key: s.key, pageTimeoutMs: PAGE_TIMEOUT_MS, clients: 1 }, control.bytes, control.kind);
  expect(last.text).toBe(warm.controlText);
  expect(s.hasExited()).toBe(false);
}, 120_000);
