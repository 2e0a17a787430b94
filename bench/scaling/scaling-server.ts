// The server a scaling step measures: `docrec serve` from dist/ in a process of its own, so its RSS,
// its CPU and its threads' CPU are its alone (/proc/<pid>), with OCR_THREADS set for the step.
// PGlite in a temporary DATA_DIR by default, or a fresh schema of --database-url. An enterprise
// account whose limit never throttles is made first (the server then skips its first-start bootstrap).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scopesFor } from '../../src/domain/api-keys.js';
import { createAccount, createApiKey } from '../../src/store/accounts-repo.js';
import { openDatabase } from '../../src/store/database.js';
import { freshSchema } from '../_kit/fresh-schema.js';
import { root } from '../_kit/results.js';
import { listeningUrl, stopChild } from '../_kit/serve-child.js';

export interface ScalingServer {
  url: string;
  pid: number;
  key: string;
  threads: number;
  stop(): Promise<void>;
}

export async function startScalingServer(threads: number, databaseUrl: string | undefined): Promise<ScalingServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-scaling-'));
  const schema = databaseUrl ? await freshSchema(databaseUrl, { prefix: 'scaling' }) : undefined;
  const database = await openDatabase({ databaseUrl: schema?.url, dataDir });
  let key: string;
  try {
    const account = await createAccount(database.db, { name: 'scaling', plan: 'enterprise', rpm: 10_000_000, docsPerDay: null });
    ({ key } = await createApiKey(database.db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) }));
  } finally {
    await database.close();
  }
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OCR_THREADS: String(threads),
    OCR_ENGINE: 'native',
    MIN_FREE_DISK_BYTES: '0',
    LOG_LEVEL: 'warn',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  };
  const child = spawn(process.execPath, [join(root, 'dist/src/cli.js'), 'serve'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const cleanup = async () => {
    await stopChild(child);
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    return { url: await listeningUrl(child), pid: child.pid!, key, threads, stop: cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
