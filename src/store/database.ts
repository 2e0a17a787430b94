// Opens the one database the service uses: PostgreSQL when DATABASE_URL is set, else an embedded
// PGlite in DATA_DIR/db served from a thread of its own (store/embedded/) over a Unix socket.
// Either way the main thread talks to it with pg, so connections, timeouts, migrations and queries
// are one code path; only the pool differs (a few connections to PGlite, which runs one query at
// a time, against 10 to PostgreSQL).
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DatabaseSchema } from './schema.js';
import { migrateToLatest } from './migrate.js';
import { ensureDocumentObjectColumn } from './document-object-column.js';
import { acquireEmbeddedLock, embeddedDbDir } from './embedded-lock.js';
import { startEmbeddedServer } from './embedded/embedded-server.js';
import { BACKGROUND_QUERY_TIMEOUT_MS, createPostgresPool, type PostgresTarget } from './postgres-pool.js';

const EMBEDDED_FIRST_CONNECT_TIMEOUT_MS = 30_000;
/**
 * PGlite runs one query at a time, but a few connections keep its thread busy: the next query is
 * already waiting on its socket when one ends, rather than after a round trip through the main
 * thread (the one-connection pool left both threads idle half the time under load). Its socket
 * serves one client at a time inside a transaction (store/embedded/wire-server.ts).
 */
const EMBEDDED_CONNECTIONS = 4;

export type Db = Kysely<DatabaseSchema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    await migrate(opts.databaseUrl);
    return open(opts.databaseUrl, 'postgres', async () => {});
  }
  return openEmbedded(opts.dataDir);
}

/**
 * On a pool of its own without the request-time query bound: it may wait for another instance's
 * lock. A just-opened PGlite answers its first connection slowly (its WASM compiles as it first
 * runs: about a second on a busy machine), so that one gets longer than a request's.
 */
async function migrate(target: PostgresTarget, connectTimeoutMs?: number): Promise<void> {
  const pool = createPostgresPool(target, { max: 1, queryTimeoutMs: undefined, connectTimeoutMs });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db);
    await ensureDocumentObjectColumn(db);
  } finally {
    await db.destroy();
  }
}

function open(target: PostgresTarget, kind: Database['kind'], afterDestroy: () => Promise<void>): Database {
  const pool = createPostgresPool(
    target,
    kind === 'postgres'
      ? { max: 10, queryTimeoutMs: BACKGROUND_QUERY_TIMEOUT_MS }
      : { max: EMBEDDED_CONNECTIONS, queryTimeoutMs: BACKGROUND_QUERY_TIMEOUT_MS, connectTimeoutMs: BACKGROUND_QUERY_TIMEOUT_MS },
  );
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return wrap(db, kind, async () => {
    try {
      await db.destroy();
    } finally {
      await afterDestroy();
    }
  });
}

async function openEmbedded(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = await acquireEmbeddedLock(dataDir);
  let server: Awaited<ReturnType<typeof startEmbeddedServer>> | undefined;
  try {
    server = await startEmbeddedServer(dataDir, embeddedDbDir(dataDir));
    await migrate(server.connection, EMBEDDED_FIRST_CONNECT_TIMEOUT_MS);
    const stop = server;
    return open(server.connection, 'pglite', async () => {
      try {
        await stop.close(); // PGlite flushed and closed before another process may take the lock
      } finally {
        release();
      }
    });
  } catch (err) {
    await server?.close();
    release();
    throw err;
  }
}

function wrap(db: Db, kind: Database['kind'], close: () => Promise<void>): Database {
  let closed = false;
  return {
    db,
    kind,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
