// The benchmarks share a 2-core machine with other people's test runs. A ratio measured while
// someone else held a core is wrong, so each timed run also records how much CPU the rest of the
// machine used meanwhile (all busy time in /proc/stat minus this process, its threads, its
// reaped children such as `tesseract` and the bench's own running children, such as a bench
// server in a process of its own), and runs can wait for a quiet machine and be retried.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { progress } from './results.js';

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Sample {
  busyMs: number;
  ownMs: number;
  at: number;
}

/** Ticks used by process `pid` ('self': this one), its threads and its reaped children; 0 once it has gone. */
function processTicks(pid: number | 'self'): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // fields after the ")" of the command name; utime stime cutime cstime are 14..17
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return fields[11]! + fields[12]! + fields[13]! + fields[14]!;
}

function sample(ownPids: number[]): Sample {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait
  const busy = cpu.slice(0, 8).reduce((a, b) => a + b, 0) - cpu[3]! - cpu[4]!;
  const own = ownPids.reduce((sum, pid) => sum + processTicks(pid), processTicks('self'));
  return { busyMs: busy * TICK_MS, ownMs: own * TICK_MS, at: performance.now() };
}

/** Other processes' CPU between two samples, in cores (0 = none, 1 = one core fully busy). */
function foreignCores(a: Sample, b: Sample): number {
  const wall = b.at - a.at;
  if (wall <= 0) return 0;
  return Math.max(0, b.busyMs - a.busyMs - (b.ownMs - a.ownMs)) / wall;
}

/** Waits (up to `maxMs`) until the rest of the machine uses under `threshold` cores over 3 s. */
async function waitForQuiet(threshold: number, maxMs: number, ownPids: number[]): Promise<number> {
  const started = performance.now();
  let said = false;
  for (;;) {
    const a = sample(ownPids);
    await new Promise((r) => setTimeout(r, 3000));
    const load = foreignCores(a, sample(ownPids));
    if (load < threshold || performance.now() - started > maxMs) return performance.now() - started - 3000;
    if (!said) progress(`  waiting for a quiet machine (others use ${load.toFixed(2)} cores)…`);
    said = true;
  }
}

interface Metered<T> {
  value: T;
  /** Mean cores used by other processes during the run. */
  foreignCores: number;
  attempts: number;
  waitedMs: number;
}

/**
 * Runs `fn` on a quiet machine; a run during which others used more than `maxForeign` cores is
 * repeated (up to `attempts` times in all) and the quietest one kept. Each attempt waits up to
 * `maxWaitMs` for a quiet machine first. `ownPids`: running child processes of the bench (a bench
 * server of its own) whose CPU is not others'.
 */
export async function metered<T>(
  fn: () => Promise<T>,
  attempts = 3,
  maxForeign = 0.1,
  maxWaitMs = 5 * 60_000,
  ownPids: number[] = [],
): Promise<Metered<T>> {
  let best: Metered<T> | undefined;
  let waitedMs = 0;
  let made = 0;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    made = attempt;
    waitedMs += await waitForQuiet(0.15, maxWaitMs, ownPids);
    const before = sample(ownPids);
    const value = await fn();
    const foreign = foreignCores(before, sample(ownPids));
    if (!best || foreign < best.foreignCores) best = { value, foreignCores: foreign, attempts: attempt, waitedMs };
    if (foreign <= maxForeign) break;
    const next = attempt < attempts ? 'repeating' : 'kept (no attempts left)';
    progress(`  others used ${foreign.toFixed(2)} of ${availableParallelism()} cores during the run: ${next}`);
  }
  return { ...best!, attempts: made, waitedMs };
}
