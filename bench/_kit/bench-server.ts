// A docrec server for the end-to-end benchmarks, in this process (the http bench starts its
// servers as child processes instead, and child-bench-server.ts one configured like this one):
// PGlite in a temporary DATA_DIR, or a fresh schema of the PostgreSQL the runner was given
// (--database-url); an enterprise account with a huge per-minute limit so the limiter never
// shapes the numbers. api-client.ts talks to either kind through BenchServer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../src/config/config.js';
import { scopesFor } from '../../src/domain/api-keys.js';
import { startServer, type RunningServer } from '../../src/main.js';
import type { DocumentProcessor } from '../../src/services/recognition/document-processor.js';
import { createAccount, createApiKey } from '../../src/store/accounts-repo.js';
import type { Db } from '../../src/store/database.js';
import { freshSchema } from './fresh-schema.js';

/** A bench server as its clients see it, in this process or in a child. */
export interface BenchServer {
  /** Where it listens: http://host:port. */
  url: string;
  backend: 'pglite' | 'postgres';
  databaseHost: string | undefined;
  key: string;
  /** The child process it runs in (its CPU is the bench's own: cpu-meter.ts); undefined in this process. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** One in this process, whose internals (database, webhooks…) a bench may reach into. */
export interface InProcessBenchServer extends BenchServer {
  server: RunningServer;
}

interface BenchServerOptions {
  /** PostgreSQL to make a fresh schema in (dropped by stop()); undefined: PGlite in the temporary DATA_DIR. */
  databaseUrl?: string | undefined;
  /** Extra configuration (OCR_ENGINE, OCR_THREADS…). */
  env?: Record<string, string>;
  /** Replaces the pipeline startServer would build, made from the server's own config and database once it has started. */
  processor?: (db: Db, config: Config, server: RunningServer) => DocumentProcessor;
}

/** Starts the recognition pipeline only once the server (and its database) is up: see page-overhead/run.ts. */
class DeferredProcessor implements DocumentProcessor {
  inner: DocumentProcessor | undefined;
  async start(): Promise<void> {}
  notify(id: string): void {
    this.inner?.notify(id);
  }
  cancel(id: string): void {
    this.inner?.cancel(id);
  }
  ready(): boolean {
    return this.inner?.ready() ?? false;
  }
  async stop(): Promise<void> {
    await this.inner?.stop();
  }
}

/** A bench server's configuration, in this process or a child's: its own DATA_DIR or schema, no disk floor, no logs. */
export function benchServerEnv(dataDir: string, schema: { url: string } | undefined, env: Record<string, string>): Record<string, string> {
  return {
    PORT: '0',
    DATA_DIR: dataDir,
    MIN_FREE_DISK_BYTES: '0',
    LOG_LEVEL: 'silent',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...env,
  };
}

export async function startBenchServer({ databaseUrl, env = {}, processor }: BenchServerOptions = {}): Promise<InProcessBenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-bench-ocr-'));
  const schema = databaseUrl ? await freshSchema(databaseUrl) : undefined;
  const deferred = processor ? new DeferredProcessor() : undefined;
  const server = await startServer(loadConfig(benchServerEnv(dataDir, schema, env)), {
    logger: pino({ level: 'silent' }),
    defaultMetrics: false,
    ...(deferred ? { processor: deferred } : {}),
  });
  const db = server.deps.database.db;
  if (deferred && processor) {
    deferred.inner = processor(db, server.deps.config, server);
    await deferred.inner.start();
  }
  const account = await createAccount(db, { name: 'bench', plan: 'enterprise', rpm: 100_000, docsPerDay: null });
  const { key } = await createApiKey(db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) });
  const host = databaseUrl ? new URL(databaseUrl) : undefined;
  return {
    server,
    url: server.url,
    pid: undefined,
    backend: schema ? 'postgres' : 'pglite',
    databaseHost: host ? `${host.hostname}:${host.port || 5432}` : undefined,
    key,
    async stop() {
      await server.stop();
      await schema?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
