// The server under soak: `docrec serve` from dist/ in its own process, on a fresh PostgreSQL
// schema and Redis, with short retention (the sweep deletes documents during the run) and short
// webhook retries (dead-lettering happens during the run). Its database connections carry an
// application_name, so pg_stat_activity can count them; an enterprise account whose limit never
// throttles is made before it starts (the server then skips its first-start bootstrap).
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

export interface SoakServer {
  url: string;
  pid: number;
  key: string;
  dataDir: string;
  /** The server's DATABASE_URL (fresh schema, application_name set). */
  databaseUrl: string;
  applicationName: string;
  /** The configuration it was started with (reported). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

interface SoakServerOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Extra or overriding configuration (e.g. DOCUMENT_RETENTION). */
  env?: Record<string, string>;
}

const SOAK_ENV = {
  DOCUMENT_RETENTION: '2m',
  WEBHOOK_RETRY_DELAYS: '500ms,1s,2s,4s',
  WEBHOOK_TIMEOUT_MS: '1500',
  WEBHOOK_ALLOW_PRIVATE: 'true',
  OCR_THREADS: '2',
  MIN_FREE_DISK_BYTES: '0',
  LOG_LEVEL: 'warn',
};

export async function startSoakServer(options: SoakServerOptions): Promise<SoakServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-soak-'));
  const schema = await freshSchema(options.databaseUrl, { prefix: 'soak' });
  const applicationName = `docrec-soak-${process.pid}-${Date.now().toString(36)}`;
  const databaseUrl = `${schema.url}&application_name=${applicationName}`;
  const database = await openDatabase({ databaseUrl, dataDir });
  let key: string;
  try {
    const account = await createAccount(database.db, { name: 'soak', plan: 'enterprise', rpm: 10_000_000, docsPerDay: null });
    ({ key } = await createApiKey(database.db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) }));
  } finally {
    await database.close();
  }
  const env = { ...SOAK_ENV, ...options.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, REDIS_URL: options.redisUrl };
  const child = spawn(process.execPath, [join(root, 'dist/src/cli.js'), 'serve'], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const cleanup = async () => {
    await stopChild(child);
    await schema.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await listeningUrl(child);
    return { url, pid: child.pid!, key, dataDir, databaseUrl, applicationName, env, stop: cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
