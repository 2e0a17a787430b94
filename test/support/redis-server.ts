// A private redis-server for one test file, as a real child process on a spare loopback port:
// started, stopped (killed, as a crash would) and restarted on the SAME port, so a client that
// keeps reconnecting to that address finds it again. Nothing is persisted (--save "",
// --appendonly no), so a restart comes back empty and FLUSHALL only touches this server.
// The suite's shared Redis (6379) is never touched.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RedisServer {
  port: number;
  /** redis://127.0.0.1:PORT */
  url: string;
  /** Whether the child process is running now. */
  readonly running: boolean;
  /** Kills the process (SIGKILL by default) and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port; resolves once PING answers. */
  restart(): Promise<void>;
  /** SIGSTOP: the process keeps its connections open but answers nothing (a hung server). */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  /** One command through redis-cli; the reply as redis-cli --raw prints it, trimmed. */
  cli(...args: string[]): Promise<string>;
  /** Runs a Lua script file with redis-cli --eval (keys, then args). */
  evalFile(path: string, keys: string[], args: string[]): Promise<string>;
  /** Stops it for good (idempotent): for afterAll. */
  close(): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function redisCli(port: number, args: string[], timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('redis-cli', ['-h', '127.0.0.1', '-p', String(port), '--raw', ...args], { timeout: timeoutMs }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`redis-cli ${args.join(' ')}: ${err.message} ${stderr}`));
      resolve(stdout.trim());
    });
  });
}

// Children of every server started in this process: killed on exit even if afterAll never runs.
const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = '';

  async function spawnAndWait(): Promise<void> {
    output = '';
    const c = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = c;
    alive.add(c);
    c.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    c.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise<void>((resolve) =>
      c.once('exit', () => {
        alive.delete(c);
        if (child === c) child = undefined;
        resolve();
      }),
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child !== c) throw new Error(`redis-server on port ${port} exited while starting:\n${output}`);
      const pong = await redisCli(port, ['PING'], 1000).catch(() => '');
      if (pong === 'PONG') return;
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer PING in 10 s:\n${output}`);
      await sleep(25);
    }
  }

  const server: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    get running() {
      return child !== undefined;
    },
    async stop(signal = 'SIGKILL') {
      if (!child) return;
      child.kill(signal);
      await exited;
    },
    async restart() {
      await server.stop();
      await spawnAndWait();
    },
    pause() {
      if (!child) throw new Error('redis-server is not running');
      child.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    cli: (...args) => redisCli(port, args),
    evalFile: (path, keys, args) => redisCli(port, ['--eval', path, ...keys, ',', ...args]),
    close: () => server.stop(),
  };
  await spawnAndWait();
  return server;
}
