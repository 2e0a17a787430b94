// A `docrec serve` child process as the soak and scaling benches run it: the URL it prints once
// everything has started, and a stop that lets it drain.
import type { ChildProcess } from 'node:child_process';

/** The URL from serve's "docrec is listening on …" line (printed once everything has started). */
export function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('docrec serve did not listen within 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /docrec is listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docrec serve exited (${code}) before it listened`));
    });
  });
}

/** SIGTERM (the server drains), SIGKILL after 25 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  await exited;
  clearTimeout(timer);
}
