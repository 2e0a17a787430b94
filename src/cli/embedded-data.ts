// What `docrec backup` and `docrec restore` share: they work only on the embedded defaults (PGlite
// in DATA_DIR/db, files under DATA_DIR), and only while no other process holds that database.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config/config.js';
import { acquireEmbeddedLock } from '../store/embedded-lock.js';

/** A directory that holds something (a database that was ever opened, a backup, any file). */
export function isNonEmptyDir(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * With PostgreSQL or object storage the data is not ours to copy: their own tools do it
 * consistently. Says what to run instead and returns the exit code, or undefined to go on.
 */
export function refuseUnlessEmbedded(config: Config, command: 'backup' | 'restore'): number | undefined {
  if (!config.databaseUrl && !config.storage) return undefined;
  const lines = [`docrec ${command} copies the embedded database and the files under DATA_DIR; this configuration keeps them elsewhere.`];
  if (config.databaseUrl) {
    lines.push(
      command === 'backup'
        ? 'Back up PostgreSQL with: pg_dump --format=custom --file=docrec.dump "$DATABASE_URL"'
        : 'Restore PostgreSQL with: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" docrec.dump',
    );
  }
  if (config.storage)
    lines.push('The files are in the object store (STORAGE_URL): back it up by its own means (bucket versioning, replication, a sync).');
  else lines.push(`The files are under ${config.dataDir} (uploads/, generated/): copy them with the database dump.`);
  lines.push('Nothing was written.');
  process.stderr.write(`docrec: ${lines.join('\n')}\n`);
  return 1;
}

/**
 * Runs `work` holding the embedded database's lock, so no `docrec serve` (or admin command) can
 * open it meanwhile; a running one makes this throw EmbeddedDatabaseBusyError ("stop it first").
 */
export async function withEmbeddedLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(dataDir, { recursive: true });
  const release = await acquireEmbeddedLock(dataDir);
  try {
    return await work();
  } finally {
    release();
  }
}

/** The counts a manifest records and a restore checks again. */
export async function tableCounts(client: PGlite): Promise<{ accounts: number; documents: number; pages: number }> {
  const count = async (table: string) => (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  return { accounts: await count('accounts'), documents: await count('documents'), pages: await count('document_pages') };
}
