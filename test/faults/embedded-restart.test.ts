// A crashed embedded server never blocks its restart (src/store/embedded-lock.ts): the PGlite lock
// is one the kernel releases when the holder dies. Real `docrec serve` processes on one DATA_DIR:
// restarted right after a SIGKILL while the killed one is still a zombie (its parent, like a
// container's init that does not reap, never waits for it), and started over a stale db.lock that
// names a live process which is not docrec (what a restarted container sees when pids start again
// from 1). While one runs, a second one on the same directory is still refused.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveProcess, type ServeProcess } from '../support/serve-process.js';
import { childProcesses } from '../support/child-processes.js';
import { cliPath } from '../support/cli-run.js';
import { call } from '../support/http.js';

let dataDir: string;
const started = new Set<ChildProcess>();
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'docrec-embedded-restart-'));
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function serve(): Promise<ServeProcess> {
  const s = await serveProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  started.add(s.child);
  return s;
}

/** `docrec serve` under a parent that never reaps it: bash runs it in the background, then execs sleep. */
function serveUnderNonReapingParent(): Promise<{ parent: ChildProcess; pid: number; url: string }> {
  const script = `"${process.execPath}" "${cliPath}" serve & echo "serve pid $!"; exec sleep 600`;
  const parent = spawn('bash', ['-c', script], {
    env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(parent);
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start in 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const pid = /serve pid (\d+)/.exec(out)?.[1];
      const url = /is listening on (http:\/\/\S+)\n/.exec(out)?.[1];
      if (pid && url && out.includes('Try it:')) {
        clearTimeout(timer);
        resolve({ parent, pid: Number(pid), url });
      }
    };
    parent.stdout.on('data', onData);
    parent.stderr.on('data', onData);
  });
}

async function expectServing(s: ServeProcess): Promise<void> {
  expect((await call(`${s.url}/readyz`)).status).toBe(200);
}

describe('the embedded database lock', () => {
  it('lets a server restart at once after a SIGKILL left it a zombie, and refuses a second one meanwhile', async () => {
    const first = await serveUnderNonReapingParent();
    expect((await call(`${first.url}/readyz`)).status).toBe(200);
    await expect(serve()).rejects.toThrow(`is in use by a running docrec process (pid ${first.pid})`);

    process.kill(first.pid, 'SIGKILL');
    const zombie = () => childProcesses(first.parent.pid!).find((c) => c.pid === first.pid)?.state;
    await expect.poll(zombie, { timeout: 10_000 }).toBe('Z'); // dead, unreaped: kill(pid, 0) still succeeds
    const second = await serve(); // no wait, no cleanup: db.lock still names the dead pid
    await expectServing(second);
    second.child.kill('SIGKILL');
    await second.exited;
    first.parent.kill('SIGKILL');
  }, 120_000);

  it('starts over a stale db.lock naming a live process that is not docrec', async () => {
    const unrelated = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    started.add(unrelated);
    await writeFile(join(dataDir, 'db.lock'), String(unrelated.pid));
    expect(() => process.kill(unrelated.pid!, 0)).not.toThrow(); // it is alive
    const s = await serve();
    await expectServing(s);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    unrelated.kill('SIGKILL');
  }, 120_000);
});
