// The fuzz loop, shared by the bench (run.ts) and the smoke test: a few clients take input
// numbers in turn, make each input from the run seed, send it and tally its answer; every
// `controlEvery` inputs one client reads the control document again and compares its text with
// the first reading (a worker thread left broken reads it differently, or not at all). A broken
// answer is a finding: its input is written to `findingsDir` with its recipe. The run ends at
// `stopAt`, after `maxInputs`, or when the server process dies.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeInput, type FuzzInput } from './mutate.js';
import { inputSeed } from './random.js';
import { submit, type Target } from './one-input.js';
import type { FuzzServer } from './fuzz-server.js';
import type { Seed } from './seeds.js';

interface SessionSettings {
  runSeed: number;
  seeds: readonly Seed[];
  control: Seed;
  /** The control document's text from its first reading. */
  controlText: string;
  clients: number;
  controlEvery: number;
  pageTimeoutMs: number;
  stopAt: number;
  maxInputs: number;
  /** Only these input numbers (a replay), in order. */
  only?: readonly number[];
  findingsDir: string;
  progress?: (line: string) => void;
}

export interface Finding {
  index: number | 'control';
  seed: string;
  kind: string;
  mutators: string[];
  /** Replays it: `npm run bench:fuzz -- --seed <runSeed> --replay <index>`. */
  runSeed: number;
  inputSeed: number | null;
  outcome: string;
  problem: string;
  file: string | null;
}

type Tally = Record<string, Record<string, number>>;

export interface SessionResult {
  tried: number;
  outcomes: Record<string, number>;
  byKind: Tally;
  byMutator: Tally;
  controlChecks: number;
  findings: Finding[];
  serverExit: string | null;
}

const bump = (t: Tally, row: string, col: string) => ((t[row] ??= {})[col] = (t[row][col] ?? 0) + 1);

export async function runSession(server: FuzzServer, s: SessionSettings): Promise<SessionResult> {
  const target: Target = { url: server.url, key: server.key, pageTimeoutMs: s.pageTimeoutMs, clients: s.clients };
  const result: SessionResult = { tried: 0, outcomes: {}, byKind: {}, byMutator: {}, controlChecks: 0, findings: [], serverExit: null };
  const diedWith: FuzzInput[] = [];
  await mkdir(s.findingsDir, { recursive: true });
  const record = async (input: FuzzInput | undefined, outcome: string, problem: string) => {
    const file = input ? join(s.findingsDir, `input-${s.runSeed}-${input.index}-${input.seed}`) : null;
    if (input && file) await writeFile(file, input.bytes);
    result.findings.push({
      index: input?.index ?? 'control',
      seed: input?.seed ?? s.control.name,
      kind: input?.kind ?? s.control.kind,
      mutators: input?.mutators ?? [],
      runSeed: s.runSeed,
      inputSeed: input ? inputSeed(s.runSeed, input.index) : null,
      outcome,
      problem,
      file,
    });
    s.progress?.(`finding: ${outcome}: ${problem}${input ? ` (input ${input.index}, ${input.seed}, ${input.mutators.join('+')})` : ''}`);
  };
  let next = 0;
  const stopped = () => server.hasExited() || Date.now() >= s.stopAt || next >= (s.only?.length ?? s.maxInputs);
  const client = async () => {
    while (!stopped()) {
      const n = next++;
      const input = makeInput(s.runSeed, s.only?.[n] ?? n, s.seeds);
      const answer = await submit(target, input.bytes, input.kind);
      // A dropped connection may be the server dying: give its exit a moment to show.
      if (answer.outcome === 'connection-error') await Promise.race([server.exited, new Promise((r) => setTimeout(r, 1000))]);
      if (server.hasExited()) {
        diedWith.push(input);
        break;
      }
      result.tried++;
      result.outcomes[answer.outcome] = (result.outcomes[answer.outcome] ?? 0) + 1;
      bump(result.byKind, input.kind, answer.outcome);
      for (const m of new Set(input.mutators)) bump(result.byMutator, m, answer.outcome);
      if (answer.problem) await record(input, answer.outcome, answer.problem);
      if ((n + 1) % s.controlEvery === 0) {
        const control = await submit(target, s.control.bytes, s.control.kind);
        result.controlChecks++;
        if (control.text !== s.controlText)
          await record(
            undefined,
            `control ${control.outcome}`,
            `the control document read differently: ${JSON.stringify(control.text?.slice(0, 120))}`,
          );
      }
    }
  };
  await Promise.all(Array.from({ length: s.clients }, client));
  if (server.hasExited()) {
    result.serverExit = await server.exited;
    result.tried += diedWith.length;
    result.outcomes['server-died'] = diedWith.length;
    const inFlight = diedWith.map((i) => i.index).join(', ');
    for (const input of diedWith) await record(input, 'server-died', `docrec serve exited (${result.serverExit}); in flight: ${inFlight}`);
    if (diedWith.length === 0) await record(undefined, 'server-died', `docrec serve exited (${result.serverExit})`);
  }
  return result;
}
