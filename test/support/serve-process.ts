// Runs `docrec serve` (the built CLI) as a real child process, for tests that kill it with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cliPath = fileURLToPath(new URL('../../dist/src/cli.js', import.meta.url));

export interface ServeProcess {
  url: string;
  /** The secret key printed on a first start, when this start was the first. */
  secretKey: string | undefined;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * `release`: another build's CLI and directory (a released version, for rolling upgrades); this
 * checkout's by default. `via`: a launcher that execs the command given after it (`npm start`'s).
 */
export function serveProcess(
  env: Record<string, string>,
  release?: { dir: string; cliPath: string },
  via: string[] = [],
): Promise<ServeProcess> {
  const command = [...via, process.execPath, release?.cliPath ?? cliPath, 'serve'];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: release?.dir ?? root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start in 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /is listening on (http:\/\/\S+)\n/.exec(out)?.[1];
      if (url && (!out.includes('First start') || out.includes('Try it:'))) {
        clearTimeout(timer);
        const secretKey = /secret key \(live\):\s+(svc_sk_\S+)/.exec(out)?.[1];
        resolve({ url, secretKey, child, output: () => out, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited (${code}) before listening:\n${out}`));
    });
  });
}
