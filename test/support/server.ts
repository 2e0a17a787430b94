// Starts a real docrec server on port 0 against real PostgreSQL (a fresh schema per server) or
// a fresh embedded PGlite, and gives tests the credentials the first start created.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { freshSchema as makeSchema, type FreshSchema } from '../../bench/_kit/fresh-schema.js';
import { loadConfig } from '../../src/config/config.js';
import { startServer, type RunningServer, type StartOptions } from '../../src/main.js';
import * as repo from '../../src/store/accounts-repo.js';
import { openDatabase } from '../../src/store/database.js';
import { scopesFor, type KeyType } from '../../src/domain/api-keys.js';
import type { PlanName } from '../../src/domain/plans.js';
import type { Scope } from '../../src/domain/scopes.js';

export type Backend = 'postgres' | 'pglite';

/** PostgreSQL the suite uses; the README's test command starts one on this address. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test';

export interface TestServer {
  url: string;
  server: RunningServer;
  dataDir: string;
  secretKey: string;
  testKey: string;
  webhookSecret: string;
  /** Creates another account (and a secret key for it). */
  createAccount(plan: PlanName, custom?: { rpm?: number; docsPerDay?: number }): Promise<{ id: string; secretKey: string }>;
  createKey(accountName: string, type: KeyType, scopes?: Scope[]): Promise<{ id: string; key: string }>;
  stop(): Promise<void>;
}

/**
 * A new, empty schema in the test database, for one server (in process or a `docrec serve` child).
 * `base`: the URL the server connects through (e.g. a TCP proxy); the schema is made and dropped directly.
 */
export function freshSchema(base = testDatabaseUrl): Promise<FreshSchema> {
  return makeSchema(testDatabaseUrl, { connectUrl: base, prefix: 't' });
}

/**
 * A secret key of a new enterprise account, written straight into a schema for a server this
 * process does not hold (a `docrec serve` child): the bootstrap account is on the pro plan, whose
 * 60 requests/min would throttle a test that polls.
 */
export async function enterpriseKey(databaseUrl: string, dataDir: string, name = 'enterprise'): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const account = await repo.createAccount(database.db, { name, plan: 'enterprise', rpm: 100_000 });
    return (await repo.createApiKey(database.db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) })).key;
  } finally {
    await database.close();
  }
}

export async function startTestServer(backend: Backend, env: Record<string, string> = {}, opts: StartOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docrec-test-'));
  // DATABASE_BASE_URL (test-only): reach PostgreSQL through another address, e.g. a TCP proxy.
  const { DATABASE_BASE_URL: baseUrl, ...serverEnv } = env;
  env = serverEnv;
  const schema = backend === 'postgres' ? await freshSchema(baseUrl) : undefined;
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    MIN_FREE_DISK_BYTES: '0',
    LOG_LEVEL: 'silent',
    // One worker thread per server: suites run two files at a time on two cores.
    OCR_THREADS: '1',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...env,
  });
  const server = await startServer(config, { logger: pino({ level: 'silent' }), defaultMetrics: false, ...opts });
  const creds = server.bootstrap!;
  const db = server.deps.database.db;
  let accounts = 0;
  return {
    url: server.url,
    server,
    dataDir,
    secretKey: creds.secretKey,
    testKey: creds.testKey,
    webhookSecret: creds.webhookSecret,
    async createAccount(plan, custom = {}) {
      const account = await repo.createAccount(db, {
        name: `acct-${++accounts}-${plan}`,
        plan,
        rpm: custom.rpm ?? null,
        docsPerDay: custom.docsPerDay ?? null,
      });
      const key = await repo.createApiKey(db, { accountId: account.id, type: 'secret', scopes: scopesFor('secret', undefined) });
      return { id: account.id, secretKey: key.key };
    },
    async createKey(accountName, type, scopes) {
      const account = await repo.findAccountByName(db, accountName);
      if (!account) throw new Error(`no account ${accountName}`);
      return repo.createApiKey(db, { accountId: account.id, type, scopes: scopesFor(type, scopes) });
    },
    async stop() {
      await server.stop();
      await schema?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
