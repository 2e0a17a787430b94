// The server under fuzz: the built `docrec serve` in its own process, as deployed, so a crash
// kills a real server (and shows as its exit), and its RSS (main thread and worker threads) is
// read from /proc without the fuzzer's own buffers. Before it starts, an enterprise account whose
// rate and daily quota never stop the fuzz is written to its database from here (what `docrec
// accounts create` and `keys create` do, without two more Node start-ups: seconds each on a busy machine).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config.js';
import { scopesFor } from '../../src/domain/api-keys.js';
import { createAccount, createApiKey } from '../../src/store/accounts-repo.js';
import { openDatabase } from '../../src/store/database.js';
import { freshSchema } from '../_kit/fresh-schema.js';
import { root } from '../_kit/results.js';

const cli = join(root, 'dist/src/cli.js');
/** What the server's output keeps for a report: the tail, where a crash's stack lands. */
const OUTPUT_TAIL = 64 * 1024;

interface FuzzServerSettings {
  /** PostgreSQL to make a fresh schema in; undefined: embedded PGlite in the temporary DATA_DIR. */
  databaseUrl: string | undefined;
  pageTimeoutMs: number;
  ocrThreads: number;
}

export interface FuzzServer {
  url: string;
  key: string;
  pid: number;
  /** Where its data is, for the report: "PGlite (embedded)" or "PostgreSQL host:port". */
  database: string;
  /** Resolves with the exit code (or signal name) once the process has ended, however. */
  exited: Promise<string>;
  hasExited(): boolean;
  output(): string;
  stop(): Promise<void>;
}

export async function startFuzzServer(settings: FuzzServerSettings): Promise<FuzzServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-fuzz-'));
  const schema = settings.databaseUrl ? await freshSchema(settings.databaseUrl, { prefix: 'fuzz' }) : undefined;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    MIN_FREE_DISK_BYTES: '0',
    PAGE_TIMEOUT_MS: String(settings.pageTimeoutMs),
    OCR_THREADS: String(settings.ocrThreads),
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    // A forced matrix kernel, to tell a finding of the AVX-512 code from one of everything else.
    ...(process.env.OCR_SIMD ? { OCR_SIMD: process.env.OCR_SIMD } : {}),
  };
  const key = await createFuzzAccount(env);

  const child: ChildProcess = spawn(process.execPath, [cli, 'serve'], { env, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let done = false;
  const keep = (chunk: Buffer) => (out = (out + chunk.toString()).slice(-OUTPUT_TAIL));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      done = true;
      resolve(signal ?? String(code));
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docrec serve did not listen within 60 s:\n${out}`)), 60_000);
    const poll = setInterval(() => {
      const found = /is listening on (http:\/\/\S+)\n/.exec(out)?.[1];
      if (found) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve(found);
      }
    }, 50);
    void exited.then((code) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`docrec serve exited (${code}) before listening:\n${out}`));
    });
  });
  return {
    url,
    key,
    pid: child.pid!,
    database: settings.databaseUrl ? `PostgreSQL ${new URL(settings.databaseUrl).host}` : 'PGlite (embedded, temporary DATA_DIR)',
    exited,
    hasExited: () => done,
    output: () => out,
    async stop() {
      if (!done) child.kill('SIGTERM');
      await exited;
      await schema?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The account and its secret key, written before the server opens the database (PGlite admits one process). */
async function createFuzzAccount(env: Record<string, string>): Promise<string> {
  const database = await openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    const account = await createAccount(database.db, { name: 'fuzz', plan: 'enterprise', rpm: 10_000_000, docsPerDay: 10_000_000 });
    return (await createApiKey(database.db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) })).key;
  } finally {
    await database.close();
  }
}

/** Resident memory of process `pid` in MiB (all its threads), from /proc. */
export function rssMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+)\s*kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) / 1024;
}
