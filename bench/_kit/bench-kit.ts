// Small pieces the recognition benchmarks share: environment knobs, the facts about the machine
// every result records (a ratio means little without the load it was measured under), percentiles,
// character error rate, and writing bench/results/<name>.json and .md.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const root = findRoot(dirname(fileURLToPath(import.meta.url)));

export function envNumber(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

export interface MachineFacts {
  date: string;
  node: string;
  cores: number;
  cpuModel: string;
  loadAverageAtStart: number[];
  tesseract: string;
  ompThreadLimit: string;
}

const load = () => loadavg().map((n) => Number(n.toFixed(2)));

export function machineFacts(): MachineFacts {
  let tesseract = 'not found';
  try {
    tesseract = execFileSync('tesseract', ['--version'], { encoding: 'utf8' }).split('\n')[0]!.trim();
  } catch {
    // reported as not found
  }
  return {
    date: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    loadAverageAtStart: load(),
    tesseract,
    // eslint-disable-next-line no-process-env -- reported, not configured: OcrPool defaults it to 1
    ompThreadLimit: process.env.OMP_THREAD_LIMIT ?? 'unset (1 once a pool starts)',
  };
}

export function factsLines(f: MachineFacts): string[] {
  return [
    `- date: ${f.date}`,
    `- node ${f.node}, ${f.cores} cores (${f.cpuModel}), load average at start ${f.loadAverageAtStart.join(' / ')}, at end ${load().join(' / ')}`,
    `- ${f.tesseract}, OMP_THREAD_LIMIT ${f.ompThreadLimit}`,
  ];
}

/** The database line of a report; PostgreSQL's own CPU shows up as "others' CPU" (cpu-meter.ts). */
export function databaseLine(backend: string, host: string | undefined): string {
  return backend === 'postgres'
    ? `PostgreSQL (${host}; its server processes count as "others' CPU")`
    : 'PGlite (embedded, temporary DATA_DIR)';
}

/** Linear interpolation between closest ranks; NaN for no samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export const fmt = (n: number | undefined, digits = 2) => (n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

const normalize = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Character error rate of `actual` against `expected`: Levenshtein distance / expected length, whitespace runs collapsed. */
export function cer(actual: string, expected: string): number {
  const a = normalize(actual);
  const e = normalize(expected);
  let prev = new Uint32Array(e.length + 1).map((_, j) => j);
  let row = new Uint32Array(e.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= e.length; j++) {
      const cost = a.charCodeAt(i - 1) === e.charCodeAt(j - 1) ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, row] = [row, prev];
  }
  return prev[e.length]! / Math.max(1, e.length);
}

/** Writes bench/results/<name>.json and .md and echoes the markdown. */
export async function writeResults(name: string, summary: unknown, md: string): Promise<void> {
  const dir = join(root, 'bench/results');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  await writeFile(join(dir, `${name}.md`), `${md.trimEnd()}\n`);
  process.stdout.write(`\n${md.trimEnd()}\n\nwrote bench/results/${name}.json and .md\n`);
}

/** Runs `main`, exits 0 or prints the stack and exits 1 (open handles such as a pool must not keep the process alive). */
export function runMain(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`${name}: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    },
  );
}

export const progress = (line: string) => process.stderr.write(`${line}\n`);
