// Runs the built `docrec` command line (node dist/src/cli.js) as a real child process, with a
// clean environment so the developer's own DATABASE_URL, DOCREC_API_KEY etc. never leak in.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const cliPath = join(root, 'dist/src/cli.js');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export function baseEnv(extra: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), LOG_LEVEL: 'silent', ...extra };
}

export function run(file: string, args: string[], env: Record<string, string>, stdin?: string | Buffer, timeout = 60_000): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, { cwd: root, env, timeout, encoding: 'utf8' }, (err, stdout, stderr) => {
      // A missing program is the machine's fault, not a failed run: say so rather than "code null".
      if ((err as NodeJS.ErrnoException | null)?.code === 'ENOENT')
        return reject(new Error(`${file} is not installed (not found on PATH)`));
      resolve({ code: child.exitCode, stdout, stderr, ms: performance.now() - started });
    });
    if (stdin !== undefined) child.stdin!.end(stdin);
  });
}

export function assertBuilt(): void {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: build first (npx tsc -p tsconfig.json)`);
}

/** `docrec ARGS` with only `env` (plus PATH, HOME and a silent log level) in its environment. */
export const docrec = (args: string[], env: Record<string, string> = {}, stdin?: string | Buffer, timeout?: number) =>
  run(process.execPath, [cliPath, ...args], baseEnv(env), stdin, timeout);
