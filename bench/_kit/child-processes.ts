// Finding and running the external programs some benches drive (wrk, autocannon, a load
// generator of our own): each runs as its own process, so it never shares an event loop with a
// server under test.
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The program `name` beside the module at `moduleUrl` (import.meta.url): .ts under vitest, .js in dist/. */
export function siblingScript(moduleUrl: string, name: string): string {
  const file = fileURLToPath(moduleUrl);
  return join(dirname(file), `${name}${extname(file)}`);
}

/** The executable `binary` on PATH, or undefined. */
export function onPath(binary: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, binary), constants.X_OK);
      return join(dir, binary);
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Runs `file` to its end; a non-zero exit or a timeout rejects with its stderr. */
export function runChild(file: string, args: string[], timeoutMs: number): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 64 << 20, timeout: timeoutMs }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${file} ${args.join(' ')} failed: ${err.message}\n${stderr}`));
      else resolve({ stdout, stderr });
    });
  });
}
