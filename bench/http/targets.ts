// The servers the http bench (run.ts) loads, each in its own process: the bare uWebSockets.js
// hello-world (hello-uws.ts), docrec servers (docrec-server.ts) on PostgreSQL (a fresh schema,
// dropped at the end) or PGlite (a temporary DATA_DIR), with the in-process or the Redis limiter,
// and the fastify + pg + ioredis peer (fastify-peer/server.ts) on a docrec server's tables. Also the checks that the Redis limiter really decided the requests: it fails open to
// the in-process bucket without a word to the client, which would make its numbers a lie.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { siblingScript } from '../_kit/child-processes.js';
import { freshSchema } from '../_kit/fresh-schema.js';
import type { ServerReady, ServerSpec } from './docrec-server.js';

export interface TargetSpec {
  id: string;
  name: string;
  database?: 'postgres' | 'pglite';
  limiter?: 'memory' | 'redis';
  /** The fastify peer (on the tables, account and key of docrec's PostgreSQL + Redis server). */
  peer?: boolean;
}

export interface RunningTarget {
  spec: TargetSpec;
  /** Where it listens: http://host:port, no path. */
  url: string;
  /** The server's process: its CPU time is read from /proc. */
  pid: number;
  /** docrec and the peer: the account, key and document they serve (the peer's are its docrec server's). */
  ready?: ServerReady;
  /** docrec only: its /metrics has the limiter's fallback counter. */
  docrec?: boolean;
  /** docrec on PostgreSQL: its schema's URL (the peer connects to it). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

function spawnReady(script: string, args: string[], pattern: RegExp, timeoutMs: number) {
  const child = spawn(process.execPath, [siblingScript(import.meta.url, script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise<{ child: ChildProcess; match: RegExpExecArray }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} was not ready within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready`));
    });
  });
}

/** SIGTERM, then SIGKILL if it has not exited within 20 s (a docrec server drains first). */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

export async function startHello(spec: TargetSpec): Promise<RunningTarget> {
  const { child, match } = await spawnReady('hello-uws', ['0'], /listening on (http:\/\/\S+)/, 20_000);
  return { spec, url: match[1]!, pid: child.pid!, stop: () => stopChild(child) };
}

/** The fastify peer on `docrec`'s database schema and Redis, serving its account's documents with its key. */
export async function startPeer(spec: TargetSpec, docrec: RunningTarget, redisUrl: string): Promise<RunningTarget> {
  const args = [JSON.stringify({ databaseUrl: docrec.databaseUrl, redisUrl })];
  const { child, match } = await spawnReady('fastify-peer/server', args, /listening on (http:\/\/\S+)/, 30_000);
  return { spec, url: match[1]!, pid: child.pid!, ready: docrec.ready!, stop: () => stopChild(child) };
}

export async function startDocrec(spec: TargetSpec, postgresUrl: string | undefined, redisUrl: string | undefined): Promise<RunningTarget> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-bench-http-'));
  const schema = spec.database === 'postgres' ? await freshSchema(postgresUrl!) : undefined;
  const cleanup = async () => {
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const serverSpec: ServerSpec = {
      dataDir,
      ...(schema ? { databaseUrl: schema.url } : {}),
      ...(spec.limiter === 'redis' ? { redisUrl: redisUrl! } : {}),
    };
    const { child, match } = await spawnReady('docrec-server', [JSON.stringify(serverSpec)], /^ready (.*)$/m, 120_000);
    const ready = JSON.parse(match[1]!) as ServerReady;
    return {
      spec,
      url: ready.url,
      pid: child.pid!,
      ready,
      docrec: true,
      ...(schema ? { databaseUrl: schema.url } : {}),
      async stop() {
        await stopChild(child);
        await cleanup();
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** docrec_rate_limiter_fallbacks_total of a docrec server: requests Redis did not decide. */
export async function limiterFallbacks(target: RunningTarget): Promise<number> {
  const text = await (await fetch(`${target.ready!.url}/metrics`)).text();
  const m = /^docrec_rate_limiter_fallbacks_total(?:\{\})? (\S+)$/m.exec(text);
  if (!m) throw new Error('docrec_rate_limiter_fallbacks_total not found in /metrics');
  return Number(m[1]);
}

/** The limiter's keys of this target's account in Redis (docrec:rl:<account>:<mode>). */
export async function redisKeys(redis: Redis, target: RunningTarget): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `docrec:rl:${target.ready!.accountId}:*`, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

/** Whether the target's bucket is in Redis `afterMs` from now (while the load runs). */
export function probeRedis(redis: Redis, target: RunningTarget, afterMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => {
      redisKeys(redis, target).then(
        (keys) => resolve(keys.length > 0),
        () => resolve(false),
      );
    }, afterMs);
  });
}
