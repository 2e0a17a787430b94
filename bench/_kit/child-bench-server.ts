// A bench server in a process of its own, for settings that are one choice per process (OCR_SIMD's
// kernel: the in-process servers of bench-server.ts share the bench's process). The built `docrec
// serve` (dist/src/cli.js) gets what startBenchServer gives its server: PGlite in a fresh
// temporary DATA_DIR or a fresh schema of --database-url's PostgreSQL, MIN_FREE_DISK_BYTES=0, logs
// off, the runner's OCR_* settings, and an enterprise account of 100 000 requests a minute and no
// daily quota. That account is written to its database from here before it starts (PGlite admits
// one process; the server then skips its first-start bootstrap). stop() sends SIGTERM and waits
// for the drain, then drops the schema and removes the DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config.js';
import { scopesFor } from '../../src/domain/api-keys.js';
import { createAccount, createApiKey } from '../../src/store/accounts-repo.js';
import { openDatabase } from '../../src/store/database.js';
import { benchServerEnv, type BenchServer } from './bench-server.js';
import { freshSchema, type FreshSchema } from './fresh-schema.js';
import { root } from './results.js';
import { listeningUrl, stopChild } from './serve-child.js';

/** What a failed start reports of the child's output: the end, where its error is. */
const OUTPUT_TAIL = 8 * 1024;

/**
 * The environment the child keeps from this process: finding programs and libraries, not docrec's
 * configuration. LD_PRELOAD: the malloc native/with-allocator.sh gave the bench, which its
 * in-process servers run on too, so that a child server differs from them only in its settings.
 */
const PASSED_ON = ['PATH', 'HOME', 'LD_LIBRARY_PATH', 'LD_PRELOAD', 'OMP_THREAD_LIMIT'];

interface ChildBenchServerOptions {
  /** PostgreSQL to make a fresh schema in (dropped by stop()); undefined: PGlite in the temporary DATA_DIR. */
  databaseUrl?: string | undefined;
  /** Extra configuration (OCR_ENGINE, OCR_THREADS, OCR_SIMD…). */
  env?: Record<string, string>;
}

export async function startChildBenchServer({ databaseUrl, env = {} }: ChildBenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-bench-child-'));
  let schema: FreshSchema | undefined;
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopChild(child);
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    schema = databaseUrl ? await freshSchema(databaseUrl) : undefined;
    const config = benchServerEnv(dataDir, schema, env);
    const key = await benchKey(config);
    const kept = Object.fromEntries(PASSED_ON.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
    child = spawn(process.execPath, [join(root, 'dist/src/cli.js'), 'serve'], {
      env: { ...kept, ...config },
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = outputTail(child);
    const url = await listeningUrl(child).catch((err: Error) => {
      throw new Error(`${err.message}; its output:\n${output()}`);
    });
    const host = databaseUrl ? new URL(databaseUrl) : undefined;
    return {
      url,
      key,
      pid: child.pid,
      backend: schema ? 'postgres' : 'pglite',
      databaseHost: host ? `${host.hostname}:${host.port || 5432}` : undefined,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The bench account and its secret key, in the database the server will open (as bench-server.ts makes them). */
async function benchKey(config: Record<string, string>): Promise<string> {
  const database = await openDatabase(loadConfig(config));
  try {
    const account = await createAccount(database.db, { name: 'bench', plan: 'enterprise', rpm: 100_000, docsPerDay: null });
    return (await createApiKey(database.db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) })).key;
  } finally {
    await database.close();
  }
}

/** Keeps the end of the child's stdout and stderr (and keeps both drained while it runs). */
function outputTail(child: ChildProcess): () => string {
  let out = '';
  const keep = (chunk: Buffer) => (out = (out + chunk.toString()).slice(-OUTPUT_TAIL));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return () => out;
}
