// Which thread counts the sweep measures, and its one option with a value (--max-threads N, which
// the bench kit's option parser does not take). On a 64-CPU host every count would take an hour,
// so by default: 1, 2, 4, 8, … and the physical-core count (where SMT siblings start to be used)
// and the top itself.

/** The counts to measure, ascending, up to `top`. */
export function sweepCounts(top: number, physicalCores: number | undefined, every: boolean): number[] {
  if (every) return Array.from({ length: top }, (_, i) => i + 1);
  const counts = new Set<number>([top]);
  for (let n = 1; n < top; n *= 2) counts.add(n);
  if (physicalCores !== undefined && physicalCores < top) counts.add(physicalCores);
  return [...counts].sort((a, b) => a - b);
}

/** Takes `--max-threads N` (or `--max-threads=N`) out of the arguments. */
export function takeMaxThreads(args: readonly string[]): { maxThreads: number | undefined; rest: string[] } {
  const rest: string[] = [];
  let maxThreads: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = /^--max-threads=(.*)$/.exec(arg);
    if (arg !== '--max-threads' && !inline) {
      rest.push(arg);
      continue;
    }
    const raw = inline ? inline[1]! : args[++i];
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 256) throw new Error(`--max-threads must be a whole number 1-256, got "${raw}"`);
    maxThreads = value;
  }
  return { maxThreads, rest };
}
