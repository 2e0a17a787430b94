// Opens the one database the service uses: PostgreSQL via pg when DATABASE_URL is set, else an
// embedded PGlite in DATA_DIR/db. Both speak PostgreSQL, so migrations and queries are shared.
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DatabaseSchema } from './schema.js';
import { migrateToLatest } from './migrate.js';
import { acquireEmbeddedLock, embeddedDbDir } from './embedded-lock.js';
import { BACKGROUND_QUERY_TIMEOUT_MS, createPostgresPool } from './postgres-pool.js';

export type Db = Kysely<DatabaseSchema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    await migratePostgres(opts.databaseUrl);
    return openPostgres(opts.databaseUrl);
  }
  const database = await openPglite(opts.dataDir);
  try {
    await migrateToLatest(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** On a pool of its own without the request-time query bound: it may wait for another instance's lock. */
async function migratePostgres(url: string): Promise<void> {
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: createPostgresPool(url, { max: 1, queryTimeoutMs: undefined }) }),
  });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

function openPostgres(url: string): Database {
  const pool = createPostgresPool(url, { max: 10, queryTimeoutMs: BACKGROUND_QUERY_TIMEOUT_MS });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return wrap(db, 'postgres', async () => db.destroy());
}

async function openPglite(dataDir: string): Promise<Database> {
  const dbDir = embeddedDbDir(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = await acquireEmbeddedLock(dataDir);
  try {
    const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
    const client = await PGlite.create(dbDir);
    const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(client) });
    return wrap(db, 'pglite', async () => {
      await db.destroy();
      release();
    });
  } catch (err) {
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
