// Where a runner's results go and how it ends: bench/results/<name>.json and .md (the markdown
// echoed), progress lines on stderr (stdout stays for what a runner prints as its answer), and a
// main() wrapper that exits, so open handles such as a worker pool never keep the process alive.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
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

/** The repository root, found from this file, so runners work from bench/ (vitest) and dist/bench/ alike, from any directory. */
export const root = findRoot(dirname(fileURLToPath(import.meta.url)));

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
