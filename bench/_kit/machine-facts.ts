// The facts about the machine every result records: a ratio means little without the load it
// was measured under, the cores it had and the Tesseract it ran.
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';

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
    // Reported, not configured: OcrPool defaults it to 1.
    ompThreadLimit: process.env.OMP_THREAD_LIMIT ?? 'unset (1 once a pool starts)',
  };
}

/** The facts as a report's opening bullet lines; the load average at the end is read now. */
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
